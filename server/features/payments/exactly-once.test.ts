/**
 * Exactly once (issue 12): double clicks, two tabs, retries with the same Idempotency-Key, webhooks
 * delivered twice or before the API answers, 20 parallel buys: one charge, one paid order, one
 * enrolment. And the webhook endpoint's signature: good, bad, stale. PGlite, and PostgreSQL with
 * AULA_TEST_DB=postgres.
 */
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { OrderStatusAnswer, SavedCard } from '../../../contracts/payments/schemas.ts'
import { createCourse } from '../courses/factories.testing.ts'
import { createUser } from '../accounts/factories.testing.ts'
import { INVOICE_BILLING } from './receipts.testing.ts'
import { asUser, buildTestApp, type TestApp } from '../../testing/helper.ts'
import { courseEnrolments } from '../courses/tables.ts'
import { WEBHOOK_PATH } from './services.ts'
import { applyIntent } from './order-settlement.ts'
import { publish } from '../../core/domain-events.ts'
import { users } from '../../core/db/tables.ts'
import { REFUND_ATTEMPTS, retryPendingRefunds } from './refunds.ts'
import {
  featureProducts,
  orders,
  paymentRefunds,
  sandboxPaymentIntents,
  subscriptionPlans,
  userSubscriptions,
  webhookEvents,
} from './tables.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
  // Building the first app of a worker (and the template database) is slow on a loaded machine.
}, 300_000)
afterEach(async () => {
  await t.app.payments.sandbox!.settle()
  t.app.payments.sandbox!.delivery = {}
})
afterAll(() => t.close())

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

function buy(token: string, courseId: number, pmid: string, key: string) {
  return t.app.inject(
    asUser(token, {
      method: 'POST',
      url: `/api/courses/${courseId}/buy`,
      payload: { pmid, return_url: '/buy' },
      headers: { 'idempotency-key': key },
    }),
  )
}

async function counts(userId: number, courseId: number) {
  const [paid] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.user_id, userId), eq(orders.product_id, courseId), eq(orders.status, 'succeeded')))
  const [all] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.user_id, userId), eq(orders.product_id, courseId)))
  const [charges] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(sandboxPaymentIntents)
    .where(
      and(
        sql`${sandboxPaymentIntents.metadata} ->> 'order_id' is not null`,
        eq(sandboxPaymentIntents.status, 'succeeded'),
        sql`${sandboxPaymentIntents.customer_id} in (select customer_id from payment_customers where user_id = ${userId})`,
      ),
    )
  const [enrolments] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(courseEnrolments)
    .where(and(eq(courseEnrolments.user_id, userId), eq(courseEnrolments.course_id, courseId)))
  return { paid: paid.n, orders: all.n, charges: charges.n, enrolments: enrolments.n }
}

const once = { paid: 1, orders: 1, charges: 1, enrolments: 1 }

