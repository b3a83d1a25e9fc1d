/**
 * The payment provider on Stripe itself, through the `stripe` SDK: the same interface as the
 * sandbox (types.ts), object for object. Card data never reaches Aula: Stripe Elements makes the
 * `pm_…` in the browser; here the payment method is attached to the user's customer and charged by
 * a payment intent confirmed at once, with Aula's idempotency key as Stripe's Idempotency-Key.
 * A declined card is an intent in requires_payment_method (Stripe answers it as a card_error that
 * carries the intent), never an exception; Stripe being unreachable or overloaded is
 * ProviderError('unavailable'), which the buy turns into a retryable answer.
 */
import Stripe from 'stripe'
import { SignatureError } from './signature.ts'
import { SIGNATURE_TOLERANCE_SECONDS } from './signature.ts'
import {
  ProviderError,
  type CreatePaymentIntent,
  type CreateSetupIntent,
  type PaymentIntent,
  type PaymentIntentStatus,
  type PaymentMethod,
  type PaymentProvider,
  type Refund,
  type RefundReason,
  type SetupIntent,
  type WebhookEvent,
} from './types.ts'

export interface StripeOptions {
  secretKey: string
  webhookSecret: string
  /** Where Stripe's API is: https://api.stripe.com unless a proxy or stripe-mock stands in. */
  apiUrl?: string
  /** The SDK retries connection errors, 409, 429 and 5xx with the same Idempotency-Key. */
  maxNetworkRetries?: number
  timeoutMs?: number
}

/** Stripe's own codes that are already one of Aula's decline reasons when no decline_code comes. */
const CODE_AS_REASON: Record<string, string> = {
  payment_intent_authentication_failure: 'authentication_failed',
  authentication_required: 'authentication_required',
  expired_card: 'expired_card',
  incorrect_cvc: 'incorrect_cvc',
  processing_error: 'processing_error',
  card_declined: 'generic_decline',
}

const STATUSES: Record<string, PaymentIntentStatus> = {
  requires_payment_method: 'requires_payment_method',
  requires_action: 'requires_action',
  processing: 'processing',
  succeeded: 'succeeded',
  canceled: 'canceled',
  // Aula confirms every intent when it creates it: these are only seen if something else (the
  // Dashboard) touched it, and they are not paid, so they wait like a processing payment.
  requires_confirmation: 'processing',
  requires_capture: 'processing',
}

export function createStripeClient(options: StripeOptions): Stripe {
  const url = new URL(options.apiUrl ?? 'https://api.stripe.com')
  return new Stripe(options.secretKey, {
    host: url.hostname,
    port: url.port || (url.protocol === 'http:' ? 80 : 443),
    protocol: url.protocol === 'http:' ? 'http' : 'https',
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    timeout: options.timeoutMs ?? 20_000,
    appInfo: { name: 'Aula' },
  })
}

