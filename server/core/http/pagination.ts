import type { PaginationMeta } from '../../../contracts/core/endpoint.ts'

export interface Page {
  page: number
  perPage: number
}

export const pageOffset = ({ page, perPage }: Page) => (page - 1) * perPage

/** Laravel's paginator meta: last_page is at least 1, even for an empty list. */
export function pageMeta({ page, perPage }: Page, total: number): PaginationMeta {
  return { current_page: page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) }
}

export function paginated<T>(data: T[], page: Page, total: number): { data: T[]; meta: PaginationMeta } {
  return { data, meta: pageMeta(page, total) }
}