describe('exactly once', () => {
  it('20 parallel buys with the same Idempotency-Key: one charge, one order, one enrolment', async () => {
    const buyer = await createUser(t.db, { billing: INVOICE_BILLING })
    const { course } = await createCourse(t.db, { price_cents: 5900 })
    const card = await tokenize(buyer.token)
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => buy(buyer.token, course.id, card.id, 'same')),
    )
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200))
    const ids = new Set(
      responses.map((response) => response.json<{ data: OrderStatusAnswer }>().data.order_id),
    )
    expect(ids.size).toBe(1)
    await t.app.payments.sandbox!.settle()
    expect(await counts(buyer.user.id, course.id)).toEqual(once)
  })

  it('20 parallel buys with different keys (two tabs, double clicks): one charge, one order, one enrolment', async () => {
    const buyer = await createUser(t.db, { billing: INVOICE_BILLING })
    const { course } = await createCourse(t.db, { price_cents: 5900 })
    const card = await tokenize(buyer.token)
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) => buy(buyer.token, course.id, card.id, `tab-${index}`)),
    )
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200))
    const statuses = responses.map((response) => response.json<{ data: OrderStatusAnswer }>().data.status)
    // The first is charged; the others answer the same order, paid or still in flight.
    expect(statuses.every((status) => status === 'succeeded' || status === 'processing')).toBe(true)
    await t.app.payments.sandbox!.settle()
    expect(await counts(buyer.user.id, course.id)).toEqual(once)
    const state = await t.app.inject(asUser(buyer.token, { url: `/api/checkout/course/${course.id}` }))
    expect(state.json().data.order.status).toBe('succeeded')
  })

  it('a retry with the same key after the answer is the same answer; buying again once owned answers the paid order', async () => {
    const buyer = await createUser(t.db, { billing: INVOICE_BILLING })
    const { course } = await createCourse(t.db, { price_cents: 5900 })
    const card = await tokenize(buyer.token)
    const first = (await buy(buyer.token, course.id, card.id, 'k')).json().data
    const retry = (await buy(buyer.token, course.id, card.id, 'k')).json().data
    const later = (await buy(buyer.token, course.id, card.id, 'another')).json().data
    expect(retry).toEqual(first)
    expect(later).toMatchObject({ order_id: first.order_id, status: 'succeeded' })
    await t.app.payments.sandbox!.settle()
    expect(await counts(buyer.user.id, course.id)).toEqual(once)
  })

  it('webhooks delivered twice and before the API answers: one paid order, one enrolment, one notification', async () => {
    t.app.payments.sandbox!.delivery = { duplicate: true, beforeAnswer: true }
    const buyer = await createUser(t.db, { billing: INVOICE_BILLING })
    const { course } = await createCourse(t.db, { price_cents: 5900 })
    const card = await tokenize(buyer.token)
    const answer = (await buy(buyer.token, course.id, card.id, 'k')).json().data
    expect(answer.status).toBe('succeeded')
    await t.app.payments.sandbox!.settle()
    expect(await counts(buyer.user.id, course.id)).toEqual(once)
    const notes = await t.app.inject(asUser(buyer.token, { url: '/api/notifications' }))
    const purchased = notes
      .json()
      .data.filter((note: { slug_type: string }) => note.slug_type === 'product_purchased')
    expect(purchased).toHaveLength(1)
    // Settling the same intent twice more at once delivers nothing again: order.paid is published
    // by the one call that marks the order paid, so its subscribers (the enrolment, payments'
    // product_purchased) act once.
    const [order] = await t.db.select().from(orders).where(eq(orders.id, answer.order_id))
    const intent = await t.app.payments.provider!.retrievePaymentIntent(order.payment_intent_id!)
    const told: string[] = []
    const base = t.app.payments.context()!
    const ctx = { ...base, notify: base.notify }
    ctx.notify = (userId, type, data) => (told.push(type), base.notify(userId, type, data))
    await Promise.all([applyIntent(ctx, intent), applyIntent(ctx, intent)])
    expect(told).toEqual([])
    expect(await counts(buyer.user.id, course.id)).toEqual(once)
  })

  it('a late webhook after the API settled the order changes nothing', async () => {
    t.app.payments.sandbox!.delivery = { delayMs: 200 }
    const buyer = await createUser(t.db, { billing: INVOICE_BILLING })
    const { course } = await createCourse(t.db, { price_cents: 5900 })
    const card = await tokenize(buyer.token)
    const answer = (await buy(buyer.token, course.id, card.id, 'k')).json().data
    expect(answer.status).toBe('succeeded')
    const [before] = await t.db.select().from(orders).where(eq(orders.id, answer.order_id))
    await t.app.payments.sandbox!.settle()
    const [after] = await t.db.select().from(orders).where(eq(orders.id, answer.order_id))
    expect(after.number).toBe(before.number)
    expect(await counts(buyer.user.id, course.id)).toEqual(once)
  })
})

