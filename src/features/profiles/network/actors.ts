/**
 * What the network's views on the profile pages read and start: the resource actor
 * (machines/resource) for the summaries and lists, machines/request for a report, each given the
 * real calls of api.ts, so the views never call the server (DESIGN.md §2). The partnership's
 * machine is in partnership-actors.ts, in its button's lazy chunk.
 */
import { useActorRef, useSelector } from '@xstate/react'
import { useCallback } from 'react'
import { fromPromise } from 'xstate'
import type { ReportBody } from '../../../../contracts/network/schemas'
import { requestMachine, requestView, sendRequest, type RequestView } from '../../../../machines/request'
import { flowRecorder } from '../../../shared/lib/flow-recorder'
import { useResource } from '../../../shared/lib/use-resource'
import {
  fetchNetworkSummary,
  fetchPartnerships,
  fetchPeople,
  fetchProfileRecommendations,
  fetchSuggestions,
  fetchTrending,
  sendReport,
} from './api'

/** Someone's network summary (counts, follow, partnership), read again when `key` changes. */
export const useNetworkSummary = (userId: number, key: Record<string, unknown> = {}) =>
  useResource(fetchNetworkSummary, { userId, ...key })
export const useSuggestions = () => useResource(fetchSuggestions, {})
export const useTrending = () => useResource(fetchTrending, {})

/** The paged lists' loaders, for PagedList's resource actor. */
export const networkLists = {
  people: fetchPeople,
  partnerships: fetchPartnerships,
  profileRecommendations: fetchProfileRecommendations,
}

export const appReportProfileMachine = requestMachine.provide({
  actors: {
    call: fromPromise<unknown, unknown>(({ input }) => {
      const { userId, body } = input as { userId: number; body: ReportBody }
      return sendReport(userId, body)
    }),
  },
})

/** Reporting a profile to the admins: its view, and a promise of the answer. */
export function useProfileReport() {
  const actor = useActorRef(appReportProfileMachine, { inspect: flowRecorder.inspect })
  const view = useSelector(actor, (snapshot) => requestView(snapshot), sameRequestView)
  const send = useCallback(
    (userId: number, body: ReportBody) => sendRequest<unknown>(actor, { userId, body }),
    [actor],
  )
  const reset = useCallback(() => actor.send({ type: 'request.reset' }), [actor])
  return { view, send, reset }
}
const sameRequestView = (a: RequestView, b: RequestView) =>
  a.phase === b.phase && a.output === b.output && a.error === b.error
