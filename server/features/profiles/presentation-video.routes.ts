/**
 * The presentation video's own calls (SPEC.md §7 "presentation CRUD", issue 16): its state, a retry
 * after a failed processing, its removal. Its bytes arrive through the studio's tus endpoint
 * (POST /api/uploads with profile_user_id) and the same transcoding job; only the profile's owner
 * (or an admin) reads or changes it: anyone else 403, a visitor 401.
 */
import { eq } from 'drizzle-orm'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import type { Locale } from '../../../contracts/core/constants.ts'
import {
  deleteProfileVideo,
  getProfileVideo,
  retryProfileVideo,
} from '../../../contracts/profiles/endpoints.ts'
import { HttpError, notFound } from '../../core/http/errors.ts'
import { requestLocale } from '../../core/http/locale.ts'
import { route } from '../../core/http/route.ts'
import { say as sayStudio } from '../studio/messages.ts'
import { pushVideoState, removePackage, targetVideoState, TRANSCODE_QUEUE } from '../studio/processing.ts'
import { latestProfileUpload, profileOwner } from '../studio/studio.queries.ts'
import { videoUploads } from '../studio/tables.ts'
import { profileVideoMediaRoutes } from './presentation-video.ts'
import { profiles } from './tables.ts'

export const presentationVideoRoutes: FastifyPluginAsync = async (app) => {
  await app.register(profileVideoMediaRoutes)

  const owned = {
    owner: (request: FastifyRequest) => {
      const id = Number((request.params as { id?: string }).id)
      return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? profileOwner(app.db, id) : null
    },
  }

  const state = async (userId: number, locale: Locale) => {
    const video = await targetVideoState(app, { kind: 'profile', id: userId }, locale)
    if (!video) throw notFound()
    return { data: video }
  }

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
      const userId = Number(params.id)
      const latest = await latestProfileUpload(app.db, userId)
      if (!latest || latest.status !== 'failed') throw new HttpError(409, sayStudio('nothingToRetry', locale))
      await app.db
        .update(videoUploads)
        .set({ status: 'uploaded', progress: 0, error: null, error_detail: null, updated_at: new Date() })
        .where(eq(videoUploads.id, latest.id))
      await pushVideoState(app, latest)
      await app.jobs.send(TRANSCODE_QUEUE, { uploadId: latest.id })
      return state(userId, locale)
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
          .set({ presentation_video_path: null, updated_at: new Date() })
          .where(eq(profiles.user_id, userId))
        await tx.delete(videoUploads).where(eq(videoUploads.profile_user_id, userId))
      })
      await removePackage(app, before.path)
      return state(userId, requestLocale(request))
    },
    owned,
  )
}
