/**
 * Payloads of the PAYMENTS area (SPEC.md §2 "Purchase flow", §3 purchase payloads, §7 buy, checkout,
 * coupon check, payment methods): what the purchase machine reads and sends. Money is integer euro
 * cents, times ISO 8601 UTC (DESIGN.md §5). Card numbers only ever go to the tokenisation endpoint
 * (the sandbox's, or Stripe.js); Aula keeps `pm_…` ids, brand and last 4.
 *
 * The catalogue of plans and features is in ./plans.ts, the orders as lists read them in
 * ./orders.ts; other contract areas use what ./index.ts offers.
 */
import * as v from 'valibot'
import { BillingInformation } from '../accounts'
import { ID_MAX } from '../core/constants'
import { apiMessage, inputRules } from '../core/input'
import { isLuhnValid } from '../core/validation'

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
  // The buyer cancelled on PayPal's approval page (issue 36): nothing was charged.
  'paypal_canceled',
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

/** How an order is paid through the provider: a card, or PayPal as a Stripe payment method (issue 36). */
export const PAYMENT_METHOD_TYPES = ['card', 'paypal'] as const
export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number]

/** `{ data: OrderStatusAnswer }`: the answer of every buy and checkout, and an order's true state. */
export const OrderStatusAnswer = v.object({
  order_id: v.number(),
  status: v.picklist(ORDER_STATUSES),
  /** With requires_action: the 3-D Secure or PayPal approval page; it returns to the buy call's return_url. */
  next_action_url: v.optional(v.string()),
  /** `paypal` when the attempt pays with PayPal (its next action is PayPal's approval page). */
  payment_method_type: v.optional(v.picklist(PAYMENT_METHOD_TYPES)),
  /** With requires_payment_method. */
  decline_reason: v.optional(DeclineReason),
  /** With pending_bank_transfer. */
  bank_transfer: v.optional(BankTransferDetails),
  amount_cents: v.optional(v.number()),
})
export type OrderStatusAnswer = v.InferOutput<typeof OrderStatusAnswer>

/** A card saved with the payment provider. */
/** Why a saved card is not offered by default (issue 36): its last payment was declined, or it expired. */
export const CARD_PROBLEMS = ['declined', 'expired'] as const
export type CardProblem = (typeof CARD_PROBLEMS)[number]

export const SavedCard = v.object({
  /** `pm_…`: the payment method id (SPEC.md §3 pmid). */
  id: v.string(),
  brand: v.string(),
  last4: v.string(),
  /** A saved PayPal account (brand `paypal`): its e-mail, shown instead of the last 4. */
  payer_email: v.optional(v.string()),
  exp_month: v.optional(v.number()),
  exp_year: v.optional(v.number()),
  /**
   * The user's default card (lists of saved cards): the live subscription's card, else the newest
   * usable one. The checkout preselects it only when it has no `problem`.
   */
  default: v.optional(v.boolean()),
  /** Set when the card should not be used as it is: its last payment declined, or its expiry past. */
  problem: v.optional(v.picklist(CARD_PROBLEMS)),
})
export type SavedCard = v.InferOutput<typeof SavedCard>

