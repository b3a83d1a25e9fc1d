/**
 * tus uploads end to end with the client trainers' browsers run (tus-js-client, here in Node)
 * against a listening server on loopback: resuming after a dropped connection and after a server
 * restart without sending the finished bytes again, 423 for a second writer, 403 for a stranger,
 * and processing that fails a non-video with a reason (issue 15).
 */
import { createHash, randomBytes } from 'node:crypto'
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import * as tus from 'tus-js-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../../core/app.ts'
import { makeClip } from '../clips.testing.ts'
import { createCourse } from '../../courses/factories.testing.ts'
import { createUser, type CreatedUser } from '../../accounts/factories.testing.ts'
import { openTestDatabase, testConfig } from '../../../testing/helper.ts'
import { courses as courseTable, lessons as lessonTable } from '../../courses/tables.ts'
import { videoUploads } from '../tables.ts'
import { cleanExpiredUploads } from './uploads.ts'

let database: Awaited<ReturnType<typeof openTestDatabase>>
let dataDir: string
let app: FastifyInstance
let base: string
let trainer: CreatedUser
let stranger: CreatedUser
let lessonId: number
let courseId: number

async function start(port = 0): Promise<void> {
  // FFMPEG_NICE=0: the transcoding's pace here is the machine's, not what other processes leave it
  app = await buildApp(testConfig({ DATA_DIR: dataDir, FFMPEG_NICE: '0' }), {
    database: database.database,
    logger: false,
    distDir: path.join(os.tmpdir(), 'aula-test-no-dist'),
  })
  await app.listen({ host: '127.0.0.1', port })
  const address = app.server.address()
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`
}

function upload(
  file: Buffer,
  token: string,
  options: Partial<tus.UploadOptions> = {},
): { upload: tus.Upload; done: Promise<string> } {
  let resolve!: (url: string) => void
  let reject!: (error: Error) => void
  const done = new Promise<string>((res, rej) => {
    resolve = res
    reject = rej
  })
  const instance: tus.Upload = new tus.Upload(file, {
    endpoint: `${base}/api/uploads`,
    headers: { Authorization: `Bearer ${token}` },
    metadata: { filename: 'lesson.mp4', filetype: 'video/mp4', lesson_id: String(lessonId) },
    chunkSize: 8 * 1024 * 1024,
    retryDelays: [],
    ...options,
    onSuccess: () => resolve(instance.url!),
    onError: (error) => reject(error),
  })
  instance.start()
  return { upload: instance, done }
}

const idOf = (url: string) => url.split('/').pop()!

/** A 720p test clip with sound. */
const clip = (seconds: number) => makeClip(path.join(dataDir, `clip-${seconds}.mp4`), '1280x720', seconds)
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

async function head(url: string, token: string) {
  return fetch(new URL(url, base), {
    method: 'HEAD',
    headers: { Authorization: `Bearer ${token}`, 'Tus-Resumable': '1.0.0' },
  })
}

/** Creates an upload of `size` bytes for the lesson with a bare tus POST; answers its URL. */
async function createRaw(size: number): Promise<string> {
  const created = await fetch(`${base}/api/uploads`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${trainer.token}`,
      'Tus-Resumable': '1.0.0',
      'Upload-Length': String(size),
      'Upload-Metadata': `filename ${Buffer.from('a.mp4').toString('base64')},lesson_id ${Buffer.from(String(lessonId)).toString('base64')}`,
    },
  })
  expect(created.status).toBe(201)
  return new URL(created.headers.get('location')!, base).href
}

const patchAt = (url: string, body: BodyInit) =>
  fetch(url, {
    method: 'PATCH',
    headers: {
      Authorization: `Bearer ${trainer.token}`,
      'Tus-Resumable': '1.0.0',
      'Upload-Offset': '0',
      'Content-Type': 'application/offset+octet-stream',
    },
    body,
    duplex: 'half',
  } as RequestInit)

