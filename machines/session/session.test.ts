import { describe, expect, it } from 'vitest'
import { createActor, type AnyActorRef, type InspectionEvent } from 'xstate'
import { loginErrorMessage, type AuthResponse, type User } from '../../contracts/accounts/schemas'
import { INVOICE_DATA, makeBilling, makeProfile, makeUser, matchedRoute } from '../guards/fixtures'
import { createPromiseControls, flushPromises } from '../test-utils/model'
import {
  sessionMachine,
  type LoginInput,
  type NavigateParams,
  type SessionEmitted,
  type SessionEvent,
  type SessionInput,
  type SessionUserInput,
} from './index'

/** A navigation as the app sends it: the path and the route its table matched. */
const navigate = (path: string): SessionEvent => ({
  type: 'session.navigate',
  path,
  route: matchedRoute(path),
})

const ACTOR_IDS = new Set([
  'fetchCurrentUser',
  'fetchBilling',
  'fetchProfile',
  'fetchSubscription',
  'login',
  'logout',
])

/**
 * A session actor whose API calls the test answers, recording every effect it asks the app for and
 * every event it announces to the areas.
 */
function startSession(input: SessionInput = { hasTokenCookie: false }) {
  const controls = createPromiseControls()
  const calls: string[] = []
  const effects: string[] = []
  const emitted: SessionEmitted[] = []
  /** Effects and announcements in the order they happened. */
  const timeline: string[] = []
  const navigations: NavigateParams[] = []
  const allowed: string[] = []
  const effect = (name: string) => {
    effects.push(name)
    timeline.push(name)
  }
  const machine = sessionMachine.provide({
    actors: {
      fetchCurrentUser: controls.logic<User>('fetchCurrentUser'),
      fetchBilling: controls.logic<ReturnType<typeof makeBilling>, SessionUserInput>('fetchBilling'),
      fetchProfile: controls.logic<ReturnType<typeof makeProfile>, SessionUserInput>('fetchProfile'),
      fetchSubscription: controls.logic<unknown>('fetchSubscription'),
      login: controls.logic<AuthResponse, LoginInput>('login'),
      logout: controls.logic<unknown>('logout'),
    },
    actions: {
      storeToken: (_, { token }) => effect(`storeToken:${token}`),
      clearToken: () => effect('clearToken'),
      clearAllCookies: () => effect('clearAllCookies'),
      navigate: (_, params) => {
        effect(`navigate:${params.to}`)
        navigations.push(params)
      },
      allow: (_, { path }) => {
        effect(`allow:${path}`)
        allowed.push(path)
      },
    },
  })
  const inspect = (event: InspectionEvent) => {
    if (event.type !== '@xstate.actor') return
    const { id } = event.actorRef as AnyActorRef
    if (ACTOR_IDS.has(id)) calls.push(id)
  }
  const actor = createActor(machine, { input, inspect })
  actor.on('*', (event) => {
    emitted.push(event)
    timeline.push(`emit:${event.type}`)
  })
  actor.start()
  const pendingInput = (id: string) => controls.pending.find((call) => call.id === id)?.input
  const answer = async (id: string, output: unknown) => {
    controls.settle({ type: `xstate.done.actor.${id}`, output })
    await flushPromises()
  }
  const fail = async (id: string, error: unknown) => {
    controls.settle({ type: `xstate.error.actor.${id}`, error })
    await flushPromises()
  }
  const announced = (type: SessionEmitted['type']) => emitted.filter((event) => event.type === type)
  return {
    actor,
    calls,
    effects,
    emitted,
    timeline,
    announced,
    navigations,
    allowed,
    pendingInput,
    answer,
    fail,
  }
}

const trainer = makeUser('trainer', { invoice_data: INVOICE_DATA })
const apiError = (status: number) => Object.assign(new Error(`HTTP ${status}`), { status, data: {} })

/** Restores a session from the token cookie and lands on /feed. */
async function restored(user: User) {
  const session = startSession({ hasTokenCookie: true })
  session.actor.send(navigate('/feed'))
  await session.answer('fetchCurrentUser', user)
  if (session.actor.getSnapshot().matches({ restoring: 'billing' }))
    await session.answer('fetchBilling', makeBilling())
  await session.answer('fetchProfile', makeProfile(user))
  if (session.actor.getSnapshot().matches({ restoring: 'subscription' }))
    await session.answer('fetchSubscription', null)
  return session
}

