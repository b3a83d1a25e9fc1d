/**
 * A profile's presentation video (SPEC.md §3 `media.presentation`, issue 16): uploaded through the
 * studio's tus pipeline with `profile_user_id` in Upload-Metadata, transcoded to HLS by the same job,
 * and served here at GET /media/profiles/:userId/:file (playlist, renditions, segments, poster)
 * under the public-profile guard: the owner always; a logged-in user unless the owner hid the
 * presentation section; a visitor only when the profile is public too. Anyone else gets 404, so a
 * hidden video does not even show that it exists.
 */
import { and, eq } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import type { Locale } from '../../../contracts/core/constants.ts'
import { users } from '../../core/db/tables.ts'
import { notFound } from '../../core/http/errors.ts'
import { resolveUser } from '../../core/plugins/auth.ts'
import { HLS_FILE } from '../media/video/hls.ts'
import { sendHlsFile, videoDir } from '../media/video/lesson-videos.ts'
import { say } from './messages.ts'
import { profiles } from './tables.ts'
import { sightOf } from './visibility.ts'

/**
 * What is wrong with a profile video's tus creation, field by field (null: nothing): a `filetype`
 * that is not a video, an empty file, or more bytes than the uploads' limit (UPLOAD_MAX_BYTES,
 * the studio's). The bytes themselves are probed after the upload, as every video's are.
 */
export function profileUploadProblems(
  metadata: Record<string, string>,
  length: number,
  maxBytes: number,
  locale: Locale,
): Record<string, string[]> | null {
  const problems: Record<string, string[]> = {}
  const type = metadata.filetype?.trim().toLowerCase()
  if (type && !type.startsWith('video/')) problems.filetype = [say('videoType', locale)]
  if (length === 0) problems['Upload-Length'] = [say('videoEmpty', locale)]
  else if (length > maxBytes)
    problems['Upload-Length'] = [
      say('videoTooBig', locale, { gb: Math.round((maxBytes / 1024 ** 3) * 10) / 10 }),
    ]
  return Object.keys(problems).length > 0 ? problems : null
}

export const profileVideoMediaRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { userId: string; file: string } }>(
    '/media/profiles/:userId/:file',
    async (request, reply) => {
      const { userId, file } = request.params
      if (!/^\d{1,9}$/.test(userId) || !HLS_FILE.test(file)) throw notFound()
      const [profile] = await app.db
        .select({
          user_id: profiles.user_id,
          is_public: profiles.is_public,
          hidden_sections: profiles.hidden_sections,
          path: profiles.presentation_video_path,
        })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.user_id))
        .where(and(eq(profiles.user_id, Number(userId)), eq(users.status, 'active')))
      if (!profile?.path) throw notFound()
      const viewer = await resolveUser(request)
      const sight = sightOf(profile, viewer?.id ?? null)
      const hidden = profile.hidden_sections.includes('presentation')
      if (sight === 'login' || (sight === 'shown' && hidden)) throw notFound()
      const dir = await videoDir(app, profile.path)
      if (!dir) throw notFound()
      return sendHlsFile(reply, dir, file, {
        cache: profile.is_public && !hidden ? 'public, max-age=300' : 'private, no-store',
      })
    },
  )
}
