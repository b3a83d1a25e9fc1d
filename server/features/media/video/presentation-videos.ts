/**
 * A course's presentation video (issue 14): GET /media/courses/:id/:file, the playlist, segments
 * and captions of a published course's promo video. It sells the course, so it plays for anyone
 * and needs no signature; an unpublished course's video is served to its trainer (and admins) only,
 * who preview it in the studio.
 */
import { eq } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { notFound } from '../../../core/http/errors.ts'
import { resolveUser } from '../../../core/plugins/auth.ts'
import { courses } from '../../courses/tables.ts'
import { HLS_FILE } from './hls.ts'
import { sendHlsFile, videoDir } from './lesson-videos.ts'

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
    const [course] = await app.db
      .select({
        path: courses.presentation_video_path,
        published_at: courses.published_at,
        trainer_id: courses.trainer_id,
      })
      .from(courses)
      .where(eq(courses.id, Number(id)))
    if (course && !course.published_at) {
      const user = await resolveUser(request)
      if (!user || (user.id !== course.trainer_id && !user.roles.includes('admin'))) throw notFound()
    }
    const dir = course?.path ? await videoDir(app, course.path) : null
    if (!dir) throw notFound()
    return sendHlsFile(reply, dir, file, {
      cache: course.published_at ? 'public, max-age=3600' : 'private, no-store',
    })
  })
}
