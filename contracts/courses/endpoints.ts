/** The course catalogue's API calls (SPEC.md §7 "Courses": public list, course info, categories). */
import * as v from 'valibot'
import { data, endpoint, paginated, schemaOf } from '../core/endpoint'
import { apiMessage, inputRules, PageQuery } from '../core/input'
import { ID_MAX } from '../core/constants'
import { BuyBody, OrderStatusAnswer } from '../payments'
import { Category, CourseDetail, CourseSummary, courseSchemasFor } from './schemas'

const tag = 'courses'

export const listCategories = endpoint({
  method: 'GET',
  path: '/api/public/categories',
  auth: 'public',
  tag,
  summary: 'Every course category, in name order',
  response: data(v.array(Category)),
})

export const listCourses = endpoint({
  method: 'GET',
  path: '/api/public/courses',
  auth: 'public',
  tag,
  summary: 'The public course catalogue: a page, optionally in one category or matching a text',
  query: schemaOf(courseSchemasFor, 'CourseListQuery'),
  response: paginated(CourseSummary),
})

export const getCourse = endpoint({
  method: 'GET',
  path: '/api/public/courses/:slug',
  auth: 'public',
  tag,
  summary: 'A published course with its curriculum',
  params: schemaOf(courseSchemasFor, 'CourseSlugParams'),
  response: data(CourseDetail),
  errors: [404],
})

// Buying (issue 12): the payments area registers these.

const { positiveInteger } = inputRules()
const CourseIdParams = v.object({ id: positiveInteger('id', ID_MAX) })

export const buyCourse = endpoint({
  method: 'POST',
  path: '/api/courses/:id/buy',
  auth: 'user',
  tag,
  summary:
    'Buys a course (SPEC.md §3: pmid, secondary, coupon, return_url; Idempotency-Key header): a declined card is an answer, not an error',
  params: CourseIdParams,
  body: BuyBody,
  response: data(OrderStatusAnswer),
  errors: [404],
})

export const enrolFreeCourse = endpoint({
  method: 'POST',
  path: '/api/courses/:id/free-product',
  auth: 'user',
  tag,
  summary: 'Enrols in a free course, with no billing step',
  params: CourseIdParams,
  response: data(OrderStatusAnswer),
  errors: [404],
})

// Favorites (SPEC.md §4 "Toggles: favorite")

export const FavoriteState = v.object({ favorite: v.boolean() })
export type FavoriteState = v.InferOutput<typeof FavoriteState>

export const getCourseFavorite = endpoint({
  method: 'GET',
  path: '/api/courses/:id/favorite',
  auth: 'user',
  tag,
  summary: 'Whether the course is one of the caller’s favorites',
  params: CourseIdParams,
  response: data(FavoriteState),
  errors: [404],
})

export const setCourseFavorite = endpoint({
  method: 'PUT',
  path: '/api/courses/:id/favorite',
  auth: 'user',
  tag,
  summary: 'Marks or unmarks a course as a favorite of the caller (the same twice is the same as once)',
  params: CourseIdParams,
  body: v.object({
    favorite: v.boolean(apiMessage({ it: 'favorite è true o false.', en: 'favorite is true or false.' })),
  }),
  response: data(FavoriteState),
  errors: [404],
})

export const listFavoriteCourses = endpoint({
  method: 'GET',
  path: '/api/favorites/courses',
  auth: 'user',
  tag,
  summary: 'The caller’s favorite courses, the newest favorite first',
  query: PageQuery,
  response: paginated(CourseSummary),
})

/** The most favorite ids one answer lists (a heart beyond them reads as not pressed until toggled). */
export const FAVORITE_IDS_MAX = 1000

export const listFavoriteCourseIds = endpoint({
  method: 'GET',
  path: '/api/favorites/course-ids',
  auth: 'user',
  tag,
  summary:
    'The ids of the caller’s favorite courses (the newest first), so every heart on a page shows at once',
  response: data(v.array(v.number())),
})
