/** The course catalogue's API calls (SPEC.md §7 "Courses": public list, course info, categories). */
import * as v from 'valibot'
import { data, endpoint, paginated, schemaOf } from '../core/endpoint'
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
