/**
 * The subscription lifecycle (issue 36), driven by the sandbox's test clock (POST /api/dev/clock,
 * which runs the renewals job): a renewal that fails makes the subscription past_due with retries
 * on day 1, 3, 5 and 7, each with an e-mail and a notification; a new default card pays the open
 * renewal at once; after the last retry it ends with its features off and can be bought again.
 * Plans' features go on and off with the subscription and combine with the features bought on
 * their own; plans are offered by audience; cancel at period end and resume; a renewal job run
 * twice (or twice at once) charges once. PGlite, and PostgreSQL with AULA_TEST_DB=postgres.
 */
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { SavedCard } from '../../../contracts/payments/schemas.ts'
import { planFeatureFlags, type Subscription } from '../../../contracts/payments/plans.ts'
import { users } from '../../core/db/tables.ts'
import { createUser } from '../accounts/factories.testing.ts'
import { asUser, buildTestApp, readOutbox, withCsrf, type TestApp } from '../../testing/helper.ts'
import { INVOICE_BILLING } from './receipts.testing.ts'
import { paymentsMail } from './purchase-mail.ts'
import { runDueRenewals, type RenewalsContext } from './renewals.ts'
import {
  featureProducts,
  orders,
  sandboxPaymentIntents,
  subscriptionPlans,
  userSubscriptions,
} from './tables.ts'

let t: TestApp
// Building the first app of a worker (and the template database) is slow on a loaded machine.
beforeAll(async () => {
  t = await buildTestApp()
}, 300_000)
afterEach(() => t.app.payments.sandbox!.settle())
afterAll(() => t.close())

const DAY = 86_400

async function tokenize(token: string, number = '4242424242424242') {
  const response = await t.app.inject(
    asUser(token, {
      method: 'POST',
      url: '/api/sandbox/payment-methods',
      payload: { number, exp_month: 12, exp_year: 2099, cvc: '123' },
    }),
  )
  return response.json<{ data: SavedCard }>().data
}

const post = (token: string, url: string, payload?: object) =>
  t.app.inject(asUser(token, { method: 'POST', url, payload }))
const get = (token: string, url: string, headers: Record<string, string> = {}) =>
  t.app.inject(asUser(token, { url, headers }))
const makeDefault = (token: string, pmid: string) =>
  t.app.inject(asUser(token, { method: 'PUT', url: `/api/payment-methods/${pmid}/default` }))

async function planId(slug: string) {
  const [row] = await t.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.slug, slug))
  return row.id
}

/** A trainer subscribed to `slug` with a good card, then with a card that fails when charged as the renewals' card. */
async function subscribedTrainer(slug = 'annuale', locale: 'it' | 'en' = 'it') {
  const trainer = await createUser(t.db, { role: 'trainer', billing: INVOICE_BILLING })
  await t.db.update(users).set({ locale }).where(eq(users.id, trainer.user.id))
  const good = await tokenize(trainer.token)
  const bought = await post(trainer.token, '/api/subscriptions/checkout', {
    id: await planId(slug),
    pmid: good.id,
  })
  expect(bought.json().data.status).toBe('succeeded')
  return trainer
}

async function withFailingCard(token: string) {
  const failing = await tokenize(token, '4000000000000341')
  const added = await post(token, '/api/payment-methods', { pmid: failing.id })
  expect(added.statusCode).toBe(200)
  expect(added.json().data).toMatchObject({ id: failing.id, brand: 'visa', last4: '0341', exp_year: 2099 })
  const made = await makeDefault(token, failing.id)
  expect(made.statusCode).toBe(200)
  // Nothing is failing yet: the card is only kept for the next renewal.
  expect(made.json().data).toMatchObject({
    pmid: failing.id,
    retry: null,
    subscription: { pmid: failing.id },
  })
  return failing
}

const subOf = async (userId: number) =>
  (
    await t.db
      .select()
      .from(userSubscriptions)
      .where(eq(userSubscriptions.user_id, userId))
      .orderBy(userSubscriptions.id)
  ).at(-1)!

/** The period ends now, by the sandbox's clock. */
async function periodEndsNow(userId: number) {
  const now = await t.app.payments.provider!.now()
  await t.db
    .update(userSubscriptions)
    .set({ current_period_end: new Date(now.getTime() - 1000) })
    .where(and(eq(userSubscriptions.user_id, userId), sql`${userSubscriptions.status} <> 'canceled'`))
}

