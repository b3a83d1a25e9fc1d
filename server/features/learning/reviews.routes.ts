/**
 * Course reviews: anyone reads a published course's reviews; the enrolled write, rewrite and delete
 * their own (403 with a sentence for anyone else, 404 for an unknown or unpublished course).
 */
import type { FastifyPluginAsync } from 'fastify'
import {
  deleteCourseReview,
  getMyCourseReview,
  listCourseReviews,
  saveCourseReview,
} from '../../../contracts/courses/reviews.ts'
import { HttpError, notFound } from '../../core/http/errors.ts'
import { paginated } from '../../core/http/pagination.ts'
import { requestLocale } from '../../core/http/locale.ts'
import { route } from '../../core/http/route.ts'
import { currentUser } from '../../core/plugins/auth.ts'
import { removeCourseReview } from '../courses/index.ts'
import { say } from './messages.ts'
import { findReview, listReviews, mayReview, publishedCourse, saveReview } from './reviews.ts'

export const reviewRoutes: FastifyPluginAsync = async (app) => {
  async function published(id: number) {
    const course = await publishedCourse(app.db, id)
    if (!course) throw notFound()
    return course
  }

  route(app, listCourseReviews, async ({ params, query }) => {
    const course = await published(params.id)
    const page = { page: Number(query.page), perPage: Number(query.perPage) }
    const { items, summary } = await listReviews(app.db, course.id, page)
    return { ...paginated(items, page, summary.count), summary }
  })

  route(app, getMyCourseReview, async ({ params, request }) => {
    const course = await published(params.id)
    const user = currentUser(request)
    return {
      data: {
        review: await findReview(app.db, user.id, course.id),
        can_review: await mayReview(app.db, user.id, course),
      },
    }
  })

  route(app, saveCourseReview, async ({ params, body, request }) => {
    const course = await published(params.id)
    const user = currentUser(request)
    if (!(await mayReview(app.db, user.id, course))) {
      const locale = requestLocale(request)
      throw new HttpError(
        403,
        say(course.trainer_id === user.id ? 'ownCourseReview' : 'reviewNotEnrolled', locale),
      )
    }
    return { data: await saveReview(app.db, user.id, course, body) }
  })

  route(app, deleteCourseReview, async ({ params, request }) => {
    const course = await published(params.id)
    if (!(await removeCourseReview(app.db, currentUser(request).id, course)))
      throw notFound(say('reviewNotFound', requestLocale(request)))
  })
}
