/*
 * The session (SPEC.md §4 "Loading on navigation", "Other transitions"; §7 "Login sequence").
 * The app starts one actor with systemId 'session' and sends it every navigation.
 *
 *                 session.navigate [hasToken]
 *   ┌───────────┐ ─────────────────────────────▶ ┌─ restoring (loading) ─────────────────────────┐
 *   │ anonymous │                                │ user ──▶ extras ─[needsBilling]─▶ billing ─┐  │
 *   │           │ ◀── fetchCurrentUser failed ── │            └──────────────────────────────▼  │
 *   │           │     (401: clearToken)          │                                      profile │
 *   │           │                                └──────────────────────────────────────────┬───┘
 *   │           │ session.login                  ┌─ signingIn (loading) ─────────────────┐   │
 *   │           │ ─────────────────────────────▶ │ credentials ──▶ user ──▶ profile      │   │
 *   │           │ ◀── login/user failed (error) ─│   (storeToken)                        │   │
 *   │           │ session.authenticated ───────▶ │ ─────────────────────▶ profile        │   │
 *   └───────────┘                                └───────────────────────────┬───────────┘   │
 *     ▲       ▲                                                              ▼               ▼
 *     │       │ session.forceLogout (no API call)                      ┌───────────────┐
 *     │       └─────────────────────────────────────────────────────── │ authenticated │
 *     │  logout done or failed   ┌────────────────────┐ session.logout │               │
 *     └───────────────────────── │ loggingOut (loading)│ ◀──────────── └───────────────┘
 *                                └────────────────────┘
 *
 * Every navigation lands in `pending`, with the route the app matched for its path (the route
 * table is the app's: it collects the areas' routes). In anonymous and authenticated it is decided
 * at once (route guards, then the role chain of machines/guards): the app gets `allow` or
 * `navigate` with a route name to localize. While loading it waits, and the latest one is decided
 * as soon as the session settles in either state (entry action `decide`).
 *
 * The session owns who is logged in, nothing of the areas. It announces, as emitted events:
 *   session.userChanged    the user was loaded, replaced or (logout) is gone
 *   session.loggedOut      the local session ended: each area resets its own state (sidebar, …)
 *   session.billingLoaded  billing information, loaded on navigation for trainers and HR with invoice data
 *   session.profileLoaded  the own profile, loaded on navigation and after login
 * Billing and profile are loaded here because SPEC §4 puts them in the navigation sequence; the
 * areas keep them. Failures loading them are swallowed: the session goes on without them. Only a
 * 401 on the current user throws the token away; any other failure (server down) leaves it, so
 * the next navigation tries again instead of logging the user out over a hiccup. After login the
 * machine does not move the user: the login page navigates on, a login prompt stays where it is.
 *
 * The subscription (the not-subscribed guard's input, SPEC.md §6) is loaded with the user for the
 * roles that buy one (trainer, HR) before the first decision, and told again by the app with
 * `session.subscriptionUpdated` (after a checkout, on subscription_active and renewal news).
 *
 * "Your session ended" is the session's: `session.forceLogout` with a reason (a 401 from any call
 * made with the session: expired or revoked tokens; the realtime user_blocked / user_deactivated)
 * ends an authenticated session once — later ones find it anonymous — and sends the user to the
 * login page with the reason and the page they were on (`back`), where the login page returns them.
 * An anonymous visitor a guard sends to the login page carries `back` the same way.
 */
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate'
import { errorRetryAfter, errorStatus } from '../../contracts/accounts/api-error-fields'
import type { AuthResponse, BillingInformation, OwnProfile, User } from '../../contracts/accounts/schemas'
import { DEFAULT_LOCALE, type Locale } from '../../contracts/core/constants'
import { splitLocale } from '../../contracts/core/routes'
import { GUARD_TARGETS, evaluateNavigation, type NavigationDecision, type NavigationRoute } from '../guards'

export interface SessionInput {
  /** Whether the token cookie is there when the app starts. */
  hasTokenCookie: boolean
  locale?: Locale
}

export interface SessionError {
  /** HTTP status of the failed call; undefined for a network failure. */
  status?: number
  /** Seconds to wait, from the Retry-After of a 429. */
  retryAfter?: number
}

/** A navigation: the path with its locale prefix, and the route the app's table matched (null: none). */
export interface PendingNavigation {
  path: string
  route: NavigationRoute | null
}

/** Why a session ended without the user logging out (the login page says it). */
export type SessionEndReason = 'expired' | 'blocked' | 'deactivated'