export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const
  readonly stripe: Stripe

  constructor(private readonly options: StripeOptions) {
    this.stripe = createStripeClient(options)
  }

  /** Stripe has no clock of Aula's: its time is the real one. */
  async now(): Promise<Date> {
    return new Date()
  }

  async createCustomer(metadata: Record<string, string>): Promise<{ id: string }> {
    const customer = await call(() => this.stripe.customers.create({ metadata }))
    return { id: customer.id }
  }

  async retrievePaymentMethod(id: string): Promise<PaymentMethod> {
    return toPaymentMethod(await call(() => this.stripe.paymentMethods.retrieve(id)))
  }

  async attachPaymentMethod(id: string, customer: string): Promise<PaymentMethod> {
    // Asked first: attaching a card already on this customer must answer it, not fail, and one
    // on another customer must never move (Stripe would refuse it with a less precise error).
    const method = await call(() => this.stripe.paymentMethods.retrieve(id))
    const owner = customerId(method.customer)
    if (owner === customer) return toPaymentMethod(method)
    if (owner !== null)
      throw new ProviderError('payment_method_in_use', 'The payment method belongs to another customer.')
    return toPaymentMethod(await call(() => this.stripe.paymentMethods.attach(id, { customer })))
  }

  async detachPaymentMethod(id: string): Promise<void> {
    try {
      await call(() => this.stripe.paymentMethods.detach(id))
    } catch (error) {
      // Already detached or deleted at Stripe (removed in the Dashboard, or a retry): nothing to do.
      if (error instanceof ProviderError && error.code !== 'unavailable') return
      throw error
    }
  }

  async createPaymentIntent(params: CreatePaymentIntent): Promise<PaymentIntent> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: params.amount,
          currency: 'eur',
          customer: params.customer,
          ...paymentMethodParams(params),
          confirm: true,
          metadata: params.metadata,
          // Off session (a renewal) there is nobody to send back; on session 3-D Secure needs it.
          ...(params.off_session ? { off_session: true } : { return_url: params.return_url }),
        },
        { idempotencyKey: params.idempotencyKey },
      )
      return toPaymentIntent(intent)
    } catch (error) {
      // A decline is an answer: Stripe sends the intent, now in requires_payment_method, with it.
      if (error instanceof Stripe.errors.StripeCardError && error.payment_intent)
        return toPaymentIntent(error.payment_intent)
      throw toProviderError(error)
    }
  }

  async retrievePaymentIntent(id: string): Promise<PaymentIntent> {
    return toPaymentIntent(await call(() => this.stripe.paymentIntents.retrieve(id)))
  }

  /**
   * A PayPal account saved without a purchase (issue 36): a setup intent confirmed at once with
   * payment_method_data { type: 'paypal' } and the mandate's online acceptance, for off-session
   * charges; Stripe answers requires_action with PayPal's approval page.
   */
  async createSetupIntent(params: CreateSetupIntent): Promise<SetupIntent> {
    const intent = await call(() =>
      this.stripe.setupIntents.create(
        {
          customer: params.customer,
          allowed_payment_method_types: ['paypal'],
          payment_method_data: { type: 'paypal' },
          usage: 'off_session',
          confirm: true,
          return_url: params.return_url,
          mandate_data: { customer_acceptance: { type: 'online', online: params.online } },
        },
        { idempotencyKey: params.idempotencyKey },
      ),
    )
    return toSetupIntent(intent)
  }

  async retrieveSetupIntent(id: string): Promise<SetupIntent> {
    return toSetupIntent(await call(() => this.stripe.setupIntents.retrieve(id)))
  }

  async cancelPaymentIntent(id: string): Promise<PaymentIntent> {
    try {
      return toPaymentIntent(await this.stripe.paymentIntents.cancel(id))
    } catch (error) {
      // A succeeded (or already canceled) intent cannot be canceled: answer it as it is, as the sandbox does.
      if (
        error instanceof Stripe.errors.StripeInvalidRequestError &&
        error.code === 'payment_intent_unexpected_state'
      )
        return this.retrievePaymentIntent(id)
      throw toProviderError(error)
    }
  }

  async refundPaymentIntent(
    id: string,
    idempotencyKey: string,
    reason: RefundReason = 'duplicate',
  ): Promise<Refund> {
    let refund: Stripe.Refund
    try {
      refund = await this.stripe.refunds.create({ payment_intent: id, reason }, { idempotencyKey })
    } catch (error) {
      // Refunded by an earlier call whose key Stripe no longer keeps (24 hours): that refund.
      if (!(
        error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'charge_already_refunded'
      ))
        throw toProviderError(error)
      const { data } = await call(() => this.stripe.refunds.list({ payment_intent: id, limit: 1 }))
      if (!data[0]) throw toProviderError(error)
      refund = data[0]
    }
    return {
      id: refund.id,
      payment_intent: id,
      amount: refund.amount,
      status: (refund.status ?? 'pending') as Refund['status'],
    }
  }

  verifyWebhook(rawBody: string, signature: string | undefined): WebhookEvent {
    let event: Stripe.Event
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        signature ?? '',
        this.options.webhookSecret,
        SIGNATURE_TOLERANCE_SECONDS,
      )
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError)
        throw new SignatureError(signatureProblem(error.message))
      // Signed but not JSON.
      throw new SignatureError('malformed')
    }
    const object = event.data.object as { object?: string }
    return {
      id: event.id,
      type: event.type,
      created: event.created,
      // Only payment intents move orders; any other event the endpoint receives is acknowledged.
      data: {
        object: object.object === 'payment_intent' ? toPaymentIntent(object as Stripe.PaymentIntent) : null,
      },
    }
  }
}

function signatureProblem(message: string): SignatureError['problem'] {
  if (/No stripe-signature header/i.test(message)) return 'missing'
  if (/tolerance/i.test(message)) return 'stale'
  if (/No signatures found matching/i.test(message)) return 'mismatch'
  return 'malformed'
}

/** Runs one SDK call; Stripe's errors become the interface's. */
async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    throw toProviderError(error)
  }
}

export function toProviderError(error: unknown): unknown {
  const errors = Stripe.errors
  if (!(error instanceof errors.StripeError)) return error
  if (error instanceof errors.StripeInvalidRequestError) {
    if (error.code === 'resource_missing') return new ProviderError('resource_missing', error.message)
    return new ProviderError('invalid_request', error.message)
  }
  if (error instanceof errors.StripeCardError) return new ProviderError('invalid_request', error.message)
  if (
    error instanceof errors.StripeRateLimitError ||
    error instanceof errors.StripeAPIError ||
    error instanceof errors.StripeConnectionError ||
    error instanceof errors.StripeIdempotencyError
  )
    return new ProviderError('unavailable', error.message)
  // Authentication and permission errors are the operator's to fix: a 500 and a log line.
  return error
}

const customerId = (customer: string | { id: string } | null): string | null =>
  typeof customer === 'string' ? customer : (customer?.id ?? null)

/**
 * What pays (issue 36): a card, or PayPal as a Stripe payment method — a new PayPal payment is
 * payment_method_data { type: 'paypal' } (Stripe answers requires_action with PayPal's approval
 * page), a saved PayPal account (a renewal) is its pm_… with payment_method_types ['paypal'].
 */