describe('loading on navigation', () => {
  it('without a token cookie decides at once as anonymous, calling nothing', () => {
    const { actor, calls, navigations, allowed } = startSession()
    actor.send(navigate('/feed'))
    expect(actor.getSnapshot().value).toBe('anonymous')
    // the login page brings the visitor back to the page they wanted
    expect(navigations).toEqual([{ to: 'login', replace: true, query: { back: '/feed' } }])
    actor.send(navigate('/en/courses'))
    expect(allowed).toEqual(['/en/courses'])
    expect(actor.getSnapshot().context.locale).toBe('en')
    expect(calls).toEqual([])
  })

  it('with a token: user, then billing for a trainer with invoice data, then profile, then the decision', async () => {
    const { actor, calls, emitted, pendingInput, answer, allowed } = startSession({ hasTokenCookie: true })
    actor.send(navigate('/en/feed'))
    expect(actor.getSnapshot().matches({ restoring: 'user' })).toBe(true)
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    await answer('fetchCurrentUser', trainer)
    expect(actor.getSnapshot().matches({ restoring: 'billing' })).toBe(true)
    expect(pendingInput('fetchBilling')).toEqual({ user: trainer })
    await answer('fetchBilling', makeBilling())
    expect(pendingInput('fetchProfile')).toEqual({ user: trainer })
    expect(allowed).toEqual([])
    await answer('fetchProfile', makeProfile(trainer))
    // a trainer buys a subscription: the not-subscribed guard needs it before the decision
    expect(allowed).toEqual([])
    await answer('fetchSubscription', null)

    const snapshot = actor.getSnapshot()
    expect(snapshot.value).toBe('authenticated')
    expect(snapshot.hasTag('loading')).toBe(false)
    expect(snapshot.context).toMatchObject({ user: trainer, locale: 'en', pending: undefined })
    // the user for the session; billing and profile for the areas that keep them
    expect(emitted).toEqual([
      { type: 'session.userChanged', user: trainer },
      { type: 'session.billingLoaded', billing: makeBilling() },
      { type: 'session.profileLoaded', profile: makeProfile(trainer) },
    ])
    expect(calls).toEqual(['fetchCurrentUser', 'fetchBilling', 'fetchProfile', 'fetchSubscription'])
    expect(allowed).toEqual(['/en/feed'])
  })

  it('loads billing for HR with invoice data too', async () => {
    const { calls } = await restored(makeUser('hr', { invoice_data: INVOICE_DATA }))
    expect(calls).toEqual(['fetchCurrentUser', 'fetchBilling', 'fetchProfile', 'fetchSubscription'])
  })

  it.each([
    ['a student, even with invoice data', makeUser('student', { invoice_data: INVOICE_DATA })],
    ['an admin', makeUser('admin', { invoice_data: INVOICE_DATA })],
    ['a trainer without invoice data', makeUser('trainer')],
  ])('skips billing for %s', async (_, user) => {
    const { calls, announced } = await restored(user)
    expect(calls.filter((call) => call !== 'fetchSubscription')).toEqual(['fetchCurrentUser', 'fetchProfile'])
    expect(announced('session.billingLoaded')).toEqual([])
  })

  it('swallows a billing failure: the profile still loads and the session goes on', async () => {
    const { actor, fail, answer, allowed, announced } = startSession({ hasTokenCookie: true })
    actor.send(navigate('/feed'))
    await answer('fetchCurrentUser', trainer)
    await fail('fetchBilling', apiError(404))
    expect(actor.getSnapshot().matches({ restoring: 'profile' })).toBe(true)
    await answer('fetchProfile', makeProfile(trainer))
    await answer('fetchSubscription', null)
    expect(actor.getSnapshot().value).toBe('authenticated')
    expect(actor.getSnapshot().context).toMatchObject({ user: trainer, error: undefined })
    expect(announced('session.billingLoaded')).toEqual([])
    expect(announced('session.profileLoaded')).toEqual([
      { type: 'session.profileLoaded', profile: makeProfile(trainer) },
    ])
    expect(allowed).toEqual(['/feed'])
  })

  it('swallows a profile failure', async () => {
    const { actor, fail, answer, allowed, announced } = startSession({ hasTokenCookie: true })
    actor.send(navigate('/feed'))
    await answer('fetchCurrentUser', makeUser('student'))
    await fail('fetchProfile', apiError(500))
    expect(actor.getSnapshot().value).toBe('authenticated')
    expect(actor.getSnapshot().context).toMatchObject({ user: makeUser('student'), error: undefined })
    expect(announced('session.profileLoaded')).toEqual([])
    expect(allowed).toEqual(['/feed'])
  })

  it('treats a 401 on the current user as anonymous and throws the token away', async () => {
    const { actor, fail, effects, calls } = startSession({ hasTokenCookie: true })
    actor.send(navigate('/feed'))
    await fail('fetchCurrentUser', apiError(401))
    expect(actor.getSnapshot().value).toBe('anonymous')
    expect(actor.getSnapshot().context).toMatchObject({ user: null, hasTokenCookie: false })
    expect(effects).toEqual(['clearToken', 'navigate:login'])
    actor.send(navigate('/login'))
    expect(calls).toEqual(['fetchCurrentUser'])
    expect(effects.at(-1)).toBe('allow:/login')
  })

  it('keeps the token after another failure, so the next navigation tries again', async () => {
    const { actor, fail, effects, calls } = startSession({ hasTokenCookie: true })
    actor.send(navigate('/courses'))
    await fail('fetchCurrentUser', apiError(503))
    expect(actor.getSnapshot().value).toBe('anonymous')
    expect(actor.getSnapshot().context.hasTokenCookie).toBe(true)
    expect(effects).toEqual(['allow:/courses'])
    actor.send(navigate('/feed'))
    expect(actor.getSnapshot().matches('restoring')).toBe(true)
    expect(calls).toEqual(['fetchCurrentUser', 'fetchCurrentUser'])
  })

  it('decides only the latest navigation made while loading', async () => {
    const { actor, answer, effects } = startSession({ hasTokenCookie: true })
    actor.send(navigate('/feed'))
    actor.send(navigate('/en/register'))
    await answer('fetchCurrentUser', makeUser('student'))
    await answer('fetchProfile', makeProfile(makeUser('student')))
    expect(effects).toEqual(['navigate:feed'])
    expect(actor.getSnapshot().context.locale).toBe('en')
  })
})

