/** Plans, subscriptions in each state and the server's answers, for the subscription tests. */
import type { OrderStatusAnswer } from '../../contracts/payments/schemas'
import type { OwnedSubscription, Subscription } from '../../contracts/payments/plans'

export const annual: Subscription = {
  id: 3,
  slug: 'annuale',
  name: 'Annuale',
  description: 'Un anno intero.',
  active: true,
  purchaseable: true,
  visible: true,
  expiring: false,
  expiring_at: null,
  features: ['diary'],
  interval: 'year',
  intervalCount: 1,
  limited_qty: false,
  qty: null,
  price: 19000,
  priceId: 'price_demo_annual',
  productId: 'prod_demo_trainer',
  promo_active: false,
  stripe_promo_price: null,
  recurring: true,
  suggested: true,
  time_limit: null,
  valid_from: null,
  valid_until: null,
  currency: 'EUR',
  audience: 'trainer',
}
export const monthly: Subscription = {
  ...annual,
  id: 4,
  slug: 'mensile',
  name: 'Mensile',
  interval: 'month',
  price: 1900,
  suggested: false,
}

export const owned = (over: Partial<OwnedSubscription> = {}): OwnedSubscription => ({
  id: 9,
  subscription: annual,
  status: 'active',
  current_period_end: '2026-12-01T10:00:00.000Z',
  cancel_at_period_end: false,
  next_subscription: null,
  pmid: 'pm_old',
  next_retry_at: null,
  failed_attempts: 0,
  ...over,
})

export const subscriptions = {
  active: owned(),
  ending: owned({ cancel_at_period_end: true }),
  changed: owned({ next_subscription: monthly }),
  pastDue: owned({ status: 'past_due', next_retry_at: '2026-12-02T10:00:00.000Z', failed_attempts: 1 }),
  ended: owned({ status: 'canceled', cancel_at_period_end: true }),
  pending: owned({ status: 'pending_bank_transfer', pmid: null }),
  noCard: owned({ pmid: null }),
}

export const retries: Record<'paid' | 'declined', OrderStatusAnswer> = {
  paid: { order_id: 31, status: 'succeeded' },
  declined: { order_id: 31, status: 'requires_payment_method', decline_reason: 'insufficient_funds' },
}

/** A refusal as the API client rejects with it, and a network failure. */
export const refusal = { status: 409, serverMessage: "L'abbonamento non si può più disdire." }
export const offline = new TypeError('Failed to fetch')
