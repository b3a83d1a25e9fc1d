/**
 * The SEARCH area's calls (issue 19, SPEC.md §7 "search (preview, paged, category, topic, saved
 * items)"): every kind at once for the search box and /search, one kind paged with its filters,
 * a category's and a topic's courses, and the caller's saved searches. Anyone may search: what a
 * result shows is public, and people are listed as the profiles' privacy allows (students only
 * hr_visible for HR users, only public ones otherwise).
 */
import * as v from 'valibot'
import { data, endpoint, PaginationMeta, paginated } from '../core/endpoint'
import {
  CategoryParams,
  IdParams,
  SavedSearch,
  SavedSearchBody,
  SavedSearchPatch,
  SearchAll,
  SearchCompany,
  SearchCourse,
  SearchJob,
  SearchPageQuery,
  SearchPerson,
  SearchQuery,
  TopicParams,
} from './schemas'

const tag = 'search'

export const searchAll = endpoint({
  method: 'GET',
  path: '/api/search',
  auth: 'public',
  tag,
  summary:
    'Every kind of result for a text: a few of each with their totals (short_preview for the search box: the few only, each total being how many it shows)',
  query: SearchQuery,
  response: data(SearchAll),
})

const paged = <K extends string, S extends v.GenericSchema>(kind: K, item: S, summary: string) =>
  endpoint({
    method: 'GET',
    path: `/api/search/${kind}`,
    auth: 'public',
    tag,
    summary,
    query: SearchPageQuery,
    response: paginated(item),
  })

export const searchCourses = paged(
  'courses',
  SearchCourse,
  'Published courses matching the text, by relevance (or newest, best rated), filtered by category, language, level, price, rating',
)
export const searchTrainers = paged(
  'trainers',
  SearchPerson,
  'Trainers matching the text (public profiles for visitors)',
)
export const searchStudents = paged(
  'students',
  SearchPerson,
  'Students matching the text: hr_visible ones for HR users, public ones for everyone else',
)
export const searchCompanies = paged('companies', SearchCompany, 'Companies matching the text, by city')
export const searchJobs = paged(
  'jobs',
  SearchJob,
  'Open job listings matching the text, by city, remote, contract',
)

const CategoryRef = v.object({ slug: v.string(), name_it: v.string(), name_en: v.string() })

export const searchCategory = endpoint({
  method: 'GET',
  path: '/api/search/categories/:category',
  auth: 'public',
  tag,
  summary: 'A category’s published courses matching the text, paged and filtered like the courses',
  params: CategoryParams,
  query: SearchPageQuery,
  response: v.object({ data: v.array(SearchCourse), meta: PaginationMeta, category: CategoryRef }),
  errors: [404],
})

export const searchTopic = endpoint({
  method: 'GET',
  path: '/api/search/topics/:topic',
  auth: 'public',
  tag,
  summary: 'The published courses of a topic matching the text, paged and filtered like the courses',
  params: TopicParams,
  query: SearchPageQuery,
  response: v.object({ data: v.array(SearchCourse), meta: PaginationMeta, topic: v.string() }),
})

export const listSavedSearches = endpoint({
  method: 'GET',
  path: '/api/search/saved',
  auth: 'user',
  tag,
  summary: 'The caller’s saved searches, newest first',
  response: data(v.array(SavedSearch)),
})

export const createSavedSearch = endpoint({
  method: 'POST',
  path: '/api/search/saved',
  auth: 'user',
  tag,
  summary:
    'Saves a search (item_data: the text, the kind and the filters), optionally notified of new matches daily',
  body: SavedSearchBody,
  status: 201,
  response: data(SavedSearch),
  errors: [409],
})

export const updateSavedSearch = endpoint({
  method: 'PUT',
  path: '/api/search/saved/:id',
  auth: 'owner',
  tag,
  summary: 'Renames a saved search or turns its daily notification on or off',
  params: IdParams,
  body: SavedSearchPatch,
  response: data(SavedSearch),
  errors: [404],
})

export const deleteSavedSearch = endpoint({
  method: 'DELETE',
  path: '/api/search/saved/:id',
  auth: 'owner',
  tag,
  summary: 'Deletes a saved search',
  params: IdParams,
  status: 204,
  errors: [404],
})
