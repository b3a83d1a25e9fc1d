/**
 * What the renewal banner reads (issues 34 and 36): the user's subscription through the resource
 * machine (machines/resource, started with the flow recorder's inspect by useResource), read once
 * per page load and again on each payment event (a renewal paid, a payment failed), so the banner
 * reads a view mapper instead of calling the server. Its own module: the area's other pages have
 * their own calls.
 */
import { useEffect, useRef } from 'react'
import { ownedSubscription } from '../../../contracts/payments/endpoints'
import type { OwnedSubscription } from '../../../contracts/payments/plans'
import { call } from '../../shared/api'
import { onPaymentEvent } from '../../shared/checkout/payment-events'
import { useResource } from '../../shared/lib/use-resource'

const loadOwned = (_: Record<string, unknown>, signal: AbortSignal): Promise<OwnedSubscription | null> =>
  call(ownedSubscription, {}, { signal })

/** The user's subscription as the server last answered (undefined before an answer or after a failure). */
export function useRenewalSubscription(): OwnedSubscription | null | undefined {
  const owned = useResource(loadOwned)
  const reload = useRef(owned.reload)
  useEffect(() => {
    reload.current = owned.reload
  })
  useEffect(() => onPaymentEvent(() => reload.current()), [])
  return owned.view.phase === 'failure' ? undefined : owned.data
}