const mailCtx = (): RenewalsContext => ({
  ...t.app.payments.context()!,
  mail: paymentsMail({
    mailer: t.app.mailer,
    publicUrl: t.app.config.publicUrl,
    seller: t.app.config.seller,
  }),
})

/**
 * The test clock moves on and the renewals job runs, as POST /api/dev/clock does (the first test
 * goes through it); here the job's function is awaited itself, so what it wrote is there to read.
 */
async function clock(seconds: number, through: 'route' | 'job' = 'job') {
  if (through === 'route') {
    const response = await t.app.inject(
      withCsrf({ method: 'POST', url: '/api/dev/clock', payload: { advance_seconds: seconds } }),
    )
    expect(response.statusCode).toBe(200)
    return
  }
  await t.app.payments.sandbox!.advanceClock(seconds)
  await runDueRenewals(mailCtx())
  await t.app.payments.sandbox!.settle()
}

/** Charges asked of the provider for the user's renewals (each idempotency key is one). */
async function renewalCharges(userId: number) {
  const rows = await t.db
    .select({ key: sandboxPaymentIntents.idempotency_key })
    .from(sandboxPaymentIntents)
    .where(
      sql`${sandboxPaymentIntents.metadata} ->> 'order_id' in (select id::text from orders where user_id = ${userId} and renews_subscription_id is not null)`,
    )
  return rows.length
}

const mails = async (email: string, kind: string) =>
  (await readOutbox(t.app, email)).filter((mail) => mail.meta.kind === kind)

const diary = (token: string) => get(token, '/api/diary')

