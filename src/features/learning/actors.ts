/**
 * What the learning views run, with the real calls of api.ts, so a view reads the resource actor's
 * state instead of calling the server (DESIGN.md §2; issue 34's thin views).
 */
import { useResource } from '../../shared/lib/use-resource'
import { certificateUrl, fetchCourseEnd, fetchMyOrders, type CourseEnd } from './api'

export type { CourseEnd }
export { certificateUrl }

/** The end of a course: the review prompt and the trainer's other courses (issue 35). */
export const useCourseEnd = (courseId: number, slug: string) =>
  useResource(fetchCourseEnd, { courseId, slug })

/** A page of the learner's orders, with their documents (/mypurchases). */
export const useMyOrders = (page: number) => useResource(fetchMyOrders, { page })
