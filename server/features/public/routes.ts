/** Public pages: home, trainer, student and HR directories, the sitemap. */
import { defineRoutes } from '../../core/areas.ts'
import { homeRoutes } from './home.routes.ts'
import { hrRoutes } from './hr.routes.ts'
import { sitemapRoutes } from './sitemap.routes.ts'
import { studentRoutes } from './students.routes.ts'
import { trainerRoutes } from './trainers.routes.ts'

export default defineRoutes({
  plugin: async (app) => {
    await app.register(homeRoutes)
    await app.register(trainerRoutes)
    await app.register(studentRoutes)
    await app.register(hrRoutes)
    await app.register(sitemapRoutes)
  },
})