export interface SessionContext {
  user: User | null
  /** The last path the session allowed: where a user whose session ends comes back after login. */
  location?: string
  /** The token was refused on restoring (revoked or expired meanwhile): the login page says so. */
  ended?: SessionEndReason
  /** The not-subscribed guard's input (SPEC.md §6), told by whoever knows the subscription. */
  subscription: unknown | null
  /** The locale of the last navigation; the app localizes `navigate` targets with it. */
  locale: Locale
  hasTokenCookie: boolean
  /** The navigation waiting for a decision. */
  pending?: PendingNavigation
  /** Why the last login failed; the view shows loginErrorMessage(error.status). */
  error?: SessionError
}

export type SessionEvent =
  | { type: 'session.navigate'; path: string; route: NavigationRoute | null }
  | { type: 'session.login'; email: string; password: string }
  /** After registration: the token is already there. */
  | { type: 'session.authenticated'; token: string; user: User }
  | { type: 'session.logout' }
  /**
   * The session ended elsewhere: a 401 from a call made with it (`expired`), the realtime
   * user_blocked / user_deactivated. Logout without calling the API; the login page says why.
   */
  | { type: 'session.forceLogout'; reason?: SessionEndReason }
  | { type: 'session.userUpdated'; user: User }
  | { type: 'session.subscriptionUpdated'; subscription: unknown | null }

/** What the session announces; the app forwards them to the areas (see the file comment). */
export type SessionEmitted =
  | { type: 'session.userChanged'; user: User | null }
  | { type: 'session.loggedOut' }
  | { type: 'session.billingLoaded'; billing: BillingInformation }
  | { type: 'session.profileLoaded'; profile: OwnProfile }

export interface LoginInput {
  email: string
  password: string
}

export interface SessionUserInput {
  user: User
}

export interface NavigateParams {
  /** Route name without locale suffix. */
  to: string
  replace: boolean
  /** Query string values (the login page's `reason` and `back`). */
  query?: Record<string, string>
}

/**
 * An active subscription closes the not-subscribed pages: the user's subscription
 * (GET /api/subscriptions/owned) paid and running, or late with a renewal (past_due: still theirs),
 * or a plan marked `active` (SPEC.md §3 Subscription.active).
 */
export function hasActiveSubscription(subscription: unknown): boolean {
  if (typeof subscription !== 'object' || subscription === null) return false
  const { active, status } = subscription as { active?: unknown; status?: unknown }
  return active === true || status === 'active' || status === 'past_due'
}

/** The guard chain's answer for a navigation in this session. */
export function decideNavigation(
  context: Pick<SessionContext, 'user' | 'subscription'>,
  { path, route }: PendingNavigation,
): NavigationDecision {
  return evaluateNavigation({
    route,
    path,
    user: context.user,
    subscribed: hasActiveSubscription(context.subscription),
  })
}

const needsProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`sessionMachine: provide the \`${name}\` actor`)
}

const sessionSetup = setup({
  types: {
    input: {} as SessionInput,
    context: {} as SessionContext,
    events: {} as SessionEvent,
    emitted: {} as SessionEmitted,
  },
  actors: {
    // Placeholders: src/app provides the API calls with `.provide({ actors })`.
    fetchCurrentUser: fromPromise<User>(needsProvided('fetchCurrentUser')),
    fetchBilling: fromPromise<BillingInformation, SessionUserInput>(needsProvided('fetchBilling')),
    fetchProfile: fromPromise<OwnProfile, SessionUserInput>(needsProvided('fetchProfile')),
    /** The user's subscription or null (GET /api/subscriptions/owned). */
    fetchSubscription: fromPromise<unknown>(needsProvided('fetchSubscription')),
    login: fromPromise<AuthResponse, LoginInput>(needsProvided('login')),
    logout: fromPromise<unknown>(needsProvided('logout')),
  },
  actions: {
    // Provided by the app: cookies and the router live there.
    storeToken: (_, _params: { token: string }) => {},
    clearToken: () => {},
    clearAllCookies: () => {},
    navigate: (_, _params: NavigateParams) => {},
    allow: (_, _params: { path: string }) => {},

    rememberPath: assign(({ event }) => {
      assertEvent(event, 'session.navigate')
      const route = event.route && { name: event.route.name, guards: [...event.route.guards] }
      return { pending: { path: event.path, route }, locale: splitLocale(event.path).locale }
    }),
    tokenGone: assign({ hasTokenCookie: false }),
    clearError: assign({ error: undefined }),
    storeError: assign((_, params: { error: unknown }) => {
      const retryAfter = errorRetryAfter(params.error)
      return { error: { status: errorStatus(params.error), ...(retryAfter ? { retryAfter } : {}) } }
    }),
    storeUser: assign((_, params: { user: User }) => ({ user: params.user })),
    storeSubscription: assign((_, params: { subscription: unknown }) => ({
      subscription: params.subscription ?? null,
    })),
    reset: assign({
      user: null,
      location: undefined,
      ended: undefined,
      subscription: null,
      hasTokenCookie: false,
      pending: undefined,
      error: undefined,
    }),
    announceUser: emit(({ context }) => ({ type: 'session.userChanged', user: context.user }) as const),
    announceLoggedOut: emit({ type: 'session.loggedOut' }),
    announceBilling: emit((_, params: { billing: BillingInformation }) => ({
      type: 'session.billingLoaded' as const,
      billing: params.billing,
    })),
    announceProfile: emit((_, params: { profile: OwnProfile }) => ({
      type: 'session.profileLoaded' as const,
      profile: params.profile,
    })),
  },
  guards: {
    hasToken: ({ context }) => context.hasTokenCookie,
    needsBilling: ({ context }) =>
      (context.user?.role === 'trainer' || context.user?.role === 'hr') && context.user.invoice_data !== null,
    buysSubscription: ({ context }) => context.user?.role === 'trainer' || context.user?.role === 'hr',
    isUnauthenticated: (_, params: { error: unknown }) => errorStatus(params.error) === 401,
  },
})

