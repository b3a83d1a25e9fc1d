/** Typed calls of the course catalogue (no login). */
import {
  getCourse,
  getCourseFavorite,
  listCategories,
  listCourses,
  setCourseFavorite,
} from '../../../contracts/courses/endpoints'
import { getCourseOutline } from '../../../contracts/learning/endpoints'
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

/** Whether the viewer follows the course, and how far they are (the lesson player's outline). */
export const fetchLearnerState = ({ slug }: { slug: string }, signal: AbortSignal) =>
  call(getCourseOutline, { params: { slug } }, { signal }).then((outline) => ({
    enrolled: outline.enrolled,
    progress: outline.progress_percent,
  }))

export const fetchFavorite = (courseId: number, signal: AbortSignal) =>
  call(getCourseFavorite, { params: { id: courseId } }, { signal })

export const saveFavorite = (courseId: number, favorite: boolean) =>
  call(setCourseFavorite, { params: { id: courseId }, body: { favorite } })
