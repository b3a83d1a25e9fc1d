import { afterAll, describe, expect, it } from 'vitest'
import type { AuthResponse, User } from '../../contracts/accounts/schemas'
import { INVOICE_DATA, makeBilling, makeProfile, makeUser, matchedRoute } from '../guards/fixtures'
import { assertFullCoverage, createCoverageRecorder } from '../test-utils/coverage'
import {
  createMachineTestModel,
  createPromiseControls,
  eventCases,
  runModelPath,
  transitionCoverPaths,
  type EventCases,
  type ModelEvent,
} from '../test-utils/model'
import {
  sessionMachine,
  type LoginInput,
  type SessionEvent,
  type SessionInput,
  type SessionUserInput,
} from './index'

const trainer = makeUser('trainer', { invoice_data: INVOICE_DATA })
const student = makeUser('student')
const hr = makeUser('hr')
/** GET /api/subscriptions/owned of a subscriber. */
const paid = { id: 7, status: 'active' }
const billing = makeBilling()

const events: EventCases<SessionEvent> = {
  'session.navigate': [
    { type: 'session.navigate', path: '/feed', route: matchedRoute('/feed') },
    { type: 'session.navigate', path: '/en/register', route: matchedRoute('/en/register') },
    // the not-subscribed guard: open without a subscription, closed with one
    {
      type: 'session.navigate',
      path: '/onboarding/subscriptions',
      route: matchedRoute('/onboarding/subscriptions'),
    },
  ],
  'session.login': [{ type: 'session.login', email: 'formatore@aula.test', password: 'Password123!' }],
  'session.authenticated': [{ type: 'session.authenticated', token: 'tok-reg', user: student }],
  'session.logout': [{ type: 'session.logout' }],
  'session.forceLogout': [{ type: 'session.forceLogout', reason: 'expired' }],
  // Updates carry values the session can reach anyway, so they add edges, not new states.
  'session.userUpdated': [{ type: 'session.userUpdated', user: trainer }],
  'session.subscriptionUpdated': [{ type: 'session.subscriptionUpdated', subscription: paid }],
}

const apiError = (status: number) => ({ status, data: {} })

// What the provided API calls can answer.
const outcomes: ModelEvent<SessionEvent>[] = [
  { type: 'xstate.done.actor.fetchCurrentUser', output: trainer },
  { type: 'xstate.done.actor.fetchCurrentUser', output: student },
  { type: 'xstate.done.actor.fetchCurrentUser', output: hr },
  { type: 'xstate.error.actor.fetchCurrentUser', error: apiError(401) },
  { type: 'xstate.error.actor.fetchCurrentUser', error: apiError(503) },
  { type: 'xstate.done.actor.fetchBilling', output: billing },
  { type: 'xstate.error.actor.fetchBilling', error: apiError(404) },
  { type: 'xstate.done.actor.fetchProfile', output: makeProfile(trainer) },
  { type: 'xstate.error.actor.fetchProfile', error: apiError(500) },
  { type: 'xstate.done.actor.fetchSubscription', output: paid },
  { type: 'xstate.done.actor.fetchSubscription', output: null },
  { type: 'xstate.error.actor.fetchSubscription', error: apiError(500) },
  { type: 'xstate.done.actor.login', output: { token: 'tok-login', user: trainer } satisfies AuthResponse },
  { type: 'xstate.error.actor.login', error: apiError(401) },
  { type: 'xstate.error.actor.login', error: apiError(500) },
  { type: 'xstate.done.actor.logout', output: undefined },
  { type: 'xstate.error.actor.logout', error: apiError(500) },
]

// The cookie is there or not when the app starts: two models.
const inputs: SessionInput[] = [{ hasTokenCookie: true }, { hasTokenCookie: false }]

const recorder = createCoverageRecorder('session', sessionMachine)
afterAll(() => {
  assertFullCoverage(recorder)
})

describe.each(inputs)('session model with input %o', (input) => {
  const model = createMachineTestModel(sessionMachine, {
    input,
    events: [...eventCases(events), ...outcomes],
    limit: 5_000,
  })
  const paths = transitionCoverPaths(model)

  it(`replays all ${paths.length} paths: one live call exactly while loading, none after`, async () => {
    expect(paths.length).toBeGreaterThan(0)
    for (const path of paths) {
      const controls = createPromiseControls()
      const machine = sessionMachine.provide({
        actors: {
          fetchCurrentUser: controls.logic<User>('fetchCurrentUser'),
          fetchBilling: controls.logic<typeof billing, SessionUserInput>('fetchBilling'),
          fetchProfile: controls.logic<ReturnType<typeof makeProfile>, SessionUserInput>('fetchProfile'),
          fetchSubscription: controls.logic<unknown>('fetchSubscription'),
          login: controls.logic<AuthResponse, LoginInput>('login'),
          logout: controls.logic<unknown>('logout'),
        },
      })
      await runModelPath({
        machine,
        input,
        path,
        recorder,
        controls,
        afterStep: (snapshot) => {
          const live = controls.pending.filter((call) => !call.signal.aborted)
          expect(live.length).toBe(snapshot.hasTag('loading') ? 1 : 0)
          // Settled sessions never keep a navigation waiting; an anonymous one holds no account data.
          if (!snapshot.hasTag('loading')) expect(snapshot.context.pending).toBeUndefined()
          if (snapshot.matches('anonymous')) {
            const { user, subscription } = snapshot.context
            expect({ user, subscription }).toEqual({ user: null, subscription: null })
          }
          if (snapshot.matches('authenticated')) expect(snapshot.context.user).not.toBeNull()
        },
      })
    }
    // 292 paths replayed in one test: seconds on a busy 2-core machine, past vitest's default 5 s
  }, 60_000)
})
