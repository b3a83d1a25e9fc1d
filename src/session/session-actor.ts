/**
 * Composition root of the session (DESIGN.md §4): the real API calls, cookies, sidebar and router
 * plugged into machines/session, one actor with systemId 'session'. This module carries xstate and
 * the API client, so the entry never imports it: ./session loads it on first need and mirrors the
 * actor into a small store the header and the router read.
 */
import { createActor, fromPromise, waitFor, type ActorRefFrom, type SnapshotFrom } from 'xstate'
import type { AuthResponse, LoginBody, User } from '../../contracts/accounts/schemas'
import { TOKEN_COOKIE } from '../../contracts/core/constants'
import { routeUrl, splitLocale } from '../../contracts/core/routes'
import { sessionMachine, type LoginInput } from '../../machines/session'
import * as auth from '../features/accounts/api'
import { clearAllCookies, deleteCookie, getCookie, setCookie } from '../shared/lib/cookies'
import { publishSession, sessionRouter, sessionStarted } from './session'
import { sidebarActor } from '../app/sidebar-actor'

/** How long the browser keeps the bearer token; the server can revoke it earlier (logout). */
export const TOKEN_COOKIE_DAYS = 30

export const appSessionMachine = sessionMachine.provide({
  actors: {
    fetchCurrentUser: fromPromise<User>(({ signal }) => auth.fetchMe(signal)),
    fetchBilling: fromPromise(({ signal }) => auth.fetchInvoiceData(signal)),
    fetchProfile: fromPromise(({ signal }) => auth.fetchOwnProfile(signal)),
    login: fromPromise<AuthResponse, LoginInput>(({ input, signal }) => auth.login(input, signal)),
    logout: fromPromise(({ signal }) => auth.logout(signal)),
  },
  actions: {
    storeToken: (_, { token }) => setCookie(TOKEN_COOKIE, token, { days: TOKEN_COOKIE_DAYS }),
    clearToken: () => deleteCookie(TOKEN_COOKIE),
    clearAllCookies: () => clearAllCookies(),
    resetSidebar: () => sidebarActor.send({ type: 'sidebar.reset' }),
    navigate: ({ context }, { to, replace }) => {
      const router = sessionRouter()
      // someone who came in through /it stays on /it
      const explicitIt = splitLocale(router.path()).explicit && context.locale === 'it'
      router.navigate(routeUrl(to, {}, context.locale, explicitIt), { replace })
    },
    allow: (_, { path }) => publishSession({ allowedPath: path }),
  },
})

export type SessionActor = ActorRefFrom<typeof appSessionMachine>
export type SessionSnapshot = SnapshotFrom<typeof appSessionMachine>

let actor: SessionActor | undefined
let lastUser: User | null = null

function mirror(snapshot: SessionSnapshot): void {
  const { user, error } = snapshot.context
  if (user !== lastUser) {
    lastUser = user
    if (user) sidebarActor.send({ type: 'sidebar.user', roles: user.roles })
  }
  publishSession({
    active: true,
    user,
    isLoggedIn: snapshot.matches('authenticated'),
    isLoading: snapshot.hasTag('loading'),
    loginError: error,
  })
}

/** Creates and starts the session actor once, and decides the current navigation right away. */
export function startSession(): SessionActor {
  if (actor) return actor
  const path = sessionRouter().path()
  const started = createActor(appSessionMachine, {
    systemId: 'session',
    input: { hasTokenCookie: !!getCookie(TOKEN_COOKIE), locale: splitLocale(path).locale },
  })
  actor = started
  sessionStarted(started)
  started.subscribe(mirror)
  started.start()
  // decided before the store says the session is active, so a page already on screen stays
  started.send({ type: 'session.navigate', path })
  mirror(started.getSnapshot())
  return started
}

function settled(session: SessionActor) {
  return waitFor(session, (snapshot) => !snapshot.hasTag('loading'), { timeout: Infinity })
}

/**
 * SPEC.md §7 login sequence through the session (login, current user, own profile). Resolves once
 * the whole app is logged in; rejects with `{ status }` (see loginErrorMessage) when it failed.
 */
export async function loginWithSession(credentials: LoginBody): Promise<void> {
  const session = startSession()
  await settled(session)
  session.send({ type: 'session.login', email: credentials.email, password: credentials.password })
  const snapshot = await settled(session)
  if (!snapshot.matches('authenticated')) throw snapshot.context.error ?? {}
}

/** After registration: the answer already carries the token and the user. */
export function authenticateWithSession(response: AuthResponse): SessionActor {
  const session = startSession()
  session.send({ type: 'session.authenticated', token: response.token, user: response.user })
  return session
}

/** The server changed the user (e.g. the e-mail is now verified): the guards must see it. */
export async function refreshSessionUser(): Promise<void> {
  const session = startSession()
  await settled(session)
  if (!session.getSnapshot().matches('authenticated')) return
  session.send({ type: 'session.userUpdated', user: await auth.fetchMe() })
}
