/**
 * What the network's views on the profile pages read and start: the resource actor
 * (machines/resource) for the summaries and lists, machines/request for a report, each given the
 * real calls of api.ts, and machines/toggle for following someone (shown at once, put back if the
 * server refuses), so the views never call the server (DESIGN.md §2). The partnership's
 * machine is in partnership-actors.ts, in its button's lazy chunk.
 */
import { useActorRef, useSelector } from '@xstate/react'
import { useCallback, useEffect, useRef } from 'react'
import { fromPromise } from 'xstate'
import type {
  CompetenceConfirmation,
  FollowState,
  Recommendation,
  ReportBody,
} from '../../../../contracts/network/schemas'
import { requestMachine, requestView, sendRequest, type RequestView } from '../../../../machines/request'
import {
  toggleMachine,
  toggleView,
  type ApplyToggleInput,
  type ToggleView,
} from '../../../../machines/toggle'
import { flowRecorder } from '../../../shared/lib/flow-recorder'
import { useResource } from '../../../shared/lib/use-resource'
import {
  confirmRecommendation,
  fetchCompetenceConfirmations,
  fetchConfirmers,
  fetchNetworkSummary,
  fetchPartnerships,
  fetchPeople,
  fetchProfileRecommendations,
  fetchReceivedRecommendations,
  fetchSuggestions,
  fetchTrending,
  follow,
  removeRecommendation,
  saveRecommendation,
  sendReport,
  toggleConfirmation,
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
  receivedRecommendations: fetchReceivedRecommendations,
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

export const appFollowToggleMachine = toggleMachine.provide({
  actors: {
    apply: fromPromise<unknown, ApplyToggleInput>(({ input }) =>
      follow(input.target as number, input.value as boolean),
    ),
  },
})

/**
 * Following someone (machines/toggle): the button shows the new value at once and the old one
 * again if the server refuses; `onChange` hears the server's counts once it agreed.
 */
export function useFollowToggle(state: FollowState, onChange: (state: FollowState) => void) {
  const actor = useActorRef(appFollowToggleMachine, {
    input: { target: state.user_id, value: state.is_following },
    inspect: flowRecorder.inspect,
  })
  const latest = useRef(onChange)
  useEffect(() => {
    latest.current = onChange
  })
  useEffect(() => {
    const subscription = actor.on('applied', (event) => latest.current(event.output as FollowState))
    return () => subscription.unsubscribe()
  }, [actor])
  useEffect(() => actor.send({ type: 'toggle.sync', value: state.is_following }), [actor, state.is_following])
  const view = useSelector(actor, (snapshot) => toggleView<boolean>(snapshot), sameToggleView)
  const set = useCallback(
    (following: boolean) => actor.send({ type: 'toggle.set', value: following }),
    [actor],
  )
  return { view, set }
}
const sameToggleView = (a: ToggleView, b: ToggleView) =>
  a.value === b.value && a.busy === b.busy && a.error === b.error

/** Someone's competences with their confirmations, as this viewer sees them. */
export const useCompetenceConfirmations = (userId: number, viewer: number | null) =>
  useResource(fetchCompetenceConfirmations, { userId, viewer })
/** Who confirmed a competence, read again when its count changes. */
export const useConfirmers = (userId: number, competence: string, version: number) =>
  useResource(fetchConfirmers, { userId, competence, version })

export const appConfirmToggleMachine = toggleMachine.provide({
  actors: {
    apply: fromPromise<unknown, ApplyToggleInput>(({ input }) => {
      const { userId, competence } = input.target as { userId: number; competence: string }
      return toggleConfirmation(userId, competence)
    }),
  },
})

/**
 * Confirming someone's competence (machines/toggle): pressed at once, put back if the server
 * refuses; `onApplied` hears the server's count.
 */
export function useConfirmToggle(
  userId: number,
  item: CompetenceConfirmation,
  onApplied: (item: CompetenceConfirmation) => void,
) {
  const actor = useActorRef(appConfirmToggleMachine, {
    input: { target: { userId, competence: item.competence }, value: item.confirmed },
    inspect: flowRecorder.inspect,
  })
  const latest = useRef(onApplied)
  useEffect(() => {
    latest.current = onApplied
  })
  useEffect(() => {
    const subscription = actor.on('applied', (event) =>
      latest.current(event.output as CompetenceConfirmation),
    )
    return () => subscription.unsubscribe()
  }, [actor])
  useEffect(() => actor.send({ type: 'toggle.sync', value: item.confirmed }), [actor, item.confirmed])
  const view = useSelector(actor, (snapshot) => toggleView<boolean>(snapshot), sameToggleView)
  const set = useCallback(
    (confirmed: boolean) => actor.send({ type: 'toggle.set', value: confirmed }),
    [actor],
  )
  return { view, set }
}

const requestWith = <TInput, TOutput>(run: (input: TInput) => Promise<TOutput>) =>
  requestMachine.provide({
    actors: { call: fromPromise<unknown, unknown>(({ input }) => run(input as TInput)) },
  })

/** One call the view waits on (machines/request): its view, and a promise of the answer. */
function useRequest<TInput, TOutput>(machine: typeof requestMachine) {
  const actor = useActorRef(machine, { inspect: flowRecorder.inspect })
  const view = useSelector(actor, (snapshot) => requestView<TOutput>(snapshot), sameRequestView)
  const send = useCallback((input: TInput) => sendRequest<TOutput>(actor, input), [actor])
  return { view, send }
}

export const appSaveRecommendationMachine = requestWith((input: { userId: number; text: string }) =>
  saveRecommendation(input.userId, input.text),
)
export const appAnswerRecommendationMachine = requestWith((input: { id: number; accept: boolean }) =>
  input.accept ? confirmRecommendation(input.id) : removeRecommendation(input.id),
)

/** A partner's recommendation written (or rewritten) for someone. */
export const useRecommendationSave = () =>
  useRequest<{ userId: number; text: string }, Recommendation>(appSaveRecommendationMachine)
/** The owner accepting a recommendation (it shows on the profile) or declining it (it is deleted). */
export const useRecommendationAnswer = () =>
  useRequest<{ id: number; accept: boolean }, unknown>(appAnswerRecommendationMachine)
