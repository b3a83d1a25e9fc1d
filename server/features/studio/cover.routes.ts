/**
 * A course's cover image (issue 15, the presentation page). The type is read from the bytes; sharp
 * crops it to 16:9 and re-encodes it as WebP, so nothing of the original file (EXIF, GPS, trailing
 * payloads) is kept. The bytes live where media keeps its files under a random name, served at
 * /media/covers/:name; a replaced or removed cover's file goes once the course no longer points at it.
 */
import { randomUUID } from 'node:crypto'
import multipart from '@fastify/multipart'
import type { FastifyPluginAsync } from 'fastify'
import { deleteCourseCover, uploadCourseCover } from '../../../contracts/studio/endpoints.ts'
import { COVER_MAX_BYTES, COVER_SIZE } from '../../../contracts/studio/schemas.ts'
import type { Locale } from '../../../contracts/core/constants.ts'
import { notFound, validationError } from '../../core/http/errors.ts'
import { requestLocale } from '../../core/http/locale.ts'
import { route } from '../../core/http/route.ts'
import { courseOwner, setCourseCover } from '../courses/index.ts'
import { processImage, serveImmutableWebp, sniff, storageFor } from '../media/index.ts'
import { say } from './messages.ts'
import { readOneFile } from '../../core/http/one-file.ts'
import { loadStudioCourse, ownerOf } from './studio.queries.ts'

const PREFIX = '/media/covers/'
const STORED_COVER = /^cover-[0-9a-f-]{36}\.webp$/

export const coverRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: COVER_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 1024 },
  })
  const storage = storageFor(app.config)
  const ownsCourse = ownerOf(courseOwner)

  /** Points the course at `cover` (or none), then removes the file it pointed at before, if ours. */
  async function setCover(id: number, cover: string | null, locale: Locale) {
    const before = await setCourseCover(app.db, id, cover && `${PREFIX}${cover}`)
    if (!before) throw notFound()
    const old = before.cover_url?.startsWith(PREFIX) ? before.cover_url.slice(PREFIX.length) : null
    if (old && STORED_COVER.test(old)) await storage.remove(old)
    return { data: (await loadStudioCourse(app, id, locale))! }
  }

  route(
    app,
    uploadCourseCover,
    async ({ params, request }) => {
      const locale = requestLocale(request)
      const refuse = (key: Parameters<typeof say>[0], values?: Record<string, number>) =>
        validationError({ file: [say(key, locale, values)] }, locale)
      const file = await readOneFile(request, (reason) =>
        reason === 'tooBig'
          ? refuse('coverTooBig', { mb: COVER_MAX_BYTES / 1024 / 1024 })
          : refuse('coverMissing'),
      )
      const type = sniff(file.data)
      if (type === null || type === 'pdf') throw refuse('coverType')
      let image: Buffer
      try {
        image = (await processImage(file.data, COVER_SIZE)).data
      } catch {
        throw refuse('coverType')
      }
      const name = `cover-${randomUUID()}.webp`
      await storage.put(name, image, 'image/webp')
      try {
        return await setCover(params.id, name, locale)
      } catch (error) {
        await storage.remove(name)
        throw error
      }
    },
    ownsCourse,
  )

  route(
    app,
    deleteCourseCover,
    async ({ params, request }) => setCover(params.id, null, requestLocale(request)),
    ownsCourse,
  )

  serveImmutableWebp(app, storage, '/media/covers', STORED_COVER)
}
