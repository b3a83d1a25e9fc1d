/** Every route of the server, registered after the external and app plugins (see app.ts). */
import type { FastifyPluginAsync } from 'fastify'
import { authRoutes } from './api/auth/auth.ts'
import { emailVerificationRoutes } from './api/auth/email-verification.ts'
import { otpRoutes } from './api/auth/otp.ts'
import { passwordRoutes } from './api/auth/password.ts'
import { socialRoutes } from './api/auth/social.ts'
import { categoryRoutes } from './api/categories/categories.ts'
import { courseRoutes } from './api/courses/courses.ts'
import { devRoutes } from './api/dev/dev.ts'
import { healthRoutes } from './api/health/health.ts'
import { homeRoutes } from './api/home/home.ts'
import { hrRoutes } from './api/hr/hr.ts'
import { invoiceDataRoutes } from './api/invoice-data/invoice-data.ts'
import { jobListingRoutes } from './api/job-listings/job-listings.ts'
import { profileRoutes } from './api/profile/profile.ts'
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
  await app.register(authRoutes)
  await app.register(passwordRoutes)
  await app.register(otpRoutes)
  await app.register(emailVerificationRoutes)
  await app.register(socialRoutes)
  await app.register(invoiceDataRoutes)
  await app.register(profileRoutes)
  // DESIGN.md §6: the dev endpoints do not exist in production.
  if (app.config.appEnv !== 'production') await app.register(devRoutes)
  await app.register(csrfCookieRoutes)
  await app.register(sitemapRoutes)
}
