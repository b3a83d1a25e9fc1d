/**
 * Both onboardings (SPEC.md §2): the student's (login) and the general one (login and a profile),
 * whose payment-methods and subscriptions steps also carry the not-subscribed guard.
 */
import { defineAreaRoutes, GUARDS, type GuardName } from '../core/routes'

const STUDENT_STEPS = ['phone-number', 'confirm-number', 'identity-confirmed', 'interests-select'] as const
const STEPS = [
  'user-details',
  'billing-information',
  'biography',
  'documents',
  'hr-details',
  'hr-social',
  'social',
  'interests-select',
  'mission',
  'skill-select',
  'subscriptions',
  'payment-methods',
  'payment-pending',
  'order-completed',
  'profile-completed',
] as const
const NOT_SUBSCRIBED_STEPS = new Set<string>(['payment-methods', 'subscriptions'])

export default defineAreaRoutes('onboarding', [
  { name: 'onboarding-student', path: '/onboarding-student', guards: GUARDS.loggedIn, layout: 'empty' },
  ...STUDENT_STEPS.map((child) => ({
    name: `onboarding-student-index-${child}` as const,
    path: `/onboarding-student/${child}`,
    guards: GUARDS.loggedIn,
    layout: 'empty' as const,
  })),
  { name: 'onboarding', path: '/onboarding', guards: GUARDS.withProfile, layout: 'empty' },
  ...STEPS.map((child) => ({
    name: `onboarding-index-${child}` as const,
    path: `/onboarding/${child}`,
    guards: NOT_SUBSCRIBED_STEPS.has(child)
      ? ([...GUARDS.withProfile, 'not-subscribed'] satisfies GuardName[])
      : GUARDS.withProfile,
    layout: 'empty' as const,
  })),
])