describe('guards on navigation', () => {
  it.each([
    ['trainer', makeUser('trainer', { wizard_complete: false }), '/feed', 'onboarding-index-user-details'],
    ['trainer', makeUser('trainer', { email_verified: false }), '/dms', 'verify-email-check-your-email'],
    [
      'student',
      makeUser('student', { phone_verified: false }),
      '/feed',
      'onboarding-student-index-phone-number',
    ],
    ['student', makeUser('student', { terms_accepted: false }), '/feed', 'login'],
    ['hr', makeUser('hr', { hr_wizard_complete: false }), '/notifications', 'onboarding-index-hr-details'],
    ['hr', makeUser('hr', { pending_bank_transfer: true }), '/feed', 'onboarding-index-payment-pending'],
    ['admin', makeUser('admin', { phone_verified: false }), '/feed', 'onboarding-student-index-phone-number'],
    ['any logged-in', makeUser('student'), '/register/student', 'feed'],
  ])('a %s user is redirected with replace', async (_, user, path, target) => {
    const session = await restored(user)
    session.navigations.length = 0
    session.actor.send(navigate(path))
    expect(session.navigations).toEqual([{ to: target, replace: true }])
    expect(session.actor.getSnapshot().value).toBe('authenticated')
  })

  it('applies the guard to the first navigation once the user is loaded', async () => {
    const { navigations } = await restored(makeUser('trainer', { wizard_complete: false }))
    expect(navigations).toEqual([{ to: 'onboarding-index-user-details', replace: true }])
  })

  it('closes the not-subscribed pages once a subscription is active', async () => {
    const { actor, effects } = await restored(makeUser('trainer'))
    actor.send(navigate('/onboarding/subscriptions'))
    expect(effects.at(-1)).toBe('allow:/onboarding/subscriptions')
    actor.send({ type: 'session.subscriptionUpdated', subscription: { id: 1, active: true } })
    actor.send(navigate('/onboarding/subscriptions'))
    expect(effects.at(-1)).toBe('navigate:feed')
  })

  it('judges with the updated user', async () => {
    const { actor, effects } = await restored(makeUser('trainer'))
    const pending = makeUser('trainer', { pending_bank_transfer: true })
    actor.send({ type: 'session.userUpdated', user: pending })
    expect(actor.getSnapshot().context.user).toEqual(pending)
    actor.send(navigate('/feed'))
    expect(effects.at(-1)).toBe('navigate:onboarding-index-payment-pending')
  })

  it("announces the updated user; billing and profile are not the session's to keep", async () => {
    const { actor, emitted } = await restored(trainer)
    emitted.length = 0
    const verified = makeUser('trainer', { invoice_data: INVOICE_DATA, first_name: 'Anna' })
    actor.send({ type: 'session.userUpdated', user: verified })
    expect(emitted).toEqual([{ type: 'session.userChanged', user: verified }])
    expect(Object.keys(actor.getSnapshot().context)).not.toContain('billing')
    expect(Object.keys(actor.getSnapshot().context)).not.toContain('profile')
  })
})