describe('subscription lifecycle', () => {
  it('a failed renewal: past_due with a retry on day 1, an e-mail and a notification each time; a new default card pays it at once', async () => {
    const trainer = await subscribedTrainer('annuale')
    // The annual plan lists the diary: it is on while the subscription is.
    expect((await diary(trainer.token)).statusCode).toBe(200)
    await withFailingCard(trainer.token)
    await periodEndsNow(trainer.user.id)
    const periodEnd = (await subOf(trainer.user.id)).current_period_end
    await clock(1, 'route')

    const failing = await subOf(trainer.user.id)
    expect(failing).toMatchObject({ status: 'past_due', dunning_attempts: 1 })
    expect(failing.next_retry_at!.getTime() - failing.failing_since!.getTime()).toBe(DAY * 1000)
    const first = await mails(trainer.user.email, 'subscription_paymentFailed')
    expect(first).toHaveLength(1)
    expect(first[0].subject).toBe('Aula - Il rinnovo del tuo abbonamento non è riuscito')
    expect(first[0].text).toContain('/mysettings/subscription')
    expect(first[0].text).toContain('Riproveremo il')
    const notes = await get(trainer.token, '/api/notifications')
    expect(JSON.stringify(notes.json())).toContain('stripe_requires_payment_method')
    // Past due is the grace of the retries: the plan's features stay on.
    expect((await diary(trainer.token)).statusCode).toBe(200)
    const owned = await get(trainer.token, '/api/subscriptions/owned')
    expect(owned.json().data).toMatchObject({
      status: 'past_due',
      failed_attempts: 1,
      next_retry_at: failing.next_retry_at!.toISOString(),
    })

    // The job again before the retry is due: nothing more is charged or sent.
    const charged = await renewalCharges(trainer.user.id)
    await clock(60)
    await clock(60)
    expect(await renewalCharges(trainer.user.id)).toBe(charged)
    expect(await mails(trainer.user.email, 'subscription_paymentFailed')).toHaveLength(1)

    // Day 1: the retry fails too; the next is on day 3.
    await clock(DAY)
    const retried = await subOf(trainer.user.id)
    expect(retried).toMatchObject({ status: 'past_due', dunning_attempts: 2 })
    expect(retried.next_retry_at!.getTime() - retried.failing_since!.getTime()).toBe(3 * DAY * 1000)
    expect(await renewalCharges(trainer.user.id)).toBe(charged + 1)
    expect(await mails(trainer.user.email, 'subscription_paymentFailed')).toHaveLength(2)

    // The fix: a new card, made the default, pays the open renewal at once.
    const good = await tokenize(trainer.token, '5555555555554444')
    expect((await post(trainer.token, '/api/payment-methods', { pmid: good.id })).statusCode).toBe(200)
    const fixed = await makeDefault(trainer.token, good.id)
    expect(fixed.statusCode).toBe(200)
    expect(fixed.json().data).toMatchObject({
      pmid: good.id,
      retry: { status: 'succeeded' },
      subscription: { status: 'active', pmid: good.id, next_retry_at: null, failed_attempts: 0 },
    })
    const active = await subOf(trainer.user.id)
    expect(active).toMatchObject({
      status: 'active',
      dunning_attempts: 0,
      next_retry_at: null,
      failing_since: null,
    })
    // The period paid for is the one that failed: it starts where the old one ended.
    expect(active.current_period_start.getTime()).toBe(periodEnd.getTime())
    expect((await diary(trainer.token)).statusCode).toBe(200)
    const paid = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.user_id, trainer.user.id), eq(orders.status, 'succeeded')))
    expect(paid).toHaveLength(2)
    // The saved cards: brand, last 4, expiry.
    const cards = await get(trainer.token, '/api/payment-methods')
    expect(cards.json().data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: good.id, brand: 'mastercard', last4: '4444', exp_month: 12 }),
      ]),
    )
  })

  it('after the last retry (day 7) it ends: canceled as unpaid, features off, an e-mail, and it can be bought again', async () => {
    const trainer = await subscribedTrainer('annuale', 'en')
    await withFailingCard(trainer.token)
    await periodEndsNow(trainer.user.id)
    await clock(1)
    const since = (await subOf(trainer.user.id)).failing_since!.getTime()
    // Retries on day 1, 3, 5: each fails and plans the next.
    for (const [day, next] of [
      [1, 3],
      [3, 5],
      [5, 7],
    ]) {
      const now = (await t.app.payments.provider!.now()).getTime()
      await clock(Math.ceil((since + day * DAY * 1000 - now) / 1000) + 1)
      const sub = await subOf(trainer.user.id)
      expect(sub.status).toBe('past_due')
      expect(sub.next_retry_at!.getTime() - since).toBe(next * DAY * 1000)
    }
    expect((await diary(trainer.token)).statusCode).toBe(200)
    const now = (await t.app.payments.provider!.now()).getTime()
    await clock(Math.ceil((since + 7 * DAY * 1000 - now) / 1000) + 1)

    const ended = await subOf(trainer.user.id)
    expect(ended).toMatchObject({
      status: 'canceled',
      ended_reason: 'unpaid',
      dunning_attempts: 5,
      next_retry_at: null,
    })
    expect(await renewalCharges(trainer.user.id)).toBe(5)
    const [renewal] = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.user_id, trainer.user.id), sql`${orders.renews_subscription_id} is not null`))
    expect(renewal.status).toBe('canceled')
    // Features off, the subscription gone from the settings.
    expect((await diary(trainer.token)).statusCode).toBe(403)
    const [user] = await t.db.select().from(users).where(eq(users.id, trainer.user.id))
    expect(user.features).toMatchObject({ diary: false, chat: false })
    expect((await get(trainer.token, '/api/subscriptions/owned')).json().data).toBeNull()
    // Four failure e-mails (the last says so) and one that it ended, in the user's language.
    const failed = await mails(trainer.user.email, 'subscription_paymentFailed')
    expect(failed).toHaveLength(4)
    expect(failed[0].subject).toBe('Aula - Your subscription renewal failed')
    const end = await mails(trainer.user.email, 'subscription_ended')
    expect(end).toHaveLength(1)
    expect(end[0].subject).toBe('Aula - Your subscription has ended')
    expect(end[0].text).toContain('/en/onboarding/subscriptions')
    // More time passes: nothing more is charged.
    await clock(30 * DAY)
    expect(await renewalCharges(trainer.user.id)).toBe(5)

    // Subscribing again works (it used to answer alreadySubscribed) and the diary opens again.
    const card = await tokenize(trainer.token)
    const again = await post(trainer.token, '/api/subscriptions/checkout', {
      id: await planId('annuale'),
      pmid: card.id,
    })
    expect(again.statusCode).toBe(200)
    expect(again.json().data.status).toBe('succeeded')
    expect((await diary(trainer.token)).statusCode).toBe(200)
  })

  it('a past-due subscription cancelled meanwhile ends at the next run instead of being charged again', async () => {
    const trainer = await subscribedTrainer('annuale')
    await withFailingCard(trainer.token)
    await periodEndsNow(trainer.user.id)
    await clock(1)
    expect((await subOf(trainer.user.id)).status).toBe('past_due')
    const cancelled = await post(trainer.token, '/api/subscriptions/cancel')
    expect(cancelled.json().data).toMatchObject({ status: 'past_due', cancel_at_period_end: true })
    await clock(DAY + 1)
    expect(await subOf(trainer.user.id)).toMatchObject({ status: 'canceled', ended_reason: 'canceled' })
    expect(await renewalCharges(trainer.user.id)).toBe(1)
    expect((await diary(trainer.token)).statusCode).toBe(403)
  })

  it('a subscription left past due with no retry planned (before issue 36) ends at the next run', async () => {
    const trainer = await subscribedTrainer('mensile')
    await t.db
      .update(userSubscriptions)
      .set({ status: 'past_due', failing_since: new Date(Date.now() - 30 * DAY * 1000) })
      .where(eq(userSubscriptions.user_id, trainer.user.id))
    await clock(1)
    expect(await subOf(trainer.user.id)).toMatchObject({ status: 'canceled', ended_reason: 'unpaid' })
    expect((await get(trainer.token, '/api/subscriptions/owned')).json().data).toBeNull()
  })

  it('a renewal job run twice, and twice at once, charges once and records a failure once', async () => {
    const paying = await subscribedTrainer('mensile')
    const before = (await subOf(paying.user.id)).current_period_end
    await periodEndsNow(paying.user.id)
    const due = (await subOf(paying.user.id)).current_period_end
    await Promise.all([runDueRenewals(mailCtx()), runDueRenewals(mailCtx())])
    await runDueRenewals(mailCtx())
    await t.app.payments.sandbox!.settle()
    expect(await renewalCharges(paying.user.id)).toBe(1)
    const renewed = await subOf(paying.user.id)
    expect(renewed.status).toBe('active')
    expect(renewed.current_period_start.getTime()).toBe(due.getTime())
    expect(renewed.current_period_end.getTime()).toBeGreaterThan(due.getTime())
    expect(before).toBeDefined()
    const paid = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.user_id, paying.user.id), eq(orders.status, 'succeeded')))
    expect(paid).toHaveLength(2)

    const failing = await subscribedTrainer('mensile')
    await withFailingCard(failing.token)
    await periodEndsNow(failing.user.id)
    await Promise.all([runDueRenewals(mailCtx()), runDueRenewals(mailCtx())])
    await runDueRenewals(mailCtx())
    await t.app.payments.sandbox!.settle()
    expect(await renewalCharges(failing.user.id)).toBe(1)
    expect(await subOf(failing.user.id)).toMatchObject({ status: 'past_due', dunning_attempts: 1 })
    expect(await mails(failing.user.email, 'subscription_paymentFailed')).toHaveLength(1)
  })

  it('cancel at period end, resume before it; once the period is over it ends and its features go off', async () => {
    const trainer = await subscribedTrainer('annuale')
    const cancelled = await post(trainer.token, '/api/subscriptions/cancel')
    expect(cancelled.json().data).toMatchObject({ status: 'active', cancel_at_period_end: true })
    const resumed = await post(trainer.token, '/api/subscriptions/resume')
    expect(resumed.statusCode).toBe(200)
    expect(resumed.json().data).toMatchObject({ status: 'active', cancel_at_period_end: false })
    // Nothing to resume now.
    const again = await t.app.inject(
      asUser(trainer.token, {
        method: 'POST',
        url: '/api/subscriptions/resume',
        headers: { 'accept-language': 'en' },
      }),
    )
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('The subscription is not cancelled: there is nothing to resume.')

    await post(trainer.token, '/api/subscriptions/cancel')
    await periodEndsNow(trainer.user.id)
    // The period is over: too late to resume.
    expect((await post(trainer.token, '/api/subscriptions/resume')).statusCode).toBe(409)
    await clock(1)
    expect(await subOf(trainer.user.id)).toMatchObject({ status: 'canceled', ended_reason: 'canceled' })
    expect(await renewalCharges(trainer.user.id)).toBe(0)
    expect((await diary(trainer.token)).statusCode).toBe(403)
    // The e-mail that it ended as asked (issue 36), once: the job again sends nothing more.
    await clock(60)
    const ended = await mails(trainer.user.email, 'subscription_endedAtPeriodEnd')
    expect(ended).toHaveLength(1)
    expect(ended[0].subject).toBe('Aula - Il tuo abbonamento è terminato')
    expect(ended[0].text).toContain("come avevi chiesto, l'abbonamento al piano")
    expect(ended[0].text).toContain('/onboarding/subscriptions')
    expect(await mails(trainer.user.email, 'subscription_ended')).toHaveLength(0)
  })

  it('a subscription cancelled at period end: the English e-mail that it ended', async () => {
    const trainer = await subscribedTrainer('annuale', 'en')
    await post(trainer.token, '/api/subscriptions/cancel')
    await periodEndsNow(trainer.user.id)
    await clock(1)
    const [ended] = await mails(trainer.user.email, 'subscription_endedAtPeriodEnd')
    expect(ended.subject).toBe('Aula - Your subscription has ended')
    expect(ended.text).toContain('as you asked, your')
    expect(ended.text).toContain('/en/onboarding/subscriptions')
  })
})

