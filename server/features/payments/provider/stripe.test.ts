/**
 * The Stripe adapter against Stripe's API as recorded (fixtures/, replayed on loopback by
 * stripe-replay.ts): what it sends (form fields, Idempotency-Key) and how each answer becomes the
 * provider interface — every intent status, declines, 3-D Secure, Stripe's errors, webhooks.
 */
import Stripe from 'stripe'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { SignatureError } from './signature.ts'
import { fixture, StripeReplay, withBody } from './stripe-replay.ts'
import { StripeProvider } from './stripe.ts'
import { ProviderError, type CreatePaymentIntent } from './types.ts'

const WEBHOOK_SECRET = 'whsec_test_recordedSecret0123456789'
const replay = new StripeReplay()
let stripe: StripeProvider
let apiUrl: string

beforeAll(async () => {
  apiUrl = await replay.start()
  stripe = new StripeProvider({
    secretKey: 'sk_test_recorded0001',
    webhookSecret: WEBHOOK_SECRET,
    apiUrl,
    maxNetworkRetries: 0,
  })
})
afterEach(() => {
  expect(replay.unexpected).toEqual([])
  expect(replay.pending()).toEqual([])
  replay.reset()
})
afterAll(() => replay.stop())

const intentParams: CreatePaymentIntent = {
  amount: 4900,
  customer: 'cus_QxRecorded0001',
  payment_method: 'pm_1QxRecordedVisa4242',
  return_url: 'https://aula.example/it/buy/course/1/payment-methods',
  metadata: { order_id: '1', attempt_id: '1' },
  idempotencyKey: 'order-1-attempt-1',
}

describe('customers and payment methods', () => {
  it('creates a customer with Aula metadata, authenticated with the secret key', async () => {
    replay.on('POST /v1/customers', fixture('customer.create'))
    await expect(stripe.createCustomer({ user_id: '1' })).resolves.toEqual({ id: 'cus_QxRecorded0001' })
    const [request] = replay.received
    expect(request.form).toEqual({ 'metadata[user_id]': '1' })
    expect(request.headers.authorization).toBe('Bearer sk_test_recorded0001')
  })

  it('attaches an unattached card and answers brand, last 4 and expiry', async () => {
    replay
      .on('GET /v1/payment_methods/pm_1QxRecordedVisa4242', fixture('payment_method.unattached'))
      .on('POST /v1/payment_methods/pm_1QxRecordedVisa4242/attach', fixture('payment_method.attached'))
    await expect(stripe.attachPaymentMethod('pm_1QxRecordedVisa4242', 'cus_QxRecorded0001')).resolves.toEqual(
      {
        id: 'pm_1QxRecordedVisa4242',
        customer: 'cus_QxRecorded0001',
        type: 'card',
        card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 },
      },
    )
    expect(replay.received[1].form).toEqual({ customer: 'cus_QxRecorded0001' })
  })

  it("answers a card already on the customer without attaching it again, and refuses another customer's", async () => {
    replay.on('GET /v1/payment_methods/pm_1QxRecordedVisa4242', fixture('payment_method.attached'))
    const method = await stripe.attachPaymentMethod('pm_1QxRecordedVisa4242', 'cus_QxRecorded0001')
    expect(method.customer).toBe('cus_QxRecorded0001')
    expect(replay.received.map((request) => request.method)).toEqual(['GET'])

    replay.on('GET /v1/payment_methods/pm_1QxRecordedVisa4242', fixture('payment_method.other_customer'))
    const refused = await stripe
      .attachPaymentMethod('pm_1QxRecordedVisa4242', 'cus_QxRecorded0001')
      .catch((e) => e)
    expect(refused).toBeInstanceOf(ProviderError)
    expect(refused.code).toBe('payment_method_in_use')
  })

  it('maps an unknown payment method (resource_missing) to the interface error', async () => {
    replay.on('GET /v1/payment_methods/pm_doesnotexist', fixture('error.resource_missing.payment_method'))
    const error = await stripe.retrievePaymentMethod('pm_doesnotexist').catch((e) => e)
    expect(error).toBeInstanceOf(ProviderError)
    expect(error.code).toBe('resource_missing')
  })
})

