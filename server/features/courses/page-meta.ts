/** A course's page carries its own title, subtitle and cover; an unknown or unpublished slug is a 404. */
import { and, eq, isNotNull } from 'drizzle-orm'
import { COURSE_SLUG_MAX_LENGTH } from '../../../contracts/courses/schemas.ts'
import { definePageMeta } from '../../core/page-meta.ts'
import { courses } from './tables.ts'

export default definePageMeta({
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
