/**
 * The tus uploads on S3 (issue 15: `@tus/s3-store` when S3_* is set), with s3rver on loopback as
 * the bucket: a video sent with tus-js-client in two parts lands in the bucket as a multipart
 * upload, its processing reads it back from there and the lesson plays the result; the upload's
 * objects are gone afterwards. s3rver lacks ListParts (GET ?uploadId), which the store asks to know
 * an upload's offset: `withListParts` answers it from s3rver's own part files.
 */
import { readdir, readFile, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import S3rver from 's3rver'
import * as tus from 'tus-js-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../../core/app.ts'
import { makeClip } from '../clips.testing.ts'
import { createCourse } from '../../courses/factories.testing.ts'
import { createUser, type CreatedUser } from '../../accounts/factories.testing.ts'
import { openTestDatabase, testConfig } from '../../../testing/helper.ts'
import { lessons as lessonTable } from '../../courses/tables.ts'
import { videoUploads } from '../tables.ts'

const BUCKET = 'aula-uploads'
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

interface KoaContext {
  method: string
  path: string
  query: Record<string, string | undefined>
  status: number
  type: string
  body: string
}
type Middleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>

/** Adds ListParts to s3rver, ahead of its router: the parts it keeps under uploads/<uploadId>/. */
function withListParts(server: S3rver, uploadsDir: (bucket: string) => string) {
  const listParts: Middleware = async (ctx, next) => {
    const uploadId = ctx.query.uploadId
    const [, bucket, ...key] = ctx.path.split('/')
    if (ctx.method !== 'GET' || !uploadId || !bucket) return next()
    const dir = path.join(uploadsDir(bucket), uploadId)

    const names = (await readdir(dir).catch(() => null))?.filter((name) => /^\d+$/.test(name))
    if (!names) {
      ctx.status = 404
      ctx.type = 'application/xml'
      ctx.body = '<Error><Code>NoSuchUpload</Code><Message>No such upload.</Message></Error>'
      return
    }
    const parts = await Promise.all(
      names
        .map(Number)
        .sort((a, b) => a - b)
        .map(async (number) => {
          const file = path.join(dir, String(number))
          const [bytes, md5] = await Promise.all([readFile(file), readFile(`${file}.md5`, 'utf8')])
          return `<Part><PartNumber>${number}</PartNumber><ETag>"${md5}"</ETag><Size>${bytes.length}</Size></Part>`
        }),
    )
    ctx.status = 200
    ctx.type = 'application/xml'
    ctx.body = `<?xml version="1.0" encoding="UTF-8"?><ListPartsResult><Bucket>${bucket}</Bucket><Key>${key.join('/')}</Key><UploadId>${uploadId}</UploadId><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`
  }
  ;(server as unknown as { middleware: Middleware[] }).middleware.unshift(listParts)
}

let database: Awaited<ReturnType<typeof openTestDatabase>>
let dataDir: string
let bucketDir: string
let s3: S3rver
let client: S3Client
let app: FastifyInstance
let base: string
let trainer: CreatedUser
let lessonId: number

beforeAll(async () => {
  database = await openTestDatabase()
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'aula-uploads-s3-'))
  bucketDir = await mkdtemp(path.join(os.tmpdir(), 'aula-s3-'))
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: bucketDir,
    configureBuckets: [{ name: BUCKET }],
  })
  const store = (s3 as unknown as { store: { getResourcePath(b: string, k: undefined, r: string): string } })
    .store
  withListParts(s3, (bucket) => store.getResourcePath(bucket, undefined, 'uploads'))
  const { port } = await s3.run()
  const endpoint = `http://127.0.0.1:${port}`
  client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: KEYS })
  trainer = await createUser(database.db, { role: 'trainer' })
  lessonId = (await createCourse(database.db, { trainer: trainer.user.id, lessonCount: 1 })).lessons[0].id
  app = await buildApp(
    testConfig({
      DATA_DIR: dataDir,
      S3_ENDPOINT: endpoint,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
      FFMPEG_NICE: '0',
    }),
    { database: database.database, logger: false, distDir: path.join(os.tmpdir(), 'aula-test-no-dist') },
  )
  await app.listen({ host: '127.0.0.1', port: 0 })
  const address = app.server.address()
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
}, 30_000)

afterAll(async () => {
  await app?.close()
  client?.destroy()
  await s3?.close()
  await database?.close()
  await rm(dataDir, { recursive: true, force: true })
  await rm(bucketDir, { recursive: true, force: true })
})

const keys = async () =>
  ((await client.send(new ListObjectsV2Command({ Bucket: BUCKET }))).Contents ?? []).map((o) => o.Key!)

describe('tus uploads on S3', () => {
  it('stores the parts in the bucket, processes the video from there, and leaves no bytes behind', async () => {
    expect(app.videoUploads.store.kind).toBe('s3')
    const file = await readFile(await makeClip(path.join(dataDir, 'clip.mp4'), '1280x720', 3))
    // two parts: the first as large as the store's part size, the rest
    const body = Buffer.concat([file, Buffer.alloc(Math.max(0, 9 * 1024 * 1024 - file.length))])
    const url = await new Promise<string>((resolve, reject) => {
      const upload: tus.Upload = new tus.Upload(body, {
        endpoint: `${base}/api/uploads`,
        headers: { Authorization: `Bearer ${trainer.token}` },
        metadata: { filename: 'lezione.mp4', filetype: 'video/mp4', lesson_id: String(lessonId) },
        chunkSize: 8 * 1024 * 1024,
        retryDelays: [],
        onSuccess: () => resolve(upload.url!),
        onError: reject,
      })
      upload.start()
    })
    const id = url.split('/').pop()!
    await app.jobs.drain()
    const [row] = await database.db.select().from(videoUploads).where(eq(videoUploads.id, id))
    expect(row).toMatchObject({ status: 'ready', duration_seconds: 3 })
    const [lesson] = await database.db.select().from(lessonTable).where(eq(lessonTable.id, lessonId))
    expect(lesson.video_path).toBe(`hls/${id}`)
    const state = await fetch(`${base}/api/lessons/${lessonId}/video`, {
      headers: { Authorization: `Bearer ${trainer.token}` },
    })
    const { data } = (await state.json()) as { data: { hls_url: string } }
    const auth = { headers: { Authorization: `Bearer ${trainer.token}` } }
    expect((await fetch(new URL(data.hls_url, base), auth)).status).toBe(200)
    // processed: the upload's object and its info are removed from the bucket
    expect((await keys()).filter((key) => key.startsWith(id))).toEqual([])
  }, 120_000)
})