describe('login', () => {
  it('runs login, then the current user, then the own profile (SPEC §7), without moving the user', async () => {
    const { actor, calls, effects, emitted, pendingInput, answer } = startSession()
    actor.send({ type: 'session.login', email: 'formatore@aula.test', password: 'Password123!' })
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    expect(pendingInput('login')).toEqual({ email: 'formatore@aula.test', password: 'Password123!' })
    await answer('login', { token: 'tok-1', user: trainer })
    expect(effects).toEqual(['storeToken:tok-1'])
    expect(actor.getSnapshot().matches({ signingIn: 'user' })).toBe(true)
    await answer('fetchCurrentUser', trainer)
    expect(pendingInput('fetchProfile')).toEqual({ user: trainer })
    await answer('fetchProfile', makeProfile(trainer))
    await answer('fetchSubscription', null)

    expect(calls).toEqual(['login', 'fetchCurrentUser', 'fetchProfile', 'fetchSubscription'])
    expect(emitted).toEqual([
      { type: 'session.userChanged', user: trainer },
      { type: 'session.profileLoaded', profile: makeProfile(trainer) },
    ])
    expect(actor.getSnapshot().value).toBe('authenticated')
    expect(actor.getSnapshot().context).toMatchObject({
      user: trainer,
      hasTokenCookie: true,
      error: undefined,
    })
    expect(effects).toEqual(['storeToken:tok-1'])
  })

  it.each([
    [apiError(401), 401, 'Credenziali errate'],
    [apiError(500), 500, 'Errore durante il tentativo di login'],
    [new TypeError('Failed to fetch'), undefined, 'Errore durante il tentativo di login'],
  ])('keeps the failure %s in context for the view', async (error, status, message) => {
    const { actor, fail, effects, emitted } = startSession()
    actor.send({ type: 'session.login', email: 'a@b.it', password: 'sbagliata' })
    await fail('login', error)
    const { value, context } = actor.getSnapshot()
    expect(value).toBe('anonymous')
    expect(context.error).toEqual({ status })
    expect(loginErrorMessage(context.error?.status).message).toBe(message)
    expect(effects).toEqual([])
    expect(emitted).toEqual([])
  })

  it('clears the previous error on the next attempt', async () => {
    const { actor, fail } = startSession()
    actor.send({ type: 'session.login', email: 'a@b.it', password: 'x' })
    await fail('login', apiError(401))
    actor.send({ type: 'session.login', email: 'a@b.it', password: 'y' })
    expect(actor.getSnapshot().context.error).toBeUndefined()
  })

  it('gives up and forgets the token when the user cannot be fetched after login', async () => {
    const { actor, answer, fail, effects } = startSession()
    actor.send({ type: 'session.login', email: 'a@b.it', password: 'x' })
    await answer('login', { token: 'tok-2', user: trainer })
    await fail('fetchCurrentUser', apiError(500))
    expect(actor.getSnapshot().value).toBe('anonymous')
    expect(actor.getSnapshot().context).toMatchObject({
      user: null,
      hasTokenCookie: false,
      error: { status: 500 },
    })
    expect(effects).toEqual(['storeToken:tok-2', 'clearToken'])
  })

  it('after registration stores the token and loads only the profile', async () => {
    const student = makeUser('student')
    const { actor, calls, effects, announced, answer } = startSession()
    actor.send({ type: 'session.authenticated', token: 'tok-3', user: student })
    expect(actor.getSnapshot().context.user).toEqual(student)
    expect(announced('session.userChanged')).toEqual([{ type: 'session.userChanged', user: student }])
    await answer('fetchProfile', makeProfile(student))
    expect(calls).toEqual(['fetchProfile'])
    expect(effects).toEqual(['storeToken:tok-3'])
    expect(actor.getSnapshot().value).toBe('authenticated')
  })

  it('decides a navigation made during login once logged in', async () => {
    const { actor, answer, effects } = startSession()
    actor.send({ type: 'session.login', email: 'a@b.it', password: 'x' })
    actor.send(navigate('/feed'))
    await answer('login', { token: 't', user: trainer })
    await answer('fetchCurrentUser', trainer)
    await answer('fetchProfile', makeProfile(trainer))
    await answer('fetchSubscription', null)
    expect(effects).toEqual(['storeToken:t', 'allow:/feed'])
  })
})

