/**
 * What the admins' bank transfers page and the extra features' page read and start (DESIGN.md §2):
 * the pending transfers and the features on sale through the resource machine, confirming a
 * transfer through machines/request, each given its real call of api.ts here, so the views read a
 * view mapper and send events. (The renewal banner's actors are in renewal-actors.ts.)
 */
import { useActorRef, useSelector } from '@xstate/react'
import { useCallback } from 'react'
import { fromPromise } from 'xstate'
import { listFeatures } from '../../../contracts/payments/endpoints'
import { requestMachine, requestView, sendRequest, type RequestView } from '../../../machines/request'
import { call } from '../../shared/api/call'
import { flowRecorder } from '../../shared/lib/flow-recorder'
import { useResource } from '../../shared/lib/use-resource'
import { confirmTransfer, fetchPendingTransfers } from './api'

/** The orders waiting for a bank transfer (admins only). */
export const usePendingTransfers = () => useResource(fetchPendingTransfers)

const fetchFeatures = (_: Record<string, unknown>, signal: AbortSignal) => call(listFeatures, {}, { signal })

/** The extra features on sale. */
export const useExtraFeatures = () => useResource(fetchFeatures)

export const appConfirmTransferMachine = requestMachine.provide({
  actors: { call: fromPromise<unknown, unknown>(({ input }) => confirmTransfer(input as number)) },
})

/** Confirming one transfer: the request's view, and a send (the order's id) that settles with it. */
export function useTransferConfirmation() {
  const actor = useActorRef(appConfirmTransferMachine, { inspect: flowRecorder.inspect })
  const view = useSelector(actor, (snapshot) => requestView(snapshot), sameRequestView)
  const send = useCallback((orderId: number) => sendRequest<unknown>(actor, orderId), [actor])
  return { view, send }
}
const sameRequestView = (a: RequestView, b: RequestView) =>
  a.phase === b.phase && a.output === b.output && a.error === b.error
