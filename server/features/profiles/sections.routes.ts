/**
 * The CV sections' calls (contracts/profiles/endpoints.ts sectionCalls): list, get, add, edit,
 * delete and order the caller's entries of each section. Only the owner writes (auth 'owner' checks
 * the entry's user; admins pass as everywhere); an entry of another section is 404. Books, case
 * histories, clients and collaborations are multipart forms (SPEC.md §7) with an optional `image`:
 * its type is read from the bytes and sharp re-encodes it as a 600×400 WebP without metadata, as
 * the studio does a course's cover; it is served at /media/profile-items/:name and removed with
 * its entry or when replaced.
 */
import { randomUUID } from 'node:crypto'
import multipart from '@fastify/multipart'
import { and, asc, count, eq, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify'
import type * as v from 'valibot'
import type { Locale } from '../../../contracts/core/constants.ts'
import type { Auth, Endpoint, HttpMethod } from '../../../contracts/core/endpoint.ts'
import { sectionCalls } from '../../../contracts/profiles/endpoints.ts'
import {
  SECTION_BODIES,
  type ItemIdParams,
  type OrderBody,
  type SectionEntry,
} from '../../../contracts/profiles/schemas.ts'
import {
  ITEM_IMAGE_MAX_BYTES,
  ITEM_IMAGE_SIZE,
  ITEM_SECTIONS,
  ITEMS_PER_SECTION,
  isImageSection,
  type ItemSection,
} from '../../../contracts/profiles/sections.ts'
import { notFound, validationError } from '../../core/http/errors.ts'
import { requestLocale } from '../../core/http/locale.ts'
import { route } from '../../core/http/route.ts'
import { parseInput } from '../../core/http/validate.ts'
import { currentUser } from '../../core/plugins/auth.ts'
import { type MediaStorage, processImage, serveImmutableWebp, sniff, storageFor } from '../media/index.ts'
import { say } from './messages.ts'
import { loadSection, toEntry } from './profile.queries.ts'
import { profileItems, schools } from './tables.ts'

const IMAGE_PREFIX = '/media/profile-items/'
const STORED_IMAGE = /^item-[0-9a-f-]{36}\.webp$/
const TEXT_FIELD_MAX = 20_000

interface Form {
  fields: Record<string, string>
  image: Buffer | null
}

/** Reads a section's multipart form: its text fields and the optional `image`; a broken one is 422. */
async function readForm(request: FastifyRequest, locale: Locale): Promise<Form> {
  if (!request.isMultipart()) throw validationError({ image: [say('badForm', locale)] }, locale)
  const form: Form = { fields: {}, image: null }
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer()
        if (part.fieldname === 'image' && form.image === null && data.length > 0) form.image = data
      } else if (typeof part.value === 'string' && !(part.fieldname in form.fields)) {
        form.fields[part.fieldname] = part.value.slice(0, TEXT_FIELD_MAX)
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw validationError(
        { image: [say('imageTooBig', locale, { mb: ITEM_IMAGE_MAX_BYTES / 1024 / 1024 })] },
        locale,
      )
    throw validationError({ image: [say('badForm', locale)] }, locale)
  }
  return form
}

async function storeImage(storage: MediaStorage, bytes: Buffer, locale: Locale): Promise<string> {
  const type = sniff(bytes)
  if (type === null || type === 'pdf') throw validationError({ image: [say('imageType', locale)] }, locale)
  let webp: Buffer
  try {
    webp = (await processImage(bytes, ITEM_IMAGE_SIZE)).data
  } catch {
    throw validationError({ image: [say('imageType', locale)] }, locale)
  }
  const name = `item-${randomUUID()}.webp`
  await storage.put(name, webp, 'image/webp')
  return `${IMAGE_PREFIX}${name}`
}

async function removeImage(storage: MediaStorage, url: unknown) {
  if (typeof url !== 'string' || !url.startsWith(IMAGE_PREFIX)) return
  const name = url.slice(IMAGE_PREFIX.length)
  if (STORED_IMAGE.test(name)) await storage.remove(name)
}

const itemId = (request: FastifyRequest) => {
  const raw = (request.params as { id?: string }).id ?? ''
  return /^\d{1,9}$/.test(raw) ? Number(raw) : null
}

/**
 * The six descriptors of a section seen through one type: they differ only in their entry and body
 * schemas, which the handlers check themselves (readBody) and route() checks on the way out.
 */
type SectionCall = Endpoint<{
  method: HttpMethod
  path: `/${string}`
  auth: Auth
  summary: string
  tag: string
  params: typeof ItemIdParams
  body: typeof OrderBody
  response: v.GenericSchema
}>
type Entry = SectionEntry<ItemSection>

/** The body, JSON or the multipart form's fields, checked by the section's schema. */
async function readBody(
  app: FastifyInstance,
  section: ItemSection,
  request: FastifyRequest,
  body: unknown,
  locale: Locale,
): Promise<{ values: Record<string, unknown>; form: Form | null }> {
  const form = isImageSection(section) ? await readForm(request, locale) : null
  const { remove_image: _remove, ...fields } = form?.fields ?? {}
  const values = parseInput(SECTION_BODIES[section], form ? fields : body, 'body', locale) as Record<
    string,
    unknown
  >
  if (section === 'studies' && values.school_id !== null) {
    const [school] = await app.db
      .select({ name: schools.name })
      .from(schools)
      .where(eq(schools.id, values.school_id as number))
    if (!school) throw validationError({ school_id: [say('schoolUnknown', locale)] }, locale)
    values.school_name = school.name
  }
  if (section === 'experiences' && values.current) values.end_date = null
  if ('end_date' in values && values.end_date === '') values.end_date = null
  return { values, form }
}