export const ProductSummary = v.object({
  type: v.picklist(PRODUCT_TYPES),
  id: v.number(),
  title: v.string(),
  /** The list price; 0 means free. */
  price_cents: v.number(),
  currency: v.literal('EUR'),
  /** A course's slug, for the link to its page. */
  slug: v.optional(v.string()),
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

/**
 * The API's own input messages, in both languages (they follow the request's language); a length
 * or an id gets the shared ones of contracts/core/input.
 */
export const paymentInputMessages = {
  required: { it: 'Il campo {field} è obbligatorio.', en: 'The {field} field is required.' },
  text: { it: 'Il campo {field} deve essere un testo.', en: 'The {field} field must be text.' },
  boolean: {
    it: 'Il campo {field} deve essere vero o falso.',
    en: 'The {field} field must be true or false.',
  },
  cardNumber: {
    it: 'Il numero della carta non è valido.',
    en: 'The card number is not valid.',
  },
  expMonth: { it: 'Il mese di scadenza non è valido.', en: 'The expiry month is not valid.' },
  expYear: { it: "L'anno di scadenza non è valido.", en: 'The expiry year is not valid.' },
  cvc: { it: 'Il codice CVC deve avere 3 o 4 cifre.', en: 'The CVC must have 3 or 4 digits.' },
  paymentMethodId: {
    it: "Il campo id deve essere l'identificativo di una carta salvata (pm_…).",
    en: "The id field must be a saved card's identifier (pm_…).",
  },
  paymentMethodType: {
    it: 'Il campo payment_method_type deve essere card o paypal.',
    en: 'The payment_method_type field must be card or paypal.',
  },
  setupIntentId: {
    it: "L'id deve essere quello di un'autorizzazione PayPal (seti_…).",
    en: 'The id must be a PayPal authorisation (seti_…).',
  },
  returnUrl: {
    it: 'Il campo return_url deve essere un indirizzo di questo sito.',
    en: 'The return_url field must be an address of this site.',
  },
  seconds: {
    it: 'Il campo advance_seconds deve essere un numero intero tra 1 e 157680000.',
    en: 'The advance_seconds field must be a whole number between 1 and 157680000.',
  },
} as const

const say = (key: keyof typeof paymentInputMessages, values: Record<string, unknown> = {}) =>
  apiMessage(paymentInputMessages[key], values)
const input = inputRules()

/** Text of at most `max` characters, with the field's name in its messages. */
const text = (field: string, max: number) =>
  v.pipe(v.string(say('text', { field })), input.maxLength(field, max))

/** A positive whole number in a body: an id. */
const wholeNumber = (field: string) => {
  const message = input.say(input.messages.wholeNumber, field)
  return v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(ID_MAX, message))
}

const couponCode = (field: string) =>
  v.pipe(text(field, COUPON_CODE_MAX_LENGTH), v.trim(), v.minLength(1, say('required', { field })))

export const CouponCode = couponCode('coupon')

/**
 * Characters a browser drops or reads otherwise inside a URL (tabs and newlines are removed, a
 * backslash is a slash): "/\t/evil.example" is "//evil.example" to the URL parser.
 */
const hasUrlTricks = (value: string) =>
  [...value].some((char) => {
    const code = char.charCodeAt(0)
    return code <= 0x20 || (code >= 0x7f && code <= 0x9f) || char === '\\'
  })

/**
 * A return path of this site as the URL parser reads it against `base` (PUBLIC_URL on the server),
 * normalised to path, query and fragment; null when it is not a path or the parsed URL lands on
 * another origin (issue 32 item 4).
 */
export function sameOriginPath(value: string, base = 'https://aula.invalid'): string | null {
  if (!value.startsWith('/') || hasUrlTricks(value)) return null
  let url: URL
  try {
    url = new URL(value, base)
  } catch {
    return null
  }
  if (url.origin !== new URL(base).origin) return null
  return `${url.pathname}${url.search}${url.hash}`
}

/**
 * Where the provider sends the buyer back after 3-D Secure: a path of this site ('/en/buy/…'),
 * never another origin, so the challenge page cannot be made to redirect anywhere else.
 */
export const ReturnUrl = v.pipe(
  text('return_url', RETURN_URL_MAX_LENGTH),
  v.check((value) => sameOriginPath(value) !== null, say('returnUrl')),
)

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
  pmid: v.optional(text('pmid', PAYMENT_METHOD_ID_MAX_LENGTH)),
  /** `paypal`: pay with PayPal (no pmid; the answer's next action is PayPal's approval page). */
  payment_method_type: v.optional(
    v.union([v.literal('card'), v.literal('paypal')], say('paymentMethodType')),
  ),
  /** Pay by bank transfer instead of a card, where the product allows it. */
  bank_transfer: v.optional(v.boolean(say('boolean', { field: 'bank_transfer' }))),
  secondary: v.optional(v.boolean(say('boolean', { field: 'secondary' }))),
  coupon: v.optional(CouponCode),
  return_url: v.optional(ReturnUrl, '/'),
})
export type BuyBody = v.InferOutput<typeof BuyBody>

/** POST /api/subscriptions/checkout: the plan, then what every buy sends. */
export const SubscriptionCheckoutBody = v.object({ id: wholeNumber('id'), ...BuyBody.entries })
export type SubscriptionCheckoutBody = v.InferOutput<typeof SubscriptionCheckoutBody>

/** POST /api/subscriptions/init (SPEC.md §3 "Subscription init: id"). */
export const SubscriptionInitBody = v.object({ id: wholeNumber('id') })

