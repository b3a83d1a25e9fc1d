/**
 * Serving lesson videos (issue 14): GET /media/lessons/:id/:file, the playlist and its segments.
 * Who may watch is decided when the learning API hands out the URL (only after its access check);
 * the URL carries that decision as an HMAC of the lesson, the viewer and an expiry, so a paid
 * lesson's segments reach nobody without a fresh signature. The signature is the viewer's own
 * (issue 32): a URL handed to a logged-in user plays only on a request logged in as that user
 * (the session cookie every same-origin fetch of hls.js and of the browser's own player carries,
 * or a bearer token), so a copied link answers 401 to a visitor and 403 to anyone else (admins,
 * who may open every lesson, excepted). A URL
 * handed to a visitor (a free preview) is bound to nobody and plays while the lesson stays free.
 * The playlist is rewritten so each segment's URI carries the same signature. What a lesson plays
 * and whether it is free, the `lesson` upload target tells (the studio registers it, issue 33).
 * Where the files are follows from the lesson's video_path:
 * `demo/<n>` is a generated demo clip (VIDEO_CACHE_DIR), `hls/<name>` a packaged upload
 * (DATA_DIR/media/hls/<name>).
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { createReadStream, existsSync } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify'
import { forbidden, notFound, unauthenticated } from '../../../core/http/errors.ts'
import { resolveUser } from '../../../core/plugins/auth.ts'
import { DEMO_CLIPS, demoClip, ffmpegBinary, HLS_FILE } from './hls.ts'
import { servedVideo } from './targets.ts'

/** How long a handed-out video URL plays: a long lesson, paused, resumed. */
export const VIDEO_URL_SECONDS = 4 * 60 * 60

const signingKey = (app: FastifyInstance) =>
  createHmac('sha256', app.config.appKey).update('lesson-video-urls').digest()

function signature(app: FastifyInstance, lessonId: number, viewerId: number, expires: number): string {
  return createHmac('sha256', signingKey(app))
    .update(`${lessonId}:${viewerId}:${expires}`)
    .digest('base64url')
}

/**
 * The signed query of a lesson's files for `viewerId` (0: a visitor), valid until `expires`
 * (seconds since the epoch).
 */
export function signedQuery(app: FastifyInstance, lessonId: number, expires: number, viewerId = 0): string {
  return `exp=${expires}&uid=${viewerId}&sig=${signature(app, lessonId, viewerId, expires)}`
}

/**
 * The playlist URL (and the captions', when the video has some) for a viewer the learning API (or
 * the studio) has let in; null `viewer`: a visitor.
 */
export function lessonVideoUrl(
  app: FastifyInstance,
  lesson: { id: number; video_path: string | null },
  viewer: { id: number } | null,
  now = Date.now(),
): { playlist: string; captions: string | null } | null {
  if (!lesson.video_path) return null
  const expires = Math.floor(now / 1000) + VIDEO_URL_SECONDS
  const query = signedQuery(app, lesson.id, expires, viewer?.id ?? 0)
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

interface SignedQuery {
  exp?: string
  uid?: string
  sig?: string
}

/** The viewer a valid, unexpired signature was made for (0: a visitor), or null. */
function signedViewer(app: FastifyInstance, lessonId: number, query: SignedQuery): number | null {
  const { exp, uid, sig } = query
  if (typeof exp !== 'string' || typeof sig !== 'string' || typeof uid !== 'string') return null
  if (!/^\d{1,12}$/.test(exp) || !/^\d{1,10}$/.test(uid)) return null
  const expires = Number(exp)
  if (expires * 1000 < Date.now()) return null
  const expected = Buffer.from(signature(app, lessonId, Number(uid), expires))
  const given = Buffer.from(sig)
  return given.length === expected.length && timingSafeEqual(given, expected) ? Number(uid) : null
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
  app.get<{ Params: { id: string; file: string }; Querystring: SignedQuery }>(
    '/media/lessons/:id/:file',
    async (request, reply) => {
      const { id, file } = request.params
      if (!/^\d{1,9}$/.test(id) || !HLS_FILE.test(file)) throw notFound()
      const lessonId = Number(id)
      const viewerId = signedViewer(app, lessonId, request.query)
      if (viewerId === null)
        throw forbidden('This video link is not valid or has expired: open the lesson again.')
      if (viewerId !== 0) {
        // a viewer's link plays for that viewer only
        const user = await resolveUser(request)
        if (!user) throw unauthenticated()
        if (user.id !== viewerId && !user.roles.includes('admin'))
          throw forbidden('This video link was made for someone else: open the lesson yourself.')
      }
      // the lesson target (the studio's) says what it plays and whether it is free
      const lesson = await servedVideo('lesson', app.db, lessonId)
      // a visitor's link is a free preview's: it stops when the lesson stops being free
      if (lesson && viewerId === 0 && !lesson.open)
        throw forbidden('This video link is not valid or has expired: open the lesson again.')
      const dir = lesson?.path ? await videoDir(app, lesson.path) : null
      if (!dir) throw notFound()
      const query = `exp=${request.query.exp}&uid=${request.query.uid}&sig=${request.query.sig}`
      return sendHlsFile(reply, dir, file, { cache: 'private, max-age=3600', segmentQuery: query })
    },
  )
}