function registerSection(app: FastifyInstance, storage: MediaStorage, section: ItemSection) {
  const calls = sectionCalls[section] as unknown as Record<keyof (typeof sectionCalls)['books'], SectionCall>
  const image = isImageSection(section)

  /** The owner of an entry of this section, or null (404) for none or another section's. */
  const owner = {
    owner: async (request: FastifyRequest) => {
      const id = itemId(request)
      if (id === null) return null
      const [row] = await app.db
        .select({ user_id: profileItems.user_id })
        .from(profileItems)
        .where(and(eq(profileItems.id, id), eq(profileItems.section, section)))
      return row?.user_id ?? null
    },
  }

  const findRow = async (id: number) => {
    const [row] = await app.db
      .select()
      .from(profileItems)
      .where(and(eq(profileItems.id, id), eq(profileItems.section, section)))
    if (!row) throw notFound()
    return row
  }

  route(app, calls.list, async ({ request }) => ({
    data: await loadSection(app.db, currentUser(request).id, section),
  }))

  route(app, calls.get, async ({ params }) => ({ data: toEntry(await findRow(params.id)) }), owner)

  route(app, calls.create, async ({ request, reply }) => {
    const user = currentUser(request)
    const locale = requestLocale(request)
    const { values, form } = await readBody(app, section, request, request.body, locale)
    const [{ n }] = await app.db
      .select({ n: count() })
      .from(profileItems)
      .where(and(eq(profileItems.user_id, user.id), eq(profileItems.section, section)))
    if (n >= ITEMS_PER_SECTION)
      throw validationError({ section: [say('sectionFull', locale, { max: ITEMS_PER_SECTION })] }, locale)
    if (image) values.image_url = form?.image ? await storeImage(storage, form.image, locale) : null
    try {
      const [row] = await app.db
        .insert(profileItems)
        .values({
          user_id: user.id,
          section,
          data: values,
          position: sql`(select coalesce(max(${profileItems.position}), 0) + 1 from ${profileItems}
            where ${profileItems.user_id} = ${user.id} and ${profileItems.section} = ${section})`,
        })
        .returning()
      reply.code(201)
      return { data: toEntry(row) }
    } catch (error) {
      await removeImage(storage, values.image_url)
      throw error
    }
  })

  route(
    app,
    calls.update,
    async ({ params, request }) => {
      const locale = requestLocale(request)
      const before = await findRow(params.id)
      const { values, form } = await readBody(app, section, request, request.body, locale)
      const previous = before.data.image_url
      if (image) {
        if (form?.image) values.image_url = await storeImage(storage, form.image, locale)
        else values.image_url = form?.fields.remove_image === 'true' ? null : (previous ?? null)
      }
      const [row] = await app.db
        .update(profileItems)
        .set({ data: values, updated_at: new Date() })
        .where(eq(profileItems.id, params.id))
        .returning()
      if (image && previous !== values.image_url) await removeImage(storage, previous)
      return { data: toEntry(row) }
    },
    owner,
  )

  route(
    app,
    calls.remove,
    async ({ params }) => {
      const row = await app.db.transaction(async (tx) => {
        const [deleted] = await tx.delete(profileItems).where(eq(profileItems.id, params.id)).returning()
        if (!deleted) throw notFound()
        // The others close ranks, so positions stay 1…n.
        await tx
          .update(profileItems)
          .set({ position: sql`${profileItems.position} - 1` })
          .where(
            and(
              eq(profileItems.user_id, deleted.user_id),
              eq(profileItems.section, section),
              sql`${profileItems.position} > ${deleted.position}`,
            ),
          )
        return deleted
      })
      await removeImage(storage, row.data.image_url)
    },
    owner,
  )

  route(app, calls.order, async ({ request, body }) => {
    const user = currentUser(request)
    const locale = requestLocale(request)
    const rows = await app.db
      .select({ id: profileItems.id })
      .from(profileItems)
      .where(and(eq(profileItems.user_id, user.id), eq(profileItems.section, section)))
      .orderBy(asc(profileItems.position))
    const mine = new Set(rows.map((row) => row.id))
    const given = new Set(body.ids)
    if (given.size !== body.ids.length || given.size !== mine.size || body.ids.some((id) => !mine.has(id)))
      throw validationError({ ids: [say('orderMismatch', locale)] }, locale)
    await app.db.transaction(async (tx) => {
      for (const [index, id] of body.ids.entries())
        await tx
          .update(profileItems)
          .set({ position: index + 1 })
          .where(and(eq(profileItems.id, id), eq(profileItems.user_id, user.id)))
    })
    return { data: (await loadSection(app.db, user.id, section)) as Entry[] }
  })
}

export const sectionRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: ITEM_IMAGE_MAX_BYTES, files: 1, fields: 12, parts: 14, fieldSize: 20_000 },
  })
  const storage = storageFor(app.config)
  for (const section of ITEM_SECTIONS) registerSection(app, storage, section)

  serveImmutableWebp(app, storage, '/media/profile-items', STORED_IMAGE)
}
