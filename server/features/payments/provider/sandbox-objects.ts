/**
 * The embedded payment provider's objects (sandbox.ts is its behaviour): its options and how it
 * delivers events, the errors and constants it answers with, and Stripe's shapes (payment method,
 * payment intent, setup intent) made from its rows in the sandbox_* tables.
 */
import { randomBytes } from 'node:crypto'
import type { Db } from '../../../core/db/index.ts'
import type { sandboxPaymentIntents, sandboxPaymentMethods } from '../tables.ts'
import type { PaymentIntent, PaymentMethod, SetupIntent } from './types.ts'

/** Why a card is refused at tokenisation, by field (the route answers them as a 422). */
export class CardError extends Error {
  constructor(
    readonly field: 'number' | 'exp_month' | 'cvc',
    readonly reason: 'not_a_test_card' | 'expired' | 'cvc_length',
  ) {
    super(`card refused: ${reason}`)
    this.name = 'CardError'
  }
}

/** Where a signed event goes: the webhook endpoint, through the job queue (services.ts). */
export type DeliverEvent = (payload: string, signature: string) => Promise<void>

export interface SandboxOptions {
  db: Db
  webhookSecret: string
  /** Keys the challenge page's approve/fail links. */
  signingKey: string
  deliver: DeliverEvent
  /** Waits for what `deliver` handed on (the job queue's drain), for settle(). */
  afterDeliveries?: () => Promise<void>
  /**
   * How deliveries misbehave, like Stripe's: each event may come twice, or late. Tests pin it;
   * development makes a few duplicates at random.
   */
  delivery?: Delivery
  /** How long the processing card's charge takes to settle; defaults to PROCESSING_MS. */
  processingMs?: number
}

/**
 * A charge made whose answer never reached Aula: Stripe took the money, then the connection
 * dropped (or the SDK's retries ran out). Aula sees ProviderError('unavailable'); the webhook
 * still comes. Tests arm it to reproduce the duplicate charge a second attempt can make.
 */
export const LOST_ANSWER = 'The connection to the payment provider was lost before it answered.'

/** A processing charge settles this long after it was made (long enough to see the state). */
export const PROCESSING_MS = 4_000

export interface Delivery {
  /** Each event twice: always, never, or with this probability. */
  duplicate?: boolean | number
  delayMs?: number
  /** The event arrives before the API call that caused it has its answer (a slow network). */
  beforeAnswer?: boolean
}

/** A PayPal account's brand, as Stripe's saved PayPal methods are listed. */
export const PAYPAL_BRAND = 'paypal'
/** The decline reason of a PayPal payment the buyer cancelled on PayPal's page. */
export const PAYPAL_CANCELED = 'paypal_canceled'
/** The sandbox's PayPal accounts: the first pays always; the second pays now, then is declined. */
export const PAYPAL_PAYER = 'buyer@paypal.test'
export const PAYPAL_FAILING_PAYER = 'fail-renewal@paypal.test'
export const PAYPAL_PAYERS = [PAYPAL_PAYER, PAYPAL_FAILING_PAYER] as const

export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`

export type IntentRow = typeof sandboxPaymentIntents.$inferSelect

export function toPaymentMethod(row: typeof sandboxPaymentMethods.$inferSelect): PaymentMethod {
  const paypal = row.brand === PAYPAL_BRAND
  return {
    id: row.id,
    customer: row.customer_id,
    type: paypal ? 'paypal' : 'card',
    ...(paypal ? { paypal: { payer_email: row.payer_email ?? '' } } : {}),
    card: { brand: row.brand, last4: row.last4, exp_month: row.exp_month, exp_year: row.exp_year },
  }
}

/** A setup intent of the sandbox (kept with the payment intents): `seti_…`. */
export const isSetupIntent = (id: string) => id.startsWith('seti_')

export function toSetupIntent(row: IntentRow): SetupIntent {
  const intent = toPaymentIntent(row)
  return {
    id: intent.id,
    customer: intent.customer,
    payment_method: intent.payment_method,
    status: intent.status,
    next_action: intent.next_action,
    last_setup_error: intent.last_payment_error,
  }
}

export function toPaymentIntent(row: IntentRow): PaymentIntent {
  const type = row.payment_method_type === 'paypal' ? 'paypal' : 'card'
  return {
    id: row.id,
    amount: row.amount,
    currency: 'eur',
    customer: row.customer_id,
    payment_method: row.payment_method_id,
    payment_method_types: [type],
    setup_future_usage: row.setup_future_usage === 'off_session' ? 'off_session' : null,
    payment_method_details: row.status === 'succeeded' ? { type } : null,
    status: row.status as PaymentIntent['status'],
    last_payment_error: row.decline_code
      ? {
          code:
            row.decline_code === PAYPAL_CANCELED ? 'payment_intent_authentication_failure' : 'card_declined',
          decline_code: row.decline_code,
        }
      : null,
    next_action:
      row.status === 'requires_action'
        ? {
            type: 'redirect_to_url',
            redirect_to_url: {
              url: `/api/sandbox/${type === 'paypal' ? 'paypal' : '3ds'}/${row.id}`,
              return_url: row.return_url ?? '/',
            },
          }
        : null,
    metadata: row.metadata,
    created: Math.floor(row.created_at.getTime() / 1000),
  }
}
