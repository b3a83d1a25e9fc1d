/**
 * One checkout on a page: the purchase machine (machines/purchase) with the API's actors, its view
 * (purchaseView) and a way to send it events. The actor lives as long as the page: a reload starts
 * a new checkout, which resumes from the order the server holds.
 */
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useState } from 'react'
import type { ProductRef } from '../../../contracts/payments/schemas'
import { purchaseView, type NewCard, type PurchaseEvent, type PurchaseView } from '../../../machines/purchase'
import { onPaymentEvent } from './payment-events'
import { checkoutMachine } from './purchase-actors'

export interface CheckoutOptions {
  product: ProductRef
  requiresBilling: boolean
  allowsBankTransfer: boolean
  /** Onboarding shows pending payments on their own step. */
  pendingStep?: boolean
  /** Tests: where the 3-D Secure page opens. */
  openNextAction?: (url: string) => void
  onCompleted?: () => void
}

export interface Checkout {
  view: PurchaseView
  send: (event: PurchaseEvent) => void
  /** The view as it would be with these new-card values (whether paying is possible). */
  viewWithCard: (card: NewCard | undefined) => PurchaseView
}

function newCheckoutId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`
}

export function useCheckout(options: CheckoutOptions): Checkout {
  const [machine] = useState(() => checkoutMachine(options.openNextAction))
  const [checkoutId] = useState(newCheckoutId)
  const actor = useActorRef(machine, {
    input: {
      product: options.product,
      requiresBilling: options.requiresBilling,
      allowsBankTransfer: options.allowsBankTransfer,
      checkoutId,
    },
  })
  useState(() => {
    if (options.onCompleted) actor.on('purchase.completed', options.onCompleted)
    return null
  })
  // The realtime payment events settle the order the moment they arrive (the machine checks they
  // are for its order); polling is only the fallback.
  useEffect(() => onPaymentEvent((event) => actor.send(event)), [actor])
  const pendingStep = options.pendingStep ?? false
  const view = useSelector(actor, (snapshot) => purchaseView(snapshot, { pendingStep }), sameView)
  return {
    view,
    send: (event) => actor.send(event),
    viewWithCard: (card) => purchaseView(actor.getSnapshot(), { pendingStep, card }),
  }
}

// A new view object per snapshot is fine; comparing keeps React from re-rendering on equal ones.
function sameView(a: PurchaseView, b: PurchaseView): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}
