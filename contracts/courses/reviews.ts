/**
 * Course reviews (SPEC.md §7 "Courses: reviews"): 1 to 5 stars and a text, one per learner and
 * course, written only by those enrolled; anyone reads them. Each change moves the course's and its
 * trainer's average_reviews and review_number.
 */
import * as v from 'valibot'
import { data, endpoint, paginated } from '../core/endpoint'
import { apiMessage, inputRules, PageQuery } from '../core/input'
import { ID_MAX } from '../core/constants'
import { PersonRef } from '../core/person'

export const REVIEW_MAX_LENGTH = 2000

export const reviewApiMessages = {
  rating: { it: 'Il voto è un numero intero da 1 a 5.', en: 'The rating is a whole number from 1 to 5.' },
  text: {
    it: `Scrivi la tua recensione: da 1 a ${REVIEW_MAX_LENGTH} caratteri.`,
    en: `Write your review: 1 to ${REVIEW_MAX_LENGTH} characters.`,
  },
} as const
const m = reviewApiMessages

export const CourseReview = v.object({
  id: v.number(),
  rating: v.number(),
  text: v.string(),
  author: PersonRef,
  created_at: v.string(),
  updated_at: v.string(),
})
export type CourseReview = v.InferOutput<typeof CourseReview>

/** How the course's reviews are spread: counts of 1 to 5 stars, in that order. */
export const RatingSummary = v.object({
  average: v.number(),
  count: v.number(),
  distribution: v.array(v.number()),
})
export type RatingSummary = v.InferOutput<typeof RatingSummary>

/** The caller and a course: their review, and whether they may write one. */
export const MyCourseReview = v.object({
  review: v.nullable(CourseReview),
  /** Enrolled and not the course's trainer. */
  can_review: v.boolean(),
})
export type MyCourseReview = v.InferOutput<typeof MyCourseReview>

export const ReviewBody = v.object({
  rating: v.pipe(
    v.number(apiMessage(m.rating)),
    v.integer(apiMessage(m.rating)),
    v.minValue(1, apiMessage(m.rating)),
    v.maxValue(5, apiMessage(m.rating)),
  ),
  text: v.pipe(
    v.string(apiMessage(m.text)),
    v.trim(),
    v.minLength(1, apiMessage(m.text)),
    v.maxLength(REVIEW_MAX_LENGTH, apiMessage(m.text)),
  ),
})
export type ReviewBody = v.InferOutput<typeof ReviewBody>

const tag = 'courses'
const { positiveInteger } = inputRules()
const CourseIdParams = v.object({ id: positiveInteger('id', ID_MAX) })

export const listCourseReviews = endpoint({
  method: 'GET',
  path: '/api/public/courses/:id/reviews',
  auth: 'public',
  tag,
  summary: "A published course's reviews, newest first, with the spread of its ratings",
  params: CourseIdParams,
  query: PageQuery,
  response: v.object({ ...paginated(CourseReview).entries, summary: RatingSummary }),
  errors: [404],
})

export const getMyCourseReview = endpoint({
  method: 'GET',
  path: '/api/courses/:id/review',
  auth: 'user',
  tag,
  summary: "The caller's review of a course, if any, and whether they may write one",
  params: CourseIdParams,
  response: data(MyCourseReview),
  errors: [404],
})

export const saveCourseReview = endpoint({
  method: 'PUT',
  path: '/api/courses/:id/review',
  auth: 'user',
  tag,
  summary: "Writes or rewrites the caller's review of a course they are enrolled in (one per course)",
  params: CourseIdParams,
  body: ReviewBody,
  response: data(CourseReview),
  errors: [403, 404],
})

export const deleteCourseReview = endpoint({
  method: 'DELETE',
  path: '/api/courses/:id/review',
  auth: 'user',
  tag,
  summary: "Deletes the caller's review of a course",
  params: CourseIdParams,
  status: 204,
  errors: [404],
})
