/*
 * The purchase machine's input, context, events and what it emits and asks its actors for
 * (purchase.machine.ts draws the chart), with the reads of the context the machine and the view
 * share: what is due now and what the `pay` actor is asked to pay with.
 */
import type { BillingForm, BillingInformation } from '../../contracts/accounts/schemas'
import type {
  CardDetails,
  CouponCheckAnswer,
  DeclineReason,
  OrderStatusAnswer,
  ProductRef,
  ProductSummary,
  SavedCard,
} from '../../contracts/payments/schemas'

/** How often an order that is not settled yet is asked for again. */
export const PURCHASE_POLL_MS = 3_000
/** After about this long in processing the view says it is taking longer; polling slows down. */
export const PURCHASE_MAX_WAIT_MS = 60_000
export const PURCHASE_SLOW_POLL_MS = 10_000
/** Payment attempts per checkout (a retry of a failed call is the same attempt). */
export const MAX_PAYMENT_ATTEMPTS = 5

export interface PurchaseInput {
  product: ProductRef
  /** False for free products and when an earlier onboarding step took the billing data. */
  requiresBilling: boolean
  allowsBankTransfer: boolean
  /** Unique per checkout (crypto.randomUUID() in the app): the idempotency keys' prefix. */
  checkoutId: string
  maxAttempts?: number
  /** Defaults to PURCHASE_MAX_WAIT_MS. */
  maxProcessingWaitMs?: number
}

export type PaymentMethodChoice =
  { type: 'card'; pmid: string } | { type: 'newCard' } | { type: 'bankTransfer' } | { type: 'paypal' }

/** What the `pay` actor is asked to pay with; `free` when nothing is due. */
export type PayMethod =
  { type: 'card'; pmid: string } | { type: 'bankTransfer' } | { type: 'paypal' } | { type: 'free' }

export type PurchaseCall = 'loadOrder' | 'saveBilling' | 'checkCoupon' | 'tokenizeCard' | 'pay'

export interface PurchaseError {
  /** The call that failed. */
  call: PurchaseCall
  /** HTTP status; undefined for a network failure. */
  status?: number
  /** The 422 field messages, in the user's language (the coupon's "why not" among them). */
  fields: Record<string, string[]>
}

export interface PurchaseContext {
  product: ProductRef
  requiresBilling: boolean
  allowsBankTransfer: boolean
  checkoutId: string
  maxAttempts: number
  /** Title and list price, once loaded. */
  summary: ProductSummary | null
  /** What the billing form starts from. */
  billing: BillingInformation | null
  billingComplete: boolean
  cards: SavedCard[]
  method: PaymentMethodChoice | null
  coupon: CouponCheckAnswer | null
  /** The order as the server last answered it. */
  order: OrderStatusAnswer | null
  declineReason: DeclineReason | null
  /** Attempts started; the current one's key, null between attempts. */
  attempts: number
  idempotencyKey: string | null
  /** Polls answered "still processing" (or failed) so far, and how many make it "taking longer". */
  polls: number
  maxPolls: number
  error: PurchaseError | null
}

export type PurchaseStepTarget = 'billing-information' | 'payment-methods'

export type PurchaseEvent =
  | { type: 'purchase.retry' }
  | { type: 'purchase.submitBilling'; billing: Partial<BillingForm> }
  /** The route changed to a step (browser back / forward, a link). */
  | { type: 'purchase.goToStep'; step: PurchaseStepTarget }
  | { type: 'purchase.selectMethod'; method: PaymentMethodChoice }
  | { type: 'purchase.applyCoupon'; code: string }
  | { type: 'purchase.removeCoupon' }
  /** `card`: the new card form's values, when paying with a new card. */
  | { type: 'purchase.pay'; card?: NewCard }
  /** Open the 3-D Secure (or PayPal approval) page again. */
  | { type: 'purchase.authenticate' }
  /** Back from the 3-D Secure page without a page load (popup, second tab). */
  | { type: 'purchase.returned' }
  | { type: 'purchase.tryAgain' }
  /** From the notifications machine (purchaseEventFromNotification). */
  | { type: 'purchase.paymentSucceeded'; orderId?: number; product?: ProductRef }
  | { type: 'purchase.paymentFailed'; orderId?: number; product?: ProductRef; reason?: DeclineReason }

export type PurchaseEmitted = {
  type: 'purchase.completed'
  product: ProductRef
  order: OrderStatusAnswer | null
}

export interface PayInput {
  product: ProductRef
  method: PayMethod
  coupon: string | null
  /** Send as the Idempotency-Key header. */
  idempotencyKey: string
}

export interface CheckCouponInput {
  code: string
  product: ProductRef
}

/**
 * A new card typed into the provider's own field (Stripe Elements), complete: the numbers never
 * reach Aula's code, so the tokenizeCard actor takes the card from that field.
 */
export interface ProviderCard {
  provider: 'stripe'
}
/** The new card form's values, or the provider's own field when it holds the card. */
export type NewCard = CardDetails | ProviderCard

export const isProviderCard = (card: unknown): card is ProviderCard =>
  typeof card === 'object' && card !== null && (card as { provider?: unknown }).provider === 'stripe'

/** What is due now: the coupon's price, else the list price. */
export function dueCents(context: Pick<PurchaseContext, 'summary' | 'coupon'>): number | undefined {
  return context.coupon?.price_cents ?? context.summary?.price_cents
}

export const isFree = (context: PurchaseContext) => dueCents(context) === 0

// `isPayable` lets nothing else through: a new card is tokenised (and chosen) before paying.
export function payMethodOf(context: PurchaseContext): PayMethod {
  const { method } = context
  if (isFree(context) || method === null || method.type === 'newCard') return { type: 'free' }
  return method
}
