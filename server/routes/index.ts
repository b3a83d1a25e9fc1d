/** Every route of the server, registered after the external and app plugins (see app.ts). */
import type { FastifyPluginAsync } from 'fastify'
import { categoryRoutes } from './api/categories/categories.ts'
import { courseRoutes } from './api/courses/courses.ts'
import { healthRoutes } from './api/health/health.ts'
import { homeRoutes } from './api/home/home.ts'
import { hrRoutes } from './api/hr/hr.ts'
import { jobListingRoutes } from './api/job-listings/job-listings.ts'
import { studentRoutes } from './api/students/students.ts'
import { trainerRoutes } from './api/trainers/trainers.ts'
import { csrfCookieRoutes } from './sanctum/csrf-cookie.ts'
import { sitemapRoutes } from './sitemap/sitemap.ts'

export const routes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes)
  await app.register(homeRoutes)
  await app.register(categoryRoutes)
  await app.register(courseRoutes)
  await app.register(trainerRoutes)
  await app.register(studentRoutes)
  await app.register(hrRoutes)
  await app.register(jobListingRoutes)
  await app.register(csrfCookieRoutes)
  await app.register(sitemapRoutes)
}
