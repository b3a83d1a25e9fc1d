/**
 * Upload quotas (issue 32), the 413s with their figures (issue 32 item 12) and tus discovery with
 * OPTIONS (issue 38), against a listening server as tus clients reach it. The sizes are announced
 * (Upload-Length), not sent: a quota is about what an upload may claim.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCourse } from '../../courses/factories.testing.ts'
import { createUser, type CreatedUser } from '../../accounts/factories.testing.ts'
import { asUser, buildTestApp, type TestApp } from '../../../testing/helper.ts'
import { courses as courseTable, lessons as lessonTable } from '../../courses/tables.ts'
import { profiles as profileTable } from '../../profiles/tables.ts'
import { videoUploads } from '../tables.ts'
import { UPLOAD_EXPIRY_MS } from './upload-store.ts'
import { cleanExpiredUploads } from './uploads.ts'

const GiB = 1024 ** 3
let t: TestApp
let dataDir: string
let base: string
let trainer: CreatedUser
let lessonId: number
let courseId: number

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'aula-quota-'))
  t = await buildTestApp({
    env: {
      DATA_DIR: dataDir,
      UPLOAD_QUOTA_PENDING_BYTES: String(10 * GiB),
      UPLOAD_QUOTA_STORED_BYTES: String(12 * GiB),
    },
  })
  await t.app.listen({ host: '127.0.0.1', port: 0 })
  const address = t.app.server.address()
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  trainer = await createUser(t.db, { role: 'trainer' })
  const { course, lessons } = await createCourse(t.db, { trainer: trainer.user.id, lessonCount: 1 })
  lessonId = lessons[0].id
  courseId = course.id
}, 180_000)

afterAll(async () => {
  await t?.close()
  await rm(dataDir, { recursive: true, force: true })
})

const b64 = (text: string) => Buffer.from(text).toString('base64')

/** A tus creation announcing `size` bytes for the lesson. */
function create(size: number, locale: 'it' | 'en' = 'en', token = trainer.token) {
  return fetch(`${base}/api/uploads`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'Accept-Language': locale,
      'Tus-Resumable': '1.0.0',
      'Upload-Length': String(size),
      'Upload-Metadata': `filename ${b64('lesson.mp4')},lesson_id ${b64(String(lessonId))}`,
    },
  })
}

const quota = async () =>
  (
    (
      await t.app.inject(asUser(trainer.token, { method: 'GET', url: '/api/studio/upload-quota' }))
    ).json() as {
      data: Record<string, number>
    }
  ).data

