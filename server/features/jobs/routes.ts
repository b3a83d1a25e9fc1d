/** Jobs: public job listings. */
import { defineRoutes } from '../../core/areas.ts'
import { jobListingRoutes } from './job-listings.routes.ts'

export default defineRoutes({ plugin: jobListingRoutes })
