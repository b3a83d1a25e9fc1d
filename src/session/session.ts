/**
 * The session as the entry chunk sees it: a small store mirroring the session actor, which lives
 * in ./session-actor together with xstate and the API client. That module is downloaded on first
 * need (a guarded route, a token cookie, the login prompt, an auth page), never before a public
 * page is interactive (DESIGN.md §7), so until it is in, everyone renders as a visitor.
 */
import { useSyncExternalStore } from 'react'
import type { User } from '../../contracts/accounts/schemas'
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

let loading: Promise<SessionActor> | undefined
let loaded: SessionActor | undefined

/** Called by ./session-actor when it has started the actor. */
export function sessionStarted(actor: SessionActor): void {
  loaded = actor
}

/** Starts the session actor (once) and resolves with it. */
export function loadSession(): Promise<SessionActor> {
  if (loaded) return Promise.resolve(loaded)
  loading ??= import('./session-actor').then(
    (m) => m.startSession(),
    (error: unknown) => {
      loading = undefined // a later need may try again (e.g. after the chunk-reload guard declined)
      throw error
    },
  )
  return loading
}

/** Tells the session about a navigation; it answers through `allowedPath` or a redirect. */
export function sessionNavigate(path: string): void {
  // synchronous once loaded, so an allowed page replaces the spinner before the next paint
  if (loaded) loaded.send({ type: 'session.navigate', path })
  else void loadSession().then((actor) => actor.send({ type: 'session.navigate', path }))
}

/** Logs out: the session calls the API, clears every cookie and goes to the login page. */
export function logout(): void {
  void loadSession().then((actor) => actor.send({ type: 'session.logout' }))
}
