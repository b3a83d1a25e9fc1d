/**
 * The interests and skills catalogues and the interests sync (SPEC.md §3 Profile interests, §7 "interests sync:
 * interests"). The profile keeps the Italian names, as the demo profiles do; syncing completes the
 * wizard's interests-select step.
 */
import type { FastifyPluginAsync } from 'fastify'
import { listInterests, listSkills, syncInterests } from '../../../contracts/onboarding/endpoints.ts'
import { searchSkills } from '../../../contracts/onboarding/skills.ts'
import { INTERESTS, searchInterests } from '../../../contracts/onboarding/interests.ts'
import { FLOW_STEPS } from '../../../contracts/onboarding/steps.ts'
import { requestLocale } from '../../core/http/locale.ts'
import { route } from '../../core/http/route.ts'
import { currentUser } from '../../core/plugins/auth.ts'
import { saveWizardFields } from '../profiles/index.ts'
import { completeStep, flowOf } from './progress.ts'

export const interestsRoutes: FastifyPluginAsync = async (app) => {
  route(app, listInterests, async ({ query, request }) => ({
    data: searchInterests(requestLocale(request), query.search),
  }))

  route(app, listSkills, async ({ query, request }) => ({
    data: searchSkills(requestLocale(request), query.search),
  }))

  route(app, syncInterests, async ({ body, request }) => {
    const user = currentUser(request)
    const locale = requestLocale(request)
    const chosen = INTERESTS.filter((interest) => body.interests.includes(interest.id))
    await saveWizardFields(app.db, user.id, { interests: chosen.map((interest) => interest.it) })
    if (FLOW_STEPS[flowOf(user)].includes('interests-select'))
      await completeStep(app.db, user.id, 'interests-select', { interests: chosen.map((i) => i.id) })
    return { data: { interests: chosen.map((interest) => ({ id: interest.id, name: interest[locale] })) } }
  })
}
