import { describe, expect, it } from 'vitest'
import { SimulatedClock, createActor } from 'xstate'
import type { AuthBody, BillingInformation } from '../../contracts/accounts/schemas'
import type {
  CheckoutState,
  CouponCheckAnswer,
  OrderStatusAnswer,
  ProductRef,
  SavedCard,
} from '../../contracts/payments/schemas'
import type { Notification } from '../../contracts/notifications/schemas'
import { createPromiseControls, flushPromises } from '../test-utils/model'
import {
  BILLING,
  CARD_FORM,
  COURSE,
  NEW_CARD,
  ORDERS,
  ORDER_ID,
  PAYPAL_URL,
  THREE_DS_URL,
  VISA,
  makeCheckout,
  makeInput,
} from './fixtures'
import {
  PURCHASE_MAX_WAIT_MS,
  PURCHASE_POLL_MS,
  PURCHASE_SLOW_POLL_MS,
  purchaseEventFromNotification,
  purchaseMachine,
  purchaseView,
  type CheckCouponInput,
  type NewCard,
  type PayInput,
  type PurchaseEmitted,
  type PurchaseInput,
} from './index'

const apiError = (status: number, fieldErrors: Record<string, string[]> = {}) =>
  Object.assign(new Error(`HTTP ${status}`), { status, data: {}, fieldErrors })

/** A purchase actor whose API calls the test answers. */
function startPurchase(input: PurchaseInput = makeInput()) {
  const controls = createPromiseControls()
  const opened: string[] = []
  const machine = purchaseMachine.provide({
    actors: {
      loadOrder: controls.logic<CheckoutState, { product: ProductRef }>('loadOrder'),
      saveBilling: controls.logic<BillingInformation, AuthBody<'InvoiceDataBody'>>('saveBilling'),
      checkCoupon: controls.logic<CouponCheckAnswer, CheckCouponInput>('checkCoupon'),
      tokenizeCard: controls.logic<SavedCard, NewCard>('tokenizeCard'),
      pay: controls.logic<OrderStatusAnswer, PayInput>('pay'),
    },
    actions: { openNextAction: (_, { url }) => opened.push(url) },
  })
  const clock = new SimulatedClock()
  const actor = createActor(machine, { input, clock })
  const emitted: PurchaseEmitted[] = []
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  const live = () => controls.pending.filter((call) => !call.signal.aborted)
  const inputOf = (id: string) => live().find((call) => call.id === id)?.input
  const answer = async (id: string, output: unknown) => {
    controls.settle({ type: `xstate.done.actor.${id}`, output })
    await flushPromises()
  }
  const fail = async (id: string, error: unknown) => {
    controls.settle({ type: `xstate.error.actor.${id}`, error })
    await flushPromises()
  }
  const state = () => actor.getSnapshot()
  const view = (options?: Parameters<typeof purchaseView>[1]) => purchaseView(state(), options)
  return { actor, clock, opened, emitted, live, inputOf, answer, fail, state, view }
}

/** Loaded, billing done, on the payment step with the saved Visa chosen. */
async function atPaymentStep(input: PurchaseInput = makeInput(), checkout = makeCheckout()) {
  const purchase = startPurchase(input)
  await purchase.answer('loadOrder', { ...checkout, billing_complete: true })
  expect(purchase.state().value).toEqual({ paymentMethods: 'choosing' })
  return purchase
}

