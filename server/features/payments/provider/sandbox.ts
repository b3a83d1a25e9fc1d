/**
 * The embedded payment provider: Stripe's objects and test cards, in Aula's own database
 * (sandbox_* tables, which keep no card number), real in behaviour — idempotency keys, 3-D
 * Secure through a challenge page, declines with Stripe's codes, signed webhooks delivered
 * asynchronously (sometimes twice, sometimes late, as Stripe's are), and a test clock. Its
 * options, errors, constants and the objects it makes of its rows are in sandbox-objects.ts.
 */
import { createHmac } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { sandboxPaymentIntents, sandboxPaymentMethods, sandboxState } from '../tables.ts'
import { signPayload, verifySignature, SignatureError } from './signature.ts'
import { brandOf, DECLINE_OF, TEST_CARDS, type CardBehaviour } from './test-cards.ts'
import {
  CHARGE_REFUNDED,
  ProviderError,
  type Charge,
  type CreatePaymentIntent,
  type CreateSetupIntent,
  type PaymentIntent,
  type PaymentIntentEventType,
  type PaymentMethod,
  type PaymentProvider,
  type Refund,
  type RefundReason,
  type SetupIntent,
  type WebhookEvent,
} from './types.ts'
import {
  CardError,
  isSetupIntent,
  LOST_ANSWER,
  newId,
  PAYPAL_BRAND,
  PAYPAL_CANCELED,
  PAYPAL_FAILING_PAYER,
  PROCESSING_MS,
  toPaymentIntent,
  toPaymentMethod,
  toSetupIntent,
  type Delivery,
  type IntentRow,
  type SandboxOptions,
} from './sandbox-objects.ts'

export {
  CardError,
  isSetupIntent,
  LOST_ANSWER,
  PAYPAL_BRAND,
  PAYPAL_CANCELED,
  PAYPAL_FAILING_PAYER,
  PAYPAL_PAYER,
  PAYPAL_PAYERS,
  PROCESSING_MS,
  type DeliverEvent,
  type Delivery,
  type SandboxOptions,
} from './sandbox-objects.ts'

const CLOCK_KEY = 'clock_offset_seconds'

/** The customer of a detached card: none can attach or charge it again. */
const DETACHED = 'detached'

