/**
 * A course's presentation video (issue 14): GET /media/courses/:id/:file, the playlist, segments
 * and captions of a published course's promo video. It sells the course, so it plays for anyone
 * and needs no signature; an unpublished course's video is served to its trainer (and admins) only,
 * who preview it in the studio. What it plays, whether it is published and whose it is, the
 * `course` upload target tells (the studio registers it, issue 33).
 */
import type { FastifyPluginAsync } from 'fastify'
import { notFound } from '../../../core/http/errors.ts'
import { resolveUser } from '../../../core/plugins/auth.ts'
import { HLS_FILE } from './hls.ts'
import { sendHlsFile, videoDir } from './lesson-videos.ts'
import { servedVideo, uploadTargetHandler } from './targets.ts'

/** The URLs of a course's presentation video, or null when it has none. */
export function presentationVideoUrl(course: {
  id: number
  presentation_video_path: string | null
}): { playlist: string; captions: string | null } | null {
  if (!course.presentation_video_path) return null
  const base = `/media/courses/${course.id}`
  return {
    playlist: `${base}/index.m3u8`,
    // generated demo clips always have captions; an upload's are not known here
    captions: course.presentation_video_path.startsWith('demo/') ? `${base}/captions.vtt` : null,
  }
}

export const presentationVideoRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: string; file: string } }>('/media/courses/:id/:file', async (request, reply) => {
    const { id, file } = request.params
    if (!/^\d{1,9}$/.test(id) || !HLS_FILE.test(file)) throw notFound()
    // the course target (the studio's) says what it plays and whether the course is published
    const course = await servedVideo('course', app.db, Number(id))
    if (course && !course.open) {
      const user = await resolveUser(request)
      if (!user) throw notFound()
      if (!user.roles.includes('admin')) {
        const trainerId = await uploadTargetHandler('course').owner(app.db, Number(id))
        if (user.id !== trainerId) throw notFound()
      }
    }
    const dir = course?.path ? await videoDir(app, course.path) : null
    if (!course || !dir) throw notFound()
    return sendHlsFile(reply, dir, file, {
      cache: course.open ? 'public, max-age=3600' : 'private, no-store',
    })
  })
}