describe('purchaseMachine', () => {
  it('goes billing → payment → completed, keeping 422 field errors and sending only non-empty fields', async () => {
    const p = startPurchase()
    expect(p.inputOf('loadOrder')).toEqual({ product: COURSE })
    expect(p.view()).toMatchObject({ status: 'loading', step: undefined, isLoading: true })
    await p.answer('loadOrder', makeCheckout({ billing: BILLING }))
    expect(p.state().value).toEqual({ billingInformation: 'editing' })
    expect(p.view()).toMatchObject({ step: 'billing-information', canEditBilling: false })
    expect(p.state().context.billing).toEqual(BILLING)

    // The contracts refuse it: no call.
    p.actor.send({ type: 'purchase.submitBilling', billing: { p_iva: '123' } })
    expect(p.live()).toHaveLength(0)

    p.actor.send({
      type: 'purchase.submitBilling',
      billing: { type: 'fisica', first_name: ' Mario ', last_name: 'Rossi', pec: '', city: 'Roma' },
    })
    expect(p.state().value).toEqual({ billingInformation: 'saving' })
    expect(p.view().isSubmitting).toBe(true)
    expect(p.inputOf('saveBilling')).toEqual({
      type: 'fisica',
      first_name: 'Mario',
      last_name: 'Rossi',
      city: 'Roma',
    })
    await p.fail('saveBilling', apiError(422, { zip: ['Il campo CAP è richiesto'] }))
    expect(p.state().value).toEqual({ billingInformation: 'editing' })
    expect(p.view().error).toEqual({
      call: 'saveBilling',
      status: 422,
      fields: { zip: ['Il campo CAP è richiesto'] },
    })

    p.actor.send({ type: 'purchase.submitBilling', billing: { first_name: 'Mario', zip: '00100' } })
    await p.answer('saveBilling', BILLING)
    expect(p.state().value).toEqual({ paymentMethods: 'choosing' })
    expect(p.view()).toMatchObject({
      step: 'payment-methods',
      error: null,
      method: { type: 'card', pmid: VISA.id },
      canPay: true,
      canEditBilling: true,
      price: { listCents: 4900, dueCents: 4900, discountCents: 0, currency: 'EUR', isFree: false },
    })

    p.actor.send({ type: 'purchase.pay' })
    expect(p.state().value).toBe('paying')
    expect(p.view()).toMatchObject({ isSubmitting: true, canPay: false })
    expect(p.inputOf('pay')).toEqual({
      product: COURSE,
      method: { type: 'card', pmid: VISA.id },
      coupon: null,
      idempotencyKey: 'chk:1',
    })
    // A double click starts nothing.
    p.actor.send({ type: 'purchase.pay' })
    expect(p.live()).toHaveLength(1)

    await p.answer('pay', ORDERS.succeeded)
    expect(p.state().value).toBe('orderCompleted')
    expect(p.state().status).toBe('done')
    expect(p.view()).toMatchObject({ step: 'order-completed', orderId: ORDER_ID })
    expect(p.emitted).toEqual([{ type: 'purchase.completed', product: COURSE, order: ORDERS.succeeded }])
  })

  it.each([
    ['an order paid', makeCheckout({ order: ORDERS.succeeded, owned: true }), 'orderCompleted'],
    ['a product owned', makeCheckout({ owned: true }), 'alreadyOwned'],
    ['a 3-D Secure pending', makeCheckout({ order: ORDERS.actionRequired }), { threeDSecure: 'awaiting' }],
    ['a declined card', makeCheckout({ order: ORDERS.declined }), 'declined'],
    [
      'a bank transfer pending',
      makeCheckout({ order: ORDERS.bankTransfer }),
      { pendingBankTransfer: 'waiting' },
    ],
    [
      'a payment processing',
      makeCheckout({ order: ORDERS.processing }),
      { processing: { patient: 'waiting' } },
    ],
    [
      'a 3-D Secure without its page',
      makeCheckout({ order: ORDERS.actionWithoutPage }),
      { processing: { patient: 'waiting' } },
    ],
    ['billing data complete', makeCheckout({ billing_complete: true }), { paymentMethods: 'choosing' }],
  ] as const)('resumes %s in its true state', async (_, checkout, expected) => {
    const p = startPurchase()
    await p.answer('loadOrder', checkout)
    expect(p.state().value).toEqual(expected)
    // Resuming never opens the 3-D Secure page by itself: the user may just have come back from it.
    expect(p.opened).toEqual([])
  })

  it('shows why a declined card was refused on reload', async () => {
    const p = startPurchase()
    await p.answer('loadOrder', makeCheckout({ order: ORDERS.declined }))
    expect(p.view()).toMatchObject({
      status: 'declined',
      step: 'payment-methods',
      declineReason: 'insufficient_funds',
    })
  })

  it('retries a failed load on request', async () => {
    const p = startPurchase()
    await p.fail('loadOrder', apiError(503))
    expect(p.view()).toMatchObject({ status: 'loadFailed', error: { call: 'loadOrder', status: 503 } })
    p.actor.send({ type: 'purchase.retry' })
    expect(p.state().value).toBe('loading')
    expect(p.view().error).toBeNull()
    await p.answer('loadOrder', makeCheckout({ owned: true }))
    expect(p.state().value).toBe('alreadyOwned')
  })

  it('keeps one idempotency key per attempt: the same after a failed call, a new one after a decline', async () => {
    const p = await atPaymentStep()
    p.actor.send({ type: 'purchase.pay' })
    await p.fail('pay', apiError(503))
    expect(p.view()).toMatchObject({
      status: 'paymentMethods',
      error: { call: 'pay', status: 503 },
      canPay: true,
    })

    p.actor.send({ type: 'purchase.pay' })
    expect((p.inputOf('pay') as PayInput).idempotencyKey).toBe('chk:1')
    await p.answer('pay', ORDERS.declined)
    expect(p.view()).toMatchObject({ status: 'declined', declineReason: 'insufficient_funds', canPay: false })

    p.actor.send({ type: 'purchase.tryAgain' })
    expect(p.view()).toMatchObject({
      status: 'paymentMethods',
      method: { type: 'card', pmid: VISA.id },
      declineReason: null,
    })
    p.actor.send({ type: 'purchase.pay' })
    expect((p.inputOf('pay') as PayInput).idempotencyKey).toBe('chk:2')
  })

  it('a buy that refuses the saved billing data (422 naming fiscal_code) goes back to the billing form, then pays with a new attempt (issue 36)', async () => {
    const p = await atPaymentStep()
    p.actor.send({ type: 'purchase.pay' })
    await p.fail('pay', apiError(422, { fiscal_code: ['Il codice fiscale non è valido.'] }))
    expect(p.view()).toMatchObject({
      status: 'billingInformation',
      step: 'billing-information',
      error: { call: 'pay', status: 422, fields: { fiscal_code: ['Il codice fiscale non è valido.'] } },
    })
    // the payment step waits for the data to be saved again
    p.actor.send({ type: 'purchase.goToStep', step: 'payment-methods' })
    expect(p.view().status).toBe('billingInformation')
    p.actor.send({
      type: 'purchase.submitBilling',
      billing: { ...BILLING, fiscal_code: 'WLKGDI98D52F205V' } as never,
    })
    await p.answer('saveBilling', { ...BILLING, fiscal_code: 'WLKGDI98D52F205V' })
    expect(p.view()).toMatchObject({ status: 'paymentMethods', error: null })
    p.actor.send({ type: 'purchase.pay' })
    expect((p.inputOf('pay') as PayInput).idempotencyKey).toBe('chk:2')
  })

  it('a 422 on other fields (a coupon) stays on the payment step', async () => {
    const p = await atPaymentStep()
    p.actor.send({ type: 'purchase.pay' })
    await p.fail('pay', apiError(422, { coupon: ['Il coupon è scaduto'] }))
    expect(p.view()).toMatchObject({ status: 'paymentMethods', error: { call: 'pay', status: 422 } })
  })

  it('starts a new attempt when the method or the coupon changes after a failed call', async () => {
    const p = await atPaymentStep(makeInput({ allowsBankTransfer: true }))
    p.actor.send({ type: 'purchase.pay' })
    await p.fail('pay', apiError(500))
    p.actor.send({ type: 'purchase.selectMethod', method: { type: 'bankTransfer' } })
    p.actor.send({ type: 'purchase.pay' })
    expect(p.inputOf('pay')).toMatchObject({ method: { type: 'bankTransfer' }, idempotencyKey: 'chk:2' })
    await p.fail('pay', apiError(500))

    p.actor.send({ type: 'purchase.applyCoupon', code: ' ESTATE25 ' })
    expect(p.view().isCheckingCoupon).toBe(true)
    expect(p.inputOf('checkCoupon')).toEqual({ code: 'ESTATE25', product: COURSE })
    await p.answer('checkCoupon', { code: 'ESTATE25', price_cents: 3675, discount_cents: 1225 })
    expect(p.view()).toMatchObject({
      coupon: 'ESTATE25',
      price: { listCents: 4900, dueCents: 3675, discountCents: 1225, isFree: false },
    })
    p.actor.send({ type: 'purchase.pay' })
    expect(p.inputOf('pay')).toMatchObject({ coupon: 'ESTATE25', idempotencyKey: 'chk:3' })
  })

  it('says why a coupon does not apply, and can remove an applied one', async () => {
    const p = await atPaymentStep()
    p.actor.send({ type: 'purchase.applyCoupon', code: '   ' })
    expect(p.live()).toHaveLength(0)
    p.actor.send({ type: 'purchase.applyCoupon', code: 'SCADUTO' })
    await p.fail('checkCoupon', apiError(422, { code: ['Il coupon è scaduto'] }))
    expect(p.view()).toMatchObject({
      coupon: null,
      error: { call: 'checkCoupon', status: 422, fields: { code: ['Il coupon è scaduto'] } },
    })
    p.actor.send({ type: 'purchase.applyCoupon', code: 'GRATIS' })
    await p.answer('checkCoupon', { code: 'GRATIS', price_cents: 0, discount_cents: 4900 })
    expect(p.view().price?.isFree).toBe(true)
    p.actor.send({ type: 'purchase.removeCoupon' })
    expect(p.view()).toMatchObject({ coupon: null, price: { dueCents: 4900 } })
  })

  it('tokenises a new card before paying with it, and never keeps the number', async () => {
    const p = await atPaymentStep()
    p.actor.send({ type: 'purchase.selectMethod', method: { type: 'newCard' } })
    expect(p.view().canPay).toBe(false)
    expect(p.view({ card: CARD_FORM }).canPay).toBe(true)
    p.actor.send({ type: 'purchase.pay' })
    p.actor.send({ type: 'purchase.pay', card: { ...CARD_FORM, number: '4242 4242 4242 4241' } })
    expect(p.live()).toHaveLength(0)

    p.actor.send({ type: 'purchase.pay', card: { ...CARD_FORM, number: '4000 0000 0000 0002' } })
    expect(p.state().value).toEqual({ paymentMethods: 'tokenizing' })
    await p.fail('tokenizeCard', apiError(422, { exp_year: ['La carta è scaduta'] }))
    expect(p.view()).toMatchObject({ status: 'paymentMethods', error: { call: 'tokenizeCard' } })

    p.actor.send({ type: 'purchase.pay', card: CARD_FORM })
    expect(p.inputOf('tokenizeCard')).toEqual(CARD_FORM)
    await p.answer('tokenizeCard', NEW_CARD)
    expect(p.state().value).toBe('paying')
    expect(p.inputOf('pay')).toMatchObject({
      method: { type: 'card', pmid: NEW_CARD.id },
      idempotencyKey: 'chk:1',
    })
    expect(p.view().cards).toEqual([VISA, NEW_CARD])
    expect(JSON.stringify(p.state().context)).not.toContain('4242 4242')
  })

  it("takes a new card from the provider's own field (Stripe Elements), only once it is complete", async () => {
    const p = await atPaymentStep()
    p.actor.send({ type: 'purchase.selectMethod', method: { type: 'newCard' } })
    expect(p.view({ card: { provider: 'stripe' } }).canPay).toBe(true)
    // Anything else without the numbers is no card.
    p.actor.send({ type: 'purchase.pay', card: { provider: 'paypal' } as never })
    expect(p.live()).toHaveLength(0)
    p.actor.send({ type: 'purchase.pay', card: { provider: 'stripe' } })
    expect(p.inputOf('tokenizeCard')).toEqual({ provider: 'stripe' })
    await p.answer('tokenizeCard', NEW_CARD)
    expect(p.inputOf('pay')).toMatchObject({ method: { type: 'card', pmid: NEW_CARD.id } })
  })

  it('sends the user to 3-D Secure, polls, and completes when they come back', async () => {
    const p = await atPaymentStep()
    p.actor.send({ type: 'purchase.pay' })
    await p.answer('pay', ORDERS.actionRequired)
    expect(p.state().value).toEqual({ threeDSecure: 'awaiting' })
    expect(p.opened).toEqual([THREE_DS_URL])

    p.clock.increment(PURCHASE_POLL_MS)
    expect(p.state().value).toEqual({ threeDSecure: 'checking' })
    await p.answer('loadOrder', makeCheckout({ order: ORDERS.actionRequired }))
    expect(p.state().value).toEqual({ threeDSecure: 'awaiting' })
    expect(p.opened).toHaveLength(1)

    p.actor.send({ type: 'purchase.authenticate' })
    expect(p.opened).toEqual([THREE_DS_URL, THREE_DS_URL])

    p.actor.send({ type: 'purchase.returned' })
    await p.answer('loadOrder', makeCheckout({ order: ORDERS.succeeded, owned: true }))
    expect(p.state().value).toBe('orderCompleted')
  })

  it('lets the user leave 3-D Secure for another card, and declines a failed authentication', async () => {
    const p = await atPaymentStep()
    p.actor.send({ type: 'purchase.pay' })
    await p.answer('pay', ORDERS.actionRequired)
    p.actor.send({ type: 'purchase.tryAgain' })
    expect(p.view()).toMatchObject({ status: 'paymentMethods', orderId: undefined })

    p.actor.send({ type: 'purchase.pay' })
    expect((p.inputOf('pay') as PayInput).idempotencyKey).toBe('chk:2')
    await p.answer('pay', ORDERS.actionRequired)
    p.actor.send({ type: 'purchase.paymentFailed', orderId: ORDER_ID, reason: 'authentication_failed' })
    expect(p.view()).toMatchObject({ status: 'declined', declineReason: 'authentication_failed' })
  })

  it('pays with PayPal (issue 36): the approval page opens, and its approval completes the order', async () => {
    const p = await atPaymentStep()
    p.actor.send({ type: 'purchase.selectMethod', method: { type: 'paypal' } })
    expect(p.view().method).toEqual({ type: 'paypal' })
    p.actor.send({ type: 'purchase.pay' })
    expect(p.inputOf('pay')).toMatchObject({ method: { type: 'paypal' }, idempotencyKey: 'chk:1' })
    await p.answer('pay', ORDERS.paypalApproval)
    expect(p.state().value).toEqual({ paypalApproval: 'awaiting' })
    expect(p.view()).toMatchObject({ status: 'paypalApproval', step: 'payment-methods' })
    expect(p.opened).toEqual([PAYPAL_URL])
    p.actor.send({ type: 'purchase.authenticate' })
    expect(p.opened).toEqual([PAYPAL_URL, PAYPAL_URL])
    // The approval's webhook, through the notifications machine.
    p.actor.send({ type: 'purchase.paymentSucceeded', orderId: ORDER_ID })
    expect(p.state().value).toBe('orderCompleted')
  })

  it('comes back from a PayPal cancel to a clear message, and lets the user pick another method', async () => {
    // Back from PayPal's page: the page loads again and finds the order cancelled there.
    const p = startPurchase(makeInput({ requiresBilling: false }))
    await p.answer('loadOrder', makeCheckout({ order: ORDERS.paypalCanceled }))
    expect(p.view()).toMatchObject({
      status: 'paypalCanceled',
      step: 'payment-methods',
      declineReason: 'paypal_canceled',
    })
    expect(p.opened).toEqual([])
    p.actor.send({ type: 'purchase.selectMethod', method: { type: 'card', pmid: VISA.id } })
    expect(p.view()).toMatchObject({ status: 'paymentMethods', method: { type: 'card', pmid: VISA.id } })
    expect(p.state().context.order).toBeNull()

    // Cancelled while the checkout waits (another tab): the poll finds it.
    p.actor.send({ type: 'purchase.selectMethod', method: { type: 'paypal' } })
    p.actor.send({ type: 'purchase.pay' })
    await p.answer('pay', ORDERS.paypalApproval)
    p.actor.send({ type: 'purchase.returned' })
    await p.answer('loadOrder', makeCheckout({ order: ORDERS.paypalCanceled }))
    expect(p.view().status).toBe('paypalCanceled')
    p.actor.send({ type: 'purchase.tryAgain' })
    expect(p.view()).toMatchObject({ status: 'paymentMethods', orderId: undefined })
  })

  it('waits for the webhook while processing, polling as a fallback, and says when it takes longer', async () => {
    const p = await atPaymentStep()
    p.actor.send({ type: 'purchase.pay' })
    await p.answer('pay', ORDERS.processing)
    expect(p.view()).toMatchObject({ status: 'processing', step: 'payment-methods', takingLonger: false })
    expect(p.view({ pendingStep: true }).step).toBe('payment-pending')

    // Someone else's order (another tab buying something else) changes nothing.
    p.actor.send({ type: 'purchase.paymentSucceeded', orderId: 99 })
    p.actor.send({ type: 'purchase.paymentSucceeded', product: { type: 'feature', id: 12 } })
    p.actor.send({ type: 'purchase.paymentSucceeded' })
    expect(p.view().status).toBe('processing')

    // Every poll answers "still processing" (or fails) for about PURCHASE_MAX_WAIT_MS.
    for (let poll = 1; poll <= PURCHASE_MAX_WAIT_MS / PURCHASE_POLL_MS; poll++) {
      expect(p.view().takingLonger).toBe(false)
      p.clock.increment(PURCHASE_POLL_MS)
      expect(p.inputOf('loadOrder')).toEqual({ product: COURSE })
      if (poll % 2) await p.answer('loadOrder', makeCheckout({ order: ORDERS.processing }))
      else await p.fail('loadOrder', apiError(503))
    }
    expect(p.view()).toMatchObject({ status: 'processing', takingLonger: true })
    // Then it asks less often.
    p.clock.increment(PURCHASE_POLL_MS)
    expect(p.inputOf('loadOrder')).toBeUndefined()
    p.clock.increment(PURCHASE_SLOW_POLL_MS - PURCHASE_POLL_MS)
    await p.answer('loadOrder', makeCheckout({ order: ORDERS.processing }))
    expect(p.view().takingLonger).toBe(true)

    p.actor.send({ type: 'purchase.paymentSucceeded', orderId: ORDER_ID })
    expect(p.state().value).toBe('orderCompleted')
    expect(p.live()).toHaveLength(0)
    expect(p.emitted).toEqual([
      { type: 'purchase.completed', product: COURSE, order: { ...ORDERS.processing, status: 'succeeded' } },
    ])
  })

  it('turns a failed payment event or a declined poll answer into a decline', async () => {
    const viaEvent = await atPaymentStep()
    viaEvent.actor.send({ type: 'purchase.pay' })
    await viaEvent.answer('pay', ORDERS.processing)
    viaEvent.actor.send({ type: 'purchase.paymentFailed', product: COURSE })
    expect(viaEvent.view()).toMatchObject({ status: 'declined', declineReason: 'generic_decline' })

    const viaPoll = await atPaymentStep()
    viaPoll.actor.send({ type: 'purchase.pay' })
    await viaPoll.answer('pay', ORDERS.processing)
    viaPoll.clock.increment(PURCHASE_POLL_MS)
    await viaPoll.answer('loadOrder', makeCheckout({ order: ORDERS.declined }))
    expect(viaPoll.view()).toMatchObject({ status: 'declined', declineReason: 'insufficient_funds' })
  })

  it('shows the bank transfer details until the transfer is confirmed', async () => {
    const refused = await atPaymentStep()
    refused.actor.send({ type: 'purchase.selectMethod', method: { type: 'bankTransfer' } })
    expect(refused.state().context.method).toEqual({ type: 'card', pmid: VISA.id })

    const p = await atPaymentStep(makeInput({ allowsBankTransfer: true }))
    expect(p.view().canUseBankTransfer).toBe(true)
    p.actor.send({ type: 'purchase.selectMethod', method: { type: 'bankTransfer' } })
    p.actor.send({ type: 'purchase.pay' })
    expect(p.inputOf('pay')).toMatchObject({ method: { type: 'bankTransfer' } })
    await p.answer('pay', ORDERS.bankTransfer)
    expect(p.view({ pendingStep: true })).toMatchObject({
      status: 'pendingBankTransfer',
      step: 'payment-pending',
      bankTransfer: { iban: 'IT60X0542811101000000123456', reference: 'AULA-2025-000041' },
    })
    p.actor.send({ type: 'purchase.paymentSucceeded', product: COURSE })
    expect(p.state().value).toBe('orderCompleted')
  })

  it('asks for a pending transfer only now and then, as a fallback for a missed notification', async () => {
    const p = startPurchase()
    await p.answer('loadOrder', makeCheckout({ order: ORDERS.bankTransfer }))
    p.clock.increment(PURCHASE_POLL_MS)
    expect(p.live()).toEqual([])
    p.clock.increment(PURCHASE_SLOW_POLL_MS - PURCHASE_POLL_MS)
    expect(p.live().map((call) => call.id)).toEqual(['loadOrder'])
    await p.answer('loadOrder', makeCheckout({ order: ORDERS.bankTransfer }))
    expect(p.state().value).toEqual({ pendingBankTransfer: 'waiting' })
    p.clock.increment(PURCHASE_SLOW_POLL_MS)
    await p.answer('loadOrder', makeCheckout({ order: ORDERS.succeeded, owned: true }))
    expect(p.state().value).toBe('orderCompleted')
    expect(p.emitted).toHaveLength(1)
  })

  it('stops new attempts after maxAttempts declines', async () => {
    const p = await atPaymentStep(makeInput({ maxAttempts: 2 }))
    for (let attempt = 1; attempt <= 2; attempt++) {
      expect(p.view()).toMatchObject({ canPay: true, attemptsLeft: 3 - attempt })
      p.actor.send({ type: 'purchase.pay' })
      await p.answer('pay', ORDERS.declined)
      p.actor.send({ type: 'purchase.tryAgain' })
    }
    expect(p.view()).toMatchObject({ canPay: false, attemptsLeft: 0 })
    p.actor.send({ type: 'purchase.selectMethod', method: { type: 'newCard' } })
    expect(p.view({ card: CARD_FORM }).canPay).toBe(false)
  })

  it('enrols in a free product with no billing step and no card', async () => {
    const free = makeCheckout({
      product: { ...COURSE, title: 'Corso gratuito', price_cents: 0, currency: 'EUR' },
      payment_methods: [],
    })
    const p = startPurchase(makeInput({ requiresBilling: false }))
    await p.answer('loadOrder', free)
    expect(p.view()).toMatchObject({ status: 'paymentMethods', canEditBilling: false, canPay: true })
    p.actor.send({ type: 'purchase.pay' })
    expect(p.inputOf('pay')).toMatchObject({ method: { type: 'free' }, coupon: null })
    await p.answer('pay', ORDERS.succeeded)
    expect(p.state().value).toBe('orderCompleted')
  })

  it('follows the route between billing and payment only where the flow allows it', async () => {
    const p = await atPaymentStep()
    p.actor.send({ type: 'purchase.goToStep', step: 'billing-information' })
    expect(p.view().step).toBe('billing-information')
    p.actor.send({ type: 'purchase.goToStep', step: 'payment-methods' })
    expect(p.view().step).toBe('payment-methods')

    const incomplete = startPurchase()
    await incomplete.answer('loadOrder', makeCheckout())
    incomplete.actor.send({ type: 'purchase.goToStep', step: 'payment-methods' })
    expect(incomplete.view().step).toBe('billing-information')

    const noBilling = await atPaymentStep(makeInput({ requiresBilling: false }))
    noBilling.actor.send({ type: 'purchase.goToStep', step: 'billing-information' })
    expect(noBilling.view().step).toBe('payment-methods')
  })
})