export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const
  /** How events are delivered; tests change it. */
  delivery: Delivery

  /** How long the processing card's charge takes to settle; tests change it. */
  processingMs: number

  constructor(private readonly options: SandboxOptions) {
    this.delivery = { ...options.delivery }
    this.processingMs = options.processingMs ?? PROCESSING_MS
  }

  private get db() {
    return this.options.db
  }

  async clockOffsetSeconds(): Promise<number> {
    const [row] = await this.db.select().from(sandboxState).where(eq(sandboxState.key, CLOCK_KEY))
    return row?.value ?? 0
  }

  async now(): Promise<Date> {
    return new Date(Date.now() + (await this.clockOffsetSeconds()) * 1000)
  }

  /** The test clock: moves the sandbox's time forward. */
  async advanceClock(seconds: number): Promise<Date> {
    await this.db
      .insert(sandboxState)
      .values({ key: CLOCK_KEY, value: seconds })
      .onConflictDoUpdate({
        target: sandboxState.key,
        set: { value: sql`${sandboxState.value} + ${seconds}` },
      })
    return this.now()
  }

  async createCustomer(): Promise<{ id: string }> {
    return { id: newId('cus') }
  }

  /** Tokenisation (the role Stripe.js plays): the card is checked, only its public part kept. */
  async createPaymentMethod(card: {
    number: string
    exp_month: number
    exp_year: number
    cvc: string
  }): Promise<PaymentMethod> {
    // What the card fields already say as the buyer types (CVC length, expiry) comes first, so the
    // server's reason is theirs; then whether the sandbox knows the card.
    const brand = brandOf(card.number)
    if (card.cvc.length !== (brand === 'amex' ? 4 : 3)) throw new CardError('cvc', 'cvc_length')
    const now = await this.now()
    const month = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1
    if (card.exp_year * 12 + card.exp_month < month) throw new CardError('exp_month', 'expired')
    const behaviour: CardBehaviour | undefined = TEST_CARDS[card.number]
    if (!behaviour) throw new CardError('number', 'not_a_test_card')
    const [row] = await this.db
      .insert(sandboxPaymentMethods)
      .values({
        id: newId('pm'),
        brand,
        last4: card.number.slice(-4),
        exp_month: card.exp_month,
        exp_year: card.exp_year,
        behaviour,
      })
      .returning()
    return toPaymentMethod(row)
  }

  async retrievePaymentMethod(id: string): Promise<PaymentMethod> {
    return toPaymentMethod(await this.methodRow(id))
  }

  private async methodRow(id: string) {
    const [row] = await this.db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.id, id))
    if (!row) throw new ProviderError('resource_missing', `No such PaymentMethod: '${id}'`)
    return row
  }

  async attachPaymentMethod(id: string, customer: string): Promise<PaymentMethod> {
    const [row] = await this.db
      .update(sandboxPaymentMethods)
      .set({ customer_id: customer })
      .where(
        sql`${sandboxPaymentMethods.id} = ${id} and (${sandboxPaymentMethods.customer_id} is null or ${sandboxPaymentMethods.customer_id} = ${customer})`,
      )
      .returning()
    if (row) return toPaymentMethod(row)
    await this.methodRow(id)
    throw new ProviderError('payment_method_in_use', 'The payment method belongs to another customer.')
  }

  async detachPaymentMethod(id: string): Promise<void> {
    // Stripe refuses a detached card for any later attach or charge: no customer will ever match.
    await this.db
      .update(sandboxPaymentMethods)
      .set({ customer_id: DETACHED })
      .where(eq(sandboxPaymentMethods.id, id))
  }

  async createPaymentIntent(params: CreatePaymentIntent): Promise<PaymentIntent> {
    if (!params.payment_method) {
      if (params.payment_method_type !== 'paypal')
        throw new ProviderError('invalid_request', 'A payment_method is required.')
      return this.createPaypalIntent(params)
    }
    const method = await this.methodRow(params.payment_method)
    if (method.customer_id !== params.customer)
      throw new ProviderError('payment_method_in_use', 'The payment method belongs to another customer.')
    const behaviour = method.behaviour as CardBehaviour
    const needsAction = behaviour === 'three_d_secure'
    const decline =
      needsAction && params.off_session
        ? 'authentication_required'
        : method.brand === PAYPAL_BRAND && DECLINE_OF[behaviour]
          ? 'generic_decline'
          : DECLINE_OF[behaviour]
    const status = decline
      ? 'requires_payment_method'
      : needsAction
        ? 'requires_action'
        : behaviour === 'processing'
          ? 'processing'
          : 'succeeded'
    const [inserted] = await this.db
      .insert(sandboxPaymentIntents)
      .values({
        id: newId('pi'),
        idempotency_key: params.idempotencyKey,
        amount: params.amount,
        currency: 'eur',
        customer_id: params.customer,
        payment_method_id: params.payment_method,
        payment_method_type: method.brand === PAYPAL_BRAND ? 'paypal' : 'card',
        status,
        decline_code: decline ?? null,
        return_url: params.return_url,
        metadata: params.metadata,
      })
      .onConflictDoNothing({ target: sandboxPaymentIntents.idempotency_key })
      .returning()
    // The same idempotency key answers the intent it created the first time: no second charge.
    if (!inserted) return this.intentOfKey(params.idempotencyKey)
    const intent = toPaymentIntent(inserted)
    if (status === 'succeeded') this.emit('payment_intent.succeeded', intent)
    if (status === 'requires_payment_method') this.emit('payment_intent.payment_failed', intent)
    if (status === 'processing') this.settleProcessingLater(intent.id)
    if (this.delivery.beforeAnswer) await this.settle()
    if (this.answersToLose > 0) {
      this.answersToLose--
      throw new ProviderError('unavailable', LOST_ANSWER)
    }
    return intent
  }

  private async intentOfKey(idempotencyKey: string): Promise<PaymentIntent> {
    const [existing] = await this.db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.idempotency_key, idempotencyKey))
    return toPaymentIntent(existing)
  }

  /**
   * A PayPal account saved without a purchase (issue 36): Stripe's setup intent, kept here with the
   * payment intents (amount 0, `seti_` ids, kept for off-session use) so that the same approval page
   * approves or cancels it; it sends no webhook (Aula reads it when the user comes back).
   */
  async createSetupIntent(params: CreateSetupIntent): Promise<SetupIntent> {
    const [inserted] = await this.db
      .insert(sandboxPaymentIntents)
      .values({
        id: newId('seti'),
        idempotency_key: `seti:${params.idempotencyKey}`,
        amount: 0,
        currency: 'eur',
        customer_id: params.customer,
        payment_method_type: 'paypal',
        setup_future_usage: 'off_session',
        status: 'requires_action',
        return_url: params.return_url,
        metadata: {},
      })
      .onConflictDoNothing({ target: sandboxPaymentIntents.idempotency_key })
      .returning()
    // The same idempotency key answers the setup intent it created the first time.
    const row =
      inserted ??
      (
        await this.db
          .select()
          .from(sandboxPaymentIntents)
          .where(eq(sandboxPaymentIntents.idempotency_key, `seti:${params.idempotencyKey}`))
      )[0]
    if (this.answersToLose > 0) {
      this.answersToLose--
      throw new ProviderError('unavailable', LOST_ANSWER)
    }
    return toSetupIntent(row)
  }

  async retrieveSetupIntent(id: string): Promise<SetupIntent> {
    if (!isSetupIntent(id)) throw new ProviderError('resource_missing', `No such SetupIntent: '${id}'`)
    return toSetupIntent(await this.intentRow(id))
  }

  /**
   * PayPal as a Stripe payment method (issue 36): payment_method_data { type: 'paypal' } confirmed
   * at once is an intent in requires_action whose next action is PayPal's approval page (here the
   * sandbox's own, /api/sandbox/paypal/{id}); approving it makes the payment method and captures.
   */
  private async createPaypalIntent(params: CreatePaymentIntent): Promise<PaymentIntent> {
    const [inserted] = await this.db
      .insert(sandboxPaymentIntents)
      .values({
        id: newId('pi'),
        idempotency_key: params.idempotencyKey,
        amount: params.amount,
        currency: 'eur',
        customer_id: params.customer,
        payment_method_type: 'paypal',
        setup_future_usage: params.setup_future_usage ?? null,
        status: 'requires_action',
        return_url: params.return_url,
        metadata: params.metadata,
      })
      .onConflictDoNothing({ target: sandboxPaymentIntents.idempotency_key })
      .returning()
    if (!inserted) return this.intentOfKey(params.idempotencyKey)
    if (this.answersToLose > 0) {
      this.answersToLose--
      throw new ProviderError('unavailable', LOST_ANSWER)
    }
    return toPaymentIntent(inserted)
  }

  /**
   * The buyer approved on the sandbox's PayPal page with one of its accounts: the PayPal payment
   * method is made (attached to the customer when the intent keeps it for later: a billing
   * agreement), the payment captured, and `payment_intent.succeeded` sent. The account
   * `fail-renewal@paypal.test` pays now and is declined when charged later (like card 0341).
   * Only an intent still waiting for approval moves; any other is answered as it is.
   */
  async approvePaypal(intentId: string, payerEmail: string): Promise<PaymentIntent> {
    const pmid = `pm_paypal_${intentId.replace(/^pi_/, '')}`
    const row = await this.db.transaction(async (tx) => {
      const [approved] = await tx
        .update(sandboxPaymentIntents)
        .set({ status: 'succeeded', payment_method_id: pmid, decline_code: null })
        .where(
          sql`${sandboxPaymentIntents.id} = ${intentId} and ${sandboxPaymentIntents.status} = 'requires_action' and ${sandboxPaymentIntents.payment_method_type} = 'paypal'`,
        )
        .returning()
      if (!approved) return undefined
      await tx.insert(sandboxPaymentMethods).values({
        id: pmid,
        customer_id: approved.setup_future_usage ? approved.customer_id : null,
        brand: PAYPAL_BRAND,
        last4: '',
        exp_month: 0,
        exp_year: 0,
        behaviour: payerEmail === PAYPAL_FAILING_PAYER ? 'charge_fails' : 'succeeds',
        payer_email: payerEmail,
      })
      return approved
    })
    if (!row) return this.retrievePaymentIntent(intentId)
    const intent = toPaymentIntent(row)
    if (!isSetupIntent(intentId)) this.emit('payment_intent.succeeded', intent)
    return intent
  }

  /**
   * The buyer cancelled on the PayPal page: as Stripe does, the intent goes back to
   * requires_payment_method (another method may confirm it) with the authentication failure,
   * which Aula names `paypal_canceled`, and `payment_intent.payment_failed` is sent.
   */
  async cancelPaypal(intentId: string): Promise<PaymentIntent> {
    const [row] = await this.db
      .update(sandboxPaymentIntents)
      .set({ status: 'requires_payment_method', decline_code: PAYPAL_CANCELED })
      .where(
        sql`${sandboxPaymentIntents.id} = ${intentId} and ${sandboxPaymentIntents.status} = 'requires_action' and ${sandboxPaymentIntents.payment_method_type} = 'paypal'`,
      )
      .returning()
    if (!row) return this.retrievePaymentIntent(intentId)
    const intent = toPaymentIntent(row)
    if (!isSetupIntent(intentId)) this.emit('payment_intent.payment_failed', intent)
    return intent
  }

  /** The signature of the PayPal page's form, so no other page can approve a payment. */
  paypalSignature(intentId: string): string {
    return createHmac('sha256', this.options.signingKey)
      .update(`paypal:${intentId}`)
      .digest('hex')
      .slice(0, 40)
  }

  /** The next `count` charges are made but answered with a lost connection (see LOST_ANSWER). */
  loseAnswers(count = 1): void {
    this.answersToLose = count
  }
  private answersToLose = 0

  /** The whole charge back; the reason (duplicate, requested_by_customer) changes nothing here. */
  async refundPaymentIntent(id: string, idempotencyKey: string, _reason?: RefundReason): Promise<Refund> {
    const refundId = `re_${createHmac('sha256', this.options.signingKey).update(`refund:${idempotencyKey}`).digest('hex').slice(0, 24)}`
    const [row] = await this.db
      .update(sandboxPaymentIntents)
      .set({ amount_refunded: sql`${sandboxPaymentIntents.amount}` })
      .where(
        sql`${sandboxPaymentIntents.id} = ${id} and ${sandboxPaymentIntents.status} = 'succeeded' and ${sandboxPaymentIntents.amount_refunded} = 0`,
      )
      .returning()
    const intent = row ?? (await this.intentRow(id))
    // Refunded before (the same key again): the same refund. Never charged: nothing to give back.
    if (!row && intent.amount_refunded === 0)
      throw new ProviderError('invalid_request', `PaymentIntent ${id} has no successful charge to refund.`)
    // The charge given back, announced as Stripe does (once: a second call finds it refunded).
    if (row)
      this.emitEvent(CHARGE_REFUNDED, {
        id: `ch_${id.replace(/^pi_/, '')}`,
        object: 'charge',
        payment_intent: id,
        amount: row.amount,
        amount_refunded: row.amount_refunded,
        refunded: true,
      } satisfies Charge)
    return { id: refundId, payment_intent: id, amount: intent.amount, status: 'succeeded' }
  }

  /** What the sandbox gave back of an intent (tests read it as a Stripe dashboard would show it). */
  async refundedOf(id: string): Promise<number> {
    return (await this.intentRow(id)).amount_refunded
  }

  async retrievePaymentIntent(id: string): Promise<PaymentIntent> {
    const row = await this.intentRow(id)
    // Asked after it was due (the timer died with a restart): it has settled by now all the same.
    if (row.status === 'processing' && Date.now() - row.created_at.getTime() >= this.processingMs)
      return toPaymentIntent((await this.settleProcessing(id)) ?? (await this.intentRow(id)))
    return toPaymentIntent(row)
  }

  /** Processing charges waiting for their time, by intent: settling one early stops its timer. */
  private timers = new Map<string, () => void>()

  /** The processing card's charge succeeds later, announced by its webhook like any other. */
  private settleProcessingLater(id: string): void {
    const settling = new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        this.timers.delete(id)
        this.settleProcessing(id).then(
          () => resolve(),
          () => resolve(),
        )
      }, this.processingMs)
      this.timers.set(id, () => {
        clearTimeout(timer)
        this.timers.delete(id)
        resolve()
      })
    })
    this.pending.add(settling)
    void settling.finally(() => this.pending.delete(settling))
  }

  private async settleProcessing(id: string): Promise<IntentRow | undefined> {
    this.timers.get(id)?.()
    const [row] = await this.db
      .update(sandboxPaymentIntents)
      .set({ status: 'succeeded' })
      .where(sql`${sandboxPaymentIntents.id} = ${id} and ${sandboxPaymentIntents.status} = 'processing'`)
      .returning()
    if (row) this.emit('payment_intent.succeeded', toPaymentIntent(row))
    return row
  }

  private async intentRow(id: string): Promise<IntentRow> {
    const [row] = await this.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, id))
    if (!row) throw new ProviderError('resource_missing', `No such PaymentIntent: '${id}'`)
    return row
  }

  /** Where the challenge page sends the buyer back. */
  async returnUrlOf(id: string): Promise<string> {
    return (await this.intentRow(id)).return_url ?? '/'
  }

  async cancelPaymentIntent(id: string): Promise<PaymentIntent> {
    const [row] = await this.db
      .update(sandboxPaymentIntents)
      .set({ status: 'canceled' })
      .where(sql`${sandboxPaymentIntents.id} = ${id} and ${sandboxPaymentIntents.status} <> 'succeeded'`)
      .returning()
    const intent = toPaymentIntent(row ?? (await this.intentRow(id)))
    if (row) this.emit('payment_intent.canceled', intent)
    return intent
  }

  /** The signature of the challenge page's links, so no other page can approve a payment. */
  challengeSignature(intentId: string): string {
    return createHmac('sha256', this.options.signingKey).update(`3ds:${intentId}`).digest('hex').slice(0, 40)
  }

  /** The buyer approved or failed 3-D Secure: the intent settles and its event goes out. */
  async completeChallenge(intentId: string, approve: boolean): Promise<PaymentIntent> {
    const [row] = await this.db
      .update(sandboxPaymentIntents)
      .set(
        approve
          ? { status: 'succeeded', decline_code: null }
          : { status: 'requires_payment_method', decline_code: 'authentication_failed' },
      )
      .where(
        sql`${sandboxPaymentIntents.id} = ${intentId} and ${sandboxPaymentIntents.status} = 'requires_action' and ${sandboxPaymentIntents.payment_method_type} = 'card'`,
      )
      .returning()
    if (!row) return this.retrievePaymentIntent(intentId)
    const intent = toPaymentIntent(row)
    this.emit(approve ? 'payment_intent.succeeded' : 'payment_intent.payment_failed', intent)
    return intent
  }

  verifyWebhook(rawBody: string, signature: string | undefined): WebhookEvent {
    verifySignature(rawBody, signature, this.options.webhookSecret)
    try {
      return JSON.parse(rawBody) as WebhookEvent
    } catch {
      throw new SignatureError('malformed')
    }
  }

  /** Signs an event as the webhook endpoint expects it (tests sign their own with it too). */
  sign(payload: string, timestamp = Math.floor(Date.now() / 1000)): string {
    return signPayload(payload, this.options.webhookSecret, timestamp)
  }

  private pending = new Set<Promise<void>>()

  /** Resolves when every event emitted so far has been delivered and handled (tests). */
  async settle({ drain = true }: { drain?: boolean } = {}): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending])
    if (drain) await this.options.afterDeliveries?.()
  }

  private emit(type: PaymentIntentEventType, intent: PaymentIntent): void {
    this.emitEvent(type, intent)
  }

  private emitEvent(type: string, object: PaymentIntent | Charge): void {
    const event = {
      id: newId('evt'),
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object },
    }
    const payload = JSON.stringify(event)
    const { duplicate = false, delayMs = 0 } = this.delivery
    const twice = typeof duplicate === 'number' ? Math.random() < duplicate : duplicate
    for (let copy = 0; copy < (twice ? 2 : 1); copy++) {
      const delivery = (async () => {
        // Never within the request that caused it: Stripe's events arrive on their own.
        await new Promise((resolve) => setTimeout(resolve, delayMs))
        await this.options.deliver(payload, this.sign(payload))
      })().catch(() => {})
      this.pending.add(delivery)
      void delivery.finally(() => this.pending.delete(delivery))
    }
  }
}
