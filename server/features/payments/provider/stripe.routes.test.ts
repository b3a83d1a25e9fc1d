/**
 * The payments API with Stripe as the provider (the Stripe keys set), Stripe's API replayed on
 * loopback from recorded answers: buy → Stripe's webhook → order paid and course open, exactly
 * once; a decline answered, not an error; 3-D Secure; Stripe down; the webhook's signatures.
 * Runs on PGlite, and on PostgreSQL with AULA_TEST_DB=postgres.
 */
import { and, eq } from 'drizzle-orm'
import Stripe from 'stripe'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { OrderStatusAnswer } from '../../../../contracts/payments/schemas.ts'
import { createCourse } from '../../courses/factories.testing.ts'
import { createUser } from '../../accounts/factories.testing.ts'
import { INVOICE_BILLING } from '../receipts.testing.ts'
import { asUser, buildTestApp, type TestApp } from '../../../testing/helper.ts'
import { courseEnrolments } from '../../courses/tables.ts'
import { WEBHOOK_PATH } from '../services.ts'
import { orders } from '../tables.ts'
import { fixture, metadataOf, StripeReplay, withBody, type ReceivedRequest } from './stripe-replay.ts'

const WEBHOOK_SECRET = 'whsec_test_routesSecret0123456789'
const replay = new StripeReplay()
let t: TestApp

beforeAll(async () => {
  const apiUrl = await replay.start()
  t = await buildTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_routes0001',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_routes0001',
      STRIPE_API_URL: apiUrl,
    },
  })
  // Building the first app of a worker (and the template database) is slow on a loaded machine.
}, 300_000)
afterEach(() => {
  expect(replay.unexpected).toEqual([])
  expect(replay.pending()).toEqual([])
  replay.reset()
})
afterAll(async () => {
  await t.close()
  await replay.stop()
})

const PM = 'pm_1QxRecordedVisa4242'

/** Stripe's answer to the intent Aula asked for: the recorded one, with what Aula sent in it. */
const intentAnswer =
  (name: string, id = 'pi_3QxRecorded0001') =>
  (request: ReceivedRequest) =>
    withBody(name, (body) => {
      const intent =
        (body.error as { payment_intent?: Record<string, unknown> } | undefined)?.payment_intent ?? body
      Object.assign(intent, {
        id,
        amount: Number(request.form.amount),
        customer: request.form.customer,
        metadata: metadataOf(request.form),
      })
    })

/** Stripe's customer for a user: one per user, as Stripe makes a new one per call. */
const customerAnswer = (request: ReceivedRequest) =>
  withBody('customer.create', (body) => {
    body.id = `cus_user${metadataOf(request.form).user_id}`
    body.metadata = metadataOf(request.form)
  })

/** The card as Stripe answers it once attached to `customer`. */
const attachedTo = (customer: string) =>
  withBody('payment_method.attached', (body) => (body.customer = customer))

/** The first buy of a user: its Stripe customer, then the new card attached to it. */
function expectCardSetup() {
  replay
    .on('POST /v1/customers', customerAnswer)
    .on(`GET /v1/payment_methods/${PM}`, fixture('payment_method.unattached'))
    .on(`POST /v1/payment_methods/${PM}/attach`, (request) => attachedTo(request.form.customer))
}

async function buy(token: string, courseId: number, key: string) {
  const response = await t.app.inject(
    asUser(token, {
      method: 'POST',
      url: `/api/courses/${courseId}/buy`,
      payload: { pmid: PM, return_url: `/it/buy/course/${courseId}/payment-methods` },
      headers: { 'idempotency-key': key },
    }),
  )
  return {
    response,
    answer: response.statusCode === 200 ? response.json<{ data: OrderStatusAnswer }>().data : null,
  }
}

/** Stripe's delivery of an event about the intent, signed with the endpoint's secret. */
async function deliver(
  intent: Record<string, unknown>,
  type = 'payment_intent.succeeded',
  eventId = 'evt_routes1',
) {
  const event = withBody('event.payment_intent.succeeded', (body) => {
    Object.assign(body, { id: eventId, type, data: { object: intent } })
  }).body
  const payload = JSON.stringify(event)
  return t.app.inject({
    method: 'POST',
    url: WEBHOOK_PATH,
    payload,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    },
  })
}

const enrolments = (userId: number, courseId: number) =>
  t.db
    .select()
    .from(courseEnrolments)
    .where(and(eq(courseEnrolments.user_id, userId), eq(courseEnrolments.course_id, courseId)))