// Decides the waiting navigation, if any. Built on the typed setup so it can enqueue the
// app-provided `navigate` and `allow` by name.
const decide = sessionSetup.enqueueActions(({ context, enqueue }) => {
  const { pending } = context
  if (pending === undefined) return
  const decision = decideNavigation(context, pending)
  if (decision.type === 'redirect') {
    // A visitor sent to log in comes back here afterwards.
    const toLogin = decision.to === GUARD_TARGETS.login && !context.user
    const query = toLogin
      ? { ...(context.ended ? { reason: context.ended } : {}), back: pending.path }
      : undefined
    enqueue({ type: 'navigate', params: { to: decision.to, replace: true, ...(query && { query }) } })
    enqueue.assign({ pending: undefined, ended: undefined })
  } else {
    enqueue({ type: 'allow', params: { path: pending.path } })
    enqueue.assign({ pending: undefined, location: pending.path, ended: undefined })
  }
})

// The session forgets the user; the areas hear it and reset their own state.
const signOut = [
  'clearAllCookies',
  'reset',
  'announceUser',
  'announceLoggedOut',
  { type: 'navigate', params: { to: GUARD_TARGETS.login, replace: false } },
] as const

// The session ended elsewhere: the same, and the login page learns why and where the user was.
const endSession = sessionSetup.enqueueActions(({ context, event, enqueue }) => {
  assertEvent(event, 'session.forceLogout')
  const query: Record<string, string> = {}
  if (event.reason) query.reason = event.reason
  if (event.reason && context.location) query.back = context.location
  enqueue('clearAllCookies')
  enqueue('reset')
  enqueue('announceUser')
  enqueue('announceLoggedOut')
  enqueue({ type: 'navigate', params: { to: GUARD_TARGETS.login, replace: false, query } })
})

// After the own profile: the subscription for the roles that buy one, then authenticated.
const afterProfile = [
  { guard: 'buysSubscription', target: 'subscription' },
  { target: '#session.authenticated' },
] as const

const subscriptionState = {
  invoke: {
    id: 'fetchSubscription',
    src: 'fetchSubscription',
    onDone: {
      target: '#session.authenticated',
      actions: {
        type: 'storeSubscription',
        params: ({ event }: { event: { output: unknown } }) => ({ subscription: event.output }),
      },
    },
    // Without it the not-subscribed pages stay open: the server refuses a second subscription anyway.
    onError: { target: '#session.authenticated' },
  },
} as const

const storeUser = [
  { type: 'storeUser', params: ({ event }: { event: { output: User } }) => ({ user: event.output }) },
  'announceUser',
] as const

// Only used once the user is loaded, hence the cast.
const userInput = ({ context }: { context: SessionContext }): SessionUserInput => ({
  user: context.user as User,
})

