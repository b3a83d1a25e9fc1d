/**
 * The payments area's API calls (SPEC.md §7: courses buy and free product live in
 * contracts/courses/endpoints.ts; subscriptions list/owned/init/checkout/free tier, coupon check,
 * payment methods, features buy, orders), the sandbox provider's own calls (the role Stripe.js and
 * Stripe's hosted 3-D Secure page play) and the dev tools of DESIGN.md §6.
 */
import * as v from 'valibot'
import { ID_MAX, LOCALES } from '../core/constants'
import { data, endpoint, paginated } from '../core/endpoint'
import { apiMessage, inputRules, PageQuery } from '../core/input'
import {
  BuyBody,
  CardDetails,
  CheckoutState,
  ClockAnswer,
  ClockBody,
  CouponCheckAnswer,
  CouponCheckBody,
  OrderStatusAnswer,
  AddPaymentMethodBody,
  PaymentMethodParams,
  PaypalSetupAnswer,
  PaypalSetupBody,
  SetupIntentParams,
  PRODUCT_TYPES,
  SavedCard,
  SubscriptionCheckoutBody,
  SubscriptionChangeBody,
  SubscriptionInitBody,
} from './schemas'
import { OrderListItem, OrderDetail, PendingBankTransfer } from './orders'
import {
  FeatureProduct,
  FreeTierAnswer,
  OwnedSubscription,
  DefaultPaymentMethodAnswer,
  DeletePaymentMethodAnswer,
  PlansQuery,
  Subscription,
} from './plans'

const tag = 'payments'
const { single, positiveInteger } = inputRules()

export const IdParams = v.object({ id: positiveInteger('id', ID_MAX) })

export const CheckoutParams = v.object({
  type: v.pipe(
    single('type'),
    v.picklist(PRODUCT_TYPES, () => 'type: course | feature | subscription'),
  ),
  id: positiveInteger('id', ID_MAX),
})

export const getCheckout = endpoint({
  method: 'GET',
  path: '/api/checkout/:type/:id',
  auth: 'user',
  tag,
  summary: "A product's checkout as the server knows it: price, billing, saved cards, the open or last order",
  params: CheckoutParams,
  response: data(CheckoutState),
  errors: [404],
})

export const listPaymentMethods = endpoint({
  method: 'GET',
  path: '/api/payment-methods',
  auth: 'user',
  tag,
  summary: "The user's saved cards (brand, last 4, expiry)",
  response: data(v.array(SavedCard)),
})

export const listOrders = endpoint({
  method: 'GET',
  path: '/api/orders',
  auth: 'user',
  tag,
  summary: "The user's orders, newest first, with their products' titles",
  query: PageQuery,
  response: paginated(OrderListItem),
})

export const getOrder = endpoint({
  method: 'GET',
  path: '/api/orders/:id',
  auth: 'owner',
  tag,
  summary: "One of the user's orders, with the documents it has (404 for anyone but its owner and admins)",
  params: IdParams,
  response: data(OrderDetail),
  errors: [404],
})

/** A link cannot choose its Accept-Language: the SPA names the language of the receipt it links to. */
export const ReceiptQuery = v.object({
  lang: v.optional(
    v.pipe(
      single('lang'),
      v.picklist(LOCALES, () => 'lang: it | en'),
    ),
  ),
})

export const orderReceipt = endpoint({
  method: 'GET',
  path: '/api/orders/:id/receipt',
  auth: 'owner',
  tag,
  summary: 'The PDF receipt of a paid order: taxable amount, IVA 22% and total (409 before it is paid)',
  params: IdParams,
  query: ReceiptQuery,
  contentType: 'application/pdf',
  errors: [404, 409],
})

export const orderFattura = endpoint({
  method: 'GET',
  path: '/api/orders/:id/fattura.xml',
  auth: 'owner',
  tag,
  summary:
    'The FatturaPA XML (FPR12) of a paid order, for buyers with Italian fiscal data (422 without them)',
  params: IdParams,
  contentType: 'application/xml',
  errors: [404, 409],
})

