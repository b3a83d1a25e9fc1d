/** Progress answers of GET /api/onboarding for the machine's tests. */
import type { OnboardingProgress } from '../../contracts/onboarding/schemas'
import { FLOW_STEPS, OPTIONAL_STEPS } from '../../contracts/onboarding/steps'
import type { OnboardingFlow, OnboardingStep } from '../../contracts/onboarding/steps'

export function progress(
  flow: OnboardingFlow,
  completed: readonly OnboardingStep[] = [],
  data: OnboardingProgress['data'] = {},
): OnboardingProgress {
  const steps = [...FLOW_STEPS[flow]]
  const current = steps.find((step) => !completed.includes(step) && !OPTIONAL_STEPS.has(step)) ?? null
  return {
    flow,
    steps,
    optional: steps.filter((step) => OPTIONAL_STEPS.has(step)),
    completed: [...completed],
    current,
    data,
  }
}

export const STUDENT_FRESH = progress('student')
export const STUDENT_PHONE_SENT = progress('student', ['phone-number'], {
  'phone-number': { phone_code: '0039', phone: '3331234567', resend_at: '2026-01-01T10:01:00.000Z' },
})
export const STUDENT_DONE = progress('student', [...FLOW_STEPS.student])
/** A new trainer: every step ahead, the documents and payment-pending among them. */
export const TRAINER_FRESH = progress('trainer')
/** A trainer back after the documents, with what the written steps saved. */
export const TRAINER_AT_DOCUMENTS = progress('trainer', FLOW_STEPS.trainer.slice(0, 7), {
  biography: { bio: 'parola '.repeat(40).trim() },
  mission: { mission: 'Formazione pratica.', payoff: 'Impara facendo' },
})
export const TRAINER_DONE = progress('trainer', [...FLOW_STEPS.trainer])
/** A trainer who has done everything up to the subscription. */
export const TRAINER_AT_PAYMENT = progress('trainer', FLOW_STEPS.trainer.slice(0, 9))
/** An HR user with only the last step left. */
export const HR_AT_END = progress(
  'hr',
  FLOW_STEPS.hr.filter((step) => step !== 'profile-completed'),
)