describe("payments' subscribers (issue 33)", () => {
  const event = (userId: number, productId: number, type: 'feature' | 'subscription') => ({
    order_id: 0,
    user_id: userId,
    product_type: type,
    product_id: productId,
    amount_cents: 390,
    list_cents: 390,
    coupon_id: null,
    renews_subscription_id: null,
    bank_reference: null,
  })
  const flagsOf = async (userId: number) =>
    (await t.db.select({ features: users.features }).from(users).where(eq(users.id, userId)))[0].features

  it('order.paid of a feature turns its flag on and tells the buyer once committed; order.refunded turns it off', async () => {
    const buyer = await createUser(t.db)
    const [diary] = await t.db.select().from(featureProducts).where(eq(featureProducts.flag, 'diary'))
    const told: { type: string; data: Record<string, unknown> }[] = []
    const notify = async (_user: number, type: string, data: Record<string, unknown>) =>
      told.push({ type, data })
    const effects = await t.db.transaction((tx) =>
      publish(tx, 'order.paid', event(buyer.user.id, diary.id, 'feature'), { notify }),
    )
    expect((await flagsOf(buyer.user.id)).diary).toBe(true)
    expect(told).toEqual([])
    for (const effect of effects) await effect()
    expect(told).toEqual([
      {
        type: 'product_purchased',
        data: {
          order_id: 0,
          product_type: 'feature',
          product_id: diary.id,
          title: diary.title_it,
          title_en: diary.title_en,
        },
      },
    ])
    const refunded = {
      ...event(buyer.user.id, diary.id, 'feature'),
      credit_note_id: 0,
      credit_note_number: 'NC-2026-000009',
    }
    await t.db.transaction((tx) => publish(tx, 'order.refunded', refunded, { notify }))
    expect((await flagsOf(buyer.user.id)).diary).toBe(false)
  })

  it('subscription.changed ended turns off the flags its plan turned on', async () => {
    const buyer = await createUser(t.db)
    await t.db
      .update(users)
      .set({ features: sql`${users.features} || '{"chat": true}'::jsonb` })
      .where(eq(users.id, buyer.user.id))
    const [plan] = await t.db.select().from(subscriptionPlans).limit(1)
    const [sub] = await t.db
      .insert(userSubscriptions)
      .values({
        user_id: buyer.user.id,
        plan_id: plan.id,
        status: 'canceled',
        current_period_start: new Date(),
        current_period_end: new Date(),
        features_granted: ['chat'],
      })
      .returning()
    await t.db.transaction((tx) =>
      publish(tx, 'subscription.changed', {
        subscription_id: sub.id,
        user_id: buyer.user.id,
        plan_id: plan.id,
        change: 'ended',
        ended_reason: 'canceled',
        order_id: null,
      }),
    )
    expect((await flagsOf(buyer.user.id)).chat).toBe(false)
    const [after] = await t.db.select().from(userSubscriptions).where(eq(userSubscriptions.id, sub.id))
    expect(after.features_granted).toEqual([])
  })
})

describe('a charge whose answer was lost', () => {
  it('the buyer pays again before the first webhook: the first charge is refunded once, the buyer told', async () => {
    const sandbox = t.app.payments.sandbox!
    sandbox.delivery = { delayMs: 300 }
    const buyer = await createUser(t.db, { billing: INVOICE_BILLING })
    const { course } = await createCourse(t.db, { price_cents: 5900 })
    const card = await tokenize(buyer.token)
    sandbox.loseAnswers(1)
    const lost = await buy(buyer.token, course.id, card.id, 'first')
    expect(lost.statusCode).toBe(200)
    expect(lost.json().data).toMatchObject({
      status: 'requires_payment_method',
      decline_reason: 'processing_error',
    })
    // Before the first charge's webhook: the buyer tries again with a new attempt, and pays.
    const again = (await buy(buyer.token, course.id, card.id, 'second')).json().data
    expect(again.status).toBe('succeeded')
    await sandbox.settle()

    const intents = await t.db
      .select()
      .from(sandboxPaymentIntents)
      .where(sql`${sandboxPaymentIntents.metadata} ->> 'order_id' = ${String(again.order_id)}`)
    expect(intents.map((intent) => intent.status)).toEqual(['succeeded', 'succeeded'])
    const [order] = await t.db.select().from(orders).where(eq(orders.id, again.order_id))
    const first = intents.find((intent) => intent.id !== order.payment_intent_id)!
    expect(await sandbox.refundedOf(first.id)).toBe(5900)
    expect(await sandbox.refundedOf(order.payment_intent_id!)).toBe(0)
    const refunds = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.order_id, order.id))
    expect(refunds).toMatchObject([{ payment_intent_id: first.id, amount_cents: 5900, status: 'succeeded' }])
    expect(await counts(buyer.user.id, course.id)).toMatchObject({ paid: 1, orders: 1, enrolments: 1 })

    // The same event again (Stripe retries) and the hourly job: nothing is refunded twice.
    await retryPendingRefunds(t.app.payments.context()!)
    await applyIntent(t.app.payments.context()!, await sandbox.retrievePaymentIntent(first.id))
    expect(
      await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.order_id, order.id)),
    ).toHaveLength(1)
    const notes = await t.app.inject(asUser(buyer.token, { url: '/api/notifications' }))
    const refunded = notes
      .json()
      .data.filter((note: { slug_type: string }) => note.slug_type === 'payment_refunded')
    expect(refunded).toMatchObject([{ data: { order_id: order.id, amount_cents: 5900 } }])
  })

  it('a refund the provider refuses stays pending for the hourly job, which asks again', async () => {
    const sandbox = t.app.payments.sandbox!
    const buyer = await createUser(t.db, { billing: INVOICE_BILLING })
    const { course } = await createCourse(t.db, { price_cents: 1900 })
    const card = await tokenize(buyer.token)
    const paid = (await buy(buyer.token, course.id, card.id, 'paid')).json().data
    await sandbox.settle()
    const [order] = await t.db.select().from(orders).where(eq(orders.id, paid.order_id))
    // A refund row for an intent the provider does not know: the call fails, the row waits.
    const [refund] = await t.db
      .insert(paymentRefunds)
      .values({
        order_id: order.id,
        user_id: buyer.user.id,
        payment_intent_id: 'pi_unknown',
        amount_cents: 1900,
        reason: 'duplicate',
      })
      .returning()
    await retryPendingRefunds(t.app.payments.context()!)
    const [after] = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.id, refund.id))
    expect(after).toMatchObject({ status: 'pending', attempts: 1 })
    expect(after.last_error).toMatch(/pi_unknown/)
    await t.db
      .update(paymentRefunds)
      .set({ attempts: REFUND_ATTEMPTS - 1 })
      .where(eq(paymentRefunds.id, refund.id))
    await retryPendingRefunds(t.app.payments.context()!)
    const [given] = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.id, refund.id))
    expect(given.status).toBe('failed')
  })
})

