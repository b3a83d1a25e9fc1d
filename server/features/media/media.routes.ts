/**
 * POST /api/media (multipart `{ file, collection }`), GET /api/media, DELETE /api/media/:id, and
 * the files themselves at GET /media/:name. Multipart is registered here only, so every other
 * route still accepts JSON alone. The form is read by hand (the descriptor has no JSON body), and
 * every way it can be wrong answers 422 naming the field, never 500.
 */
import path from 'node:path'
import multipart from '@fastify/multipart'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import type { Locale } from '../../../contracts/core/constants.ts'
import { deleteMedia, listMedia, uploadMedia } from '../../../contracts/media/endpoints.ts'
import { MEDIA_COLLECTIONS, MEDIA_MAX_BYTES, type MediaCollection } from '../../../contracts/media/schemas.ts'
import { notFound, unauthenticated, validationError } from '../../core/http/errors.ts'
import { requestLocale } from '../../core/http/locale.ts'
import { route } from '../../core/http/route.ts'
import { currentUser } from '../../core/plugins/auth.ts'
import { resolveUser } from '../../core/plugins/auth.ts'
import { documentSight } from './document-readers.ts'
import { pdfActiveContent, processImage, sniff } from './files.ts'
import { deleteFile, fileOwner, findByName, listFiles, storeFile, toMedia, type NewFile } from './media.ts'
import { say } from './messages.ts'
import { storageFor } from './storage.ts'

const MAX_NAME_LENGTH = 200

interface Form {
  collection: string | undefined
  file: { data: Buffer; name: string } | undefined
}

const isCollection = (value: string): value is MediaCollection =>
  (MEDIA_COLLECTIONS as readonly string[]).includes(value)

/** Reads the form; a file past the limit, or a broken form, is the sender's error (422). */
async function readForm(request: FastifyRequest, locale: Locale): Promise<Form> {
  if (!request.isMultipart()) throw validationError({ file: [say('notMultipart', locale)] }, locale)
  const form: Form = { collection: undefined, file: undefined }
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer()
        if (part.fieldname === 'file' && !form.file) form.file = { data, name: part.filename ?? '' }
      } else if (part.fieldname === 'collection') {
        form.collection = String(part.value)
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw validationError(
        { file: [say('fileTooBig', locale, { mb: MEDIA_MAX_BYTES / 1024 / 1024 })] },
        locale,
      )
    request.log.info({ err: error }, 'media upload: unreadable form')
    throw validationError({ file: [say('badForm', locale)] }, locale)
  }
  return form
}

/** Checks the form and turns the upload into what is stored, or 422 with every field's message. */
async function prepare(form: Form, locale: Locale): Promise<NewFile> {
  const errors: Record<string, string[]> = {}
  const collection = form.collection?.trim() ?? ''
  if (collection === '') errors.collection = [say('collectionMissing', locale)]
  else if (!isCollection(collection))
    errors.collection = [say('collectionUnknown', locale, { name: collection.slice(0, 40) })]
  if (!form.file) errors.file = [say('fileMissing', locale)]
  else if (form.file.data.length === 0) errors.file = [say('fileEmpty', locale)]
  if (Object.keys(errors).length > 0 || !form.file || !isCollection(collection))
    throw validationError(errors, locale)

  const { data, name } = form.file
  const type = sniff(data)
  const cleanName = path.basename(name.replace(/\\/g, '/')).slice(0, MAX_NAME_LENGTH)
  if (collection === 'avatar' || collection === 'cover') {
    if (type === null || type === 'pdf') throw validationError({ file: [say('notImage', locale)] }, locale)
    try {
      const image = await processImage(data, collection)
      return { collection, mime: 'image/webp', name: cleanName, ...image }
    } catch {
      throw validationError({ file: [say('badImage', locale)] }, locale)
    }
  }
  if (type !== 'pdf') throw validationError({ file: [say('notPdf', locale)] }, locale)
  const active = pdfActiveContent(data)
  if (active.length > 0)
    throw validationError({ file: [say('pdfActive', locale, { what: active.join(', ') })] }, locale)
  return { collection, mime: 'application/pdf', data, width: null, height: null, name: cleanName }
}

const idOf = (request: FastifyRequest) => {
  const raw = (request.params as { id?: string }).id ?? ''
  return /^\d{1,9}$/.test(raw) ? Number(raw) : null
}

/** The stored names: a UUID and the extension the server chose. */
const STORED_NAME = /^[0-9a-f-]{36}\.(webp|pdf)$/

export const mediaRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: MEDIA_MAX_BYTES, files: 2, fields: 4, parts: 6, fieldSize: 1024 },
  })
  const storage = storageFor(app.config)

  route(app, uploadMedia, async ({ request, reply }) => {
    const locale = requestLocale(request)
    const file = await prepare(await readForm(request, locale), locale)
    const row = await storeFile(app.db, storage, currentUser(request).id, file)
    reply.code(201)
    return { data: toMedia(row) }
  })

  route(app, listMedia, async ({ request }) => ({
    data: (await listFiles(app.db, currentUser(request).id)).map(toMedia),
  }))

  route(
    app,
    deleteMedia,
    async ({ params }) => {
      await deleteFile(app.db, storage, params.id)
    },
    {
      owner: (request) => {
        const id = idOf(request)
        return id === null ? null : fileOwner(app.db, id)
      },
    },
  )

  // The files: random names, never changed once written. Pictures (avatars, covers) are public and
  // any cache may keep them for a year. Documents (CVs, certificates, diplomas) go only to who may
  // see the profile's media section (issue 32): the owner and admins, else anyone the profile shows
  // it to (media not hidden; a visitor only on a public profile), never kept by a shared cache,
  // and downloaded rather than opened in the page.
  app.get<{ Params: { name: string } }>('/media/:name', async (request, reply) => {
    const { name } = request.params
    const row = STORED_NAME.test(name) ? await findByName(app.db, name) : undefined
    if (!row) throw notFound()
    const document = row.mime === 'application/pdf'
    if (document) {
      const sight = await documentSight(app.db, row, await resolveUser(request))
      if (sight === 'login') throw unauthenticated()
      if (sight === 'none') throw notFound()
    }
    const body = await storage.get(row.path)
    if (!body) throw notFound()
    reply
      .header('content-type', row.mime)
      .header('content-length', row.size)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', document ? 'private, no-cache' : 'public, max-age=31536000, immutable')
    if (document) {
      // The name the user gave, reduced to characters no header can be split with.
      const filename = row.name.replace(/[^\w.-]/g, '_') || 'document.pdf'
      reply.header('content-disposition', `attachment; filename="${filename}"`)
    }
    return reply.send(body)
  })
}
