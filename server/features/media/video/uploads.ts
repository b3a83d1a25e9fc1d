/**
 * Resumable video uploads (issue 15): tus 1.0.0 by @tus/server under /api/uploads, bytes in
 * DATA_DIR/uploads (@tus/file-store) or in the S3 bucket when S3_* is set (@tus/s3-store).
 *
 * Fastify keeps the checks every API route has: who is calling (bearer or session cookie with
 * X-XSRF-TOKEN, the auth plugin), that a creation names one of the caller's lessons and a size
 * within UPLOAD_MAX_BYTES, and that only the owner of an upload resumes or cancels it. Then the
 * raw request goes to the tus server untouched (the offset+octet-stream body is never parsed).
 * A second request writing the same upload gets 423 at once (RefusingLocker), which tus clients
 * retry; the last byte marks the upload uploaded and queues its processing, with no further call.
 * tus's own errors leave in the API's envelope ({ message }).
 */
import { randomBytes } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { PassThrough, type Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { Server, type ServerOptions } from '@tus/server'
import { ERRORS, StreamLimiter, Upload, type DataStore, type Lock, type Locker } from '@tus/utils'
import { and, eq, lt } from 'drizzle-orm'
import postgres from 'postgres'
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import type { Locale } from '../../../../contracts/core/constants.ts'
import {
  createUpload,
  deleteUpload,
  getUploadQuota,
  writeUpload,
} from '../../../../contracts/studio/endpoints.ts'
import { targetKey, type UploadTarget } from '../../../../contracts/studio/schemas.ts'
import { HttpError, notFound, forbidden, validationError } from '../../../core/http/errors.ts'
import { requestLocale } from '../../../core/http/locale.ts'
import { route } from '../../../core/http/route.ts'
import { currentUser } from '../../../core/plugins/auth.ts'
import { say } from '../messages.ts'
import { videoUploads } from '../tables.ts'
import { pushVideoState, TRANSCODE_QUEUE } from './processing.ts'
import { uploadColumns, uploadTargetHandler } from './targets.ts'
import { formatBytes, QuotaExceeded, reserveUpload, uploadQuota } from './upload-quota.ts'
import { UPLOAD_EXPIRY_MS, type UploadStore } from './upload-store.ts'

export const UPLOADS_PATH = '/api/uploads'
export const UPLOAD_CLEANUP_QUEUE = 'upload_cleanup'

/** The 423 a second writer gets. */
class Locked {
  readonly status_code = 423
  constructor(readonly body: string) {}
}

/** How long a request waits for a short one (a HEAD) to let go before answering 423. */
const LOCK_GRACE_MS = 150
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Tries `attempt` until it succeeds or the grace period is over. */
async function withinGrace(attempt: () => boolean | Promise<boolean>): Promise<boolean> {
  const until = Date.now() + LOCK_GRACE_MS
  for (;;) {
    if (await attempt()) return true
    if (Date.now() >= until) return false
    await pause(10)
  }
}

/**
 * One writer per upload, in this process: a request that finds the upload held (beyond a short
 * grace, so a HEAD in flight does not push a writer out) is refused with 423 instead of taking it
 * over. A dropped connection ends its request, which releases the lock, so the client's retry gets in.
 */
export class RefusingLocker implements Locker {
  private readonly held = new Set<string>()
  newLock(id: string): Lock {
    let mine = false
    return {
      lock: async () => {
        const free = await withinGrace(() => !this.held.has(id))
        if (!free) throw new Locked('locked')
        this.held.add(id)
        mine = true
      },
      unlock: async () => {
        if (mine) this.held.delete(id)
        mine = false
      },
    }
  }
}

/**
 * One writer per upload across processes (several API processes on one PostgreSQL): the
 * in-process lock first, then a session advisory lock on a connection reserved for the request
 * (pg_try_advisory_lock, so a second writer anywhere is refused at once, never queued). The
 * connection goes back, unlocked, when the request ends; a process that dies takes its session,
 * and so its locks, with it.
 */
export class PostgresLocker implements Locker {
  private readonly local = new RefusingLocker()
  constructor(private readonly sql: postgres.Sql) {}

  newLock(id: string): Lock {
    const local = this.local.newLock(id)
    const key = `upload:${id}`
    let session: postgres.ReservedSql | undefined
    return {
      lock: async (signal, cancel) => {
        await local.lock(signal, cancel)
        try {
          const reserved = await this.sql.reserve()
          session = reserved
          const locked = await withinGrace(async () => {
            const [row] = await reserved<{ locked: boolean }[]>`
              select pg_try_advisory_lock(hashtextextended(${key}, 0)) as locked`
            return row.locked
          })
          if (!locked) throw new Locked('locked')
        } catch (error) {
          session?.release()
          session = undefined
          await local.unlock()
          throw error
        }
      },
      unlock: async () => {
        const held = session
        session = undefined
        try {
          if (held) await held`select pg_advisory_unlock(hashtextextended(${key}, 0))`
        } finally {
          held?.release()
          await local.unlock()
        }
      },
    }
  }
}

/** The locker for this deployment: across processes on PostgreSQL, in this process on PGlite. */
export function uploadLocker(app: FastifyInstance): Locker {
  const { database } = app
  if (database.kind !== 'postgres' || !database.url) return new RefusingLocker()
  const sql = postgres(database.url, { max: 20, onnotice: () => {} })
  app.addHook('onClose', async () => {
    await sql.end({ timeout: 5 })
  })
  return new PostgresLocker(sql)
}

/** What Fastify learned about a creation, handed to the tus hooks with the raw request. */
interface Creation {
  userId: number
  target: UploadTarget
  fileName: string
  title: string | null
}
const creations = new WeakMap<IncomingMessage, Creation>()
const locales = new WeakMap<IncomingMessage, Locale>()
/** The announced size of the upload a PATCH writes, for its 413's message. */
const sizes = new WeakMap<IncomingMessage, number>()

/** `Upload-Metadata: filename ZmlsZS5tcDQ=,lesson_id MTI=` → { filename: 'file.mp4', lesson_id: '12' }. */
export function parseMetadata(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {}
  for (const pair of (header ?? '').split(',')) {
    const [key, value] = pair.trim().split(' ')
    if (!key) continue
    out[key] = value ? Buffer.from(value, 'base64').toString('utf8') : ''
  }
  return out
}

/**
 * The target the metadata names: `lesson_id` (a lesson's video), `course_id` (a course's promo
 * video) or `profile_user_id` (a profile's presentation video, issue 16); exactly one of them.
 */
export function uploadTarget(metadata: Record<string, string>): UploadTarget | null {
  const id = (value: string | undefined) =>
    value !== undefined && /^\d{1,10}$/.test(value) && Number(value) >= 1 && Number(value) <= 2_147_483_647
      ? Number(value)
      : null
  const named = (['lesson_id', 'course_id', 'profile_user_id'] as const).filter(
    (key) => metadata[key] !== undefined,
  )
  if (named.length !== 1) return null
  const value = id(metadata[named[0]])
  if (value === null) return null
  return {
    kind: named[0] === 'lesson_id' ? 'lesson' : named[0] === 'course_id' ? 'course' : 'profile',
    id: value,
  }
}

const errorBody = (message: string) => JSON.stringify({ message })

/** The 413 of a video past UPLOAD_MAX_BYTES, with the figure ("5 GB", "2,5 GB"). */
export const tooBig = (app: FastifyInstance, locale: Locale): string =>
  say('uploadTooBig', locale, { limit: formatBytes(app.config.uploadMaxBytes, locale) })

function tusMessage(
  app: FastifyInstance,
  status: number,
  body: string,
  locale: Locale,
  size: number | undefined,
): string {
  if (status === 423) return say('uploadLocked', locale)
  if (status === 413 && body === ERRORS.ERR_SIZE_EXCEEDED.body && size !== undefined)
    return say('uploadSizeExceeded', locale, { size: formatBytes(size, locale) })
  if (status === 413) return tooBig(app, locale)
  return body.trim() || 'Upload error.'
}

const NODE_BODY = Symbol('aula.nodeBody')
interface NodeBody {
  [NODE_BODY]: IncomingMessage
}
interface PatchInternals {
  send(req: { node?: { req: IncomingMessage } }, ...rest: unknown[]): Promise<Response>
  writeToStore(
    body: unknown,
    upload: Upload,
    maxFileSize: number,
    context: { signal: AbortSignal },
  ): Promise<number>
  store: DataStore
}

/**
 * PATCH bytes go from the Node request to the store as they are. @tus/server reads a web stream
 * its adapter made from the Node request and turns it back into a Node stream, which halves the
 * throughput on a fast line; the same steps on the request itself: a proxy (so a store error does
 * not hang up the client), the size limit, the store's write, an abort that ends the proxy.
 */
function writeNodeBodies(tus: Server): void {
  const patch = (tus as unknown as { handlers: { PATCH: PatchInternals } }).handlers.PATCH
  const send = patch.send.bind(patch)
  const writeToStore = patch.writeToStore.bind(patch)
  patch.send = (req, ...rest) => {
    const raw = req.node?.req
    if (raw) Object.defineProperty(req, 'body', { value: { [NODE_BODY]: raw } satisfies NodeBody })
    return send(req, ...rest)
  }
  patch.writeToStore = async (body, upload, maxFileSize, context) => {
    const raw = (body as Partial<NodeBody> | null)?.[NODE_BODY]
    if (!raw) return writeToStore(body, upload, maxFileSize, context)
    if (context.signal.aborted) throw ERRORS.ABORTED
    const proxy = new PassThrough()
    const onAbort = () => {
      raw.unpipe(proxy)
      if (!proxy.destroyed) proxy.end()
    }
    context.signal.addEventListener('abort', onAbort, { once: true })
    let sourceError: unknown
    const onError = (error: unknown) => {
      sourceError = error
      raw.unpipe(proxy)
      if (!context.signal.aborted) proxy.destroy(error as Error)
    }
    raw.on('error', onError)
    try {
      return await pipeline(raw.pipe(proxy), new StreamLimiter(maxFileSize), (stream) =>
        patch.store.write(stream as unknown as Readable, upload.id, upload.offset),
      )
    } catch (error) {
      raw.unpipe(proxy)
      throw error === sourceError || (error as Error)?.name === 'AbortError' ? ERRORS.ABORTED : error
    } finally {
      raw.off('error', onError)
      context.signal.removeEventListener('abort', onAbort)
    }
  }
}

export function createTusServer(app: FastifyInstance, store: UploadStore): Server {
  const options: ServerOptions & { datastore: DataStore } = {
    path: UPLOADS_PATH,
    datastore: store.datastore,
    relativeLocation: true,
    maxSize: app.config.uploadMaxBytes,
    locker: uploadLocker(app),
    namingFunction: () => randomBytes(16).toString('hex'),
    async onUploadCreate(req, upload) {
      const raw = (req as unknown as { node?: { req: IncomingMessage } }).node?.req
      const creation = raw ? creations.get(raw) : undefined
      if (!creation) throw { status_code: 403, body: 'Forbidden' }
      const size = upload.size ?? 0
      await reserveUpload(app, creation.userId, size, (raw && locales.get(raw)) ?? 'it', (tx) =>
        tx.insert(videoUploads).values({
          id: upload.id,
          ...uploadColumns(creation.target),
          user_id: creation.userId,
          file_name: creation.fileName,
          title: creation.title,
          size,
          status: 'uploading',
        }),
      )
      return {}
    },
    async onUploadFinish(_req, upload) {
      await finishUpload(app, upload.id)
      return {}
    },
    onResponseError(req, error) {
      const raw = (req as unknown as { node?: { req: IncomingMessage } }).node?.req
      const locale = (raw && locales.get(raw)) ?? 'it'
      const status = 'status_code' in error ? error.status_code : 500
      if (status >= 500) app.log.error({ err: error }, 'tus upload error')
      if (error instanceof QuotaExceeded) return { status_code: 413, body: errorBody(error.body) }
      const body = 'body' in error ? error.body : ''
      const size = raw ? sizes.get(raw) : undefined
      return { status_code: status, body: errorBody(tusMessage(app, status, body, locale, size)) }
    },
  }
  const server = new Server(options)
  writeNodeBodies(server)
  return server
}

/** Marks an upload's bytes complete and queues its processing (twice is the same as once). */
export async function finishUpload(app: FastifyInstance, id: string): Promise<boolean> {
  const [row] = await app.db
    .update(videoUploads)
    .set({ status: 'uploaded', updated_at: new Date() })
    .where(and(eq(videoUploads.id, id), eq(videoUploads.status, 'uploading')))
    .returning()
  if (!row) return false
  await pushVideoState(app, row)
  await app.jobs.send(TRANSCODE_QUEUE, { uploadId: id }, { singletonKey: id })
  return true
}

/**
 * Creates an upload on the server (the init call), as a tus POST would; 413 with the figures when
 * it does not fit the owner's quotas.
 */
export async function createUploadFor(
  app: FastifyInstance,
  store: UploadStore,
  creation: Creation & { size: number },
  locale: Locale,
): Promise<string> {
  const id = randomBytes(16).toString('hex')
  const upload = new Upload({
    id,
    size: creation.size,
    offset: 0,
    metadata: {
      filename: creation.fileName,
      [targetKey(creation.target)]: String(creation.target.id),
      title: creation.title,
    },
    creation_date: new Date().toISOString(),
  })
  try {
    await reserveUpload(app, creation.userId, creation.size, locale, (tx) =>
      tx.insert(videoUploads).values({
        id,
        ...uploadColumns(creation.target),
        user_id: creation.userId,
        file_name: creation.fileName,
        title: creation.title,
        size: creation.size,
        status: 'uploading',
      }),
    )
  } catch (error) {
    if (error instanceof QuotaExceeded) throw new HttpError(413, error.body)
    throw error
  }
  await store.datastore.create(upload)
  return id
}

/** Drops expired unfinished uploads: their bytes (tus's expiration) and their rows. */
export async function cleanExpiredUploads(app: FastifyInstance, tus: Server): Promise<number> {
  const bytes = await tus.cleanUpExpiredUploads().catch((error: unknown) => {
    app.log.warn({ err: error }, 'expired uploads: bytes not cleaned')
    return 0
  })
  const rows = await app.db
    .delete(videoUploads)
    .where(
      and(
        eq(videoUploads.status, 'uploading'),
        lt(videoUploads.updated_at, new Date(Date.now() - UPLOAD_EXPIRY_MS)),
      ),
    )
    .returning({ id: videoUploads.id })
  return Math.max(bytes, rows.length)
}

async function uploadOwner(app: FastifyInstance, request: FastifyRequest): Promise<number | null> {
  const id = (request.params as { id?: string }).id ?? ''
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) return null
  const [row] = await app.db
    .select({ user_id: videoUploads.user_id, size: videoUploads.size })
    .from(videoUploads)
    .where(eq(videoUploads.id, id))
  if (row) sizes.set(request.raw, row.size)
  return row?.user_id ?? null
}

