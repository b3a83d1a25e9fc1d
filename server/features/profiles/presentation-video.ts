/**
 * A profile's presentation video (SPEC.md §3 `media.presentation`, issue 16): an upload target
 * (`profile`) registered with media, so it is uploaded through media's tus endpoint with
 * `profile_user_id` in Upload-Metadata, transcoded to HLS by the same job, and served here at GET /media/profiles/:userId/:file (playlist, renditions, segments, poster)
 * under the public-profile guard: the owner always; a logged-in user unless the owner hid the
 * presentation section; a visitor only when the profile is public too. Anyone else gets 404, so a
 * hidden video does not even show that it exists.
 */
import { and, eq, sql } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import type { Locale } from '../../../contracts/core/constants.ts'
import type { Db } from '../../core/db/index.ts'
import { users } from '../../core/db/tables.ts'
import { notFound } from '../../core/http/errors.ts'
import { resolveUser } from '../../core/plugins/auth.ts'
import { HLS_FILE, profileVideoState, registerUploadTarget, sendHlsFile, videoDir } from '../media/index.ts'
import { say } from './messages.ts'
import { profiles } from './tables.ts'
import { sightOf } from './visibility.ts'

/**
 * What is wrong with a profile video's tus creation, field by field (null: nothing): a `filetype`
 * that is not a video, an empty file, or more bytes than the uploads' limit (UPLOAD_MAX_BYTES,
 * media's). The bytes themselves are probed after the upload, as every video's are.
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

/** The user whose profile a presentation video is for (null: no such profile). */
export async function profileOwner(db: Db, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ user_id: profiles.user_id })
    .from(profiles)
    .where(eq(profiles.user_id, userId))
  return row?.user_id ?? null
}

const presentationVideo = async (db: Db, userId: number) => {
  const [profile] = await db
    .select({ user_id: profiles.user_id, presentation_video_path: profiles.presentation_video_path })
    .from(profiles)
    .where(eq(profiles.user_id, userId))
  return profile
}

/** The `profile` upload target: what media asks of a profile's presentation video. */
export function registerProfileUploadTarget(): void {
  registerUploadTarget('profile', {
    owner: profileOwner,
    playing: async (db, id) => (await presentationVideo(db, id))?.presentation_video_path,
    plays: (path) =>
      sql`exists (select 1 from ${profiles} where ${profiles.presentation_video_path} = ${path})`,
    async state(app, id, upload, locale) {
      const profile = await presentationVideo(app.db, id)
      return profile ? profileVideoState(profile, upload, locale) : null
    },
    async ready(tx, id, video) {
      await tx
        .update(profiles)
        .set({
          presentation_video_path: video.path,
          presentation_video_seconds: video.seconds,
          updated_at: new Date(),
        })
        .where(eq(profiles.user_id, id))
    },
    async clear(tx, id) {
      await tx
        .update(profiles)
        .set({ presentation_video_path: null, presentation_video_seconds: null, updated_at: new Date() })
        .where(eq(profiles.user_id, id))
    },
    creationProblems: profileUploadProblems,
  })
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
