/**
 * A paged list whose filters live in the URL, through machines/list-query: the page gives its
 * loader and the URL's query (as it understood it); the machine loads it, and loads again whenever
 * the URL gives another query (a filter form that navigates, a page link, the back button). The
 * actor is started once per list with the flow recorder's inspect.
 */
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useState } from 'react'
import { fromPromise } from 'xstate'
import {
  listQueryMachine,
  listQueryView,
  type ListLoadInput,
  type ListQuery,
  type ListQueryView,
} from '../../../machines/list-query'
import type { PageParams } from '../api/page-query'
import { flowRecorder } from './flow-recorder'
import { useServerDrawnData, type Resource, type ResourceSnapshot } from './use-resource'

export type { ListQuery }
export type ListLoader<T> = (query: ListQuery, signal: AbortSignal) => Promise<T>

export interface ListResource<T> extends Resource<T> {
  /** What the list shows (machines/list-query/list-query.view.ts): the query and its filters too. */
  list: ListQueryView<T>
}

export function useListQuery<T>(load: ListLoader<T>, query: ListQuery): ListResource<T> {
  // The loader is fixed for the life of the list: a page has one data source, its query varies.
  const [machine] = useState(() =>
    listQueryMachine.provide({
      actors: { load: fromPromise<unknown, ListLoadInput>(({ input, signal }) => load(input.query, signal)) },
    }),
  )
  // a list drawn by the server starts with the data it was drawn with (use-resource.ts)
  const drawn = useServerDrawnData(() => load(query, new AbortController().signal))
  const [snapshot0] = useState(
    () =>
      drawn &&
      machine.resolveState({ value: drawn.state, context: { query, data: drawn.data, error: undefined } }),
  )
  const actorRef = useActorRef(machine, {
    input: { query },
    snapshot: snapshot0,
    inspect: flowRecorder.inspect,
  })
  const snapshot = useSelector(actorRef, (s) => s)
  const key = JSON.stringify(query)
  useEffect(() => {
    actorRef.send({ type: 'list.sync', query: JSON.parse(key) as ListQuery })
  }, [key, actorRef])
  const list = listQueryView<T>(snapshot)
  return {
    list,
    // what ResourceView reads (view, data, retry) is the list's: its phases are the resource's
    snapshot: snapshot as unknown as ResourceSnapshot,
    view: list,
    data: list.data,
    error: list.error,
    retry: () => actorRef.send({ type: 'list.retry' }),
    reload: () => actorRef.send({ type: 'list.reload' }),
  }
}

/**
 * A list's query from a page's filters and page number: the filters that hold something (numbers
 * as text, as the URL has them), the page past the first.
 */
export function listQueryOf(filters: Record<string, string | number | undefined>, page: number): ListQuery {
  const query: ListQuery = {}
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== '') query[key] = String(value)
  if (page > 1) query.page = String(page)
  return query
}

/**
 * A paged list call's parameters from the URL's query: the page as a number (1 when missing or not
 * a page number), the page size, the filters as given.
 */
export function pageParamsOf(query: ListQuery, perPage: number): PageParams {
  const { page, ...filters } = query
  const number = Number(page)
  return { ...filters, page: Number.isInteger(number) && number > 0 ? number : 1, perPage }
}
