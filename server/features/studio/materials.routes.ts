/**
 * Materials' calls (contracts/studio/endpoints.ts): attach to a lesson or to the whole course
 * (multipart, read by hand like media's uploads: every way the form can be wrong is a 422 naming
 * `file`), remove. Downloading one is the learning area's (learning/materials.routes.ts: who may
 * open the lesson or follows the course), which reads them through studio/index.ts.
 */
import multipart from '@fastify/multipart'
import { count, eq } from 'drizzle-orm'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import {
  deleteLessonMaterial,
  uploadCourseMaterial,
  uploadLessonMaterial,
} from '../../../contracts/studio/endpoints.ts'
import {
  MATERIAL_MAX_BYTES,
  MATERIALS_PER_LESSON,
  type Material,
  type VideoTarget,
} from '../../../contracts/studio/schemas.ts'
import { notFound, validationError } from '../../core/http/errors.ts'
import { requestLocale } from '../../core/http/locale.ts'
import { route } from '../../core/http/route.ts'
import { courseOwner, findLesson, lessonOwner, touchCourse } from '../courses/index.ts'
import { storageFor } from '../media/index.ts'
import { findMaterial, materialType, storedMaterialName, toMaterial } from './materials.ts'
import { say } from './messages.ts'
import { readOneFile } from '../../core/http/one-file.ts'
import { ownerOf, targetColumns } from './studio.queries.ts'
import { lessonMaterials } from './tables.ts'

export const materialRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: MATERIAL_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 1024 },
  })
  const storage = storageFor(app.config)

  /** Reads, checks and stores the one file of the request as a material of `target`. */
  async function attach(target: VideoTarget, request: FastifyRequest): Promise<Material> {
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
    const column = target.kind === 'lesson' ? lessonMaterials.lesson_id : lessonMaterials.course_id
    const [{ total }] = await app.db
      .select({ total: count() })
      .from(lessonMaterials)
      .where(eq(column, target.id))
    if (total >= MATERIALS_PER_LESSON)
      throw fail(target.kind === 'lesson' ? 'materialsFull' : 'courseMaterialsFull', {
        max: MATERIALS_PER_LESSON,
      })
    const courseId = target.kind === 'lesson' ? (await findLesson(app.db, target.id))?.course_id : target.id
    if (courseId === undefined) throw notFound()
    const stored = storedMaterialName(type.extension)
    await storage.put(stored, file.data, type.mime)
    const [row] = await app.db
      .insert(lessonMaterials)
      .values({
        ...targetColumns(target),
        file_name: name,
        stored_name: stored,
        mime: type.mime,
        size: file.data.length,
      })
      .returning()
    await touchCourse(app.db, courseId)
    return toMaterial(row)
  }

  route(
    app,
    uploadLessonMaterial,
    async ({ params, request, reply }) => {
      const material = await attach({ kind: 'lesson', id: params.id }, request)
      reply.code(201)
      return { data: material }
    },
    ownerOf(lessonOwner),
  )

  route(
    app,
    uploadCourseMaterial,
    async ({ params, request, reply }) => {
      const material = await attach({ kind: 'course', id: params.id }, request)
      reply.code(201)
      return { data: material }
    },
    ownerOf(courseOwner),
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
      if (!row) return null
      return row.lesson_id !== null ? lessonOwner(db, row.lesson_id) : courseOwner(db, row.course_id!)
    }),
  )
}
