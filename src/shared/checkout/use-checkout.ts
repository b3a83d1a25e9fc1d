/**
 * One checkout on a page: the purchase machine (machines/purchase) with the API's actors, its view
 * (purchaseView) and a way to send it events. The actor lives as long as the page: a reload starts
 * a new checkout, which resumes from the order the server holds.
 *
 * Each step of a checkout is its own route (/buy/course/{id}/billing-information, …/payment-methods),
 * and the router gives every route a fresh page. So that moving between the steps keeps the one
 * checkout — "Modifica i dati di fatturazione" used to flip straight back to the payment step
 * (issue 36): the new page's checkout, loaded afresh, found the billing data complete — the page of
 * the next step takes over the running actor of the page it replaces, for the same product, instead
 * of starting another one; an actor no page takes over within HANDOFF_MS is stopped.
 */
import { useSelector } from '@xstate/react'
import { useEffect, useRef, useState } from 'react'
import { createActor, type ActorRefFrom } from 'xstate'
import type { ProductRef } from '../../../contracts/payments/schemas'
import { purchaseView, type NewCard, type PurchaseEvent, type PurchaseView } from '../../../machines/purchase'
import { flowRecorder } from '../lib/flow-recorder'
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

type CheckoutActor = ActorRefFrom<ReturnType<typeof checkoutMachine>>

interface Held {
  actor: CheckoutActor
  /** The pages using it now. */
  users: number
  release?: ReturnType<typeof setTimeout>
  /** When the checkout last moved from one step to another: the page of that step is coming. */
  steppedAt?: number
}

/**
 * How long after moving to another step a checkout waits for that step's page (the session may
 * check the navigation first), and how long one no page uses lives on.
 */
export const HANDOFF_MS = 10_000
const held = new Map<string, Held>()

/** The running checkout of the page being replaced, for the same product, or a new one. */
function takeOrCreate(key: string, options: CheckoutOptions): Held {
  const running = held.get(key)
  // Only the step's page the checkout has just moved to takes it over: any other page (another
  // visit to the product, a test rendering the same product again) starts its own.
  if (
    running &&
    running.actor.getSnapshot().status === 'active' &&
    running.steppedAt !== undefined &&
    Date.now() - running.steppedAt < HANDOFF_MS
  ) {
    clearTimeout(running.release)
    running.release = undefined
    running.steppedAt = undefined
    return running
  }
  const actor = createActor(checkoutMachine(options.openNextAction), {
    input: {
      product: options.product,
      requiresBilling: options.requiresBilling,
      allowsBankTransfer: options.allowsBankTransfer,
      checkoutId: newCheckoutId(),
    },
    inspect: flowRecorder.inspect,
  })
  const created: Held = { actor, users: 0 }
  let step: string | null = null
  actor.subscribe((snapshot) => {
    const next = purchaseView(snapshot).step ?? null
    if (step !== null && next !== null && next !== step) created.steppedAt = Date.now()
    if (next !== null) step = next
  })
  held.set(key, created)
  return created
}

/** A page uses the checkout from now on; the function returned lets it go. */
function hold(key: string, entry: Held): () => void {
  entry.users += 1
  clearTimeout(entry.release)
  entry.release = undefined
  entry.actor.start()
  return () => {
    entry.users -= 1
    if (entry.users > 0) return
    entry.release = setTimeout(() => {
      if (entry.users > 0) return
      entry.actor.stop()
      if (held.get(key) === entry) held.delete(key)
    }, HANDOFF_MS)
  }
}

export function useCheckout(options: CheckoutOptions): Checkout {
  const { product, requiresBilling, allowsBankTransfer } = options
  const key = `${product.type}:${product.id}:${requiresBilling}:${allowsBankTransfer}`
  const [entry] = useState(() => takeOrCreate(key, options))
  const actor = entry.actor
  useEffect(() => hold(key, entry), [key, entry])
  const onCompleted = useRef(options.onCompleted)
  useEffect(() => {
    onCompleted.current = options.onCompleted
  })
  useEffect(() => {
    const subscription = actor.on('purchase.completed', () => onCompleted.current?.())
    return () => subscription.unsubscribe()
  }, [actor])
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
