/**
 * The purchase machine's actors (machines/purchase), implemented with the real API: every checkout
 * of the app (/buy for courses and features, the onboarding's subscription steps) provides these.
 * Card numbers go only to the sandbox's tokenisation call (the role Stripe.js plays), or with Stripe
 * as the provider never leave Stripe Elements (stripe-card.tsx).
 */
import { fromPromise } from 'xstate'
import { saveInvoiceData } from '../../../contracts/accounts/endpoints'
import { buyCourse, enrolFreeCourse } from '../../../contracts/courses/endpoints'
import {
  buyFeature,
  checkCoupon,
  checkoutSubscription,
  getCheckout,
  sandboxCreatePaymentMethod,
} from '../../../contracts/payments/endpoints'
import {
  couponCheckBody,
  IDEMPOTENCY_HEADER,
  type BuyBody,
  type OrderStatusAnswer,
  type ProductRef,
} from '../../../contracts/payments/schemas'
import {
  isProviderCard,
  PURCHASE_POLL_MS,
  purchaseMachine,
  type CheckCouponInput,
  type NewCard,
  type PayInput,
} from '../../../machines/purchase'
import { call } from '../api/call'
import { fallbackPollMs } from './payment-events'
import { createStripePaymentMethod } from './checkout-calls'

/** Where the provider sends the buyer back after 3-D Secure or PayPal: the page the checkout is on. */
export function currentReturnUrl(): string {
  if (typeof window === 'undefined') return '/'
  return `${window.location.pathname}${window.location.search}`.replace(/[?&]payment_intent=[^&]*/, '')
}

export async function payOrder(input: PayInput, returnUrl = currentReturnUrl()): Promise<OrderStatusAnswer> {
  const { product, method, coupon, idempotencyKey } = input
  const headers = { [IDEMPOTENCY_HEADER]: idempotencyKey }
  const body: BuyBody = { return_url: returnUrl }
  if (coupon) body.coupon = coupon
  if (method.type === 'card') body.pmid = method.pmid
  if (method.type === 'bankTransfer') body.bank_transfer = true
  // PayPal (issue 36): the answer sends the buyer to PayPal's approval page (openNextAction).
  if (method.type === 'paypal') body.payment_method_type = 'paypal'
  // A free course without a coupon is an enrolment, not a purchase.
  if (method.type === 'free' && !coupon && product.type === 'course')
    return call(enrolFreeCourse, { params: { id: product.id } }, { headers })
  if (product.type === 'course') return call(buyCourse, { params: { id: product.id }, body }, { headers })
  if (product.type === 'feature') return call(buyFeature, { params: { id: product.id }, body }, { headers })
  return call(checkoutSubscription, { body: { id: product.id, ...body } }, { headers })
}

export const purchaseActors = {
  loadOrder: fromPromise(({ input, signal }: { input: { product: ProductRef }; signal: AbortSignal }) =>
    call(getCheckout, { params: { type: input.product.type, id: input.product.id } }, { signal }),
  ),
  saveBilling: fromPromise(
    ({ input }: { input: Parameters<typeof call<typeof saveInvoiceData>>[1]['body'] }) =>
      call(saveInvoiceData, { body: input }),
  ),
  checkCoupon: fromPromise(({ input }: { input: CheckCouponInput }) =>
    call(checkCoupon, { body: couponCheckBody(input.code, input.product) as never }),
  ),
  tokenizeCard: fromPromise(({ input }: { input: NewCard }) =>
    isProviderCard(input) ? createStripePaymentMethod() : call(sandboxCreatePaymentMethod, { body: input }),
  ),
  pay: fromPromise(({ input }: { input: PayInput }) => payOrder(input)),
}

/**
 * The purchase machine with the API's actors; `openNextAction` goes to the 3-D Secure page. While
 * the realtime connection is up the payment events move the checkout on, so polling slows down
 * to a fallback (read each time a wait starts).
 */
export function checkoutMachine(
  openNextAction: (url: string) => void = (url) => window.location.assign(url),
) {
  return purchaseMachine.provide({
    actors: purchaseActors,
    actions: { openNextAction: (_, params: { url: string }) => openNextAction(params.url) },
    delays: { pollInterval: () => fallbackPollMs(PURCHASE_POLL_MS) },
  })
}