describe('subscription.changed (issue 33)', () => {
  it("payments' subscriber acts once per change: the new plan's flags and subscription_active at the renewal, the flags off at the end, with the job run twice at once", async () => {
    const trainer = await subscribedTrainer('fondatori')
    const told: string[] = []
    const ctx = (): RenewalsContext => {
      const base = mailCtx()
      return { ...base, notify: (userId, type, data) => (told.push(type), base.notify(userId, type, data)) }
    }
    const flags = async () =>
      (await t.db.select().from(users).where(eq(users.id, trainer.user.id)))[0].features
    expect(await flags()).toMatchObject({ chat: true, posts: true, diary: true })
    const changed = await post(trainer.token, '/api/subscriptions/change', { id: await planId('mensile') })
    expect(changed.statusCode).toBe(200)
    await periodEndsNow(trainer.user.id)
    await t.app.payments.sandbox!.advanceClock(1)
    await Promise.all([runDueRenewals(ctx()), runDueRenewals(ctx())])
    await t.app.payments.sandbox!.settle()
    const renewed = await subOf(trainer.user.id)
    expect(renewed).toMatchObject({ status: 'active', plan_id: await planId('mensile') })
    expect(told).toEqual(['subscription_active'])
    const [plan] = await t.db
      .select()
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.id, renewed.plan_id))
    expect(renewed.features_granted).toEqual(planFeatureFlags(plan.features))

    await post(trainer.token, '/api/subscriptions/cancel')
    await periodEndsNow(trainer.user.id)
    await t.app.payments.sandbox!.advanceClock(1)
    await Promise.all([runDueRenewals(ctx()), runDueRenewals(ctx())])
    expect(await subOf(trainer.user.id)).toMatchObject({ status: 'canceled', features_granted: [] })
    expect(await flags()).toMatchObject({ chat: false, posts: false, diary: false })
    expect(told).toEqual(['subscription_active'])
    expect(await mails(trainer.user.email, 'subscription_endedAtPeriodEnd')).toHaveLength(1)
  })
})

