/**
 * The session actor: machines/session with the cookies, the router and the session's API calls
 * plugged in, one actor with systemId 'session'. This module carries xstate, so the entry never
 * imports it: ./session loads it on first need, and it mirrors the actor into ./session-store (what
 * the header and the router read) and forwards the machine's announcements to the areas.
 */
import { createActor, fromPromise, waitFor, type ActorRefFrom, type SnapshotFrom } from 'xstate'
import type { AuthResponse, LoginBody, User } from '../../contracts/accounts/schemas'
import { SESSION_COOKIE } from '../../contracts/core/constants'
import { splitLocale } from '../../contracts/core/routes'
import { sessionMachine, type LoginInput } from '../../machines/session'
import { clearAllCookies, deleteCookie, getCookie } from '../shared/lib/cookies'
import { routeUrl } from '../shared/lib/route-table'
import { ownedSubscription } from '../../contracts/payments/endpoints'
import { call, onSessionRejected } from '../shared/api'
import { navigationEvent } from './navigation'
import { sessionServices } from './session-services'
import {
  announceSession,
  publishSession,
  runningSessionActor,
  sessionActorStarted,
  sessionRouter,
} from './session-store'
import { flowRecorder } from '../shared/lib/flow-recorder'

export const appSessionMachine = sessionMachine.provide({
  actors: {
    fetchCurrentUser: fromPromise<User>(async ({ signal }) =>
      (await sessionServices()).fetchCurrentUser(signal),
    ),
    fetchBilling: fromPromise(async ({ signal }) => (await sessionServices()).fetchBilling(signal)),
    fetchProfile: fromPromise(async ({ signal }) => (await sessionServices()).fetchProfile(signal)),
    fetchSubscription: fromPromise<unknown>(({ signal }) => call(ownedSubscription, {}, { signal })),
    login: fromPromise<AuthResponse, LoginInput>(async ({ input, signal }) =>
      (await sessionServices()).login(input, signal),
    ),
    logout: fromPromise(async ({ signal }) => (await sessionServices()).logout(signal)),
  },
  actions: {
    // The server keeps the token in an HttpOnly cookie (set at login and register, cleared at
    // logout) that no script can read; the SPA only sees the SESSION_COOKIE hint beside it.
    storeToken: () => {},
    // The hint goes at once, so a reload meanwhile does not try to restore a session the server ended.
    clearToken: () => deleteCookie(SESSION_COOKIE),
    clearAllCookies: () => clearAllCookies(),
    navigate: ({ context }, { to, replace, query }) => {
      const router = sessionRouter()
      // someone who came in through /it stays on /it
      const explicitIt = splitLocale(router.path()).explicit && context.locale === 'it'
      const search = query && Object.keys(query).length > 0 ? `?${new URLSearchParams(query)}` : ''
      router.navigate(routeUrl(to, {}, context.locale, explicitIt) + search, { replace })
    },
    allow: (_, { path }) => publishSession({ allowedPath: path }),
  },
})

export type SessionActor = ActorRefFrom<typeof appSessionMachine>
export type SessionSnapshot = SnapshotFrom<typeof appSessionMachine>

function mirror(snapshot: SessionSnapshot): void {
  const { user, error } = snapshot.context
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
  const running = runningSessionActor()
  if (running) return running
  const path = sessionRouter().path()
  const started = createActor(appSessionMachine, {
    systemId: 'session',
    inspect: flowRecorder.inspect,
    input: { hasTokenCookie: !!getCookie(SESSION_COOKIE), locale: splitLocale(path).locale },
  })
  sessionActorStarted(started)
  // A 401 to a call made with the session: it ended on the server (revoked, expired). The machine
  // ends it once, from authenticated only; the login page says why and leads back.
  onSessionRejected(() => started.send({ type: 'session.forceLogout', reason: 'expired' }))
  started.subscribe(mirror)
  started.on('*', announceSession)
  started.start()
  // decided before the store says the session is active, so a page already on screen stays
  started.send(navigationEvent(path))
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
  session.send({ type: 'session.userUpdated', user: await (await sessionServices()).fetchCurrentUser() })
}

/** The user changed on the server and the answer carries it (e.g. the terms were accepted). */
export function updateSessionUser(user: User): void {
  startSession().send({ type: 'session.userUpdated', user })
}

/**
 * The subscription changed (a checkout completed, subscription_active, a renewal): the session asks
 * for it again, so the not-subscribed guard judges the next navigation with it.
 */
export async function refreshSessionSubscription(): Promise<void> {
  const session = runningSessionActor()
  if (!session?.getSnapshot().matches('authenticated')) return
  try {
    const subscription = await call(ownedSubscription, {})
    session.send({ type: 'session.subscriptionUpdated', subscription })
  } catch {
    // the next page load asks again
  }
}
