/** Learning (issue 14): the lesson player's API (lessons.routes.ts), the learner's progress and certificates (personal.routes.ts), course questions and answers (posts.routes.ts), course reviews (reviews.routes.ts), the studio's materials' downloads (materials.routes.ts), and who is studying a course now (presence.ts). */
import { defineRoutes } from '../../core/areas.ts'
import { registerProfileRoleSection } from '../profiles/index.ts'
import { profileCertificates } from './profile-sections.ts'
import './presence.ts'
import { lessonRoutes } from './lessons.routes.ts'
import { materialDownloadRoutes } from './materials.routes.ts'
import { personalRoutes } from './personal.routes.ts'
import { postRoutes } from './posts.routes.ts'
import { reviewRoutes } from './reviews.routes.ts'

export default defineRoutes({
  plugin: async (app) => {
    // a learner's profile page shows their certificates
    registerProfileRoleSection('learner', { certificates: profileCertificates })
    await app.register(lessonRoutes)
    await app.register(materialDownloadRoutes)
    await app.register(personalRoutes)
    await app.register(postRoutes)
    await app.register(reviewRoutes)
  },
})
