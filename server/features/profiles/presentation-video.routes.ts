/**
 * The presentation video's own calls (SPEC.md §7 "presentation CRUD", issue 16): its state, a retry
 * after a failed processing, its removal. Its bytes arrive through the studio's tus endpoint
 * (POST /api/uploads with profile_user_id) and the same transcoding job; only the profile's owner
 * (or an admin) reads or changes it: anyone else 403, a visitor 401.
 */
import { eq } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import type { Locale } from '../../../contracts/core/constants.ts'
import {
  deleteProfileVideo,
  getProfileVideo,
  retryProfileVideo,
} from '../../../contracts/profiles/endpoints.ts'
import { notFound } from '../../core/http/errors.ts'
import { requestLocale } from '../../core/http/locale.ts'
import { route } from '../../core/http/route.ts'
import { removePackage, requireVideoState, retryUpload } from '../studio/processing.ts'
import { latestProfileUpload, ownerOf, profileOwner } from '../studio/studio.queries.ts'
import { videoUploads } from '../studio/tables.ts'
import { profileVideoMediaRoutes } from './presentation-video.ts'
import { profiles } from './tables.ts'

export const presentationVideoRoutes: FastifyPluginAsync = async (app) => {
  await app.register(profileVideoMediaRoutes)

  const owned = ownerOf(profileOwner)
  const state = (userId: number, locale: Locale) =>
    requireVideoState(app, { kind: 'profile', id: userId }, locale)

  route(
    app,
    getProfileVideo,
    async ({ params, request }) => state(Number(params.id), requestLocale(request)),
    owned,
  )

  route(
    app,
    retryProfileVideo,
    async ({ params, request }) => {
      const locale = requestLocale(request)
      await retryUpload(app, await latestProfileUpload(app.db, params.id), locale)
      return state(params.id, locale)
    },
    owned,
  )

  route(
    app,
    deleteProfileVideo,
    async ({ params, request }) => {
      const userId = Number(params.id)
      const [before] = await app.db
        .select({ path: profiles.presentation_video_path })
        .from(profiles)
        .where(eq(profiles.user_id, userId))
      if (!before) throw notFound()
      await app.db.transaction(async (tx) => {
        await tx
          .update(profiles)
          .set({ presentation_video_path: null, presentation_video_seconds: null, updated_at: new Date() })
          .where(eq(profiles.user_id, userId))
        await tx.delete(videoUploads).where(eq(videoUploads.profile_user_id, userId))
      })
      await removePackage(app, before.path)
      return state(userId, requestLocale(request))
    },
    owned,
  )
}