describe('the subscription (not-subscribed guard)', () => {
  it.each(['trainer', 'hr'] as const)(
    'a %s is loaded with their subscription, and a subscriber is kept off the plan steps',
    async (role) => {
      const session = startSession({ hasTokenCookie: true })
      session.actor.send(navigate('/onboarding/subscriptions'))
      await session.answer('fetchCurrentUser', makeUser(role))
      await session.answer('fetchProfile', makeProfile(makeUser(role)))
      expect(session.actor.getSnapshot().matches({ restoring: 'subscription' })).toBe(true)
      expect(session.allowed).toEqual([])
      await session.answer('fetchSubscription', { id: 3, status: 'active' })
      expect(session.navigations).toEqual([{ to: 'feed', replace: true }])
      expect(session.calls).toContain('fetchSubscription')
    },
  )

  it('after login too, and a past-due subscription still counts; none keeps the steps open', async () => {
    const session = startSession()
    session.actor.send({ type: 'session.login', email: 'a@b.it', password: 'x' })
    await session.answer('login', { token: 't', user: makeUser('trainer') })
    await session.answer('fetchCurrentUser', makeUser('trainer'))
    await session.answer('fetchProfile', makeProfile(makeUser('trainer')))
    await session.answer('fetchSubscription', { id: 3, status: 'past_due' })
    session.actor.send(navigate('/onboarding/payment-methods'))
    expect(session.navigations.at(-1)).toEqual({ to: 'feed', replace: true })
    // canceled or gone: the plan steps open again
    session.actor.send({ type: 'session.subscriptionUpdated', subscription: { id: 3, status: 'canceled' } })
    session.actor.send(navigate('/onboarding/payment-methods'))
    expect(session.allowed.at(-1)).toBe('/onboarding/payment-methods')
  })

  it('does not ask for a student, and a failure leaves the steps open', async () => {
    const student = await restored(makeUser('student'))
    expect(student.calls).not.toContain('fetchSubscription')
    const session = startSession({ hasTokenCookie: true })
    session.actor.send(navigate('/onboarding/subscriptions'))
    await session.answer('fetchCurrentUser', makeUser('hr'))
    await session.answer('fetchProfile', makeProfile(makeUser('hr')))
    await session.fail('fetchSubscription', apiError(500))
    expect(session.allowed).toEqual(['/onboarding/subscriptions'])
  })
})

