/** Typed calls of the search area (contracts/search/endpoints.ts). */
import * as search from '../../../contracts/search/endpoints'
import type { SavedSearchBody, SavedSearchPatch } from '../../../contracts/search/schemas'
import { call } from '../../shared/api'

/** The filters of a result page as the URL holds them (all text; empty ones are left out). */
export type Filters = Record<string, string>

export const fetchPreview = (q: string, signal: AbortSignal) =>
  call(search.searchAll, { query: { q, short_preview: '1' } }, { signal })

export const fetchAll = ({ q }: { q: string }, signal: AbortSignal) =>
  call(search.searchAll, { query: { q } }, { signal })

const paged = {
  courses: search.searchCourses,
  trainers: search.searchTrainers,
  students: search.searchStudents,
  companies: search.searchCompanies,
  jobs: search.searchJobs,
} as const
export type ResultKind = keyof typeof paged

export const fetchKind = ({ kind, filters }: { kind: ResultKind; filters: Filters }, signal: AbortSignal) =>
  call(paged[kind] as typeof search.searchCourses, { query: filters as never }, { signal }) as Promise<{
    data: unknown[]
    meta: { current_page: number; per_page: number; total: number; last_page: number }
  }>

export const fetchCategory = (
  { category, filters }: { category: string; filters: Filters },
  signal: AbortSignal,
) => call(search.searchCategory, { params: { category }, query: filters as never }, { signal })

export const fetchTopic = ({ topic, filters }: { topic: string; filters: Filters }, signal: AbortSignal) =>
  call(search.searchTopic, { params: { topic }, query: filters as never }, { signal })

export const fetchSaved = (_: Record<string, unknown>, signal: AbortSignal) =>
  call(search.listSavedSearches, {}, { signal })

export const saveSearch = (body: SavedSearchBody) => call(search.createSavedSearch, { body })

export const updateSaved = (id: number, body: SavedSearchPatch) =>
  call(search.updateSavedSearch, { params: { id }, body })

export const deleteSaved = (id: number) => call(search.deleteSavedSearch, { params: { id } })
