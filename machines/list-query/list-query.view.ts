/** What a list with its filters in the URL shows, from the list-query machine's snapshot. */
import type { SnapshotFrom } from 'xstate'
import type { ListQuery, listQueryMachine } from './list-query.machine'

export type ListQueryPhase = 'loading' | 'success' | 'empty' | 'failure' | 'reloading'

export interface ListQueryView<T = unknown> {
  phase: ListQueryPhase
  /** A load is under way (the first one or a reload): aria-busy. */
  busy: boolean
  /** Nothing to show yet: the skeleton. */
  firstLoad: boolean
  /** The list on screen: kept, dimmed, while reloading. */
  data: T | undefined
  /** Loaded data dims while a newer load runs. */
  stale: boolean
  error: unknown
  /** The failure's retry button. */
  canRetry: boolean
  /** The query the list was asked with, page included: the page links keep its filters. */
  query: ListQuery
  /** The query without its page: what a page link starts from. */
  filters: ListQuery
  /** A filter narrows the list: the empty message says none matches instead of none exists. */
  filtered: boolean
}

export function listQueryView<T = unknown>(
  snapshot: SnapshotFrom<typeof listQueryMachine>,
): ListQueryView<T> {
  const phase = snapshot.value as ListQueryPhase
  const { query, data, error } = snapshot.context
  const { page: _page, ...filters } = query
  return {
    phase,
    busy: snapshot.hasTag('busy'),
    firstLoad: phase === 'loading',
    data: data as T | undefined,
    stale: phase === 'reloading',
    error,
    canRetry: phase === 'failure',
    query,
    filters,
    filtered: Object.values(filters).some((value) => value !== ''),
  }
}
