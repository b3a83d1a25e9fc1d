/**
 * The wizard's actor (machines/onboarding) with the real calls. Each step is its own route, and the
 * router gives every route a fresh page, so the actor lives here, one per logged-in user, and the
 * step pages share it; another user (or a new login) gets a new one, which asks the server again.
 */
import { createActor, fromPromise, type ActorRefFrom } from 'xstate'
import type { OnboardingStep } from '../../../contracts/onboarding/steps'
import { onboardingMachine, type SaveStepInput, type StepSaved } from '../../../machines/onboarding'
import { refreshSessionUser } from '../../session/session-actor'
import { flowRecorder } from '../../shared/lib/flow-recorder'
import * as api from './api'

async function saveStep({ step, values }: SaveStepInput, signal: AbortSignal): Promise<StepSaved> {
  switch (step) {
    case 'phone-number': {
      const sent = await api.sendPhoneCode(values as { phone_code: string; phone: string }, signal)
      return { data: sent }
    }
    case 'confirm-number':
      await api.validatePhoneCode(String(values.otp), signal)
      // The guard chain reads phone_verified from the session's user.
      await refreshSessionUser()
      return {}
    case 'subscriptions':
      // The plan is only chosen here (and kept by the server); the checkout of payment-methods buys it.
      await api.choosePlan(Number(values.plan_id), signal)
      return { data: { plan_id: values.plan_id } }
    case 'payment-methods':
    case 'payment-pending':
    case 'order-completed':
      // Paid (or waiting) through the payments API: the server reads these steps from the subscription.
      return {}
    case 'interests-select':
      return { data: await api.syncInterests(values.interests as number[], signal) }
    default:
      await api.saveStepForm(step, values, signal)
      // The session's user carries the names and the wizard flags the guard chain reads.
      if (step === 'user-details' || step === 'profile-completed') await refreshSessionUser()
      return {}
  }
}

export const appOnboardingMachine = onboardingMachine.provide({
  actors: {
    loadProgress: fromPromise(({ signal }) => api.fetchProgress(signal)),
    saveStep: fromPromise<StepSaved, SaveStepInput>(({ input, signal }) => saveStep(input, signal)),
    resendCode: fromPromise<StepSaved>(async ({ signal }) => ({ data: await api.resendPhoneCode(signal) })),
  },
})

export type WizardActor = ActorRefFrom<typeof appOnboardingMachine>

let held: { userId: number; actor: WizardActor } | undefined

/** The wizard of this user, started on the step the URL names (or moved there if already running). */
export function wizardFor(userId: number, requested: OnboardingStep | undefined): WizardActor {
  if (held && held.userId === userId && held.actor.getSnapshot().status === 'active') {
    if (requested && held.actor.getSnapshot().matches('ready'))
      held.actor.send({ type: 'wizard.goTo', step: requested })
    return held.actor
  }
  held?.actor.stop()
  const actor = createActor(appOnboardingMachine, { input: { requested }, inspect: flowRecorder.inspect })
  actor.start()
  held = { userId, actor }
  return actor
}

/** Tests start each case from a new wizard. */
export function forgetWizard(): void {
  held?.actor.stop()
  held = undefined
}
