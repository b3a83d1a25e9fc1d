/**
 * What the search pages read and start (DESIGN.md §2), each machine given the real calls of api.ts
 * here: /search's every-kind results (the resource machine), the paged result pages
 * (machines/list-query: the URL's query is the context, the filter form and the page links write the
 * URL), saving a search (machines/request) and the owner's saved searches (machines/saved-searches:
 * list, rename, daily notification, delete). Only the lazily loaded data sections import this
 * module; the header's box has preview-actor.ts.
 */
import { useActorRef, useSelector } from '@xstate/react'
import { useCallback } from 'react'
import { fromPromise } from 'xstate'
import type { SavedSearch, SavedSearchBody } from '../../../contracts/search/schemas'
import {
  savedSearchesMachine,
  savedSearchesView,
  type ApplyChangeOutput,
  type SavedChange,
  type SavedSearchesEvent,
} from '../../../machines/saved-searches'
import { flowRecorder } from '../../shared/lib/flow-recorder'
import { useListQuery, type ListQuery } from '../../shared/lib/use-list-query'
import { requestWith, useRequestActor } from '../../shared/lib/use-request-actor'
import { useResource } from '../../shared/lib/use-resource'
import {
  deleteSaved,
  fetchAll,
  fetchCategory,
  fetchKind,
  fetchSaved,
  fetchTopic,
  saveSearch,
  updateSaved,
  type Filters,
  type ResultKind,
} from './api'

export type { Filters }

/** Every kind of result for a text (/search?q=). */
export const useSearchAll = (q: string) => useResource(fetchAll, { q })

/** The call of a result page: a kind's page, a category's or a topic's, for the URL's query. */
const resultsLoader = (route: string, param: string) => (query: ListQuery, signal: AbortSignal) => {
  if (route === 'search-results-categories-category')
    return fetchCategory({ category: param, filters: query }, signal)
  if (route === 'search-results-topics-topic') return fetchTopic({ topic: param, filters: query }, signal)
  return fetchKind({ kind: route.replace('search-results-', '') as ResultKind, filters: query }, signal)
}

export interface ResultsPage {
  data: unknown[]
  meta: { current_page: number; per_page: number; total: number; last_page: number }
  /** A category's page names its category. */
  category?: { name_it: string; name_en: string }
}

/**
 * A result page's list for the URL's query (its filters and page). The route and its parameter pick
 * the call for the life of the list: the page remounts the list when they change.
 */
export const useResults = (route: string, param: string, query: ListQuery) =>
  useListQuery<ResultsPage>(
    resultsLoader(route, param) as (q: ListQuery, s: AbortSignal) => Promise<ResultsPage>,
    query,
  )

export const appSaveSearchMachine = requestWith((body: SavedSearchBody) => saveSearch(body))

/** Saving what a page shows as a search (machines/request): its view, and a send that settles with it. */
export const useSaveSearch = () => useRequestActor<SavedSearchBody, SavedSearch>(appSaveSearchMachine)

export const appSavedSearchesMachine = savedSearchesMachine.provide({
  actors: {
    list: fromPromise<SavedSearch[]>(({ signal }) => fetchSaved({}, signal)),
    apply: fromPromise<ApplyChangeOutput, SavedChange>(async ({ input }) => {
      if (input.action === 'delete') {
        await deleteSaved(input.id)
        return undefined
      }
      return updateSaved(
        input.id,
        input.action === 'rename' ? { name: input.name } : { notify: input.notify },
      )
    }),
  },
})

/** The owner's saved searches: what the list shows, and the events it sends. */
export function useSavedSearches() {
  const actor = useActorRef(appSavedSearchesMachine, { inspect: flowRecorder.inspect })
  const view = useSelector(actor, savedSearchesView)
  const send = useCallback((event: SavedSearchesEvent) => actor.send(event), [actor])
  return { view, send }
}
