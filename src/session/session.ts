/**
 * The session for the rest of the app, with no xstate: the store (./session-store) and the ways to
 * reach the actor (./session-actor), which downloads on first need — a guarded route, a token
 * cookie, the login prompt, an auth page — never before a public page is interactive (DESIGN.md §7).
 */
import { navigationEvent } from './navigation'
import type { SessionActor } from './session-actor'
import { sessionServices } from './session-services'
import { runningSessionActor } from './session-store'

export {
  getSessionState,
  onSessionEvent,
  registerSessionRouter,
  sessionRouter,
  useSession,
  useSessionSelector,
  type SessionAnnouncement,
  type SessionAnnouncementOf,
  type SessionAnnouncementType,
  type SessionRouter,
  type SessionState,
  type SessionUser,
} from './session-store'
export { provideSessionServices, type SessionServices } from './session-services'

let loading: Promise<SessionActor> | undefined

/** Starts the session actor (once) and resolves with it. */
export function loadSession(): Promise<SessionActor> {
  const running = runningSessionActor()
  if (running) return Promise.resolve(running)
  // the API calls download beside the actor, not after its first call asks for them
  if (!loading) void sessionServices().catch(() => undefined)
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
  const running = runningSessionActor()
  if (running) running.send(navigationEvent(path))
  else void loadSession().then((actor) => actor.send(navigationEvent(path)))
}

/** Logs out: the session calls the API, clears every cookie and goes to the login page. */
export function logout(): void {
  void loadSession().then((actor) => actor.send({ type: 'session.logout' }))
}
