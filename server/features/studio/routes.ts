/** The instructor's studio (issue 15): courses and lessons, their review, lesson videos and their tus uploads. */
import { defineRoutes } from '../../core/areas.ts'
import { couponRoutes } from './coupons.routes.ts'
import { coverRoutes } from './cover.routes.ts'
import { materialRoutes } from './materials.routes.ts'
import { reviewRoutes } from './review.routes.ts'
import { studioRoutes } from './studio.routes.ts'
import { uploadRoutes } from './uploads.ts'
import { videoRoutes } from './video.routes.ts'

export default defineRoutes({
  plugin: async (app) => {
    await app.register(studioRoutes)
    await app.register(videoRoutes)
    await app.register(materialRoutes)
    await app.register(reviewRoutes)
    await app.register(couponRoutes)
    await app.register(coverRoutes)
    await app.register(uploadRoutes(app.videoUploads.tus))
  },
})