describe(`POST ${WEBHOOK_PATH}`, () => {
  async function paidIntentEvent() {
    const buyer = await createUser(t.db, { billing: INVOICE_BILLING })
    const { course } = await createCourse(t.db, { price_cents: 5900 })
    const card = await tokenize(buyer.token, '4000002500003155')
    const answer = (await buy(buyer.token, course.id, card.id, 'k')).json().data
    const [row] = await t.db.select().from(orders).where(eq(orders.id, answer.order_id))
    const intent = await t.app.payments.sandbox!.retrievePaymentIntent(row.payment_intent_id!)
    const event = {
      id: `evt_test_${row.id}_${Date.now()}`,
      type: 'payment_intent.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: { object: { ...intent, status: 'succeeded' } },
    }
    return { buyer, course, payload: JSON.stringify(event), eventId: event.id }
  }

  const post = (payload: string, signature?: string) =>
    t.app.inject({
      method: 'POST',
      url: WEBHOOK_PATH,
      payload,
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'stripe-signature': signature } : {}),
      },
    })

  it('takes a well-signed event once: a second delivery is acknowledged and ignored', async () => {
    const { buyer, course, payload, eventId } = await paidIntentEvent()
    const sandbox = t.app.payments.sandbox!
    const first = await post(payload, sandbox.sign(payload))
    expect(first.statusCode).toBe(200)
    const second = await post(payload, sandbox.sign(payload))
    expect(second.statusCode).toBe(200)
    expect(second.json()).toMatchObject({ duplicate: true })
    expect((await counts(buyer.user.id, course.id)).enrolments).toBe(1)
    expect(await t.db.select().from(webhookEvents).where(eq(webhookEvents.id, eventId))).toHaveLength(1)
  })

  it('refuses a missing, a wrong and a stale signature (400) and acts on none of them', async () => {
    const { buyer, course, payload } = await paidIntentEvent()
    const sandbox = t.app.payments.sandbox!
    expect((await post(payload)).statusCode).toBe(400)
    const tampered = payload.replace('"amount":5900', '"amount":1')
    expect((await post(tampered, sandbox.sign(payload))).statusCode).toBe(400)
    const wrongKey = sandbox.sign(payload).replace(/v1=[0-9a-f]{4}/, 'v1=0000')
    expect((await post(payload, wrongKey)).statusCode).toBe(400)
    const stale = await post(payload, sandbox.sign(payload, Math.floor(Date.now() / 1000) - 600))
    expect(stale.statusCode).toBe(400)
    expect(stale.json().message).toContain('stale')
    expect((await counts(buyer.user.id, course.id)).enrolments).toBe(0)
  })
})
