/**
 * The admins' review of courses (issue 15: draft → in review → published). A trainer sends a
 * complete course (studio.routes.ts); an admin sees the queue, opens the course in the studio
 * (the owner checks let admins through), and publishes it or sends it back with a note. Either way
 * the trainer is notified. Only a course that is waiting can be decided (409 otherwise), so two
 * admins deciding at once cannot both win.
 */
import type { FastifyPluginAsync } from 'fastify'
import { STUDIO_NOTIFICATIONS } from '../../../contracts/studio/notifications.ts'
import { approveCourse, listReviewQueue, rejectCourse } from '../../../contracts/studio/endpoints.ts'
import { HttpError, notFound } from '../../core/http/errors.ts'
import type { Locale } from '../../../contracts/core/constants.ts'
import { requestLocale } from '../../core/http/locale.ts'
import { route } from '../../core/http/route.ts'
import { courseExists, coursesInReview, decideCourseReview } from '../courses/index.ts'
import { say } from './messages.ts'
import { loadStudioCourse } from './studio.queries.ts'

export const reviewRoutes: FastifyPluginAsync = async (app) => {
  route(app, listReviewQueue, async () => {
    const rows = await coursesInReview(app.db)
    return {
      data: rows.map((row) => ({
        id: row.id,
        slug: row.slug,
        title: row.title,
        subtitle: row.subtitle,
        price_cents: row.price_cents,
        submitted_at: row.submitted_at!.toISOString(),
        lessons_count: Number(row.lessons_count),
        trainer: {
          id: row.trainer_id,
          name: `${row.first_name} ${row.last_name}`.trim(),
          email: row.email,
        },
      })),
    }
  })

  const refuse = async (id: number, locale: Locale): Promise<never> => {
    throw (await courseExists(app.db, id)) ? new HttpError(409, say('notInReview', locale)) : notFound()
  }

  route(app, approveCourse, async ({ params, request }) => {
    const locale = requestLocale(request)
    const decided = await decideCourseReview(app.db, params.id, { approve: true })
    if (!decided) return refuse(params.id, locale)
    await app.notifications.send(decided.trainer_id, STUDIO_NOTIFICATIONS.courseApproved, {
      course_id: params.id,
      title: decided.title,
    })
    return { data: (await loadStudioCourse(app, params.id, locale))! }
  })

  route(app, rejectCourse, async ({ params, body, request }) => {
    const locale = requestLocale(request)
    const decided = await decideCourseReview(app.db, params.id, { approve: false, note: body.reason })
    if (!decided) return refuse(params.id, locale)
    await app.notifications.send(decided.trainer_id, STUDIO_NOTIFICATIONS.courseRejected, {
      course_id: params.id,
      title: decided.title,
      reason: body.reason,
    })
    return { data: (await loadStudioCourse(app, params.id, locale))! }
  })
}
