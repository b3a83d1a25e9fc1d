/**
 * GET /api/onboarding answers where the user's wizard stands; PUT /api/onboarding/steps/:step saves
 * a step with its form (server/features/onboarding/steps.ts), in order: a step comes after every
 * step before it is done. The phone, interests, documents and payment steps are completed by their
 * own calls, so no step is done without its data. GET /api/profile/slug-exists is the live check of
 * the profile address.
 */
import { eq } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { isReservedSlug } from '../../../contracts/core/routes.ts'
import {
  cancelBankTransfer,
  completeOnboardingStep,
  getOnboarding,
  slugExists,
} from '../../../contracts/onboarding/endpoints.ts'
import { FLOW_STEPS, OPTIONAL_STEPS } from '../../../contracts/onboarding/steps.ts'
import { users } from '../../core/db/tables.ts'
import { validationError } from '../../core/http/errors.ts'
import { requestLocale } from '../../core/http/locale.ts'
import { route } from '../../core/http/route.ts'
import { currentUser } from '../../core/plugins/auth.ts'
import { slugTakenByOther } from '../profiles/index.ts'
import { say } from './messages.ts'
import { withdrawBankTransfer } from '../payments/index.ts'
import { completeStep, flowOf, loadProgress } from './progress.ts'
import { saveStep } from './steps.ts'

export const progressRoutes: FastifyPluginAsync = async (app) => {
  route(app, getOnboarding, async ({ request }) => ({
    data: await loadProgress(app.db, currentUser(request)),
  }))

  route(app, completeOnboardingStep, async ({ params, body, request }) => {
    const user = currentUser(request)
    const locale = requestLocale(request)
    const steps = FLOW_STEPS[flowOf(user)]
    if (!steps.includes(params.step)) throw validationError({ step: [say('stepNotYours', locale)] }, locale)
    const before = await loadProgress(app.db, user)
    const missing = steps
      .slice(0, steps.indexOf(params.step))
      .some((step) => !OPTIONAL_STEPS.has(step) && !before.completed.includes(step))
    if (missing) throw validationError({ step: [say('earlierStepsFirst', locale)] }, locale)
    const kept = await saveStep(app.db, user, params.step, body, locale)
    await completeStep(app.db, user.id, params.step, kept)
    // The step may have changed the user (wizard_complete, the names): answer from the saved row.
    const [saved] = await app.db.select().from(users).where(eq(users.id, user.id))
    return { data: await loadProgress(app.db, saved) }
  })

  route(app, cancelBankTransfer, async ({ request }) => {
    const user = currentUser(request)
    await withdrawBankTransfer(app.db, user.id)
    const [saved] = await app.db.select().from(users).where(eq(users.id, user.id))
    return { data: await loadProgress(app.db, saved) }
  })

  route(app, slugExists, async ({ query, request }) => {
    const user = currentUser(request)
    // a page's own address counts as taken: nobody's profile could be reached there
    if (isReservedSlug(app.routeTable, query.slug)) return { data: { exists: true } }
    return { data: { exists: await slugTakenByOther(app.db, query.slug.toLowerCase(), user.id) } }
  })
}
