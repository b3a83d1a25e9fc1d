/**
 * What the directories (trainers, students, companies) read: machines/list-query, whose context is
 * the URL's query (the filter form and the page links write the URL, the list follows it), given the
 * real calls of api.ts here, so the views read its view mapper. A module apart from actors.ts so the
 * home page does not load the list machine.
 */
import { DEFAULT_PAGE_SIZE } from '../../../contracts/core/constants'
import { useListQuery, type ListQuery } from '../../shared/lib/use-list-query'
import { fetchCompanies, fetchStudents, fetchTrainers, type PageParams } from './api'

/** A directory's call for the URL's query: its page as a number, the page size, the filters as given. */
const pageOf = (query: ListQuery): PageParams => {
  const { page, ...filters } = query
  const number = Number(page)
  return { ...filters, page: Number.isInteger(number) && number > 0 ? number : 1, perPage: DEFAULT_PAGE_SIZE }
}

const loadTopTrainers = (query: ListQuery, signal: AbortSignal) => fetchTrainers(pageOf(query), signal)
const loadAllTrainers = (query: ListQuery, signal: AbortSignal) =>
  fetchTrainers({ ...pageOf(query), all: true }, signal)
const loadStudents = (query: ListQuery, signal: AbortSignal) => fetchStudents(pageOf(query), signal)
const loadCompanies = (query: ListQuery, signal: AbortSignal) => fetchCompanies(pageOf(query), signal)

/** /trainers (the featured ones) or /trainers/all, for the URL's query. */
export const useTrainers = (all: boolean, query: ListQuery) =>
  useListQuery(all ? loadAllTrainers : loadTopTrainers, query)
/** /students as anyone sees it, for the URL's query. */
export const useStudents = (query: ListQuery) => useListQuery(loadStudents, query)
/** The companies' directory, for the URL's query. */
export const useCompanies = (query: ListQuery) => useListQuery(loadCompanies, query)
