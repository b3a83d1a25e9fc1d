/**
 * What the catalogue and course pages run, with the real calls of api.ts, so the views read the
 * resource actors' state and send their changes through named functions (DESIGN.md §2).
 */
import { useResource } from '../../shared/lib/use-resource'
import {
  fetchCategories,
  fetchCourse,
  fetchCourses,
  fetchLearnerState,
  fetchMyReview,
  fetchReviews,
  removeReview,
  saveReview,
  type CourseListParams,
} from './api'

export type { CourseListParams }

export const useCourses = (params: CourseListParams) => useResource(fetchCourses, params)
export const useCategories = () => useResource(fetchCategories)
export const useCourse = (slug: string) => useResource(fetchCourse, { slug })
export const useLearnerState = (slug: string) => useResource(fetchLearnerState, { slug })
export const useReviews = (courseId: number) => useResource(fetchReviews, { courseId, page: 1 })
export const useMyReview = (courseId: number) => useResource(fetchMyReview, { courseId })

/** A later page of the reviews, asked for with "more". */
export const loadReviewsPage = (courseId: number, page: number) => fetchReviews({ courseId, page })
export { removeReview, saveReview }
