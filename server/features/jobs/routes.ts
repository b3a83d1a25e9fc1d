/** Jobs (issue 18): public job listings, applications and their pipeline, owners' management, HR recruiting. */
import { defineRoutes } from '../../core/areas.ts'
import { applicationRoutes } from './applications.routes.ts'
import { hrRoutes } from './hr.routes.ts'
import { jobListingRoutes } from './job-listings.routes.ts'

export default defineRoutes({
  plugin: async (app) => {
    await app.register(jobListingRoutes)
    await app.register(applicationRoutes)
    await app.register(hrRoutes)
  },
})