function paymentMethodParams(params: CreatePaymentIntent) {
  if (params.payment_method_type !== 'paypal')
    return { payment_method: params.payment_method, allowed_payment_method_types: ['card'] }
  return {
    payment_method_types: ['paypal'],
    ...(params.payment_method
      ? { payment_method: params.payment_method }
      : { payment_method_data: { type: 'paypal' as const } }),
    ...(params.setup_future_usage ? { setup_future_usage: params.setup_future_usage } : {}),
  }
}

function toPaymentMethod(method: Stripe.PaymentMethod): PaymentMethod {
  return {
    id: method.id,
    customer: customerId(method.customer),
    type: method.type === 'paypal' ? 'paypal' : 'card',
    ...(method.type === 'paypal' ? { paypal: { payer_email: method.paypal?.payer_email ?? '' } } : {}),
    card: {
      brand: method.card?.brand ?? method.type,
      last4: method.card?.last4 ?? '',
      exp_month: method.card?.exp_month ?? 0,
      exp_year: method.card?.exp_year ?? 0,
    },
  }
}

export function declineReasonOf(error: Stripe.PaymentIntent.LastPaymentError | null): string {
  if (!error) return 'generic_decline'
  if (error.decline_code) return error.decline_code
  return (error.code && CODE_AS_REASON[error.code]) || 'generic_decline'
}

/**
 * The buyer cancelled on PayPal's page: Stripe puts the intent back in requires_payment_method
 * with an authentication failure, which Aula names `paypal_canceled`.
 */
function declineOf(intent: Stripe.PaymentIntent, paypal: boolean): string {
  const error = intent.last_payment_error
  if (paypal && error?.code === 'payment_intent_authentication_failure') return 'paypal_canceled'
  return declineReasonOf(error)
}

function detailsOf(intent: Stripe.PaymentIntent): PaymentIntent['payment_method_details'] {
  const charge = intent.latest_charge
  if (typeof charge !== 'object' || charge === null || !charge.payment_method_details) return null
  const details = charge.payment_method_details
  if (details.type !== 'paypal') return { type: 'card' }
  return { type: 'paypal', paypal: { payer_email: details.paypal?.payer_email ?? '' } }
}

const SETUP_STATUSES: Record<string, SetupIntent['status']> = {
  requires_payment_method: 'requires_payment_method',
  requires_action: 'requires_action',
  processing: 'processing',
  succeeded: 'succeeded',
  canceled: 'canceled',
  requires_confirmation: 'processing',
}

export function toSetupIntent(intent: Stripe.SetupIntent): SetupIntent {
  const status = SETUP_STATUSES[intent.status] ?? 'processing'
  const redirect = intent.next_action?.redirect_to_url
  const error = intent.last_setup_error
  return {
    id: intent.id,
    customer: intent.customer === null ? null : customerId(intent.customer),
    payment_method:
      intent.payment_method === null
        ? null
        : typeof intent.payment_method === 'string'
          ? intent.payment_method
          : intent.payment_method.id,
    status,
    next_action:
      status === 'requires_action' && redirect?.url
        ? {
            type: 'redirect_to_url',
            redirect_to_url: { url: redirect.url, return_url: redirect.return_url ?? '/' },
          }
        : null,
    // Cancelled on PayPal's page: Stripe's authentication failure, which Aula names paypal_canceled.
    last_setup_error: error
      ? {
          code: error.code ?? 'setup_intent_authentication_failure',
          decline_code:
            error.code === 'setup_intent_authentication_failure'
              ? 'paypal_canceled'
              : (error.decline_code ?? 'generic_decline'),
        }
      : null,
  }
}

export function toPaymentIntent(intent: Stripe.PaymentIntent): PaymentIntent {
  const status = STATUSES[intent.status] ?? 'processing'
  const redirect = intent.next_action?.redirect_to_url
  const paypal = intent.payment_method_types.includes('paypal')
  return {
    id: intent.id,
    amount: intent.amount,
    currency: 'eur',
    customer: intent.customer === null ? null : customerId(intent.customer),
    payment_method:
      intent.payment_method === null
        ? null
        : typeof intent.payment_method === 'string'
          ? intent.payment_method
          : intent.payment_method.id,
    payment_method_types: paypal ? ['paypal'] : ['card'],
    setup_future_usage: intent.setup_future_usage === 'off_session' ? 'off_session' : null,
    payment_method_details: detailsOf(intent),
    status,
    last_payment_error:
      intent.last_payment_error && (status === 'requires_payment_method' || status === 'canceled')
        ? {
            code: intent.last_payment_error.code ?? 'card_declined',
            decline_code: declineOf(intent, paypal),
          }
        : null,
    next_action:
      status === 'requires_action' && redirect?.url
        ? {
            type: 'redirect_to_url',
            redirect_to_url: { url: redirect.url, return_url: redirect.return_url ?? '/' },
          }
        : null,
    metadata: { ...intent.metadata },
    created: intent.created,
  }
}
