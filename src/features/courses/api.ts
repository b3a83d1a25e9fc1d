/** Typed calls of the course catalogue (no login). */
import { getCourse, listCategories, listCourses } from '../../../contracts/courses/endpoints'
import { call } from '../../shared/api'
import { pageQuery, type PageParams } from '../../shared/api/page-query'

export interface CourseListParams extends PageParams {
  category?: string
  q?: string
}

export const fetchCategories = (_: Record<string, unknown>, signal: AbortSignal) =>
  call(listCategories, {}, { signal })

export const fetchCourses = (params: CourseListParams, signal: AbortSignal) =>
  call(listCourses, { query: pageQuery(params) }, { signal })

export const fetchCourse = ({ slug }: { slug: string }, signal: AbortSignal) =>
  call(getCourse, { params: { slug } }, { signal })
