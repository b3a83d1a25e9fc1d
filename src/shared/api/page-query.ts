/** The query of every paginated list call: `page`, `perPage` when set, and the filters that hold something. */
import type { PaginationMeta } from '../../../contracts/core/endpoint'

export interface Page<T> {
  data: T[]
  meta: PaginationMeta
}

export interface PageParams extends Record<string, unknown> {
  page: number
  perPage?: number
}

export type ListQuery = Partial<Record<string, string | number>>

/** The server's defaults do the rest, so empty filters are left out of the URL. */
export function pageQuery({ page, perPage, ...filters }: PageParams): ListQuery {
  const query: ListQuery = { page }
  if (perPage) query.perPage = perPage
  for (const [key, value] of Object.entries(filters))
    if ((typeof value === 'string' && value !== '') || typeof value === 'number') query[key] = value
  return query
}
