/**
 * The checkout's calls that its views would otherwise make themselves (issue 34: a view never
 * calls the server): who takes payments (GET /api/config, once per page load), an order with its
 * documents, and Stripe's tokenisation of the card in the field on the page. Views read these
 * through hooks and actors (stripe-card.tsx, order-documents.tsx, purchase-actors.ts).
 */
import type { Stripe, StripeCardElement } from '@stripe/stripe-js'
import { getRuntimeConfig, type PaymentsConfig } from '../../../contracts/notifications/endpoints'
import { getOrder } from '../../../contracts/payments/endpoints'
import type { SavedCard } from '../../../contracts/payments/schemas'
import type { OrderDetail } from '../../../contracts/payments/orders'
import { ApiError } from '../api/api-error'
import { call } from '../api/call'

/** An order with its documents (the completed checkout's step). */
export const loadOrder = ({ id }: { id: number }, signal: AbortSignal): Promise<OrderDetail> =>
  call(getOrder, { params: { id } }, { signal })

let paymentsConfig: Promise<PaymentsConfig> | undefined

/** Who takes payments, asked once per page load. */
export function fetchPaymentsConfig(): Promise<PaymentsConfig> {
  paymentsConfig ??= call(getRuntimeConfig, {})
    .then((config) => config.payments)
    .catch((error: unknown) => {
      paymentsConfig = undefined
      throw error
    })
  return paymentsConfig
}

/** As after a page load: the provider is asked again (tests). */
export function forgetPaymentsConfig(): void {
  paymentsConfig = undefined
}

/** The card field on the page now: what the tokenizeCard actor reads the card from. */
let mounted: { stripe: Stripe; card: StripeCardElement } | null = null

/** The Stripe card field drawn now (stripe-card.tsx sets it on mount, clears it on unmount). */
export const mountedCard = () => mounted
export function setMountedCard(field: { stripe: Stripe; card: StripeCardElement } | null): void {
  mounted = field
}

/**
 * Stripe's tokenisation of the card in the field: a SavedCard as the sandbox's call answers it,
 * or a 422-shaped ApiError on `number` with Stripe's own (localised) message.
 */
export async function createStripePaymentMethod(): Promise<SavedCard> {
  if (!mounted) throw new ApiError(0, {}, 'The Stripe card field is not on the page.')
  const { paymentMethod, error } = await mounted.stripe.createPaymentMethod({
    type: 'card',
    card: mounted.card,
  })
  if (error || !paymentMethod?.card) {
    const message = error?.message ?? 'Stripe refused the card.'
    // A card the buyer can correct is theirs to fix (422); anything else is a failure to retry.
    const status = error && error.type !== 'validation_error' && error.type !== 'card_error' ? 0 : 422
    throw new ApiError(status, { message, errors: status === 422 ? { number: [message] } : {} }, message)
  }
  const { brand, last4, exp_month, exp_year } = paymentMethod.card
  return { id: paymentMethod.id, brand, last4, exp_month, exp_year }
}
