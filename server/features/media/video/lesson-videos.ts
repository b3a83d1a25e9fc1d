/**
 * Serving lesson videos (issue 14): GET /media/lessons/:id/:file, the playlist and its segments.
 * Who may watch is decided when the learning API hands out the URL (only after its access check);
 * the URL carries that decision as an HMAC of the lesson and an expiry, so a paid lesson's
 * segments reach nobody without a fresh signature. The playlist is rewritten so each segment's
 * URI carries the same signature. Where the files are follows from the lesson's video_path:
 * `demo/<n>` is a generated demo clip (VIDEO_CACHE_DIR), `hls/<name>` a packaged upload
 * (DATA_DIR/media/hls/<name>).
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { createReadStream, existsSync } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify'
import { forbidden, notFound } from '../../../core/http/errors.ts'
import { lessons } from '../../courses/tables.ts'
import { DEMO_CLIPS, demoClip, ffmpegBinary, HLS_FILE } from './hls.ts'

/** How long a handed-out video URL plays: a long lesson, paused, resumed. */
export const VIDEO_URL_SECONDS = 4 * 60 * 60

const signingKey = (app: FastifyInstance) =>
  createHmac('sha256', app.config.appKey).update('lesson-video-urls').digest()

function signature(app: FastifyInstance, lessonId: number, expires: number): string {
  return createHmac('sha256', signingKey(app)).update(`${lessonId}:${expires}`).digest('base64url')
}

/** The signed query of a lesson's files, valid until `expires` (seconds since the epoch). */
export function signedQuery(app: FastifyInstance, lessonId: number, expires: number): string {
  return `exp=${expires}&sig=${signature(app, lessonId, expires)}`
}

/** The playlist URL (and the captions', when the video has some) for a viewer the learning API has let in. */
export function lessonVideoUrl(
  app: FastifyInstance,
  lesson: { id: number; video_path: string | null },
  now = Date.now(),
): { playlist: string; captions: string | null } | null {
  if (!lesson.video_path) return null
  const expires = Math.floor(now / 1000) + VIDEO_URL_SECONDS
  const query = signedQuery(app, lesson.id, expires)
  const upload = /^hls\/([A-Za-z0-9_-]{1,100})$/.exec(lesson.video_path)
  const captioned =
    lesson.video_path.startsWith('demo/') ||
    (upload !== null &&
      existsSync(path.resolve(app.config.dataDir, 'media', 'hls', upload[1], 'captions.vtt')))
  return {
    playlist: `/media/lessons/${lesson.id}/index.m3u8?${query}`,
    captions: captioned ? `/media/lessons/${lesson.id}/captions.vtt?${query}` : null,
  }
}

function validSignature(app: FastifyInstance, lessonId: number, exp: unknown, sig: unknown): boolean {
  if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp)) return false
  const expires = Number(exp)
  if (expires * 1000 < Date.now()) return false
  const expected = Buffer.from(signature(app, lessonId, expires))
  const given = Buffer.from(sig)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** Where a lesson's packaged files are, generating a demo clip on first use. */
export async function videoDir(app: FastifyInstance, videoPath: string): Promise<string | null> {
  const demo = /^demo\/(\d+)$/.exec(videoPath)
  if (demo) {
    const n = Number(demo[1])
    if (n < 1 || n > DEMO_CLIPS) return null
    return demoClip(ffmpegBinary(app.config.ffmpegPath), app.config.videoCacheDir, n)
  }
  const upload = /^hls\/([A-Za-z0-9_-]{1,100})$/.exec(videoPath)
  return upload ? path.resolve(app.config.dataDir, 'media', 'hls', upload[1]) : null
}

const CONTENT_TYPES: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  vtt: 'text/vtt; charset=utf-8',
  jpg: 'image/jpeg',
}

/**
 * Sends one file of a packaged video (HLS_FILE has checked its name). A playlist's segment lines
 * (not #tags) get `segmentQuery` appended, so each segment (and each rendition's playlist, in a
 * master playlist) carries the playlist's signature.
 */
export async function sendHlsFile(
  reply: FastifyReply,
  dir: string,
  file: string,
  options: { cache: string; segmentQuery?: string },
) {
  const target = path.join(dir, file)
  const info = await stat(target).catch(() => null)
  if (!info?.isFile()) throw notFound()
  reply
    .header('content-type', CONTENT_TYPES[file.split('.').pop()!])
    .header('cache-control', options.cache)
    .header('x-content-type-options', 'nosniff')
  if (file.endsWith('.m3u8') && options.segmentQuery) {
    const query = options.segmentQuery
    const playlist = await readFile(target, 'utf8')
    return reply.send(playlist.replace(/^(?!#)(\S+)$/gm, (uri) => `${uri}?${query}`))
  }
  reply.header('content-length', info.size)
  return reply.send(createReadStream(target))
}

export const lessonVideoRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: string; file: string }; Querystring: { exp?: string; sig?: string } }>(
    '/media/lessons/:id/:file',
    async (request, reply) => {
      const { id, file } = request.params
      if (!/^\d{1,9}$/.test(id) || !HLS_FILE.test(file)) throw notFound()
      const lessonId = Number(id)
      if (!validSignature(app, lessonId, request.query.exp, request.query.sig))
        throw forbidden('This video link is not valid or has expired: open the lesson again.')
      const [lesson] = await app.db
        .select({ video_path: lessons.video_path })
        .from(lessons)
        .where(eq(lessons.id, lessonId))
      const dir = lesson?.video_path ? await videoDir(app, lesson.video_path) : null
      if (!dir) throw notFound()
      const query = `exp=${request.query.exp}&sig=${request.query.sig}`
      return sendHlsFile(reply, dir, file, { cache: 'private, max-age=3600', segmentQuery: query })
    },
  )
}
