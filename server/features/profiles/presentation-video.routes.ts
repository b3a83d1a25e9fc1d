/**
 * The presentation video's own calls (SPEC.md §7 "presentation CRUD", issue 16): its state, a retry
 * after a failed processing, its removal — media's videoTargetRoutes for the `profile` upload
 * target. Its bytes arrive through media's tus endpoint (POST /api/uploads with profile_user_id)
 * and the same transcoding job; only the profile's owner (or an admin) reads or changes it: anyone
 * else 403, a visitor 401.
 */
import type { FastifyPluginAsync } from 'fastify'
import {
  deleteProfileVideo,
  getProfileVideo,
  retryProfileVideo,
} from '../../../contracts/profiles/endpoints.ts'
import { videoTargetRoutes } from '../media/index.ts'
import { profileVideoMediaRoutes, registerProfileUploadTarget } from './presentation-video.ts'

export const presentationVideoRoutes: FastifyPluginAsync = async (app) => {
  registerProfileUploadTarget()
  await app.register(profileVideoMediaRoutes)
  await app.register(
    videoTargetRoutes('profile', {
      get: getProfileVideo,
      retry: retryProfileVideo,
      remove: deleteProfileVideo,
    }),
  )
}