/** A first writer whose body trickles in: holding the upload's lock until `finish` sends the rest. */
async function slowWriter(url: string) {
  const size = Number((await head(url, trainer.token)).headers.get('upload-length'))
  let push!: (chunk: Uint8Array | null) => void
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      push = (chunk) => (chunk ? controller.enqueue(chunk) : controller.close())
    },
  })
  const first = patchAt(url, body)
  push(new Uint8Array(1024 * 1024))
  // writing has begun once bytes are on disk (read there: a HEAD would contend for the lock)
  const file = path.join(dataDir, 'uploads', idOf(url))
  await expect
    .poll(async () => (await stat(file).catch(() => ({ size: 0 }))).size, { timeout: 5000 })
    .toBeGreaterThan(0)
  return {
    finish: () => {
      push(new Uint8Array(size - 1024 * 1024))
      push(null)
      return first
    },
  }
}

beforeAll(async () => {
  database = await openTestDatabase()
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'aula-uploads-'))
  trainer = await createUser(database.db, { role: 'trainer' })
  stranger = await createUser(database.db, { role: 'trainer' })
  const { course, lessons } = await createCourse(database.db, {
    trainer: trainer.user.id,
    lessonCount: 1,
    published_at: null,
  })
  lessonId = lessons[0].id
  courseId = course.id
  await start()
}, 180_000)

afterAll(async () => {
  await app?.close()
  await database?.close()
  await rm(dataDir, { recursive: true, force: true })
})

