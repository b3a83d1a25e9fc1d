/**
 * A profile's presentation video end to end (issue 16; SPEC.md §3 media.presentation): a student
 * uploads a real clip with tus-js-client (profile_user_id in Upload-Metadata) against a listening
 * server, the studio's transcoding job makes it ready, the public profile plays it under the
 * profile's visibility, the completion reaches 100 % for an otherwise complete profile; nobody but
 * the owner reads, retries or removes it (401/403), and a creation that is not a video, empty or too
 * big gets 422 naming the field.
 */
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import * as tus from 'tus-js-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../core/app.ts'
import { makeClip } from '../media/clips.testing.ts'
import { createUser, type CreatedUser } from '../accounts/factories.testing.ts'
import { openTestDatabase, testConfig } from '../../testing/helper.ts'
import { media } from '../media/tables.ts'
import { videoUploads } from '../media/tables.ts'
import { profileItems, profiles } from './tables.ts'

let database: Awaited<ReturnType<typeof openTestDatabase>>
let dataDir: string
let app: FastifyInstance
let base: string
let owner: CreatedUser
let stranger: CreatedUser
let admin: CreatedUser

function upload(file: Buffer, token: string, metadata: Record<string, string>): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const instance: tus.Upload = new tus.Upload(file, {
      endpoint: `${base}/api/uploads`,
      headers: { Authorization: `Bearer ${token}` },
      metadata,
      chunkSize: 8 * 1024 * 1024,
      retryDelays: [],
      onSuccess: () => resolve(instance.url!),
      onError: (error) => reject(error),
    })
    instance.start()
  })
}

const idOf = (url: string) => url.split('/').pop()!
const bearer = (user: CreatedUser) => ({ Authorization: `Bearer ${user.token}` })
const videoPath = (userId: number) => `${base}/api/profile/${userId}/presentation-video`

async function json<T>(answer: Response): Promise<{ status: number; body: T }> {
  return { status: answer.status, body: (await answer.json()) as T }
}

/** A bare tus creation for the owner's profile with these headers. */
function create(length: number, metadata: Record<string, string>, token = owner.token) {
  return fetch(`${base}/api/uploads`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'Tus-Resumable': '1.0.0',
      'Accept-Language': 'en',
      'Upload-Length': String(length),
      'Upload-Metadata': Object.entries(metadata)
        .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
        .join(','),
    },
  })
}

/** Fills every field, CV section and document list the owner can fill (SPEC.md §4), but the video. */
async function completeProfile(user: CreatedUser) {
  const db = database.db
  await db
    .update(profiles)
    .set({
      avatar_url: '/a.webp',
      cover_url: '/c.webp',
      social_media: { linkedin: 'https://linkedin.com/in/x' },
      competences: ['Excel'],
      interests: ['Design'],
      skills: ['Ascolto'],
      ...Object.fromEntries(
        [
          'address',
          'address_number',
          'bio',
          'city',
          'gender',
          'mission',
          'nickname',
          'payoff',
          'province',
          'presentation',
          'region',
          'zip',
        ].map((key) => [key, 'x']),
      ),
      birth_date: '1990-01-01',
    })
    .where(eq(profiles.user_id, user.user.id))
  const text = { description: 'x', url: '', year: '2020' }
  const data = {
    studies: {
      school_id: null,
      school_name: 'x',
      degree: 'x',
      field: 'x',
      start_date: '2010-01-01',
      end_date: null,
      description: 'x',
    },
    experiences: {
      role: 'x',
      company: 'x',
      city: 'x',
      current: true,
      start_date: '2015-01-01',
      end_date: null,
      description: 'x',
    },
    books: { ...text, title: 'x', author: 'x', image_url: null },
    case_histories: { ...text, title: 'x', client: 'x', image_url: null },
    clients: { name: 'x', sector: 'x', url: '', description: 'x', image_url: null },
    collaborations: { ...text, name: 'x', role: 'x', image_url: null },
  }
  await db.insert(profileItems).values(
    Object.entries(data).map(([section, fields]) => ({
      user_id: user.user.id,
      section: section as keyof typeof data,
      position: 1,
      data: fields,
    })),
  )
  await db.insert(media).values(
    (['certificates', 'cv', 'master'] as const).map((collection) => ({
      owner_id: user.user.id,
      collection,
      mime: 'application/pdf' as const,
      size: 10,
      name: `${collection}.pdf`,
      path: `${collection}.pdf`,
    })),
  )
}

beforeAll(async () => {
  database = await openTestDatabase()
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'aula-profile-video-'))
  owner = await createUser(database.db, { role: 'student' })
  stranger = await createUser(database.db, { role: 'trainer' })
  admin = await createUser(database.db, { role: 'admin' })
  await completeProfile(owner)
  app = await buildApp(testConfig({ DATA_DIR: dataDir, FFMPEG_NICE: '0' }), {
    database: database.database,
    logger: false,
    distDir: path.join(os.tmpdir(), 'aula-test-no-dist'),
  })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const address = app.server.address()
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
}, 60_000)

