/** Typed calls of the public read endpoints (no login), shared by the public and course pages. */
import type {
  Category,
  CompanySummary,
  CourseDetail,
  CourseSummary,
  HomePayload,
  PaginationMeta,
  StudentSummary,
  TrainerSummary,
} from '../../../contracts/public/schemas'
import { api } from '../../shared/api'

export interface Page<T> {
  data: T[]
  meta: PaginationMeta
}

export interface PageParams extends Record<string, unknown> {
  page: number
  perPage?: number
}

export interface CourseListParams extends PageParams {
  category?: string
  q?: string
}

function pageQuery({ page, perPage, ...rest }: PageParams): Record<string, unknown> {
  const query: Record<string, unknown> = { page }
  if (perPage) query.perPage = perPage
  for (const [key, value] of Object.entries(rest)) if (value !== undefined && value !== '') query[key] = value
  return query
}

export const fetchHome = (_: Record<string, unknown>, signal: AbortSignal) =>
  api.get<HomePayload>('/api/public/home', { signal })

export const fetchCategories = (_: Record<string, unknown>, signal: AbortSignal) =>
  api.get<Category[]>('/api/public/categories', { signal })

export const fetchCourses = (params: CourseListParams, signal: AbortSignal) =>
  api.get<Page<CourseSummary>>('/api/public/courses', { query: pageQuery(params), signal })

export const fetchCourse = ({ slug }: { slug: string }, signal: AbortSignal) =>
  api.get<CourseDetail>(`/api/public/courses/${encodeURIComponent(slug)}`, { signal })

export const fetchTrainers = (params: PageParams & { all?: boolean }, signal: AbortSignal) => {
  const { all, ...rest } = params
  return api.get<Page<TrainerSummary>>(all ? '/api/public/trainers/all' : '/api/public/trainers', {
    query: pageQuery(rest),
    signal,
  })
}

export const fetchStudents = (params: PageParams, signal: AbortSignal) =>
  api.get<Page<StudentSummary>>('/api/public/students', { query: pageQuery(params), signal })

export const fetchCompanies = (params: PageParams, signal: AbortSignal) =>
  api.get<Page<CompanySummary>>('/api/public/hr', { query: pageQuery(params), signal })
