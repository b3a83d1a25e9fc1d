/**
 * What the catalogue and course pages run, with the real calls of api.ts (DESIGN.md §2): the
 * catalogue's list through machines/list-query (the URL's query is its context: the filter form and
 * the page links write the URL, the list follows it), the course and the learner's state through the
 * resource machine, and a course's reviews through machines/course-review (the list with "more", and
 * the signed-in user's own review to write, edit or delete), so the views read view mappers and send
 * events instead of calling the server.
 */
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { fromPromise } from 'xstate'
import { DEFAULT_PAGE_SIZE } from '../../../contracts/core/constants'
import type { CourseReview, MyCourseReview } from '../../../contracts/courses/reviews'
import {
  courseReviewMachine,
  courseReviewView,
  type CourseReviewEvent,
  type LoadReviewsInput,
  type ReviewsPage,
  type SaveReviewInput,
} from '../../../machines/course-review'
import { useSessionSelector } from '../../session/session-store'
import { flowRecorder } from '../../shared/lib/flow-recorder'
import { pageParamsOf, useListQuery, type ListQuery } from '../../shared/lib/use-list-query'
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

/** The catalogue's call for the URL's query (read by the page: only values the API takes). */
export function courseListParams(query: ListQuery): CourseListParams {
  const params = pageParamsOf(query, DEFAULT_PAGE_SIZE) as CourseListParams
  for (const key of ['price_min', 'price_max', 'rating'] as const)
    if (query[key] !== undefined) params[key] = Number(query[key])
  return params
}

const loadCourses = (query: ListQuery, signal: AbortSignal) => fetchCourses(courseListParams(query), signal)

/** The catalogue's list for the URL's query (its filters and page). */
export const useCourses = (query: ListQuery) => useListQuery(loadCourses, query)
export const useCategories = () => useResource(fetchCategories)
export const useCourse = (slug: string) => useResource(fetchCourse, { slug })
export const useLearnerState = (slug: string) => useResource(fetchLearnerState, { slug })

export const appCourseReviewMachine = courseReviewMachine.provide({
  actors: {
    loadReviews: fromPromise<ReviewsPage, LoadReviewsInput>(({ input, signal }) =>
      fetchReviews({ courseId: input.courseId, page: input.page }, signal),
    ),
    loadMine: fromPromise<MyCourseReview, { courseId: number }>(({ input, signal }) =>
      fetchMyReview({ courseId: input.courseId }, signal),
    ),
    saveReview: fromPromise<CourseReview, SaveReviewInput>(({ input }) =>
      saveReview(input.courseId, input.rating, input.text),
    ),
    removeReview: fromPromise<unknown, { courseId: number }>(({ input }) => removeReview(input.courseId)),
  },
})

/**
 * A course's reviews, started once per course page with the flow recorder's inspect: its view
 * (machines/course-review/course-review.view.ts) and `send`. The own review is read once the
 * visitor is logged in, and forgotten when they log out.
 */
export function useCourseReviews(courseId: number) {
  const loggedIn = useSessionSelector((session) => session.isLoggedIn)
  const actor = useActorRef(appCourseReviewMachine, {
    input: { courseId },
    inspect: flowRecorder.inspect,
  })
  useEffect(() => {
    actor.send({ type: loggedIn ? 'review.open' : 'review.close' })
  }, [loggedIn, actor])
  const view = useSelector(actor, courseReviewView)
  return { view, send: (event: CourseReviewEvent) => actor.send(event) }
}

export type ReviewsActor = ReturnType<typeof useCourseReviews>