/** The tus extensions served: the store's, but a length must be announced on creation. */
const tusExtensions = (store: DataStore) =>
  store.extensions.filter((name) => name !== 'creation-defer-length').join(',')

function requireTus(request: FastifyRequest, locale: Locale) {
  if (!request.headers['tus-resumable']) throw new HttpError(412, say('tusRequired', locale))
}

/** Hands the raw request to tus; Fastify's reply is done with. */
async function handOver(tus: Server, request: FastifyRequest, reply: FastifyReply) {
  locales.set(request.raw, requestLocale(request))
  reply.hijack()
  await tus.handle(request.raw, reply.raw)
  return reply
}

export function uploadRoutes(tus: Server): FastifyPluginAsync {
  return async (app) => {
    // The bytes stay in the request stream for tus.
    app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null))

    // tus 1.0.0 discovery (issue 38): OPTIONS answers 204 with the version, the extensions and the
    // largest upload; no login needed, and nothing about anyone's uploads.
    const discovery = async (_request: FastifyRequest, reply: FastifyReply) =>
      reply
        .code(204)
        .header('tus-resumable', '1.0.0')
        .header('tus-version', '1.0.0')
        .header('tus-extension', tusExtensions(tus.datastore))
        .header('tus-max-size', String(app.config.uploadMaxBytes))
        .send()
    for (const url of [UPLOADS_PATH, `${UPLOADS_PATH}/:id`])
      app.route({ method: 'OPTIONS', url, config: { access: 'public' }, handler: discovery })

    route(app, getUploadQuota, async ({ request }) => ({
      data: await uploadQuota(app, currentUser(request).id),
    }))

    route(app, createUpload, async ({ request, reply }) => {
      const locale = requestLocale(request)
      requireTus(request, locale)
      const metadata = parseMetadata(request.headers['upload-metadata'] as string | undefined)
      const target = uploadTarget(metadata)
      if (!target) throw validationError({ lesson_id: [say('uploadUnknownLesson', locale)] }, locale)
      const handler = uploadTargetHandler(target.kind)
      const owner = await handler.owner(app.db, target.id)
      if (owner === null) throw notFound()
      const user = currentUser(request)
      if (owner !== user.id && !user.roles.includes('admin')) throw forbidden()
      const length = request.headers['upload-length']
      if (typeof length !== 'string' || !/^\d{1,16}$/.test(length))
        throw validationError({ 'Upload-Length': [say('notFinished', locale)] }, locale)
      // a profile's video says what is wrong field by field (422), as the profile's forms do
      const problems = handler.creationProblems?.(metadata, Number(length), app.config.uploadMaxBytes, locale)
      if (problems) throw validationError(problems, locale)
      if (Number(length) > app.config.uploadMaxBytes) throw new HttpError(413, tooBig(app, locale))
      creations.set(request.raw, {
        userId: owner,
        target,
        fileName: (metadata.filename || 'video').slice(0, 255),
        title: metadata.title ? metadata.title.slice(0, 120) : null,
      })
      return handOver(tus, request, reply)
    })

    const owned = { owner: (request: FastifyRequest) => uploadOwner(app, request) }
    route(
      app,
      writeUpload,
      async ({ request, reply }) => {
        requireTus(request, requestLocale(request))
        return handOver(tus, request, reply)
      },
      owned,
    )
    route(
      app,
      deleteUpload,
      async ({ request, reply }) => {
        requireTus(request, requestLocale(request))
        return handOver(tus, request, reply)
      },
      owned,
    )
    // HEAD (the offset to resume from) has no descriptor: descriptors are GET/POST/PUT/PATCH/DELETE.
    app.route({
      method: 'HEAD',
      url: `${UPLOADS_PATH}/:id`,
      config: { access: owned },
      handler: async (request, reply) => {
        requireTus(request, requestLocale(request))
        return handOver(tus, request, reply)
      },
    })
  }
}
