/**
 * What the admins' bank transfers page and the extra features' page read and start (DESIGN.md §2):
 * the pending transfers and the features on sale through the resource machine, confirming a
 * transfer through machines/request, each given its real call of api.ts here, so the views read a
 * view mapper and send events. (The renewal banner's actors are in renewal-actors.ts.)
 */
import { listFeatures } from '../../../contracts/payments/endpoints'
import { call } from '../../shared/api/call'
import { requestWith, useRequestActor } from '../../shared/lib/use-request-actor'
import { useResource } from '../../shared/lib/use-resource'
import { confirmTransfer, fetchPendingTransfers } from './api'

/** The orders waiting for a bank transfer (admins only). */
export const usePendingTransfers = () => useResource(fetchPendingTransfers)

const fetchFeatures = (_: Record<string, unknown>, signal: AbortSignal) => call(listFeatures, {}, { signal })

/** The extra features on sale. */
export const useExtraFeatures = () => useResource(fetchFeatures)

export const appConfirmTransferMachine = requestWith((orderId: number) => confirmTransfer(orderId))

/** Confirming one transfer (machines/request): its view, and a send (the order's id) that settles with it. */
export const useTransferConfirmation = () => useRequestActor<number, unknown>(appConfirmTransferMachine)
