/**
 * Payloads of the PAYMENTS area (SPEC.md §2 "Purchase flow", §3 purchase payloads, §7 buy, checkout,
 * coupon check, payment methods): what the purchase machine reads and sends. Money is integer euro
 * cents, times ISO 8601 UTC (DESIGN.md §5). Card numbers only ever go to the tokenisation endpoint
 * (the sandbox's, or Stripe.js); Aula keeps `pm_…` ids, brand and last 4.
 */
import * as v from 'valibot'
import { BillingInformation } from '../accounts/schemas'

/** What can be bought: a course, an extra feature (SPEC.md §3 User features) or a subscription. */
export const PRODUCT_TYPES = ['course', 'feature', 'subscription'] as const
export type ProductType = (typeof PRODUCT_TYPES)[number]

export const ProductRef = v.object({ type: v.picklist(PRODUCT_TYPES), id: v.number() })
export type ProductRef = v.InferOutput<typeof ProductRef>

/**
 * The states of an order as every buy and checkout answers them. A declined card is an answer
 * (`requires_payment_method` with its reason), not an error status.
 */
export const ORDER_STATUSES = [
  'succeeded',
  'requires_action',
  'requires_payment_method',
  'processing',
  'pending_bank_transfer',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/**
 * Why a card was refused, as Stripe's decline codes name them (the sandbox's test cards give the
 * first four). An unknown code reads as `generic_decline`, so a new provider code never breaks
 * the checkout.
 */
export const DECLINE_REASONS = [
  'generic_decline',
  'insufficient_funds',
  'card_declined',
  'authentication_failed',
  'expired_card',
  'incorrect_cvc',
  'processing_error',
] as const
export const DeclineReason = v.fallback(v.picklist(DECLINE_REASONS), 'generic_decline')
export type DeclineReason = v.InferOutput<typeof DeclineReason>

/** Where to pay a pending bank transfer; the reference identifies the order on the statement. */
export const BankTransferDetails = v.object({
  beneficiary: v.string(),
  iban: v.string(),
  bic: v.optional(v.string()),
  amount_cents: v.number(),
  currency: v.literal('EUR'),
  reference: v.string(),
})
export type BankTransferDetails = v.InferOutput<typeof BankTransferDetails>

/** `{ data: OrderStatusAnswer }`: the answer of every buy and checkout, and an order's true state. */
export const OrderStatusAnswer = v.object({
  order_id: v.number(),
  status: v.picklist(ORDER_STATUSES),
  /** With requires_action: the 3-D Secure page; it returns to the buy call's return_url. */
  next_action_url: v.optional(v.string()),
  /** With requires_payment_method. */
  decline_reason: v.optional(DeclineReason),
  /** With pending_bank_transfer. */
  bank_transfer: v.optional(BankTransferDetails),
  amount_cents: v.optional(v.number()),
})
export type OrderStatusAnswer = v.InferOutput<typeof OrderStatusAnswer>

/** A card saved with the payment provider. */
export const SavedCard = v.object({
  /** `pm_…`: the payment method id (SPEC.md §3 pmid). */
  id: v.string(),
  brand: v.string(),
  last4: v.string(),
  exp_month: v.optional(v.number()),
  exp_year: v.optional(v.number()),
})
export type SavedCard = v.InferOutput<typeof SavedCard>

export const ProductSummary = v.object({
  type: v.picklist(PRODUCT_TYPES),
  id: v.number(),
  title: v.string(),
  /** The list price; 0 means free. */
  price_cents: v.number(),
  currency: v.literal('EUR'),
})
export type ProductSummary = v.InferOutput<typeof ProductSummary>

/**
 * The checkout of one product as the server knows it, so that reloading any step (or coming back
 * from the 3-D Secure page, or opening a second tab) shows the order in its true state.
 * `order` is the user's open order for the product, or the one completed last (so a reload of
 * order-completed still shows the receipt); null before the first payment attempt.
 */
export const CheckoutState = v.object({
  product: ProductSummary,
  /** The user already has the product (enrolled, feature on, subscription active). */
  owned: v.boolean(),
  /** SPEC.md §3 User.invoice_data_complete: the billing step may be skipped. */
  billing_complete: v.boolean(),
  /** What the billing form starts from. */
  billing: v.nullable(BillingInformation),
  payment_methods: v.array(SavedCard),
  order: v.nullable(OrderStatusAnswer),
})
export type CheckoutState = v.InferOutput<typeof CheckoutState>

// ---------------------------------------------------------------------------------------------
// Bodies

/** Longest coupon code a client may send. */
export const COUPON_CODE_MAX_LENGTH = 64
/** The header that makes a payment POST idempotent: one key per payment attempt (Stripe's name). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255

/** A payment method id (Stripe's 'pm_…' or the sandbox's). */
export const PAYMENT_METHOD_ID_MAX_LENGTH = 255
/** Where the provider sends the buyer back after 3-D Secure: a URL of ours. */
export const RETURN_URL_MAX_LENGTH = 2048
/** A card number as typed, spaces or dashes included. */
export const CARD_NUMBER_MAX_LENGTH = 32

export const CouponCode = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(COUPON_CODE_MAX_LENGTH))