export const orderCreditNote = endpoint({
  method: 'GET',
  path: '/api/orders/:id/credit-note',
  auth: 'owner',
  tag,
  summary:
    'The PDF credit note (nota di credito) of a refunded order: its own number, the invoice it cancels, the amount given back (409 before a refund)',
  params: IdParams,
  query: ReceiptQuery,
  contentType: 'application/pdf',
  errors: [404, 409],
})

export const orderCreditNoteFattura = endpoint({
  method: 'GET',
  path: '/api/orders/:id/credit-note.xml',
  auth: 'owner',
  tag,
  summary:
    "The FatturaPA XML of a refunded order's credit note (TipoDocumento TD04, DatiFattureCollegate naming the invoice), for buyers with Italian fiscal data",
  params: IdParams,
  contentType: 'application/xml',
  errors: [404, 409],
})

export const listSubscriptions = endpoint({
  method: 'GET',
  path: '/api/subscriptions',
  auth: 'public',
  tag,
  summary:
    "The visible subscription plans of one audience (issue 36): ?audience=, else an HR user's are HR plans, everyone else's trainer plans",
  query: PlansQuery,
  response: data(v.array(Subscription)),
})

export const ownedSubscription = endpoint({
  method: 'GET',
  path: '/api/subscriptions/owned',
  auth: 'user',
  tag,
  summary: "The user's subscription (active, past due or awaiting a bank transfer), or null",
  response: data(v.nullable(OwnedSubscription)),
})

export const initSubscription = endpoint({
  method: 'POST',
  path: '/api/subscriptions/init',
  auth: 'user',
  tag,
  summary:
    "Chooses a plan and starts (or resumes) its checkout: the choice is kept for the user; the plan's checkout state",
  body: SubscriptionInitBody,
  response: data(CheckoutState),
})

export const checkoutSubscription = endpoint({
  method: 'POST',
  path: '/api/subscriptions/checkout',
  auth: 'user',
  tag,
  summary: 'Pays a plan with a saved card or by bank transfer (Idempotency-Key header)',
  body: SubscriptionCheckoutBody,
  response: data(OrderStatusAnswer),
})

export const cancelSubscription = endpoint({
  method: 'POST',
  path: '/api/subscriptions/cancel',
  auth: 'user',
  tag,
  summary: "Cancels the user's subscription at the end of the period it is paid for",
  response: data(v.nullable(OwnedSubscription)),
})

export const changeSubscription = endpoint({
  method: 'POST',
  path: '/api/subscriptions/change',
  auth: 'user',
  tag,
  summary:
    "Moves the user's subscription to another plan from its next renewal (the new plan's price from then on, nothing charged now); the current plan's id undoes a change asked for",
  body: SubscriptionChangeBody,
  response: data(OwnedSubscription),
  errors: [409, 422],
})

export const activateFreeTier = endpoint({
  method: 'POST',
  path: '/api/subscriptions/free-tier',
  auth: 'user',
  tag,
  summary: 'Chooses the free tier instead of a paid plan',
  response: data(FreeTierAnswer),
})

export const checkCoupon = endpoint({
  method: 'POST',
  path: '/api/coupons/check',
  auth: 'user',
  tag,
  summary: "A coupon's price for one product, or a 422 saying why it does not apply",
  body: CouponCheckBody,
  response: data(CouponCheckAnswer),
  errors: [404],
})

export const listFeatures = endpoint({
  method: 'GET',
  path: '/api/features',
  auth: 'user',
  tag,
  summary: 'The extra features (SPEC.md §3 User features) with their prices and whether the user has them',
  response: data(v.array(FeatureProduct)),
})

