/**
 * Lesson videos (issue 14): the demo clips are real HLS made by ffmpeg; a playlist and its
 * segments are served only with a valid, unexpired signature of their own lesson, which the
 * learning API hands out only to a viewer it let in.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TOKEN_COOKIE } from '../../../../contracts/core/constants.ts'
import { createCourse } from '../../courses/factories.testing.ts'
import { createUser } from '../../accounts/factories.testing.ts'
import { asUser, buildTestApp, type TestApp } from '../../../testing/helper.ts'
import { courseEnrolments, lessons as lessonsTable } from '../../courses/tables.ts'
import { eq } from 'drizzle-orm'
import { demoClip, FfmpegError, ffmpegBinary, packageHls } from './hls.ts'
import { signedQuery } from './lesson-videos.ts'

let t: TestApp
let scratch: string
beforeAll(async () => {
  t = await buildTestApp()
  scratch = await mkdtemp(path.join(os.tmpdir(), 'aula-hls-'))
}, 180_000)
afterAll(async () => {
  await t.close()
  await rm(scratch, { recursive: true, force: true })
})

/** A paid course of three lessons with demo videos; the first is a free preview. */
async function videoCourse() {
  const made = await createCourse(t.db, { price_cents: 2900 })
  for (const [index, lesson] of made.lessons.entries())
    await t.db
      .update(lessonsTable)
      .set({ video_path: `demo/${index + 1}` })
      .where(eq(lessonsTable.id, lesson.id))
  return made
}

const get = (url: string) => t.app.inject({ method: 'GET', url })

describe('packaging', () => {
  it('packages a video as HLS with progress, and says why ffmpeg failed', async () => {
    const binary = ffmpegBinary(t.app.config.ffmpegPath)
    const seen: number[] = []
    const out = path.join(scratch, 'packaged')
    await packageHls(
      binary,
      [
        '-f',
        'lavfi',
        '-i',
        'testsrc2=size=320x180:rate=25:duration=5',
        '-f',
        'lavfi',
        '-i',
        'sine=duration=5',
      ],
      out,
      { onProgress: (seconds) => seen.push(seconds) },
    )
    const playlist = await readFile(path.join(out, 'index.m3u8'), 'utf8')
    expect(playlist).toContain('#EXT-X-PLAYLIST-TYPE:VOD')
    expect(playlist.match(/^seg\d{3}\.ts$/gm)?.length).toBeGreaterThanOrEqual(2)
    expect(Math.max(...seen)).toBeGreaterThan(4)

    const broken = path.join(scratch, 'broken.mp4')
    await writeFile(broken, 'not a video')
    await expect(packageHls(binary, broken, path.join(scratch, 'never'))).rejects.toBeInstanceOf(FfmpegError)
  })
})

