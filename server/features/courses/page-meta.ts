/**
 * A course's page carries its own title, subtitle and cover; an unknown or unpublished slug is a 404.
 * The catalogue's first page preloads the calls the SPA makes for it (src/features/courses/pages/courses-page.tsx).
 */
import { and, eq, isNotNull } from 'drizzle-orm'
import { DEFAULT_PAGE_SIZE } from '../../../contracts/core/constants.ts'
import { listCategories, listCourses } from '../../../contracts/courses/endpoints.ts'
import { COURSE_SLUG_MAX_LENGTH } from '../../../contracts/courses/schemas.ts'
import { definePageMeta } from '../../core/page-meta.ts'
import { courses } from './tables.ts'

export default definePageMeta({
  courses: async ({ query }) => {
    // a filtered or later page is written by the SPA in ways not worth mirroring: only the plain list
    if ([...query.keys()].length > 0) return { preload: [listCategories.path] }
    const list = `${listCourses.path}?page=1&perPage=${DEFAULT_PAGE_SIZE}`
    return { preload: [listCategories.path, list] }
  },
  'course-slug': async ({ app, params }) => {
    if (params.slug.length > COURSE_SLUG_MAX_LENGTH) return null
    const [course] = await app.db
      .select({ title: courses.title, subtitle: courses.subtitle, cover_url: courses.cover_url })
      .from(courses)
      .where(and(eq(courses.slug, params.slug), isNotNull(courses.published_at)))
      .limit(1)
    if (!course) return null
    return { title: course.title, description: course.subtitle, image: course.cover_url }
  },
})