describe('tus uploads under /api/uploads', () => {
  it('resumes a 100 MB upload from the server’s offset after the connection is closed', async () => {
    const file = randomBytes(100 * 1024 * 1024)
    let aborted = false
    const first = upload(file, trainer.token, {
      chunkSize: Infinity,
      onProgress(sent) {
        if (!aborted && sent > 30 * 1024 * 1024) {
          aborted = true
          void first.upload.abort()
        }
      },
    })
    first.done.catch(() => {})
    await expect.poll(() => first.upload.url !== null && aborted, { timeout: 20_000 }).toBe(true)
    const url = first.upload.url!
    // the server keeps what arrived: HEAD tells where to go on
    let offset = 0
    await expect
      .poll(
        async () => {
          const answer = await head(url, trainer.token)
          offset = Number(answer.headers.get('upload-offset'))
          return answer.status === 200 && offset > 0
        },
        { timeout: 10_000 },
      )
      .toBe(true)
    expect(offset).toBeLessThan(file.length)

    let firstReported = -1
    const resumed = upload(file, trainer.token, {
      uploadUrl: url,
      retryDelays: [100, 300, 1000],
      onProgress(sent) {
        if (firstReported < 0) firstReported = sent
      },
    })
    expect(await resumed.done).toBe(url)
    // the resumed upload started from the server's offset, not from zero
    expect(firstReported).toBeGreaterThanOrEqual(offset)
    const stored = await readFile(path.join(dataDir, 'uploads', idOf(url)))
    expect(stored.length).toBe(file.length)
    expect(sha(stored)).toBe(sha(file))
  }, 120_000)

  it('resumes after the server restarts mid-upload', async () => {
    const file = randomBytes(24 * 1024 * 1024)
    const port = Number(new URL(base).port)
    let restarted: Promise<void> | null = null
    let restarts = 0
    const running = upload(file, trainer.token, {
      chunkSize: 2 * 1024 * 1024,
      retryDelays: [200, 500, 1000, 2000, 3000, 5000],
      onChunkComplete(_size, sent) {
        if (!restarted && sent >= 6 * 1024 * 1024) {
          restarted = (async () => {
            const old = app
            old.server.closeAllConnections()
            await old.close()
            await start(port)
            restarts += 1
          })()
        }
      },
    })
    const url = await running.done
    await restarted
    expect(restarts).toBe(1)
    const stored = await readFile(path.join(dataDir, 'uploads', idOf(url)))
    expect(sha(stored)).toBe(sha(file))
  }, 120_000)

  it('answers 423 to a second writer while the first is writing', async () => {
    const url = await createRaw(4 * 1024 * 1024)
    const writer = await slowWriter(url)
    const second = await patchAt(url, new Uint8Array(1024))
    expect(second.status).toBe(423)
    expect(((await second.json()) as { message: string }).message).toMatch(/caricando|uploading/)
    expect((await writer.finish()).status).toBe(204)
  }, 30_000)

  // Several API processes on one PostgreSQL: the lock is the database's, not a process's.
  it.runIf(process.env.AULA_TEST_DB === 'postgres')(
    'answers 423 to a second writer in another process (PostgreSQL advisory lock)',
    async () => {
      const other = await buildApp(testConfig({ DATA_DIR: dataDir }), {
        database: database.database,
        logger: false,
        distDir: path.join(os.tmpdir(), 'aula-test-no-dist'),
      })
      try {
        await other.listen({ host: '127.0.0.1', port: 0 })
        const address = other.server.address()
        const otherBase = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
        const url = await createRaw(4 * 1024 * 1024)
        const writer = await slowWriter(url)
        const elsewhere = await patchAt(new URL(new URL(url).pathname, otherBase).href, new Uint8Array(1024))
        expect(elsewhere.status).toBe(423)
        expect((await writer.finish()).status).toBe(204)
        // released: the other process may write now (the upload is complete, so tus says where it stands)
        const after = await fetch(new URL(new URL(url).pathname, otherBase), {
          method: 'HEAD',
          headers: { Authorization: `Bearer ${trainer.token}`, 'Tus-Resumable': '1.0.0' },
        })
        expect(after.status).toBe(200)
        expect(after.headers.get('upload-offset')).toBe(String(4 * 1024 * 1024))
      } finally {
        await other.close()
      }
    },
    30_000,
  )

  it('refuses a stranger: 403 creating for someone else’s lesson, 403 resuming someone else’s upload', async () => {
    const attempt = upload(randomBytes(1024), stranger.token)
    await expect(attempt.done).rejects.toThrow(/403/)

    const own = upload(randomBytes(1024), trainer.token)
    const url = await own.done
    expect((await head(url, stranger.token)).status).toBe(403)
    const patch = await fetch(new URL(url, base), {
      method: 'PATCH',
      headers: {
        Authorization: `Bearer ${stranger.token}`,
        'Tus-Resumable': '1.0.0',
        'Upload-Offset': '1024',
        'Content-Type': 'application/offset+octet-stream',
      },
      body: new Uint8Array(1),
    })
    expect(patch.status).toBe(403)
    expect(((await patch.json()) as { message: string }).message).toBeTruthy()
    // and nobody without a token
    expect((await head(url, '')).status).toBe(401)
  }, 30_000)

  it('refuses an upload larger than the limit with 413 before any byte is sent', async () => {
    const answer = await fetch(`${base}/api/uploads`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${trainer.token}`,
        'Tus-Resumable': '1.0.0',
        'Upload-Length': String(6 * 1024 ** 3),
        'Upload-Metadata': `filename ${Buffer.from('big.mp4').toString('base64')},lesson_id ${Buffer.from(String(lessonId)).toString('base64')}`,
      },
    })
    expect(answer.status).toBe(413)
    expect(((await answer.json()) as { message: string }).message).toMatch(/GB/)
  })

  it('ends a non-video as failed with a reason, with no further call after the last byte', async () => {
    const url = await upload(Buffer.from('not a video at all\n'.repeat(5000)), trainer.token).done
    await app.jobs.drain()
    const [row] = await database.db
      .select()
      .from(videoUploads)
      .where(eq(videoUploads.id, idOf(url)))
    expect(row).toMatchObject({ status: 'failed', error: 'not_video' })
    const state = await fetch(`${base}/api/lessons/${lessonId}/video`, {
      headers: { Authorization: `Bearer ${trainer.token}`, 'Accept-Language': 'en' },
    })
    expect(state.status).toBe(200)
    const { data } = (await state.json()) as { data: { status: string; error: string } }
    expect(data.status).toBe('failed')
    expect(data.error).toMatch(/not a video/)
  }, 30_000)
  it('processes a real video to ready: renditions behind a signed playlist, the lesson’s duration set', async () => {
    const source = await clip(3)
    const url = await upload(await readFile(source), trainer.token, {
      metadata: { filename: 'notes.txt', filetype: 'text/plain', lesson_id: String(lessonId) },
    }).done
    await app.jobs.drain()
    const state = await fetch(`${base}/api/lessons/${lessonId}/video`, {
      headers: { Authorization: `Bearer ${trainer.token}` },
    })
    const { data } = (await state.json()) as {
      data: {
        status: string
        progress: number
        duration_seconds: number
        hls_url: string
        poster_url: string
      }
    }
    expect(data).toMatchObject({ status: 'ready', progress: 100, duration_seconds: 3 })
    // the preview plays for the trainer who asked (issue 32: a lesson link is bound to its viewer)
    const auth = { headers: { Authorization: `Bearer ${trainer.token}` } }
    const master = await fetch(new URL(data.hls_url, base), auth)
    expect(master.status).toBe(200)
    const text = await master.text()
    expect(text).toMatch(/RESOLUTION=1280x720/)
    const rendition = text.split('\n').find((line) => line.startsWith('r0.m3u8?'))!
    const media = await fetch(new URL(rendition, new URL(data.hls_url, base)), auth)
    expect(media.status).toBe(200)
    const segment = (await media.text()).split('\n').find((line) => line.startsWith('r0_000.ts?'))!
    const bytes = await fetch(new URL(segment, new URL(data.hls_url, base)), auth)
    expect((await fetch(new URL(segment, new URL(data.hls_url, base)))).status).toBe(401)
    const strangerAuth = { headers: { Authorization: `Bearer ${stranger.token}` } }
    expect((await fetch(new URL(segment, new URL(data.hls_url, base)), strangerAuth)).status).toBe(403)
    expect(bytes.status).toBe(200)
    expect(bytes.headers.get('content-type')).toBe('video/mp2t')
    expect((await fetch(new URL(data.poster_url, base), auth)).headers.get('content-type')).toBe('image/jpeg')
    // an unsigned segment is refused
    expect((await fetch(new URL(segment.split('?')[0], new URL(data.hls_url, base)), auth)).status).toBe(403)
    const [lesson] = await database.db.select().from(lessonTable).where(eq(lessonTable.id, lessonId))
    expect(lesson).toMatchObject({ video_path: `hls/${idOf(url)}`, duration_seconds: 3 })
  }, 60_000)

  it('processes a course’s presentation video (course_id), served to its trainer only until published, and removes it', async () => {
    const url = await upload(await readFile(await clip(2)), trainer.token, {
      metadata: { filename: 'promo.mp4', filetype: 'video/mp4', course_id: String(courseId) },
    }).done
    await app.jobs.drain()
    const auth = { Authorization: `Bearer ${trainer.token}` }
    const state = await fetch(`${base}/api/instructor/courses/${courseId}/promo-video`, { headers: auth })
    const { data } = (await state.json()) as { data: { status: string; hls_url: string; poster_url: string } }
    expect(data).toMatchObject({ status: 'ready', hls_url: `/media/courses/${courseId}/index.m3u8` })
    const [course] = await database.db.select().from(courseTable).where(eq(courseTable.id, courseId))
    expect(course.presentation_video_path).toBe(`hls/${idOf(url)}`)
    // the lesson's video is untouched
    const [lesson] = await database.db.select().from(lessonTable).where(eq(lessonTable.id, lessonId))
    expect(lesson.video_path).not.toBe(`hls/${idOf(url)}`)
    // a draft's promo plays for its trainer, not for a visitor or another trainer
    expect((await fetch(new URL(data.hls_url, base), { headers: auth })).status).toBe(200)
    expect((await fetch(new URL(data.poster_url, base), { headers: auth })).status).toBe(200)
    expect((await fetch(new URL(data.hls_url, base))).status).toBe(404)
    const other = { Authorization: `Bearer ${stranger.token}` }
    expect((await fetch(new URL(data.hls_url, base), { headers: other })).status).toBe(404)
    expect(
      (await fetch(`${base}/api/instructor/courses/${courseId}/promo-video`, { headers: other })).status,
    ).toBe(403)
    // published, it plays for everyone
    await database.db
      .update(courseTable)
      .set({ published_at: new Date() })
      .where(eq(courseTable.id, courseId))
    expect((await fetch(new URL(data.hls_url, base))).status).toBe(200)
    await database.db.update(courseTable).set({ published_at: null }).where(eq(courseTable.id, courseId))

    // a stranger cannot upload a promo for someone else's course
    await expect(
      upload(Buffer.from('x'.repeat(100)), stranger.token, {
        metadata: { filename: 'p.mp4', filetype: 'video/mp4', course_id: String(courseId) },
      }).done,
    ).rejects.toThrow(/403/)
    // naming both a lesson and a course is not an upload
    await expect(
      upload(Buffer.from('x'.repeat(100)), trainer.token, {
        metadata: { filename: 'p.mp4', course_id: String(courseId), lesson_id: String(lessonId) },
      }).done,
    ).rejects.toThrow(/422/)

    const removed = await fetch(`${base}/api/instructor/courses/${courseId}/promo-video`, {
      method: 'DELETE',
      headers: auth,
    })
    expect(removed.status).toBe(200)
    expect(((await removed.json()) as { data: { status: string } }).data.status).toBe('none')
    const [after] = await database.db.select().from(courseTable).where(eq(courseTable.id, courseId))
    expect(after.presentation_video_path).toBeNull()
    await expect(stat(path.join(dataDir, 'media', 'hls', idOf(url)))).rejects.toThrow()
  }, 60_000)

  it('cleans unfinished uploads a day old, bytes and row, and keeps the recent ones', async () => {
    const old = await createRaw(1024 * 1024)
    const recent = await createRaw(1024 * 1024)
    for (const url of [old, recent]) expect((await patchAt(url, new Uint8Array(1000))).status).toBe(204)
    // a day and a bit ago, as tus (its info file) and the row know it
    const info = path.join(dataDir, 'uploads', `${idOf(old)}.json`)
    const stored = JSON.parse(await readFile(info, 'utf8')) as { creation_date: string }
    const then = new Date(Date.now() - 25 * 60 * 60 * 1000)
    await writeFile(info, JSON.stringify({ ...stored, creation_date: then.toISOString() }))
    await database.db
      .update(videoUploads)
      .set({ updated_at: then })
      .where(eq(videoUploads.id, idOf(old)))

    expect(await cleanExpiredUploads(app, app.videoUploads.tus)).toBeGreaterThanOrEqual(1)
    await expect(stat(path.join(dataDir, 'uploads', idOf(old)))).rejects.toThrow()
    expect(
      await database.db
        .select()
        .from(videoUploads)
        .where(eq(videoUploads.id, idOf(old))),
    ).toEqual([])
    expect((await head(old, trainer.token)).status).toBe(404)
    // the recent one goes on where it stopped
    expect((await head(recent, trainer.token)).headers.get('upload-offset')).toBe('1000')
  }, 30_000)

  it('queues again at start a video a stopped process left half-processed', async () => {
    const url = await upload(Buffer.from('still not a video\n'.repeat(100)), trainer.token).done
    await app.jobs.drain()
    await database.db
      .update(videoUploads)
      .set({ status: 'processing', progress: 40, processing_started_at: new Date(Date.now() - 60_000) })
      .where(eq(videoUploads.id, idOf(url)))
    const port = Number(new URL(base).port)
    app.server.closeAllConnections()
    await app.close()
    await start(port)
    await app.jobs.drain()
    const [row] = await database.db
      .select()
      .from(videoUploads)
      .where(eq(videoUploads.id, idOf(url)))
    expect(row).toMatchObject({ status: 'failed', error: 'not_video' })
  }, 60_000)
})
