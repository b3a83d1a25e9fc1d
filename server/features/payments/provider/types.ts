/**
 * The payment provider as Aula sees it, modelled on Stripe's objects so the `stripe` SDK can
 * implement it one to one: customers, payment methods, payment intents
 * (requires_payment_method → requires_action → processing → succeeded | canceled) and signed
 * webhook events. The sandbox (sandbox.ts) is the embedded implementation.
 */

export type PaymentIntentStatus =
  'requires_payment_method' | 'requires_action' | 'processing' | 'succeeded' | 'canceled'

/** How a payment is made: a card, or PayPal as a Stripe payment method (issue 36). */
export type PaymentMethodType = 'card' | 'paypal'

export interface PaymentMethod {
  id: string
  customer: string | null
  /** `card`, or `paypal` (a billing agreement: brand `paypal`, no last 4 or expiry). */
  type: PaymentMethodType
  card: { brand: string; last4: string; exp_month: number; exp_year: number }
  /** With type paypal: the PayPal account's e-mail, what the saved methods show. */
  paypal?: { payer_email: string }
}

/** Stripe's Charge.payment_method_details, as far as Aula reads it (the succeeded charge's). */
export interface PaymentMethodDetails {
  type: PaymentMethodType
  paypal?: { payer_email: string }
}

export interface PaymentIntent {
  id: string
  amount: number
  currency: 'eur'
  customer: string | null
  payment_method: string | null
  /** Stripe's payment_method_types: `['card']`, or `['paypal']`. */
  payment_method_types: PaymentMethodType[]
  /** `off_session`: the payment method is kept for later off-session charges (renewals). */
  setup_future_usage: 'off_session' | null
  /** What paid, once it succeeded (Stripe's latest_charge.payment_method_details). */
  payment_method_details: PaymentMethodDetails | null
  status: PaymentIntentStatus
  /** Stripe's last_payment_error.decline_code, when the last attempt was declined. */
  last_payment_error: { code: string; decline_code: string } | null
  /** With requires_action: where the buyer authenticates (3-D Secure) or approves (PayPal). */
  next_action: { type: 'redirect_to_url'; redirect_to_url: { url: string; return_url: string } } | null
  /** What Aula attached: order_id. */
  metadata: Record<string, string>
  created: number
}

export interface CreatePaymentIntent {
  amount: number
  customer: string
  /** The card (or saved PayPal account) to charge; none for a new PayPal payment. */
  payment_method?: string
  /**
   * `paypal` with no payment_method: Stripe's payment_method_data { type: 'paypal' }, answered in
   * requires_action with the PayPal approval page; the approval makes the payment method.
   */
  payment_method_type?: PaymentMethodType
  /** With PayPal: keep the approved account for renewals (a billing agreement). */
  setup_future_usage?: 'off_session'
  /** Confirmed at once; off_session for renewals (no buyer to authenticate). */
  off_session?: boolean
  return_url: string
  metadata: Record<string, string>
  /** Stripe's Idempotency-Key: the same key answers the same intent, never a second charge. */
  idempotencyKey: string
}

/**
 * Stripe's SetupIntent, as far as Aula uses it (issue 36): a PayPal account saved from the settings
 * without a purchase. Confirmed at once, it waits in requires_action on PayPal's approval page; the
 * approval makes the payment method (attached to the customer, for off-session charges).
 */
export interface SetupIntent {
  id: string
  customer: string | null
  payment_method: string | null
  status: 'requires_payment_method' | 'requires_action' | 'processing' | 'succeeded' | 'canceled'
  /** With requires_action: PayPal's approval page; it returns to return_url. */
  next_action: PaymentIntent['next_action']
  /** Why the last approval failed (PayPal cancelled: `paypal_canceled`). */
  last_setup_error: { code: string; decline_code: string } | null
}

export interface CreateSetupIntent {
  customer: string
  payment_method_type: 'paypal'
  return_url: string
  /** The mandate's acceptance, as Stripe asks for PayPal (the user's address and browser). */
  online: { ip_address: string; user_agent: string }
  /** The same key answers the same setup intent. */
  idempotencyKey: string
}

export type RefundReason = 'duplicate' | 'requested_by_customer'

/** Stripe's Refund, as far as Aula reads it. */
export interface Refund {
  id: string
  payment_intent: string
  amount: number
  status: 'pending' | 'succeeded' | 'failed' | 'canceled' | 'requires_action'
}

/**
 * Stripe's Charge as a charge.refunded event carries it (issue 36): which payment intent's charge
 * was given back, and how much of it. Sent once a refund went through, whoever asked for it.
 */
export interface Charge {
  id: string
  object: 'charge'
  payment_intent: string
  amount: number
  amount_refunded: number
  refunded: boolean
}

export const CHARGE_REFUNDED = 'charge.refunded'

export type PaymentIntentEventType =
  'payment_intent.succeeded' | 'payment_intent.payment_failed' | 'payment_intent.canceled'

export interface WebhookEvent {
  id: string
  /** Stripe sends whatever events the endpoint subscribed to; only payment intents move orders. */
  type: PaymentIntentEventType | (string & {})
  created: number
  data: { object: PaymentIntent | null }
}

/**
 * Raised for a request the provider refuses (Stripe's invalid_request_error), e.g. an unknown pm,
 * or cannot serve now (`unavailable`: rate limited, Stripe's own error, no connection).
 */
export class ProviderError extends Error {
  constructor(
    readonly code: 'resource_missing' | 'payment_method_in_use' | 'invalid_request' | 'unavailable',
    message: string,
  ) {
    super(message)
    this.name = 'ProviderError'
  }
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe'
  /** The provider's time (a sandbox test clock may have moved it). */
  now(): Promise<Date>
  createCustomer(metadata: Record<string, string>): Promise<{ id: string }>
  retrievePaymentMethod(id: string): Promise<PaymentMethod>
  attachPaymentMethod(id: string, customer: string): Promise<PaymentMethod>
  /**
   * Takes a card off its customer (a saved card removed, issue 36): it can no longer be charged
   * or attached again, as with Stripe's paymentMethods.detach. A card already gone is not an error.
   */
  detachPaymentMethod(id: string): Promise<void>
  /** Creates and confirms a payment intent. A declined card is an intent in requires_payment_method. */
  createPaymentIntent(params: CreatePaymentIntent): Promise<PaymentIntent>
  retrievePaymentIntent(id: string): Promise<PaymentIntent>
  /** Creates and confirms a setup intent for a PayPal account (issue 36). */
  createSetupIntent(params: CreateSetupIntent): Promise<SetupIntent>
  /** A setup intent; an unknown one is ProviderError resource_missing. */
  retrieveSetupIntent(id: string): Promise<SetupIntent>
  cancelPaymentIntent(id: string): Promise<PaymentIntent>
  /**
   * Gives the whole charge of a succeeded intent back (Stripe's refunds.create with its reason:
   * duplicate, or requested_by_customer for an order an admin refunds); the same idempotency key
   * answers the same refund, never a second one.
   */
  refundPaymentIntent(id: string, idempotencyKey: string, reason?: RefundReason): Promise<Refund>
  /** Checks a webhook's Stripe-Signature against the raw body; throws when it does not hold. */
  verifyWebhook(rawBody: string, signature: string | undefined): WebhookEvent
}
