/** The course catalogue (SPEC.md §2): the list and a course's page, both open to visitors. */
import { defineAreaRoutes } from '../core/routes'

export default defineAreaRoutes('courses', [
  { name: 'courses', path: '/courses', layout: 'public' },
  { name: 'course-slug', path: '/course/{slug}', layout: 'public' },
])