/** POST /api/coupons/check answers the price with the coupon applied, or a 422 saying why not. */
export const CouponCheckAnswer = v.object({
  code: v.string(),
  price_cents: v.number(),
  discount_cents: v.number(),
})
export type CouponCheckAnswer = v.InferOutput<typeof CouponCheckAnswer>

/** The body of POST /api/coupons/check for a product: `{ code, course_id | subscription_id | feature_id }`. */
export function couponCheckBody(code: string, product: ProductRef): Record<string, string | number> {
  return { code, [`${product.type}_id`]: product.id }
}

/** Buy and checkout bodies (SPEC.md §3): pmid absent for bank transfer and free products. */
export const BuyBody = v.object({
  pmid: v.optional(v.pipe(v.string(), v.maxLength(PAYMENT_METHOD_ID_MAX_LENGTH))),
  /** Pay by bank transfer instead of a card, where the product allows it. */
  bank_transfer: v.optional(v.boolean()),
  secondary: v.optional(v.boolean()),
  coupon: v.optional(CouponCode),
  return_url: v.pipe(v.string(), v.maxLength(RETURN_URL_MAX_LENGTH)),
})
export type BuyBody = v.InferOutput<typeof BuyBody>

/** Luhn's check digit, as every card number carries it. */
export function isLuhnValid(digits: string): boolean {
  let sum = 0
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return digits.length > 0 && sum % 10 === 0
}

/**
 * POST /api/sandbox/payment-methods (the role Stripe.js plays): the card as typed, spaces allowed
 * in the number. Whether it is expired is the provider's to say (it has the clock).
 */
export const CardDetails = v.object({
  number: v.pipe(
    v.string(),
    v.maxLength(CARD_NUMBER_MAX_LENGTH),
    v.transform((number) => number.replace(/[\s-]/g, '')),
    v.regex(/^\d{12,19}$/),
    v.check(isLuhnValid),
  ),
  exp_month: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12)),
  exp_year: v.pipe(v.number(), v.integer(), v.minValue(2000), v.maxValue(2100)),
  cvc: v.pipe(v.string(), v.regex(/^\d{3,4}$/)),
})
export type CardDetails = v.InferInput<typeof CardDetails>

// ---------------------------------------------------------------------------------------------
// Notifications about payments

/**
 * The `data` of the payment notifications (product_purchased, subscription_active,
 * stripe_requires_payment_method): which order and product they are about.
 */
export const PaymentNotificationData = v.object({
  order_id: v.optional(v.number()),
  product_type: v.optional(v.picklist(PRODUCT_TYPES)),
  product_id: v.optional(v.number()),
  decline_reason: v.optional(DeclineReason),
})
export type PaymentNotificationData = v.InferOutput<typeof PaymentNotificationData>