describe('purchaseEventFromNotification', () => {
  const note = (slug_type: string, data: Record<string, unknown>): Notification => ({
    id: 1,
    slug_type,
    data,
    read_at: null,
    created_at: '2025-03-01T10:00:00Z',
  })

  it('maps the payment notifications to the purchase events, and nothing else', () => {
    const purchased = note('product_purchased', { order_id: 41, product_type: 'course', product_id: 12 })
    expect(
      purchaseEventFromNotification({ type: 'notifications.productPurchased', notification: purchased }),
    ).toEqual({
      type: 'purchase.paymentSucceeded',
      orderId: 41,
      product: COURSE,
    })
    const subscribed = note('subscription_active', { product_id: 3 })
    expect(
      purchaseEventFromNotification({ type: 'notifications.subscriptionPaid', notification: subscribed }),
    ).toEqual({
      type: 'purchase.paymentSucceeded',
      orderId: undefined,
      product: { type: 'subscription', id: 3 },
    })
    const failed = note('stripe_requires_payment_method', { order_id: 41, decline_reason: 'expired_card' })
    expect(
      purchaseEventFromNotification({ type: 'notifications.paymentFailed', notification: failed }),
    ).toEqual({
      type: 'purchase.paymentFailed',
      orderId: 41,
      product: undefined,
      reason: 'expired_card',
    })
    const garbled = note('product_purchased', { order_id: 'x' })
    expect(
      purchaseEventFromNotification({ type: 'notifications.productPurchased', notification: garbled }),
    ).toEqual({
      type: 'purchase.paymentSucceeded',
      orderId: undefined,
      product: undefined,
    })
    expect(
      purchaseEventFromNotification({
        type: 'notifications.received',
        notification: note('new_follower', {}),
      }),
    ).toBeUndefined()
  })
})
