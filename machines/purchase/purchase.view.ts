/*
 * What the checkout pages render, derived from a snapshot: the route step to show, whether paying
 * is possible, the live price. Views stay a thin mapping; the app keeps the URL on `step` (replace
 * the route when they differ, send `purchase.goToStep` when the user navigates).
 */
import type { SnapshotFrom } from 'xstate'
import type { BillingInformation } from '../../contracts/accounts/schemas'
import type { BankTransferDetails, DeclineReason, SavedCard } from '../../contracts/payments/schemas'
import { dueCents, type NewCard, type PaymentMethodChoice, type PurchaseError } from './purchase.context'
import type { purchaseMachine } from './purchase.machine'

/** The route steps of SPEC.md §4: /buy has the three outer ones, onboarding all four. */
export type PurchaseStep = 'billing-information' | 'payment-methods' | 'payment-pending' | 'order-completed'

export type PurchaseStatus =
  | 'loading'
  | 'loadFailed'
  | 'alreadyOwned'
  | 'billingInformation'
  | 'paymentMethods'
  | 'paying'
  | 'threeDSecure'
  | 'paypalApproval'
  | 'paypalCanceled'
  | 'declined'
  | 'processing'
  | 'pendingBankTransfer'
  | 'orderCompleted'

const STATUSES: readonly PurchaseStatus[] = [
  'loading',
  'loadFailed',
  'alreadyOwned',
  'billingInformation',
  'paymentMethods',
  'paying',
  'threeDSecure',
  'paypalApproval',
  'paypalCanceled',
  'declined',
  'processing',
  'pendingBankTransfer',
  'orderCompleted',
]

export interface PurchasePrice {
  listCents: number
  /** What the pay button charges: the coupon's price when one is applied. */
  dueCents: number
  discountCents: number
  currency: 'EUR'
  isFree: boolean
}

export interface PurchaseView {
  status: PurchaseStatus
  /** The route step to show; undefined while loading, after a failed load and when already owned. */
  step: PurchaseStep | undefined
  isLoading: boolean
  /** A call the user started is running (billing, coupon, card, payment): submit buttons are off. */
  isSubmitting: boolean
  /** The pay button is enabled (for a new card: with the card form's current values). */
  canPay: boolean
  canEditBilling: boolean
  isCheckingCoupon: boolean
  /** Processing has lasted about PURCHASE_MAX_WAIT_MS; the page may say so. */
  takingLonger: boolean
  error: PurchaseError | null
  declineReason: DeclineReason | null
  title: string | undefined
  /** A course's slug (its page's link). */
  slug: string | undefined
  price: PurchasePrice | undefined
  coupon: string | null
  method: PaymentMethodChoice | null
  cards: SavedCard[]
  canUseBankTransfer: boolean
  bankTransfer: BankTransferDetails | undefined
  orderId: number | undefined
  /** What the order charges (the coupon's price included), once there is an order. */
  amountCents: number | undefined
  /** What the billing form starts from. */
  billing: BillingInformation | null
  /** New payment attempts left (retrying a failed call is not a new one). */
  attemptsLeft: number
}

export interface PurchaseViewOptions {
  /** Onboarding has a payment-pending step; /buy shows pending payments on payment-methods. */
  pendingStep?: boolean
  /** The new card form's values (or the provider's own field), when a new card is chosen. */
  card?: NewCard
}

function stepOf(status: PurchaseStatus, pendingStep: boolean): PurchaseStep | undefined {
  switch (status) {
    case 'billingInformation':
      return 'billing-information'
    case 'paymentMethods':
    case 'paying':
    case 'threeDSecure':
    case 'paypalApproval':
    case 'paypalCanceled':
    case 'declined':
      return 'payment-methods'
    case 'processing':
    case 'pendingBankTransfer':
      return pendingStep ? 'payment-pending' : 'payment-methods'
    case 'orderCompleted':
      return 'order-completed'
    default:
      return undefined
  }
}

export function purchaseView(
  snapshot: SnapshotFrom<typeof purchaseMachine>,
  options: PurchaseViewOptions = {},
): PurchaseView {
  const { context } = snapshot
  const status = STATUSES.find((state) => snapshot.matches(state)) ?? 'loading'
  const due = dueCents(context)
  const price =
    context.summary && due !== undefined
      ? {
          listCents: context.summary.price_cents,
          dueCents: due,
          discountCents: context.coupon?.discount_cents ?? 0,
          currency: context.summary.currency,
          isFree: due === 0,
        }
      : undefined
  return {
    status,
    step: stepOf(status, options.pendingStep ?? false),
    isLoading: status === 'loading',
    isSubmitting: snapshot.hasTag('busy') && status !== 'loading',
    canPay: snapshot.can({ type: 'purchase.pay', card: options.card }),
    canEditBilling: snapshot.can({ type: 'purchase.goToStep', step: 'billing-information' }),
    isCheckingCoupon: snapshot.matches({ paymentMethods: 'checkingCoupon' }),
    takingLonger: snapshot.matches({ processing: 'takingLonger' }),
    error: context.error,
    declineReason: context.declineReason,
    title: context.summary?.title,
    slug: context.summary?.slug,
    price,
    coupon: context.coupon?.code ?? null,
    method: context.method,
    cards: context.cards,
    canUseBankTransfer: context.allowsBankTransfer && !price?.isFree,
    bankTransfer: context.order?.bank_transfer,
    orderId: context.order?.order_id,
    amountCents: context.order?.amount_cents,
    billing: context.billing,
    attemptsLeft: Math.max(0, context.maxAttempts - context.attempts),
  }
}