export const buyFeature = endpoint({
  method: 'POST',
  path: '/api/features/:id/buy',
  auth: 'user',
  tag,
  summary: 'Buys an extra feature (Idempotency-Key header); once paid its flag is on',
  params: IdParams,
  body: BuyBody,
  response: data(OrderStatusAnswer),
  errors: [404],
})

export const adminListBankTransfers = endpoint({
  method: 'GET',
  path: '/api/admin/bank-transfers',
  auth: ['admin'],
  tag,
  summary: 'The orders waiting for their bank transfer, oldest first: who, what, how much, the reference',
  query: PageQuery,
  response: paginated(PendingBankTransfer),
})

export const adminConfirmBankTransfer = endpoint({
  method: 'POST',
  path: '/api/admin/bank-transfers/:id/confirm',
  auth: ['admin'],
  tag,
  summary: "Confirms that an order's bank transfer arrived: the purchase is activated",
  params: IdParams,
  response: data(OrderStatusAnswer),
  errors: [404],
})

// ---------------------------------------------------------------------------------------------
// The sandbox provider (not with Stripe; in production only with PAYMENTS=sandbox)

export const sandboxCreatePaymentMethod = endpoint({
  method: 'POST',
  path: '/api/sandbox/payment-methods',
  auth: 'user',
  tag,
  summary: 'Tokenises a test card (the role Stripe.js plays): a pm_… id, brand and last 4',
  body: CardDetails,
  response: data(SavedCard),
  status: 201,
})

export const ChallengeQuery = v.object({
  return_url: v.optional(v.pipe(single('return_url'), v.maxLength(2048))),
})

export const sandboxChallenge = endpoint({
  method: 'GET',
  path: '/api/sandbox/3ds/:id',
  auth: 'public',
  tag,
  summary: "The sandbox's 3-D Secure challenge page of a payment intent (approve or fail)",
  params: v.object({ id: v.pipe(single('id'), v.maxLength(64)) }),
  contentType: 'text/html',
  errors: [404],
})

export const sandboxChallengeComplete = endpoint({
  method: 'GET',
  path: '/api/sandbox/3ds/:id/complete',
  auth: 'public',
  tag,
  summary:
    'Approves or fails a 3-D Secure challenge (signed link of the challenge page); the page answered sends the buyer back to return_url',
  params: v.object({ id: v.pipe(single('id'), v.maxLength(64)) }),
  query: v.object({
    result: v.pipe(
      single('result'),
      v.picklist(['approve', 'fail'], () => 'result: approve | fail'),
    ),
    sig: v.pipe(single('sig'), v.maxLength(128)),
  }),
  contentType: 'text/html',
  errors: [404],
})

/** The sandbox's PayPal accounts (issue 36): the second pays now and is declined when charged later. */
export const SANDBOX_PAYPAL_PAYERS = ['buyer@paypal.test', 'fail-renewal@paypal.test'] as const

export const sandboxPaypal = endpoint({
  method: 'GET',
  path: '/api/sandbox/paypal/:id',
  auth: 'public',
  tag,
  summary:
    "The sandbox's PayPal approval page of a payment intent (approve with a sandbox account, or cancel)",
  params: v.object({ id: v.pipe(single('id'), v.maxLength(64)) }),
  contentType: 'text/html',
  errors: [404],
})