/** POST /api/subscriptions/change: the plan to move to at the next renewal (the current one undoes a change). */
export const SubscriptionChangeBody = v.object({ id: wholeNumber('id') })

/** POST /api/coupons/check: a code and exactly one product. */
export const CouponCheckBody = v.pipe(
  v.object({
    code: couponCode('code'),
    course_id: v.optional(wholeNumber('course_id')),
    subscription_id: v.optional(wholeNumber('subscription_id')),
    feature_id: v.optional(wholeNumber('feature_id')),
  }),
  v.check(
    (body) =>
      [body.course_id, body.subscription_id, body.feature_id].filter((id) => id !== undefined).length === 1,
    apiMessage({
      it: 'Indica un solo prodotto: course_id, subscription_id o feature_id.',
      en: 'Name exactly one product: course_id, subscription_id or feature_id.',
    }),
  ),
)
export type CouponCheckBody = v.InferOutput<typeof CouponCheckBody>

/** POST /api/dev/clock: move the sandbox's time forward (like a Stripe test clock). */
export const ClockBody = v.object({
  advance_seconds: v.pipe(
    v.number(say('seconds')),
    v.integer(say('seconds')),
    v.minValue(1, say('seconds')),
    v.maxValue(157_680_000, say('seconds')),
  ),
})

/**
 * POST /api/sandbox/payment-methods (the role Stripe.js plays): the card as typed, spaces allowed
 * in the number. Whether it is expired is the provider's to say (it has the clock).
 */
export const CardDetails = v.object({
  number: v.pipe(
    v.string(say('cardNumber')),
    v.maxLength(CARD_NUMBER_MAX_LENGTH, say('cardNumber')),
    v.transform((number) => number.replace(/[\s-]/g, '')),
    v.regex(/^\d{12,19}$/, say('cardNumber')),
    v.check(isLuhnValid, say('cardNumber')),
  ),
  exp_month: v.pipe(
    v.number(say('expMonth')),
    v.integer(say('expMonth')),
    v.minValue(1, say('expMonth')),
    v.maxValue(12, say('expMonth')),
  ),
  exp_year: v.pipe(
    v.number(say('expYear')),
    v.integer(say('expYear')),
    v.minValue(2000, say('expYear')),
    v.maxValue(2100, say('expYear')),
  ),
  cvc: v.pipe(v.string(say('cvc')), v.regex(/^\d{3,4}$/, say('cvc'))),
})
export type CardDetails = v.InferInput<typeof CardDetails>

export const ClockAnswer = v.object({ now: v.string() })

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

// ---------------------------------------------------------------------------------------------
// Saved cards and PayPal accounts (issue 36; the answers that carry a subscription: ./plans.ts)

/** POST /api/payment-methods: a card tokenised by the provider (Stripe.js or the sandbox), to keep. */
export const AddPaymentMethodBody = v.object({ pmid: text('pmid', PAYMENT_METHOD_ID_MAX_LENGTH) })
export type AddPaymentMethodBody = v.InferOutput<typeof AddPaymentMethodBody>

/**
 * The `{id}` of DELETE /api/payment-methods/{id}: a provider's payment method id (Stripe's and the
 * sandbox's are `pm_` and letters, digits or `_`), at most 100 characters (the router's limit).
 */
export const PaymentMethodParams = v.object({
  id: v.pipe(input.single('id'), v.regex(/^[A-Za-z0-9_]{1,100}$/, say('paymentMethodId'))),
})

/**
 * POST /api/payment-methods/paypal (issue 36): a PayPal account saved from the settings without a
 * purchase, through a setup intent and PayPal's approval page; it comes back to return_url.
 */
export const PaypalSetupBody = v.object({ return_url: v.optional(ReturnUrl, '/mysettings/billing') })
export type PaypalSetupBody = v.InferOutput<typeof PaypalSetupBody>

/** The setup intent waiting for the approval, and the approval page to send the user to. */
export const PaypalSetupAnswer = v.object({ id: v.string(), next_action_url: v.string() })
export type PaypalSetupAnswer = v.InferOutput<typeof PaypalSetupAnswer>

/** The `{id}` of POST /api/payment-methods/paypal/{id}: a setup intent's id (`seti_…`). */
export const SetupIntentParams = v.object({
  id: v.pipe(input.single('id'), v.regex(/^seti_[A-Za-z0-9_]{1,95}$/, say('setupIntentId'))),
})