describe('with Stripe as the provider', () => {
  it('is the provider, and GET /api/config hands the SPA its publishable key', async () => {
    expect(t.app.payments.provider?.name).toBe('stripe')
    expect(t.app.payments.sandbox).toBeNull()
    const config = (await t.app.inject({ url: '/api/config' })).json()
    expect(config.data.payments).toEqual({ provider: 'stripe', stripe_publishable_key: 'pk_test_routes0001' })
    // No sandbox tokenisation: cards go to Stripe Elements.
    const buyer = await createUser(t.db, { billing: INVOICE_BILLING })
    const tokenise = await t.app.inject(
      asUser(buyer.token, {
        method: 'POST',
        url: '/api/sandbox/payment-methods',
        payload: { number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' },
      }),
    )
    expect(tokenise.statusCode).toBe(404)
  })

  it('buys with 3-D Secure, and the webhook (twice) pays the order once and opens the course', async () => {
    const buyer = await createUser(t.db, { billing: INVOICE_BILLING })
    const { course } = await createCourse(t.db, { price_cents: 4900 })
    expectCardSetup()
    replay.on('POST /v1/payment_intents', intentAnswer('payment_intent.requires_action'))
    const { answer } = await buy(buyer.token, course.id, 'attempt-1')
    expect(answer).toMatchObject({ status: 'requires_action', amount_cents: 4900 })
    expect(answer!.next_action_url).toMatch(/^https:\/\/hooks\.stripe\.com\/3d_secure_2\//)
    const create = replay.received.find((request) => request.path === '/v1/payment_intents')!
    expect(create.form).toMatchObject({
      customer: `cus_user${buyer.user.id}`,
      payment_method: PM,
      confirm: 'true',
    })
    expect(create.form.return_url).toBe(`/it/buy/course/${course.id}/payment-methods`)
    expect(create.headers['idempotency-key']).toMatch(/^order-\d+-attempt-\d+$/)
    expect(await enrolments(buyer.user.id, course.id)).toHaveLength(0)

    // The buyer passed the challenge; Stripe tells Aula, twice as it sometimes does.
    const paid = intentAnswer('payment_intent.succeeded')(create).body
    expect((await deliver(paid)).statusCode).toBe(200)
    expect((await deliver(paid)).json()).toEqual({ received: true, duplicate: true })
    const [order] = await t.db.select().from(orders).where(eq(orders.id, answer!.order_id))
    expect(order).toMatchObject({ status: 'succeeded', payment_intent_id: 'pi_3QxRecorded0001' })
    expect(order.number).not.toBeNull()
    expect(await enrolments(buyer.user.id, course.id)).toHaveLength(1)
  })

  it('answers a decline with its reason (200, not an error), and a retry with the same key asks Stripe nothing', async () => {
    const buyer = await createUser(t.db, { billing: INVOICE_BILLING })
    const { course } = await createCourse(t.db, { price_cents: 2500 })
    expectCardSetup()
    replay.on(
      'POST /v1/payment_intents',
      intentAnswer('error.card_declined.insufficient_funds', 'pi_3QxDeclined'),
    )
    const first = await buy(buyer.token, course.id, 'attempt-declined')
    expect(first.response.statusCode).toBe(200)
    expect(first.answer).toMatchObject({
      status: 'requires_payment_method',
      decline_reason: 'insufficient_funds',
    })
    replay.reset()
    replay.on(`GET /v1/payment_methods/${PM}`, attachedTo(`cus_user${buyer.user.id}`))
    const again = await buy(buyer.token, course.id, 'attempt-declined')
    expect(again.answer).toEqual(first.answer)
    expect(replay.received.some((request) => request.path === '/v1/payment_intents')).toBe(false)
  })

  it('answers Stripe being rate limited as a failed attempt to retry, never a 5xx, and a new attempt then pays', async () => {
    const buyer = await createUser(t.db, { billing: INVOICE_BILLING })
    const { course } = await createCourse(t.db, { price_cents: 1500 })
    expectCardSetup()
    replay.on('POST /v1/payment_intents', fixture('error.rate_limit'))
    const limited = await buy(buyer.token, course.id, 'attempt-limited')
    expect(limited.response.statusCode).toBe(200)
    expect(limited.answer).toMatchObject({
      status: 'requires_payment_method',
      decline_reason: 'processing_error',
    })

    replay
      .on(`GET /v1/payment_methods/${PM}`, attachedTo(`cus_user${buyer.user.id}`))
      .on('POST /v1/payment_intents', intentAnswer('payment_intent.succeeded', 'pi_3QxAfterLimit'))
    const paid = await buy(buyer.token, course.id, 'attempt-after-limit')
    expect(paid.answer).toMatchObject({ status: 'succeeded', order_id: limited.answer!.order_id })
    expect(await enrolments(buyer.user.id, course.id)).toHaveLength(1)
  })

  it('answers a payment method Stripe does not know with a 422 on pmid', async () => {
    const buyer = await createUser(t.db, { billing: INVOICE_BILLING })
    const { course } = await createCourse(t.db, { price_cents: 1500 })
    replay
      .on('POST /v1/customers', customerAnswer)
      .on(`GET /v1/payment_methods/${PM}`, fixture('error.resource_missing.payment_method'))
    const { response } = await buy(buyer.token, course.id, 'attempt-unknown-pm')
    expect(response.statusCode).toBe(422)
    expect(response.json().errors.pmid).toEqual(['Il metodo di pagamento non esiste o non è tuo.'])
  })

  it('refuses webhooks with a bad or stale signature, and acknowledges events about other objects', async () => {
    const payload = JSON.stringify(fixture('event.payment_intent.succeeded').body)
    const post = (signature: string) =>
      t.app.inject({
        method: 'POST',
        url: WEBHOOK_PATH,
        payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      })
    const wrong = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_notOurs' })
    expect((await post(wrong)).statusCode).toBe(400)
    const stale = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 600,
    })
    const staleAnswer = await post(stale)
    expect(staleAnswer.statusCode).toBe(400)
    expect(staleAnswer.json().message).toMatch(/stale/)

    const other = JSON.stringify(fixture('event.customer.created').body)
    const acknowledged = await t.app.inject({
      method: 'POST',
      url: WEBHOOK_PATH,
      payload: other,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({
          payload: other,
          secret: WEBHOOK_SECRET,
        }),
      },
    })
    expect(acknowledged.json()).toEqual({ received: true })
  })
})
