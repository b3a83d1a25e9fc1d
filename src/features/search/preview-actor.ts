/**
 * The header search box's actor (machines/search-preview) with its real call: the preview of a few
 * results of each kind for the text typed (GET /api/search?short_preview=1). A module of its own,
 * apart from actors.ts, because the box is in every layout's header: it loads only the preview's
 * call, not the result pages' and saved searches' machines.
 */
import { useActorRef } from '@xstate/react'
import { fromPromise } from 'xstate'
import type { SearchAll } from '../../../contracts/search/schemas'
import { searchPreviewMachine, type FetchPreviewInput } from '../../../machines/search-preview'
import { flowRecorder } from '../../shared/lib/flow-recorder'
import { fetchPreview } from './api'

export const appSearchPreviewMachine = searchPreviewMachine.provide({
  actors: {
    // leaving `loading` stops this actor, which aborts the request through its signal
    fetchPreview: fromPromise<SearchAll, FetchPreviewInput>(({ input, signal }) =>
      fetchPreview(input.q, signal),
    ),
  },
})

/** The search box's preview actor, started once per box and recorded by the flow recorder. */
export const useSearchPreview = () => useActorRef(appSearchPreviewMachine, { inspect: flowRecorder.inspect })