describe('upload quotas', () => {
  it('accepts of 40 parallel 5 GB uploads only what fits the 10 GB of unfinished uploads, saying so with the figures', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, () => create(5 * GiB)))
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(2)
    expect(statuses.filter((status) => status === 413)).toHaveLength(38)
    const refused = answers.find((answer) => answer.status === 413)!
    expect(((await refused.json()) as { message: string }).message).toBe(
      'You already have 10 GB of unfinished uploads: this video (5 GB) would take you past the limit of 10 GB. Finish or cancel an upload, or wait for it to expire after 24 hours.',
    )
    const italian = (await (await create(GiB / 2, 'it')).json()) as { message: string }
    expect(italian.message).toMatch(
      /^Hai già 10 GB di caricamenti non finiti: con questo video \(512 MB\) supereresti il limite di 10 GB\./,
    )
    expect(await quota()).toEqual({
      pending_bytes: 10 * GiB,
      pending_quota_bytes: 10 * GiB,
      stored_bytes: 0,
      stored_quota_bytes: 12 * GiB,
      max_upload_bytes: 5 * GiB,
    })
    // the studio's init call counts the same
    const init = await t.app.inject(
      asUser(trainer.token, {
        method: 'POST',
        url: `/api/lessons/${lessonId}/video/init`,
        payload: { file_name: 'b.mp4', size: GiB },
        headers: { 'accept-language': 'en' },
      }),
    )
    expect(init.statusCode).toBe(413)
    expect(init.json().message).toMatch(/^You already have 10 GB of unfinished uploads/)
  })

  it('counts videos kept against the stored quota, and gives unfinished uploads back when they expire', async () => {
    const rows = await t.db.select().from(videoUploads).where(eq(videoUploads.user_id, trainer.user.id))
    expect(rows).toHaveLength(2)
    // one becomes the lesson's video, the other expires
    await t.db
      .update(videoUploads)
      .set({ status: 'ready', output: rows[0].id })
      .where(eq(videoUploads.id, rows[0].id))
    await t.db
      .update(lessonTable)
      .set({ video_path: `hls/${rows[0].id}`, kind: 'video' })
      .where(eq(lessonTable.id, lessonId))
    await t.db
      .update(videoUploads)
      .set({ updated_at: new Date(Date.now() - UPLOAD_EXPIRY_MS - 60_000) })
      .where(eq(videoUploads.id, rows[1].id))
    await cleanExpiredUploads(t.app, t.app.videoUploads.tus)
    expect(await quota()).toMatchObject({ pending_bytes: 0, stored_bytes: 5 * GiB })

    expect((await create(5 * GiB)).status).toBe(201)
    const full = await create(3 * GiB, 'it')
    expect(full.status).toBe(413)
    expect(((await full.json()) as { message: string }).message).toBe(
      'I tuoi video occupano 10 GB su 12 GB: questo video (3 GB) non ci sta. Elimina un video che non usi più o chiedi più spazio all’assistenza.',
    )
    expect((await create(2 * GiB)).status).toBe(201)

    // a replaced video no longer counts
    await t.db.update(lessonTable).set({ video_path: null }).where(eq(lessonTable.id, lessonId))
    expect(await quota()).toMatchObject({ pending_bytes: 7 * GiB, stored_bytes: 0 })
    // each target registered with media counts it while it plays it: a course's, a profile's video
    const played = `hls/${rows[0].id}`
    await t.db
      .update(courseTable)
      .set({ presentation_video_path: played })
      .where(eq(courseTable.id, courseId))
    expect(await quota()).toMatchObject({ stored_bytes: 5 * GiB })
    await t.db.update(courseTable).set({ presentation_video_path: null }).where(eq(courseTable.id, courseId))
    const profile = eq(profileTable.user_id, trainer.user.id)
    await t.db.update(profileTable).set({ presentation_video_path: played }).where(profile)
    expect(await quota()).toMatchObject({ stored_bytes: 5 * GiB })
    await t.db.update(profileTable).set({ presentation_video_path: null }).where(profile)
    expect(await quota()).toMatchObject({ stored_bytes: 0 })
    // quotas are per user
    const other = await createUser(t.db, { role: 'trainer' })
    expect(
      (await t.app.inject(asUser(other.token, { method: 'GET', url: '/api/studio/upload-quota' }))).json()
        .data,
    ).toMatchObject({ pending_bytes: 0, stored_bytes: 0 })
    await t.db.delete(videoUploads).where(
      inArray(
        videoUploads.id,
        (await t.db.select().from(videoUploads)).map((row) => row.id),
      ),
    )
  })
})

describe('tus details', () => {
  it('says the limit in a 413, in both languages, and the announced size when a PATCH goes past it', async () => {
    const tooBig = await create(6 * GiB, 'it')
    expect(tooBig.status).toBe(413)
    expect(((await tooBig.json()) as { message: string }).message).toBe(
      'Il video supera il limite di 5 GB per un caricamento.',
    )
    const english = await create(6 * GiB, 'en')
    expect(((await english.json()) as { message: string }).message).toBe(
      'The video is larger than the 5 GB one upload may be.',
    )
    const created = await create(2 * 1024 * 1024)
    expect(created.status).toBe(201)
    const url = new URL(created.headers.get('location')!, base)
    const overflow = await fetch(url, {
      method: 'PATCH',
      headers: {
        Authorization: `Bearer ${trainer.token}`,
        'Accept-Language': 'it',
        'Tus-Resumable': '1.0.0',
        'Upload-Offset': '0',
        'Content-Type': 'application/offset+octet-stream',
      },
      body: new Uint8Array(3 * 1024 * 1024),
    })
    expect(overflow.status).toBe(413)
    expect(((await overflow.json()) as { message: string }).message).toBe(
      'I dati inviati vanno oltre la dimensione annunciata del video (2 MB): ricomincia il caricamento.',
    )
  })

  it('answers OPTIONS /api/uploads with 204 and the protocol’s version, extensions and largest size', async () => {
    for (const url of ['/api/uploads', '/api/uploads/0123456789abcdef']) {
      const answer = await fetch(`${base}${url}`, { method: 'OPTIONS' })
      expect(answer.status).toBe(204)
      expect(answer.headers.get('tus-version')).toBe('1.0.0')
      expect(answer.headers.get('tus-resumable')).toBe('1.0.0')
      expect(answer.headers.get('tus-max-size')).toBe(String(5 * GiB))
      expect(answer.headers.get('tus-extension')?.split(',')).toEqual(
        expect.arrayContaining(['creation', 'termination', 'expiration']),
      )
      expect(answer.headers.get('tus-extension')).not.toContain('creation-defer-length')
      expect(await answer.text()).toBe('')
    }
  })
})