describe('payment intents', () => {
  it('creates and confirms an intent with return_url, metadata and the Idempotency-Key', async () => {
    replay.on('POST /v1/payment_intents', fixture('payment_intent.succeeded'))
    const intent = await stripe.createPaymentIntent(intentParams)
    expect(intent).toMatchObject({
      id: 'pi_3QxRecorded0001',
      status: 'succeeded',
      amount: 4900,
      currency: 'eur',
      customer: 'cus_QxRecorded0001',
      payment_method: 'pm_1QxRecordedVisa4242',
      last_payment_error: null,
      next_action: null,
      metadata: { order_id: '1', attempt_id: '1' },
    })
    const [request] = replay.received
    expect(request.headers['idempotency-key']).toBe('order-1-attempt-1')
    expect(request.form).toMatchObject({
      amount: '4900',
      currency: 'eur',
      customer: 'cus_QxRecorded0001',
      payment_method: 'pm_1QxRecordedVisa4242',
      confirm: 'true',
      return_url: intentParams.return_url,
      'metadata[order_id]': '1',
      'metadata[attempt_id]': '1',
    })
    expect(request.form.off_session).toBeUndefined()
  })

  it('charges a renewal off session, without a return_url', async () => {
    replay.on('POST /v1/payment_intents', fixture('payment_intent.succeeded'))
    await stripe.createPaymentIntent({ ...intentParams, off_session: true, idempotencyKey: 'renewal-7' })
    expect(replay.received[0].form).toMatchObject({ off_session: 'true' })
    expect(replay.received[0].form.return_url).toBeUndefined()
    expect(replay.received[0].headers['idempotency-key']).toBe('renewal-7')
  })

  it('pays with PayPal as a Stripe payment method (issue 36): payment_method_data paypal, kept for renewals; a cancel is paypal_canceled', async () => {
    const approval = withBody('payment_intent.requires_action', (body) => {
      body.payment_method = null
      body.payment_method_types = ['paypal']
      body.setup_future_usage = 'off_session'
      ;(body.next_action as { redirect_to_url: { url: string } }).redirect_to_url.url =
        'https://pm-redirects.stripe.com/authorize/acct_1/pa_nonce_paypal'
    })
    replay.on('POST /v1/payment_intents', approval)
    const { payment_method: _card, ...paypalParams } = intentParams
    const intent = await stripe.createPaymentIntent({
      ...paypalParams,
      payment_method_type: 'paypal',
      setup_future_usage: 'off_session',
    })
    expect(intent).toMatchObject({
      status: 'requires_action',
      payment_method_types: ['paypal'],
      setup_future_usage: 'off_session',
      next_action: {
        redirect_to_url: { url: 'https://pm-redirects.stripe.com/authorize/acct_1/pa_nonce_paypal' },
      },
    })
    expect(replay.received[0].form).toMatchObject({
      'payment_method_types[0]': 'paypal',
      'payment_method_data[type]': 'paypal',
      setup_future_usage: 'off_session',
      confirm: 'true',
      return_url: intentParams.return_url,
    })
    expect(replay.received[0].form.payment_method).toBeUndefined()
    replay.reset()
    // Cancelled on PayPal's page: back to requires_payment_method with an authentication failure.
    replay.on(
      'GET /v1/payment_intents/pi_3QxRecorded0001',
      withBody('payment_intent.authentication_failed', (body) => {
        body.payment_method_types = ['paypal']
      }),
    )
    const canceled = await stripe.retrievePaymentIntent('pi_3QxRecorded0001')
    expect(canceled.last_payment_error?.decline_code).toBe('paypal_canceled')
  })

  it('charges a saved PayPal account off session as a PayPal payment', async () => {
    replay.on('POST /v1/payment_intents', fixture('payment_intent.succeeded'))
    await stripe.createPaymentIntent({
      ...intentParams,
      payment_method: 'pm_paypal_1',
      payment_method_type: 'paypal',
      off_session: true,
    })
    expect(replay.received[0].form).toMatchObject({
      payment_method: 'pm_paypal_1',
      'payment_method_types[0]': 'paypal',
      off_session: 'true',
    })
    expect(replay.received[0].form['allowed_payment_method_types[0]']).toBeUndefined()
  })

  it('answers 3-D Secure as requires_action with the redirect_to_url Stripe gave', async () => {
    const recorded = fixture('payment_intent.requires_action')
    replay.on('POST /v1/payment_intents', recorded)
    const intent = await stripe.createPaymentIntent(intentParams)
    const redirect = (recorded.body.next_action as { redirect_to_url: { url: string; return_url: string } })
      .redirect_to_url
    expect(intent.status).toBe('requires_action')
    expect(intent.next_action).toEqual({
      type: 'redirect_to_url',
      redirect_to_url: { url: redirect.url, return_url: redirect.return_url },
    })
    expect(intent.next_action!.redirect_to_url.url).toMatch(/^https:\/\/hooks\.stripe\.com\//)
  })

  it.each([
    ['payment_intent.processing', 'processing'],
    ['payment_intent.canceled', 'canceled'],
    ['payment_intent.succeeded', 'succeeded'],
    ['payment_intent.requires_action', 'requires_action'],
  ])('maps the status of %s to %s', async (name, status) => {
    replay.on('GET /v1/payment_intents/pi_3QxRecorded0001', fixture(name))
    expect((await stripe.retrievePaymentIntent('pi_3QxRecorded0001')).status).toBe(status)
  })

  it('maps the statuses Aula never leaves an intent in to processing (not paid, not failed)', async () => {
    for (const status of ['requires_confirmation', 'requires_capture'])
      replay.on(
        'GET /v1/payment_intents/pi_3QxRecorded0001',
        withBody('payment_intent.processing', (body) => (body.status = status)),
      )
    expect((await stripe.retrievePaymentIntent('pi_3QxRecorded0001')).status).toBe('processing')
    expect((await stripe.retrievePaymentIntent('pi_3QxRecorded0001')).status).toBe('processing')
  })

  it.each([
    ['error.card_declined.insufficient_funds', 'insufficient_funds'],
    ['error.card_declined.generic_decline', 'generic_decline'],
    ['error.expired_card', 'expired_card'],
  ])(
    'answers the decline %s as an intent in requires_payment_method (%s), not an error',
    async (name, reason) => {
      replay.on('POST /v1/payment_intents', fixture(name))
      const intent = await stripe.createPaymentIntent(intentParams)
      expect(intent.status).toBe('requires_payment_method')
      expect(intent.id).toBe('pi_3QxRecorded0001')
      expect(intent.last_payment_error?.decline_code).toBe(reason)
      expect(intent.metadata.order_id).toBe('1')
    },
  )

  it('reads a failed 3-D Secure challenge as authentication_failed', async () => {
    replay.on('GET /v1/payment_intents/pi_3QxRecorded0001', fixture('payment_intent.authentication_failed'))
    const intent = await stripe.retrievePaymentIntent('pi_3QxRecorded0001')
    expect(intent.status).toBe('requires_payment_method')
    expect(intent.last_payment_error).toEqual({
      code: 'payment_intent_authentication_failure',
      decline_code: 'authentication_failed',
    })
  })

  it.each([
    ['error.rate_limit', 'unavailable'],
    ['error.api_error', 'unavailable'],
    ['error.resource_missing.payment_method', 'resource_missing'],
  ])('maps %s to ProviderError(%s)', async (name, code) => {
    replay.on('POST /v1/payment_intents', fixture(name))
    const error = await stripe.createPaymentIntent(intentParams).catch((e) => e)
    expect(error).toBeInstanceOf(ProviderError)
    expect(error.code).toBe(code)
  })

  it('leaves a wrong secret key a plain error (the operator must see it), not a decline', async () => {
    replay.on('POST /v1/payment_intents', fixture('error.authentication'))
    const error = await stripe.createPaymentIntent(intentParams).catch((e) => e)
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError)
  })

  it('retries a rate-limited create with the same Idempotency-Key, so Stripe charges once', async () => {
    const retrying = new StripeProvider({
      secretKey: 'sk_test_recorded0001',
      webhookSecret: WEBHOOK_SECRET,
      apiUrl,
      maxNetworkRetries: 1,
    })
    replay.on('POST /v1/payment_intents', fixture('error.rate_limit'), fixture('payment_intent.succeeded'))
    expect((await retrying.createPaymentIntent(intentParams)).status).toBe('succeeded')
    expect(replay.received.map((request) => request.headers['idempotency-key'])).toEqual([
      'order-1-attempt-1',
      'order-1-attempt-1',
    ])
  })

  it('cancels an intent, and answers a succeeded one as it is', async () => {
    replay.on('POST /v1/payment_intents/pi_3QxRecorded0001/cancel', fixture('payment_intent.canceled'))
    expect((await stripe.cancelPaymentIntent('pi_3QxRecorded0001')).status).toBe('canceled')
    replay
      .on(
        'POST /v1/payment_intents/pi_3QxRecorded0001/cancel',
        fixture('error.payment_intent_unexpected_state'),
      )
      .on('GET /v1/payment_intents/pi_3QxRecorded0001', fixture('payment_intent.succeeded'))
    expect((await stripe.cancelPaymentIntent('pi_3QxRecorded0001')).status).toBe('succeeded')
  })

  it('refunds a duplicate charge with its Idempotency-Key, and answers a refund Stripe already made', async () => {
    replay.on('POST /v1/refunds', fixture('refund.create'))
    const refund = await stripe.refundPaymentIntent('pi_3QxRecorded0001', 'refund-pi_3QxRecorded0001')
    expect(refund).toEqual({
      id: 're_3QxRecorded0001Refund',
      payment_intent: 'pi_3QxRecorded0001',
      amount: 4900,
      status: 'succeeded',
    })
    const [request] = replay.received
    expect(request.form).toEqual({ payment_intent: 'pi_3QxRecorded0001', reason: 'duplicate' })
    expect(request.headers['idempotency-key']).toBe('refund-pi_3QxRecorded0001')

    replay
      .on('POST /v1/refunds', fixture('error.charge_already_refunded'))
      .on('GET /v1/refunds', fixture('refund.list'))
    await expect(
      stripe.refundPaymentIntent('pi_3QxRecorded0001', 'refund-pi_3QxRecorded0001'),
    ).resolves.toMatchObject({ id: 're_3QxRecorded0001Refund', status: 'succeeded' })
    expect(replay.received.at(-1)).toMatchObject({ method: 'GET', path: '/v1/refunds' })
  })

  it('takes its time from the real clock (Stripe has no test clock of Aula)', async () => {
    const before = Date.now()
    const now = (await stripe.now()).getTime()
    expect(now).toBeGreaterThanOrEqual(before)
    expect(now).toBeLessThanOrEqual(Date.now())
  })
})

