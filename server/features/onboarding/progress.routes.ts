/**
 * GET /api/onboarding answers where the user's wizard stands; PUT /api/onboarding/steps/:step
 * completes a step that has nothing to save (identity-confirmed). Steps with data are completed by
 * the call that saves it (phone, interests sync, …), so no step is done without its data.
 */
import type { FastifyPluginAsync } from 'fastify'
import { completeOnboardingStep, getOnboarding } from '../../../contracts/onboarding/endpoints.ts'
import { FLOW_STEPS, type OnboardingStep } from '../../../contracts/onboarding/schemas.ts'
import { validationError } from '../../core/http/errors.ts'
import { requestLocale } from '../../core/http/locale.ts'
import { route } from '../../core/http/route.ts'
import { currentUser } from '../../core/plugins/auth.ts'
import { say } from './messages.ts'
import { completeStep, flowOf, loadProgress } from './progress.ts'

/** Steps whose only content is a message: seeing them is completing them. */
const VIEW_ONLY_STEPS: ReadonlySet<OnboardingStep> = new Set(['identity-confirmed'])

export const progressRoutes: FastifyPluginAsync = async (app) => {
  route(app, getOnboarding, async ({ request }) => ({
    data: await loadProgress(app.db, currentUser(request)),
  }))

  route(app, completeOnboardingStep, async ({ params, request }) => {
    const user = currentUser(request)
    const locale = requestLocale(request)
    if (!FLOW_STEPS[flowOf(user)].includes(params.step))
      throw validationError({ step: [say('stepNotYours', locale)] }, locale)
    if (!VIEW_ONLY_STEPS.has(params.step))
      throw validationError({ step: [say('stepNeedsData', locale)] }, locale)
    await completeStep(app.db, user.id, params.step)
    return { data: await loadProgress(app.db, user) }
  })
}
