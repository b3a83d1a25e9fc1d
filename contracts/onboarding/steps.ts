/**
 * The ONBOARDING wizards' steps (SPEC.md §2 "Student onboarding", "General onboarding"), plain
 * values without valibot.
 *
 * The wizards' step orders (the server owns which steps are done; a step's URL opened out of order
 * sends the user to the first incomplete one):
 *
 *   student  phone-number → confirm-number → identity-confirmed → interests-select → /feed
 *   trainer  user-details → billing-information → biography → social → interests-select →
 *            mission → skill-select → documents → subscriptions → payment-methods →
 *            (payment-pending) → order-completed → profile-completed
 *
 * The trainer's documents come after the written profile (issue 13 lists them after biography):
 * the uploads are the slowest step, and everything a profile says in words is saved before them.
 *   hr       hr-details → hr-social → billing-information → subscriptions → payment-methods →
 *            (payment-pending) → order-completed → profile-completed
 *
 * payment-pending is only a step while a bank transfer waits (SPEC.md §4 guard step 3), so it is
 * optional: the wizard passes over it after a card payment.
 */
export const STUDENT_STEPS = [
  'phone-number',
  'confirm-number',
  'identity-confirmed',
  'interests-select',
] as const
export const TRAINER_STEPS = [
  'user-details',
  'billing-information',
  'biography',
  'social',
  'interests-select',
  'mission',
  'skill-select',
  'documents',
  'subscriptions',
  'payment-methods',
  'payment-pending',
  'order-completed',
  'profile-completed',
] as const
export const HR_STEPS = [
  'hr-details',
  'hr-social',
  'billing-information',
  'subscriptions',
  'payment-methods',
  'payment-pending',
  'order-completed',
  'profile-completed',
] as const

export const ONBOARDING_FLOWS = ['student', 'trainer', 'hr'] as const
export type OnboardingFlow = (typeof ONBOARDING_FLOWS)[number]
export type StudentStep = (typeof STUDENT_STEPS)[number]
export type GeneralStep = (typeof TRAINER_STEPS)[number] | (typeof HR_STEPS)[number]
export type OnboardingStep = StudentStep | GeneralStep

export const FLOW_STEPS: Record<OnboardingFlow, readonly OnboardingStep[]> = {
  student: STUDENT_STEPS,
  trainer: TRAINER_STEPS,
  hr: HR_STEPS,
}
/** Steps the wizard may pass over. */
export const OPTIONAL_STEPS: ReadonlySet<OnboardingStep> = new Set<OnboardingStep>(['payment-pending'])
export const ALL_STEPS = [...new Set<OnboardingStep>([...STUDENT_STEPS, ...TRAINER_STEPS, ...HR_STEPS])]

/** The route name of a step: the student's live under /onboarding-student, the others under /onboarding. */
export function stepRouteName(flow: OnboardingFlow, step: OnboardingStep): string {
  return flow === 'student' ? `onboarding-student-index-${step}` : `onboarding-index-${step}`
}

/** The step a route name shows, if it is one of the flow's steps. */
export function stepOfRoute(flow: OnboardingFlow, routeName: string | undefined): OnboardingStep | undefined {
  return FLOW_STEPS[flow].find((step) => stepRouteName(flow, step) === routeName)
}
