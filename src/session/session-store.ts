/**
 * The session as the entry chunk sees it, with no xstate: a small store mirroring the session actor
 * (./session-actor, loaded on first need), the router the session moves, and the announcements the
 * session makes to the areas. Everyone renders as a visitor until the actor is in (DESIGN.md §7).
 */
import { useSyncExternalStore } from 'react'
import type { User } from '../../contracts/accounts/schemas'
import type { SessionEmitted } from '../../machines/session'
import type { SessionActor } from './session-actor'

export type SessionUser = User

export interface SessionState {
  /** The session actor is running (its module is loaded). */
  active: boolean
  user: User | null
  isLoggedIn: boolean
  /** Restoring the user from the token, signing in or out. */
  isLoading: boolean
  /** Why the last login failed; show loginErrorMessage(loginError.status). */
  loginError: { status?: number } | undefined
  /** The last path the guard chain let through; the router shows a page only once it is. */
  allowedPath: string | undefined
}

const visitor: SessionState = {
  active: false,
  user: null,
  isLoggedIn: false,
  isLoading: false,
  loginError: undefined,
  allowedPath: undefined,
}

let state = visitor
const listeners = new Set<() => void>()

/** Called by ./session-actor only. */
export function publishSession(next: Partial<SessionState>): void {
  const merged = { ...state, ...next }
  const changed = (Object.keys(merged) as (keyof SessionState)[]).some((key) => merged[key] !== state[key])
  if (!changed) return
  state = merged
  for (const listener of listeners) listener()
}

export function getSessionState(): SessionState {
  return state
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The session for views: user, isLoggedIn, isLoading, loginError (re-renders when they change). */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, getSessionState, getSessionState)
}

/** A narrow piece of the session; the selector must return a stable value (a field, a boolean). */
export function useSessionSelector<T>(selector: (state: SessionState) => T): T {
  return useSyncExternalStore(
    subscribe,
    () => selector(state),
    () => selector(state),
  )
}

// ---------------------------------------------------------------------------------------------
// The running actor, once ./session-actor has started it.

let running: SessionActor | undefined

export function sessionActorStarted(actor: SessionActor): void {
  running = actor
}

export function runningSessionActor(): SessionActor | undefined {
  return running
}

/**
 * Back to a page load's session: no actor, a visitor. For the view tests, whose files share one
 * module graph per worker (vitest.config.ts) and must each start as a freshly loaded page does.
 */
export function resetSession(): void {
  running?.stop()
  running = undefined
  state = visitor
  for (const listener of listeners) listener()
}

// ---------------------------------------------------------------------------------------------
// What the session needs from the router: the current path, and a way to move (guard redirects,
// logout). The router registers them; tests register a memory location the same way.

export interface SessionRouter {
  /** The current pathname, locale prefix included. */
  path: () => string
  navigate: (to: string, options?: { replace?: boolean }) => void
}

let router: SessionRouter = {
  path: () => (typeof window === 'undefined' ? '/' : window.location.pathname),
  navigate: (to, options) => (options?.replace ? window.location.replace(to) : window.location.assign(to)),
}

export function registerSessionRouter(next: SessionRouter): void {
  router = next
}

export function sessionRouter(): SessionRouter {
  return router
}

// ---------------------------------------------------------------------------------------------
// Announcements (machines/session's emitted events): session.userChanged, session.loggedOut,
// session.billingLoaded, session.profileLoaded. Areas reset and fill their own state on them.

export type SessionAnnouncement = SessionEmitted
export type SessionAnnouncementType = SessionAnnouncement['type']
export type SessionAnnouncementOf<T extends SessionAnnouncementType> = Extract<
  SessionAnnouncement,
  { type: T }
>

const announcementListeners = new Map<SessionAnnouncementType, Set<(event: SessionAnnouncement) => void>>()

/** Listens to one announcement; returns the unsubscribe. */
export function onSessionEvent<T extends SessionAnnouncementType>(
  type: T,
  listener: (event: SessionAnnouncementOf<T>) => void,
): () => void {
  const forType = announcementListeners.get(type) ?? new Set()
  announcementListeners.set(type, forType)
  const untyped = listener as (event: SessionAnnouncement) => void
  forType.add(untyped)
  return () => forType.delete(untyped)
}

/** Called by ./session-actor with every event the machine emits. */
export function announceSession(event: SessionAnnouncement): void {
  for (const listener of [...(announcementListeners.get(event.type) ?? [])]) listener(event)
}