describe('webhooks', () => {
  const payload = JSON.stringify(fixture('event.payment_intent.succeeded').body)
  const header = (options: { secret?: string; timestamp?: number } = {}) =>
    Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? WEBHOOK_SECRET,
      timestamp: options.timestamp,
    })

  it('accepts a good signature and maps the event', () => {
    const event = stripe.verifyWebhook(payload, header())
    expect(event).toMatchObject({
      id: 'evt_3QxRecordedEvent01',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_3QxRecorded0001', status: 'succeeded', metadata: { order_id: '1' } } },
    })
  })

  it.each([
    ['a missing header', () => undefined, 'missing'],
    ['another secret', () => header({ secret: 'whsec_someoneElse' }), 'mismatch'],
    ['a stale timestamp', () => header({ timestamp: Math.floor(Date.now() / 1000) - 301 }), 'stale'],
    ['a header without t=', () => 'v1=abc', 'malformed'],
  ])('refuses %s', (_, make, problem) => {
    const error = (() => {
      try {
        stripe.verifyWebhook(payload, make())
      } catch (caught) {
        return caught
      }
    })()
    expect(error).toBeInstanceOf(SignatureError)
    expect((error as SignatureError).problem).toBe(problem)
  })

  it('refuses a body changed after signing', () => {
    expect(() => stripe.verifyWebhook(payload.replace('4900', '1'), header())).toThrow(SignatureError)
  })

  it('acknowledges an event that is not about a payment intent without an intent', () => {
    const other = JSON.stringify(fixture('event.customer.created').body)
    const event = stripe.verifyWebhook(
      other,
      Stripe.webhooks.generateTestHeaderString({ payload: other, secret: WEBHOOK_SECRET }),
    )
    expect(event).toMatchObject({
      id: 'evt_1QxRecordedEvent02',
      type: 'customer.created',
      data: { object: null },
    })
  })
})