// size: the session's statechart (anonymous, restoring, signing in, authenticated, logging out), read whole with the diagram above; its setup is sessionSetup
export const sessionMachine = sessionSetup.createMachine({
  id: 'session',
  context: ({ input }) => ({
    user: null,
    location: undefined,
    ended: undefined,
    subscription: null,
    locale: input.locale ?? DEFAULT_LOCALE,
    hasTokenCookie: input.hasTokenCookie,
    pending: undefined,
    error: undefined,
  }),
  initial: 'anonymous',
  states: {
    anonymous: {
      entry: decide,
      on: {
        'session.navigate': [
          { guard: 'hasToken', target: 'restoring', actions: 'rememberPath' },
          { actions: ['rememberPath', decide] },
        ],
        'session.login': { target: 'signingIn', actions: 'clearError' },
        'session.authenticated': {
          target: 'signingIn.profile',
          actions: [
            { type: 'storeToken', params: ({ event }) => ({ token: event.token }) },
            assign({ user: ({ event }) => event.user, hasTokenCookie: true, error: undefined }),
            'announceUser',
          ],
        },
      },
    },

    restoring: {
      tags: ['loading'],
      initial: 'user',
      on: { 'session.navigate': { actions: 'rememberPath' } },
      states: {
        user: {
          invoke: {
            id: 'fetchCurrentUser',
            src: 'fetchCurrentUser',
            onDone: { target: 'extras', actions: storeUser },
            onError: [
              {
                guard: { type: 'isUnauthenticated', params: ({ event }) => ({ error: event.error }) },
                target: '#session.anonymous',
                actions: ['clearToken', 'tokenGone', assign({ ended: 'expired' as const })],
              },
              { target: '#session.anonymous' },
            ],
          },
        },
        extras: {
          always: [{ guard: 'needsBilling', target: 'billing' }, { target: 'profile' }],
        },
        billing: {
          invoke: {
            id: 'fetchBilling',
            src: 'fetchBilling',
            input: userInput,
            onDone: {
              target: 'profile',
              actions: { type: 'announceBilling', params: ({ event }) => ({ billing: event.output }) },
            },
            onError: { target: 'profile' },
          },
        },
        profile: {
          invoke: {
            id: 'fetchProfile',
            src: 'fetchProfile',
            input: userInput,
            onDone: afterProfile.map((transition) => ({
              ...transition,
              actions: {
                type: 'announceProfile' as const,
                params: ({ event }: { event: { output: OwnProfile } }) => ({ profile: event.output }),
              },
            })),
            onError: [...afterProfile],
          },
        },
        subscription: subscriptionState,
      },
    },

    signingIn: {
      tags: ['loading'],
      initial: 'credentials',
      on: { 'session.navigate': { actions: 'rememberPath' } },
      states: {
        credentials: {
          invoke: {
            id: 'login',
            src: 'login',
            input: ({ event }) => {
              assertEvent(event, 'session.login')
              return { email: event.email, password: event.password }
            },
            onDone: {
              target: 'user',
              actions: [
                {
                  type: 'storeToken',
                  params: ({ event }) => ({ token: event.output.token }),
                },
                assign({ hasTokenCookie: true }),
              ],
            },
            onError: {
              target: '#session.anonymous',
              actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        user: {
          invoke: {
            id: 'fetchCurrentUser',
            src: 'fetchCurrentUser',
            onDone: { target: 'profile', actions: storeUser },
            onError: {
              target: '#session.anonymous',
              actions: [
                { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
                'clearToken',
                'tokenGone',
              ],
            },
          },
        },
        profile: {
          invoke: {
            id: 'fetchProfile',
            src: 'fetchProfile',
            input: userInput,
            onDone: afterProfile.map((transition) => ({
              ...transition,
              actions: {
                type: 'announceProfile' as const,
                params: ({ event }: { event: { output: OwnProfile } }) => ({ profile: event.output }),
              },
            })),
            onError: [...afterProfile],
          },
        },
        subscription: subscriptionState,
      },
    },

    authenticated: {
      entry: ['clearError', decide],
      on: {
        'session.navigate': { actions: ['rememberPath', decide] },
        'session.userUpdated': {
          actions: [{ type: 'storeUser', params: ({ event }) => ({ user: event.user }) }, 'announceUser'],
        },
        'session.subscriptionUpdated': {
          actions: assign({ subscription: ({ event }) => event.subscription }),
        },
        'session.logout': { target: 'loggingOut' },
        'session.forceLogout': { target: 'anonymous', actions: endSession },
      },
    },

    loggingOut: {
      tags: ['loading'],
      invoke: {
        id: 'logout',
        src: 'logout',
        // A failed logout must not keep anyone logged in: the local session ends either way.
        onDone: { target: 'anonymous', actions: signOut },
        onError: { target: 'anonymous', actions: signOut },
      },
    },
  },
})
