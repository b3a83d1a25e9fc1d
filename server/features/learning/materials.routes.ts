/**
 * Downloading a material (contracts/studio/endpoints.ts; the studio attaches them): a lesson's asks
 * what opening the lesson asks (access.ts: a free preview's is anyone's); a course's own materials
 * are for those who follow the course. The studio's materials are read through studio/index.ts.
 */
import type { FastifyPluginAsync } from 'fastify'
import { downloadCourseMaterial, downloadLessonMaterial } from '../../../contracts/studio/endpoints.ts'
import { notFound } from '../../core/http/errors.ts'
import { requestLocale } from '../../core/http/locale.ts'
import { route } from '../../core/http/route.ts'
import { findLesson } from '../courses/index.ts'
import { storageFor } from '../media/index.ts'
import { findMaterial, sendMaterial, STORED_MATERIAL } from '../studio/index.ts'
import { assertCanOpen, courseAccess } from './access.ts'

export const materialDownloadRoutes: FastifyPluginAsync = async (app) => {
  const storage = storageFor(app.config)

  route(app, downloadLessonMaterial, async ({ params, request, reply }) => {
    const locale = requestLocale(request)
    const row = await findMaterial(app.db, params.materialId)
    if (!row || row.lesson_id !== params.id || !STORED_MATERIAL.test(row.stored_name)) throw notFound()
    const lesson = await findLesson(app.db, params.id)
    if (!lesson) throw notFound()
    const access = await courseAccess(app.db, { id: lesson.course_id }, request.user)
    assertCanOpen(access, lesson, request.user, locale)
    const body = await storage.get(row.stored_name)
    if (!body) throw notFound()
    return sendMaterial(reply, row, body)
  })

  route(app, downloadCourseMaterial, async ({ params, request, reply }) => {
    const locale = requestLocale(request)
    const row = await findMaterial(app.db, params.materialId)
    if (!row || row.course_id !== params.id || !STORED_MATERIAL.test(row.stored_name)) throw notFound()
    const access = await courseAccess(app.db, { id: params.id }, request.user)
    // the course's own materials are no free preview: a visitor logs in, a user buys
    assertCanOpen(access, { free: false }, request.user, locale)
    const body = await storage.get(row.stored_name)
    if (!body) throw notFound()
    return sendMaterial(reply, row, body)
  })
}
