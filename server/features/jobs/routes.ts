/** Jobs (issue 18): public job listings, applications and their pipeline, owners' management, HR recruiting. */
import { defineRoutes } from '../../core/areas.ts'
import { registerProfileRoleSection } from '../profiles/index.ts'
import { profileCompany } from './profile-sections.ts'
import { applicationRoutes } from './applications.routes.ts'
import { registerCvReaders } from './cv-readers.ts'
import { hrRoutes } from './hr.routes.ts'
import { jobListingRoutes } from './job-listings.routes.ts'

export default defineRoutes({
  plugin: async (app) => {
    // an HR user's profile page shows their company and its open job listings
    registerProfileRoleSection('hr', { company: profileCompany })
    // a CV sent with an application reaches the listing's owner (media asks when it is downloaded)
    registerCvReaders()
    await app.register(jobListingRoutes)
    await app.register(applicationRoutes)
    await app.register(hrRoutes)
  },
})
