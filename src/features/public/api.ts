/** Typed calls of the public read endpoints (no login): home and the directories. */
import {
  getHome,
  listAllTrainers,
  listCompanies,
  listStudents,
  listTopTrainers,
} from '../../../contracts/public/endpoints'
import { call } from '../../shared/api'
import { pageQuery, type PageParams } from '../../shared/api/page-query'

export type { Page, PageParams } from '../../shared/api/page-query'

export const fetchHome = (_: Record<string, unknown>, signal: AbortSignal) => call(getHome, {}, { signal })

export const fetchTrainers = ({ all, ...params }: PageParams & { all?: boolean }, signal: AbortSignal) =>
  call(all ? listAllTrainers : listTopTrainers, { query: pageQuery(params) }, { signal })

export const fetchStudents = (params: PageParams, signal: AbortSignal) =>
  call(listStudents, { query: pageQuery(params) }, { signal })

export const fetchCompanies = (params: PageParams, signal: AbortSignal) =>
  call(listCompanies, { query: pageQuery(params) }, { signal })
