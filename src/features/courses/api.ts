/** Typed calls of the course catalogue (no login). */
import { getCourse, listCategories, listCourses } from '../../../contracts/courses/endpoints'
import type { CourseSort } from '../../../contracts/core/constants'
import {
  deleteCourseReview,
  getMyCourseReview,
  listCourseReviews,
  saveCourseReview,
} from '../../../contracts/courses/reviews'
import { getCourseOutline } from '../../../contracts/learning/endpoints'
import { call } from '../../shared/api'
import { pageQuery, type PageParams } from '../../shared/api/page-query'

export interface CourseListParams extends PageParams {
  category?: string
  q?: string
  /** Whole euros. */
  price_min?: number
  price_max?: number
  free?: '1'
  language?: 'it' | 'en'
  rating?: number
  sort?: CourseSort
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

export const fetchReviews = ({ courseId, page }: { courseId: number; page: number }, signal?: AbortSignal) =>
  call(listCourseReviews, { params: { id: courseId }, query: { page } }, { signal })

export const fetchMyReview = ({ courseId }: { courseId: number }, signal: AbortSignal) =>
  call(getMyCourseReview, { params: { id: courseId } }, { signal })

export const saveReview = (courseId: number, rating: number, text: string) =>
  call(saveCourseReview, { params: { id: courseId }, body: { rating, text } })

export const removeReview = (courseId: number) => call(deleteCourseReview, { params: { id: courseId } })
