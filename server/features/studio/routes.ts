/**
 * The instructor's studio (issue 15): courses and lessons, their review, materials, coupons and
 * covers. Lesson videos and a course's presentation video are upload targets it registers with
 * media, which runs their uploads and processing; the course's video calls are media's
 * videoTargetRoutes on the studio's endpoints.
 */
import { defineRoutes } from '../../core/areas.ts'
import { deletePromoVideo, getPromoVideo, retryPromoVideo } from '../../../contracts/studio/endpoints.ts'
import { videoTargetRoutes } from '../media/index.ts'
import { couponRoutes } from './coupons.routes.ts'
import { coverRoutes } from './cover.routes.ts'
import { materialRoutes } from './materials.routes.ts'
import { reviewRoutes } from './review.routes.ts'
import { studioRoutes } from './studio.routes.ts'
import { registerStudioUploadTargets } from './video-targets.ts'

export default defineRoutes({
  plugin: async (app) => {
    registerStudioUploadTargets()
    await app.register(studioRoutes)
    await app.register(
      videoTargetRoutes('course', { get: getPromoVideo, retry: retryPromoVideo, remove: deletePromoVideo }),
    )
    await app.register(materialRoutes)
    await app.register(reviewRoutes)
    await app.register(couponRoutes)
    await app.register(coverRoutes)
  },
})