describe('plan features', () => {
  it('a plan switches on the flags of its features; a feature bought on its own stays on when the plan ends', async () => {
    const trainer = await createUser(t.db, { role: 'trainer', billing: INVOICE_BILLING })
    const card = await tokenize(trainer.token)
    // The diary bought on its own first.
    const [diaryFeature] = await t.db.select().from(featureProducts).where(eq(featureProducts.flag, 'diary'))
    const bought = await post(trainer.token, `/api/features/${diaryFeature.id}/buy`, { pmid: card.id })
    expect(bought.json().data.status).toBe('succeeded')
    // The founders' plan: courses, messages (the chat), diary, posts.
    const sub = await post(trainer.token, '/api/subscriptions/checkout', {
      id: await planId('fondatori'),
      pmid: card.id,
    })
    expect(sub.json().data.status).toBe('succeeded')
    const flags = async () =>
      (await t.db.select().from(users).where(eq(users.id, trainer.user.id)))[0].features
    expect(await flags()).toEqual({ chat: true, posts: true, diary: true, hr_visible: false })
    expect((await subOf(trainer.user.id)).features_granted).toEqual(['chat', 'diary', 'posts'])

    await post(trainer.token, '/api/subscriptions/cancel')
    await periodEndsNow(trainer.user.id)
    await clock(1)
    expect(await flags()).toEqual({ chat: false, posts: false, diary: true, hr_visible: false })
    expect((await diary(trainer.token)).statusCode).toBe(200)
  })

  it('a change of plan at renewal moves the flags to the new plan', async () => {
    const trainer = await subscribedTrainer('annuale')
    const changed = await post(trainer.token, '/api/subscriptions/change', { id: await planId('mensile') })
    expect(changed.statusCode).toBe(200)
    await periodEndsNow(trainer.user.id)
    await clock(1)
    const [user] = await t.db.select().from(users).where(eq(users.id, trainer.user.id))
    expect(user.features).toMatchObject({ chat: true, diary: false })
    expect((await diary(trainer.token)).statusCode).toBe(403)
  })
})

