/**
 * The realtime connection's payment events, on their way to every checkout on screen. The
 * notifications area (which owns the socket) publishes here what its machine announces —
 * `subscription_active`, `product_purchased`, `stripe_requires_payment_method` mapped by
 * purchaseEventFromNotification — and whether the socket is up; the checkouts (useCheckout, the
 * wizard's payment-pending step) listen. Kept in src/shared because no feature imports another,
 * and free of pusher-js so a checkout never loads it.
 */
import type { PurchaseEvent } from '../../../machines/purchase'
import { createStore } from '../lib/store'

/** True while the user's notification channel is subscribed: events arrive as they happen. */
export const realtimeConnected = createStore(false)

/** How often a waiting checkout asks the server while events arrive by themselves. */
export const FALLBACK_POLL_MS = 10_000

/** The poll interval to use now: `fastMs` while the socket is down, FALLBACK_POLL_MS while it is up. */
export function fallbackPollMs(fastMs: number): number {
  return realtimeConnected.get() ? Math.max(fastMs, FALLBACK_POLL_MS) : fastMs
}

type PaymentEventListener = (event: PurchaseEvent) => void

const listeners = new Set<PaymentEventListener>()

export function publishPaymentEvent(event: PurchaseEvent): void {
  for (const listener of [...listeners]) listener(event)
}

export function onPaymentEvent(listener: PaymentEventListener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
