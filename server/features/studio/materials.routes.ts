/**
 * Lesson materials' calls (contracts/studio/endpoints.ts): attach (multipart, read by hand like
 * media's uploads: every way the form can be wrong is a 422 naming `file`), remove, download.
 * Downloading asks what opening the lesson asks (learning/access.ts).
 */
import multipart from '@fastify/multipart'
import { count, eq } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import {
  deleteLessonMaterial,
  downloadLessonMaterial,
  uploadLessonMaterial,
} from '../../../contracts/studio/endpoints.ts'
import { MATERIAL_MAX_BYTES, MATERIALS_PER_LESSON } from '../../../contracts/studio/schemas.ts'
import { notFound, validationError } from '../../core/http/errors.ts'
import { requestLocale } from '../../core/http/locale.ts'
import { route } from '../../core/http/route.ts'
import { lessons } from '../courses/tables.ts'
import { assertCanOpen, courseAccess } from '../learning/access.ts'
import { storageFor } from '../media/storage.ts'
import { findMaterial, materialType, STORED_MATERIAL, storedMaterialName, toMaterial } from './materials.ts'
import { say } from './messages.ts'
import { readOneFile } from './one-file.ts'
import { findLesson, lessonOwner, ownerOf, touchCourse } from './studio.queries.ts'
import { lessonMaterials } from './tables.ts'

export const materialRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: MATERIAL_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 1024 },
  })
  const storage = storageFor(app.config)

  route(
    app,
    uploadLessonMaterial,
    async ({ params, request, reply }) => {
      const locale = requestLocale(request)
      const fail = (key: Parameters<typeof say>[0], values?: Record<string, string | number>) =>
        validationError({ file: [say(key, locale, values)] }, locale)
      const file = await readOneFile(request, (reason) =>
        reason === 'tooBig'
          ? fail('materialTooBig', { mb: MATERIAL_MAX_BYTES / 1024 / 1024 })
          : fail('materialMissing'),
      )
      const name = file.name || 'materiale'
      const type = materialType(file.data, name)
      if (!type) throw fail('materialType')
      const [{ total }] = await app.db
        .select({ total: count() })
        .from(lessonMaterials)
        .where(eq(lessonMaterials.lesson_id, params.id))
      if (total >= MATERIALS_PER_LESSON) throw fail('materialsFull', { max: MATERIALS_PER_LESSON })
      const lesson = await findLesson(app.db, params.id)
      if (!lesson) throw notFound()
      const stored = storedMaterialName(type.extension)
      await storage.put(stored, file.data, type.mime)
      const [row] = await app.db
        .insert(lessonMaterials)
        .values({
          lesson_id: params.id,
          file_name: name,
          stored_name: stored,
          mime: type.mime,
          size: file.data.length,
        })
        .returning()
      await touchCourse(app.db, lesson.course_id)
      reply.code(201)
      return { data: toMaterial(row) }
    },
    ownerOf(lessonOwner),
  )

  route(
    app,
    deleteLessonMaterial,
    async ({ params, reply }) => {
      const row = await findMaterial(app.db, params.id)
      if (!row) throw notFound()
      await app.db.delete(lessonMaterials).where(eq(lessonMaterials.id, row.id))
      await storage.remove(row.stored_name)
      return reply.code(204).send()
    },
    ownerOf(async (db, id) => {
      const row = await findMaterial(db, id)
      return row ? lessonOwner(db, row.lesson_id) : null
    }),
  )

  route(app, downloadLessonMaterial, async ({ params, request, reply }) => {
    const locale = requestLocale(request)
    const row = await findMaterial(app.db, params.materialId)
    if (!row || row.lesson_id !== params.id || !STORED_MATERIAL.test(row.stored_name)) throw notFound()
    const [lesson] = await app.db.select().from(lessons).where(eq(lessons.id, row.lesson_id))
    if (!lesson) throw notFound()
    const access = await courseAccess(app.db, { id: lesson.course_id }, request.user)
    assertCanOpen(access, lesson, request.user, locale)
    const body = await storage.get(row.stored_name)
    if (!body) throw notFound()
    const filename = row.file_name.replace(/[^\w.-]/g, '_') || `materiale.${row.stored_name.split('.').pop()}`
    return reply
      .header('content-type', row.mime)
      .header('content-length', row.size)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'private, no-store')
      .send(body)
  })
}