describe('logout', () => {
  it('calls the API, clears cookies and state, announces the logout (the sidebar resets on it) and goes to login', async () => {
    const session = await restored(trainer)
    session.actor.send({ type: 'session.subscriptionUpdated', subscription: { active: true } })
    session.effects.length = 0
    session.timeline.length = 0
    session.actor.send({ type: 'session.logout' })
    expect(session.actor.getSnapshot().matches('loggingOut')).toBe(true)
    expect(session.actor.getSnapshot().hasTag('loading')).toBe(true)
    await session.answer('logout', undefined)
    const { value, context } = session.actor.getSnapshot()
    expect(value).toBe('anonymous')
    expect(context).toMatchObject({ user: null, subscription: null, hasTokenCookie: false })
    expect(session.effects).toEqual(['clearAllCookies', 'navigate:login'])
    // announced within the same step, once the transition's own effects ran: the user is gone, the session ended
    expect(session.timeline).toEqual([
      'clearAllCookies',
      'navigate:login',
      'emit:session.userChanged',
      'emit:session.loggedOut',
    ])
    expect(session.emitted.slice(-2)).toEqual([
      { type: 'session.userChanged', user: null },
      { type: 'session.loggedOut' },
    ])
    expect(session.navigations.at(-1)).toEqual({ to: 'login', replace: false })
    expect(session.calls.at(-1)).toBe('logout')
  })

  it('ends the local session even when the API call fails', async () => {
    const session = await restored(trainer)
    session.timeline.length = 0
    session.actor.send({ type: 'session.logout' })
    await session.fail('logout', apiError(500))
    expect(session.actor.getSnapshot().value).toBe('anonymous')
    expect(session.actor.getSnapshot().context.user).toBeNull()
    expect(session.timeline).toEqual([
      'clearAllCookies',
      'navigate:login',
      'emit:session.userChanged',
      'emit:session.loggedOut',
    ])
  })

  it('forced logout does the same without calling the API', async () => {
    const session = await restored(trainer)
    session.timeline.length = 0
    session.actor.send({ type: 'session.forceLogout' })
    expect(session.actor.getSnapshot().value).toBe('anonymous')
    expect(session.actor.getSnapshot().context).toMatchObject({ user: null, subscription: null })
    expect(session.timeline).toEqual([
      'clearAllCookies',
      'navigate:login',
      'emit:session.userChanged',
      'emit:session.loggedOut',
    ])
    expect(session.calls).not.toContain('logout')
  })

  it.each(['expired', 'blocked', 'deactivated'] as const)(
    'a session ended elsewhere (%s) goes to login with the reason and the page the user was on, once',
    async (reason) => {
      const session = await restored(makeUser('student'))
      session.actor.send(navigate('/en/courses'))
      session.timeline.length = 0
      session.actor.send({ type: 'session.forceLogout', reason })
      session.actor.send({ type: 'session.forceLogout', reason: 'expired' })
      expect(session.actor.getSnapshot().value).toBe('anonymous')
      expect(session.timeline).toEqual([
        'clearAllCookies',
        'navigate:login',
        'emit:session.userChanged',
        'emit:session.loggedOut',
      ])
      expect(session.navigations.at(-1)).toEqual({
        to: 'login',
        replace: false,
        query: { reason, back: '/en/courses' },
      })
      expect(session.calls).not.toContain('logout')
    },
  )

  it('ignores a 401 reported while the session is still loading: restoring handles its own, and says so', async () => {
    const session = startSession({ hasTokenCookie: true })
    session.actor.send(navigate('/feed'))
    session.actor.send({ type: 'session.forceLogout', reason: 'expired' })
    expect(session.actor.getSnapshot().matches('restoring')).toBe(true)
    await session.fail('fetchCurrentUser', apiError(401))
    expect(session.effects).toEqual(['clearToken', 'navigate:login'])
    expect(session.navigations).toEqual([
      { to: 'login', replace: true, query: { reason: 'expired', back: '/feed' } },
    ])
    // said once: the next visit to a member page is a plain one
    session.actor.send(navigate('/diary'))
    expect(session.navigations.at(-1)).toEqual({ to: 'login', replace: true, query: { back: '/diary' } })
  })

  it('keeps the locale of the last navigation for the login redirect', async () => {
    const session = startSession({ hasTokenCookie: true, locale: 'it' })
    session.actor.send(navigate('/en/feed'))
    await session.answer('fetchCurrentUser', makeUser('student'))
    await session.answer('fetchProfile', makeProfile(makeUser('student')))
    session.actor.send({ type: 'session.forceLogout' })
    expect(session.actor.getSnapshot().context.locale).toBe('en')
  })
})