export const sandboxPaypalComplete = endpoint({
  method: 'GET',
  path: '/api/sandbox/paypal/:id/complete',
  auth: 'public',
  tag,
  summary:
    'Approves (captures) or cancels a PayPal payment (the signed form of the approval page); the page answered sends the buyer back to return_url',
  params: v.object({ id: v.pipe(single('id'), v.maxLength(64)) }),
  query: v.object({
    result: v.pipe(
      single('result'),
      v.picklist(
        ['approve', 'cancel'],
        apiMessage({ it: 'result deve essere approve o cancel.', en: 'result must be approve or cancel.' }),
      ),
    ),
    payer: v.optional(
      v.pipe(
        single('payer'),
        v.picklist(
          SANDBOX_PAYPAL_PAYERS,
          apiMessage({
            it: `payer deve essere un conto PayPal del sandbox: ${SANDBOX_PAYPAL_PAYERS.join(', ')}.`,
            en: `payer must be one of the sandbox's PayPal accounts: ${SANDBOX_PAYPAL_PAYERS.join(', ')}.`,
          }),
        ),
      ),
      SANDBOX_PAYPAL_PAYERS[0],
    ),
    sig: v.pipe(single('sig'), v.maxLength(128)),
  }),
  contentType: 'text/html',
  errors: [404, 422],
})

// ---------------------------------------------------------------------------------------------
// Dev tools (DESIGN.md §6), never in production

export const devAdvanceClock = endpoint({
  method: 'POST',
  path: '/api/dev/clock',
  auth: 'public',
  tag,
  summary: "Moves the payment sandbox's time forward and runs what falls due (not in production)",
  body: ClockBody,
  response: data(ClockAnswer),
})

export const devConfirmBankTransfer = endpoint({
  method: 'POST',
  path: '/api/dev/bank-transfers/:id/confirm',
  auth: 'public',
  tag,
  summary: "Confirms an order's bank transfer as if the money arrived (not in production)",
  params: IdParams,
  response: data(OrderStatusAnswer),
  errors: [404],
})

// ---------------------------------------------------------------------------------------------
// Subscription lifecycle (issue 36): saved cards, the renewals' card, resuming a cancellation

export const addPaymentMethod = endpoint({
  method: 'POST',
  path: '/api/payment-methods',
  auth: 'user',
  tag,
  summary: 'Saves a tokenised card with the user (attached to their customer at the provider)',
  body: AddPaymentMethodBody,
  response: data(SavedCard),
  errors: [422],
})

export const setDefaultPaymentMethod = endpoint({
  method: 'PUT',
  path: '/api/payment-methods/:id/default',
  auth: 'user',
  tag,
  summary:
    'Makes a saved card the one renewals charge; a renewal that failed is charged again with it at once (past_due → active when it pays)',
  params: v.object({ id: v.pipe(v.string(), v.maxLength(255)) }),
  response: data(DefaultPaymentMethodAnswer),
  errors: [404, 409],
})

export const deletePaymentMethod = endpoint({
  method: 'DELETE',
  path: '/api/payment-methods/:id',
  auth: 'user',
  tag,
  summary:
    "Removes one of the user's saved cards (detached at the provider); removing the default makes the newest usable card left the default, or none",
  params: PaymentMethodParams,
  response: data(DeletePaymentMethodAnswer),
  errors: [404],
})

export const resumeSubscription = endpoint({
  method: 'POST',
  path: '/api/subscriptions/resume',
  auth: 'user',
  tag,
  summary: 'Withdraws a cancellation at period end, before the period ends: the subscription renews again',
  response: data(OwnedSubscription),
  errors: [409],
})

export const startPaypalSetup = endpoint({
  method: 'POST',
  path: '/api/payment-methods/paypal',
  auth: 'user',
  tag,
  summary:
    "Starts saving a PayPal account without a purchase (issue 36): a setup intent whose next action is PayPal's approval page, which returns to return_url with setup_intent={id} (Idempotency-Key header: the same key answers the same setup intent)",
  body: PaypalSetupBody,
  response: data(PaypalSetupAnswer),
  errors: [422],
})

export const confirmPaypalSetup = endpoint({
  method: 'POST',
  path: '/api/payment-methods/paypal/:id',
  auth: 'user',
  tag,
  summary:
    'Keeps the PayPal account of an approved setup intent with the user (once, however often it is asked); 409 while it waits for the approval or after it was cancelled on PayPal',
  params: SetupIntentParams,
  response: data(SavedCard),
  errors: [404, 409],
})