describe('plans by audience', () => {
  const slugs = (plans: Subscription[]) => plans.map((plan) => plan.slug)

  it('an HR company is offered the HR plans, a trainer (and a visitor) the trainer plans, ?audience= any', async () => {
    const hr = await createUser(t.db, { role: 'hr', billing: INVOICE_BILLING })
    const trainer = await createUser(t.db, { role: 'trainer', billing: INVOICE_BILLING })
    const forHr = await get(hr.token, '/api/subscriptions')
    expect(slugs(forHr.json().data)).toEqual(['aziende-mensile', 'aziende-annuale'])
    expect(forHr.json().data[0]).toMatchObject({ audience: 'hr', features: ['messages'] })
    const trainerPlans = ['mensile', 'trimestrale', 'annuale', 'fondatori']
    expect(slugs((await get(trainer.token, '/api/subscriptions')).json().data)).toEqual(trainerPlans)
    expect(slugs((await t.app.inject({ url: '/api/subscriptions' })).json().data)).toEqual(trainerPlans)
    expect(slugs((await t.app.inject({ url: '/api/subscriptions?audience=hr' })).json().data)).toEqual([
      'aziende-mensile',
      'aziende-annuale',
    ])
    expect(slugs((await t.app.inject({ url: '/api/subscriptions?audience=student' })).json().data)).toEqual([
      'studente-plus',
    ])
    const bad = await t.app.inject({
      url: '/api/subscriptions?audience=boss',
      headers: { 'accept-language': 'en' },
    })
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors.audience).toBeDefined()
  })
})

describe('payment methods', () => {
  it('refuses a missing or unknown card (422), a card that is not yours (404), a default with no subscription (409)', async () => {
    const user = await createUser(t.db, { role: 'trainer', billing: INVOICE_BILLING })
    const missing = await t.app.inject(
      asUser(user.token, {
        method: 'POST',
        url: '/api/payment-methods',
        payload: {},
        headers: { 'accept-language': 'en' },
      }),
    )
    expect(missing.statusCode).toBe(422)
    expect(missing.json().errors.pmid[0]).toMatch(/pmid/)
    const unknown = await post(user.token, '/api/payment-methods', { pmid: 'pm_nope' })
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json().errors.pmid).toBeDefined()
    const other = await createUser(t.db, { role: 'trainer', billing: INVOICE_BILLING })
    const theirs = await tokenize(other.token)
    await post(other.token, '/api/payment-methods', { pmid: theirs.id })
    expect((await makeDefault(user.token, theirs.id)).statusCode).toBe(404)
    const mine = await tokenize(user.token)
    expect((await post(user.token, '/api/payment-methods', { pmid: mine.id })).statusCode).toBe(200)
    const noSub = await makeDefault(user.token, mine.id)
    expect(noSub.statusCode).toBe(409)
  })
})