afterAll(async () => {
  await app?.close()
  await database?.close()
  await rm(dataDir, { recursive: true, force: true })
})

describe('a profile’s presentation video', () => {
  it('goes from a tus upload to ready, plays on the public profile and completes the profile', async () => {
    const me = owner.user.id
    const completion = async () =>
      (
        await json<{ data: { completion: number; missing: string[] } }>(
          await fetch(`${base}/api/profile/completion`, { headers: bearer(owner) }),
        )
      ).body.data
    expect(await completion()).toMatchObject({ completion: 98, missing: ['media.presentation'] })
    expect(
      (await json<{ data: { status: string } }>(await fetch(videoPath(me), { headers: bearer(owner) }))).body
        .data.status,
    ).toBe('none')

    const clip = await makeClip(path.join(dataDir, 'me.mp4'), '640x360', 2)
    const url = await upload(await readFile(clip), owner.token, {
      filename: 'me.mp4',
      filetype: 'video/mp4',
      profile_user_id: String(me),
    })
    await app.jobs.drain()

    const state = await json<{
      data: { status: string; hls_url: string; poster_url: string; duration_seconds: number }
    }>(await fetch(videoPath(me), { headers: bearer(owner) }))
    expect(state.status).toBe(200)
    expect(state.body.data).toMatchObject({
      status: 'ready',
      duration_seconds: 2,
      hls_url: `/media/profiles/${me}/index.m3u8`,
      poster_url: `/media/profiles/${me}/poster.jpg`,
    })
    const [row] = await database.db.select().from(profiles).where(eq(profiles.user_id, me))
    expect(row.presentation_video_path).toBe(`hls/${idOf(url)}`)

    // the public profile (a visitor: the profile is public) names it and plays it
    const shown = await json<{ data: { presentation_video: { hls_url: string } | null } }>(
      await fetch(`${base}/api/profile/get/${me}`),
    )
    expect(shown.body.data.presentation_video).toMatchObject({
      hls_url: `/media/profiles/${me}/index.m3u8`,
      duration_seconds: 2,
    })
    const master = await fetch(new URL(shown.body.data.presentation_video!.hls_url, base))
    expect(master.status).toBe(200)
    const rendition = (await master.text()).split('\n').find((line) => /^r0\.m3u8/.test(line))!
    const media = await fetch(new URL(`/media/profiles/${me}/${rendition}`, base))
    expect(media.status).toBe(200)
    const segment = (await media.text()).split('\n').find((line) => /^r0_000\.ts/.test(line))!
    const bytes = await fetch(new URL(`/media/profiles/${me}/${segment}`, base))
    expect(bytes.headers.get('content-type')).toBe('video/mp2t')
    expect((await fetch(new URL(state.body.data.poster_url, base))).headers.get('content-type')).toBe(
      'image/jpeg',
    )

    // the profile's only missing item is filled: 100 %
    expect(await completion()).toMatchObject({ completion: 100, missing: [] })
    const mine = await json<{ data: { presentation_video_state: { status: string } } }>(
      await fetch(`${base}/api/profile/me/details`, { headers: bearer(owner) }),
    )
    expect(mine.body.data.presentation_video_state.status).toBe('ready')

    // hidden presentation section: others neither get it in the answer nor play it; the owner does
    await database.db
      .update(profiles)
      .set({ hidden_sections: ['presentation'] })
      .where(eq(profiles.user_id, me))
    const hidden = await json<{ data: { presentation_video: unknown } }>(
      await fetch(`${base}/api/profile/get/${me}`, { headers: bearer(stranger) }),
    )
    expect(hidden.body.data.presentation_video).toBeNull()
    expect(
      (await fetch(`${base}/media/profiles/${me}/index.m3u8`, { headers: bearer(stranger) })).status,
    ).toBe(404)
    expect((await fetch(`${base}/media/profiles/${me}/index.m3u8`, { headers: bearer(owner) })).status).toBe(
      200,
    )
    // a private profile's video does not play for a visitor
    await database.db
      .update(profiles)
      .set({ hidden_sections: [], is_public: false })
      .where(eq(profiles.user_id, me))
    expect((await fetch(`${base}/media/profiles/${me}/index.m3u8`)).status).toBe(404)
    expect(
      (await fetch(`${base}/media/profiles/${me}/index.m3u8`, { headers: bearer(stranger) })).status,
    ).toBe(200)
    await database.db.update(profiles).set({ is_public: true }).where(eq(profiles.user_id, me))

    // nobody else reads, retries, removes or replaces it
    expect((await fetch(videoPath(me))).status).toBe(401)
    expect((await fetch(videoPath(me), { headers: bearer(stranger) })).status).toBe(403)
    expect((await fetch(videoPath(me), { method: 'DELETE', headers: bearer(stranger) })).status).toBe(403)
    expect(
      (await fetch(`${videoPath(me)}/retry`, { method: 'POST', headers: bearer(stranger) })).status,
    ).toBe(403)
    await expect(
      upload(Buffer.from('x'.repeat(100)), stranger.token, {
        filename: 'me.mp4',
        filetype: 'video/mp4',
        profile_user_id: String(me),
      }),
    ).rejects.toThrow(/403/)
    expect((await fetch(new URL(shown.body.data.presentation_video!.hls_url, base))).status).toBe(200)
    // nothing to retry after a success
    expect((await fetch(`${videoPath(me)}/retry`, { method: 'POST', headers: bearer(owner) })).status).toBe(
      409,
    )

    // the owner removes it: the package goes, the completion drops back
    const removed = await json<{ data: { status: string } }>(
      await fetch(videoPath(me), { method: 'DELETE', headers: bearer(owner) }),
    )
    expect(removed).toMatchObject({ status: 200, body: { data: { status: 'none' } } })
    await expect(stat(path.join(dataDir, 'media', 'hls', idOf(url)))).rejects.toThrow()
    expect(await completion()).toMatchObject({ completion: 98 })
    expect((await fetch(`${base}/media/profiles/${me}/index.m3u8`)).status).toBe(404)
    expect(await database.db.select().from(videoUploads).where(eq(videoUploads.profile_user_id, me))).toEqual(
      [],
    )
    const [after] = await database.db.select().from(profiles).where(eq(profiles.user_id, me))
    expect(after).toMatchObject({ presentation_video_path: null, presentation_video_seconds: null })
  }, 120_000)

  it('lets an admin remove a user’s video and answers 404 for a user without a profile', async () => {
    expect((await fetch(videoPath(owner.user.id), { method: 'DELETE', headers: bearer(admin) })).status).toBe(
      200,
    )
    expect((await fetch(videoPath(999_999), { headers: bearer(admin) })).status).toBe(404)
    expect((await create(1000, { filename: 'a.mp4', profile_user_id: '999999' }, admin.token)).status).toBe(
      404,
    )
  })

  it('refuses with 422 and the field what is not a video, empty or too big', async () => {
    const me = String(owner.user.id)
    const wrongType = await json<{ message: string; errors: Record<string, string[]> }>(
      await create(1000, { filename: 'cv.pdf', filetype: 'application/pdf', profile_user_id: me }),
    )
    expect(wrongType.status).toBe(422)
    expect(wrongType.body.errors.filetype[0]).toMatch(/not a video/)
    const tooBig = await json<{ errors: Record<string, string[]> }>(
      await create(app.config.uploadMaxBytes + 1, {
        filename: 'me.mp4',
        filetype: 'video/mp4',
        profile_user_id: me,
      }),
    )
    expect(tooBig.status).toBe(422)
    expect(tooBig.body.errors['Upload-Length'][0]).toMatch(/GB/)
    const empty = await json<{ errors: Record<string, string[]> }>(
      await create(0, { filename: 'me.mp4', filetype: 'video/mp4', profile_user_id: me }),
    )
    expect(empty.status).toBe(422)
    expect(empty.body.errors['Upload-Length'][0]).toMatch(/empty/)
    // a profile and a lesson at once, or a malformed id, name no target
    expect((await create(1000, { filename: 'a.mp4', profile_user_id: me, lesson_id: '1' })).status).toBe(422)
    expect((await create(1000, { filename: 'a.mp4', profile_user_id: 'me' })).status).toBe(422)
    // nothing was created
    expect(
      await database.db.select().from(videoUploads).where(eq(videoUploads.profile_user_id, owner.user.id)),
    ).toEqual([])
  })

  it('ends a non-video as failed with its reason, and processes it again on retry', async () => {
    const me = owner.user.id
    await upload(Buffer.from('not a video at all\n'.repeat(2000)), owner.token, {
      filename: 'me.mp4',
      profile_user_id: String(me),
    })
    await app.jobs.drain()
    const failed = await json<{ data: { status: string; error: string } }>(
      await fetch(videoPath(me), { headers: { ...bearer(owner), 'Accept-Language': 'en' } }),
    )
    expect(failed.body.data.status).toBe('failed')
    expect(failed.body.data.error).toMatch(/not a video/)
    const retried = await fetch(`${videoPath(me)}/retry`, { method: 'POST', headers: bearer(owner) })
    expect(retried.status).toBe(200)
    await app.jobs.drain()
    const again = await json<{ data: { status: string } }>(
      await fetch(videoPath(me), { headers: bearer(owner) }),
    )
    expect(again.body.data.status).toBe('failed')
    // a failed upload never counts
    const [row] = await database.db.select().from(profiles).where(eq(profiles.user_id, me))
    expect(row.presentation_video_path).toBeNull()
  }, 60_000)
})