describe('GET /media/lessons/:id/:file', () => {
  it('plays a free preview for a visitor: the playlist signs every segment, the bytes are the clip’s', async () => {
    const { lessons } = await videoCourse()
    const answer = await get(`/api/lessons/${lessons[0].id}`)
    expect(answer.statusCode).toBe(200)
    const { video_url, captions_url } = answer.json().data as { video_url: string; captions_url: string }
    expect(video_url).toMatch(
      new RegExp(`^/media/lessons/${lessons[0].id}/index\\.m3u8\\?exp=\\d+&uid=0&sig=`),
    )
    const playlist = await get(video_url)
    expect(playlist.statusCode).toBe(200)
    expect(playlist.headers['content-type']).toBe('application/vnd.apple.mpegurl')
    expect(playlist.headers['cache-control']).toBe('private, max-age=3600')
    const query = video_url.split('?')[1]
    const segments = playlist.body.match(/^seg\d{3}\.ts\?.+$/gm) ?? []
    expect(segments.length).toBeGreaterThanOrEqual(5)
    expect(segments.every((line) => line.endsWith(`?${query}`))).toBe(true)

    const segment = await get(`/media/lessons/${lessons[0].id}/${segments[0]}`)
    expect(segment.statusCode).toBe(200)
    expect(segment.headers['content-type']).toBe('video/mp2t')
    const dir = await demoClip(ffmpegBinary(t.app.config.ffmpegPath), t.app.config.videoCacheDir, 1)
    expect(segment.rawPayload.equals(await readFile(path.join(dir, 'seg000.ts')))).toBe(true)
    const captions = await get(captions_url)
    expect(captions.statusCode).toBe(200)
    expect(captions.body).toMatch(/^WEBVTT/)
  })

  it('a paid lesson: no URL for a visitor, and its segments without a valid signature answer 403', async () => {
    const { lessons } = await videoCourse()
    const paid = lessons[1]
    expect((await get(`/api/lessons/${paid.id}`)).statusCode).toBe(401)
    expect((await get(`/media/lessons/${paid.id}/seg000.ts`)).statusCode).toBe(403)
    const future = Math.floor(Date.now() / 1000) + 600
    const viewer = await createUser(t.db)
    const asViewer = (url: string) =>
      t.app.inject({ method: 'GET', url, cookies: { [TOKEN_COOKIE]: viewer.token } })
    const good = signedQuery(t.app, paid.id, future, viewer.user.id)
    expect((await asViewer(`/media/lessons/${paid.id}/seg000.ts?${good}`)).statusCode).toBe(200)
    // a visitor's link (a free preview's) does not open a paid lesson
    const anonymous = signedQuery(t.app, paid.id, future)
    expect((await get(`/media/lessons/${paid.id}/seg000.ts?${anonymous}`)).statusCode).toBe(403)
    // tampered, another lesson's, expired
    expect((await asViewer(`/media/lessons/${paid.id}/seg000.ts?${good.slice(0, -2)}xx`)).statusCode).toBe(
      403,
    )
    const other = signedQuery(t.app, lessons[0].id, future, viewer.user.id)
    expect((await asViewer(`/media/lessons/${paid.id}/seg000.ts?${other}`)).statusCode).toBe(403)
    const past = signedQuery(t.app, paid.id, Math.floor(Date.now() / 1000) - 1, viewer.user.id)
    const expired = await asViewer(`/media/lessons/${paid.id}/index.m3u8?${past}`)
    expect(expired.statusCode).toBe(403)
    expect(expired.json().message).toMatch(/expired/)
  })

  it('a buyer’s link plays for the buyer only: 401 to a visitor, 403 to another user, segments included (issue 32)', async () => {
    const { course, lessons } = await videoCourse()
    const paid = lessons[1]
    const buyer = await createUser(t.db)
    const other = await createUser(t.db)
    await t.db.insert(courseEnrolments).values({ user_id: buyer.user.id, course_id: course.id })
    const answer = await t.app.inject(asUser(buyer.token, { method: 'GET', url: `/api/lessons/${paid.id}` }))
    expect(answer.statusCode).toBe(200)
    const { video_url } = answer.json().data as { video_url: string }
    expect(video_url).toContain(`uid=${buyer.user.id}&`)
    // the session cookie the player's requests carry (hls.js and the browser's own player fetch same-origin)
    const asBuyer = (url: string) =>
      t.app.inject({ method: 'GET', url, cookies: { [TOKEN_COOKIE]: buyer.token } })
    const playlist = await asBuyer(video_url)
    expect(playlist.statusCode).toBe(200)
    const segment = playlist.body.split('\n').find((line) => line.startsWith('seg000.ts?'))!
    expect(segment).toBe(`seg000.ts?${video_url.split('?')[1]}`)
    expect((await asBuyer(`/media/lessons/${paid.id}/${segment}`)).statusCode).toBe(200)
    // the same link copied: a visitor, another user (cookie or bearer)
    expect((await get(video_url)).statusCode).toBe(401)
    expect((await get(`/media/lessons/${paid.id}/${segment}`)).statusCode).toBe(401)
    const stranger = await t.app.inject({
      method: 'GET',
      url: video_url,
      cookies: { [TOKEN_COOKIE]: other.token },
    })
    expect(stranger.statusCode).toBe(403)
    expect(stranger.json().message).toMatch(/someone else/)
    expect(
      (
        await t.app.inject(
          asUser(other.token, { method: 'GET', url: `/media/lessons/${paid.id}/${segment}` }),
        )
      ).statusCode,
    ).toBe(403)
    // a forged uid does not pass the signature
    const forged = video_url.replace(`uid=${buyer.user.id}&`, `uid=${other.user.id}&`)
    expect(
      (await t.app.inject({ method: 'GET', url: forged, cookies: { [TOKEN_COOKIE]: other.token } }))
        .statusCode,
    ).toBe(403)
  })

  it('answers 404 for a file that is not part of a video, and for a lesson without one', async () => {
    const { lessons } = await createCourse(t.db)
    const query = signedQuery(t.app, lessons[0].id, Math.floor(Date.now() / 1000) + 600)
    expect((await get(`/media/lessons/${lessons[0].id}/index.m3u8?${query}`)).statusCode).toBe(404)
    expect((await get(`/media/lessons/${lessons[0].id}/..%2F..%2Fetc%2Fpasswd?${query}`)).statusCode).toBe(
      404,
    )
    expect((await get(`/media/lessons/${lessons[0].id}/seg000.mp4?${query}`)).statusCode).toBe(404)
  })
})
