/*
 * The guard chain run on every navigation (SPEC.md §4 "Guard order for a logged-in user", §6),
 * as pure functions: the session machine calls them, tests table-drive them.
 *
 *   1. route guards, in the order the route lists them (contracts/<area>/routes.ts):
 *        not-logged-in   logged-in user            -> feed
 *        logged-in       anonymous                 -> login
 *        profile         anonymous                 -> login
 *        not-subscribed  active subscription       -> feed
 *        public-profile  always allowed (SPEC §6 does not show its logic; the profile page itself
 *                        answers 404 for a profile that is not public)
 *   2. for a logged-in user, the chain of their role; the first failing step decides:
 *        trainer  e-mail -> terms/privacy -> pending bank transfer -> wizard
 *        student  terms/privacy -> e-mail -> phone            (admin follows the student chain)
 *        hr       e-mail -> terms/privacy -> pending bank transfer -> HR wizard
 *
 * A failing step sends the user to the page where they can fix it, unless they are already on
 * such a page: then the navigation is allowed and the chain stops there. That is what keeps the
 * chain free of loops (a user whose e-mail is unverified and whose terms are not accepted is let
 * through on check-your-email and on login instead of bouncing between them).
 *
 * The legal texts (ALWAYS_OPEN_ROUTES) are outside every chain. A pending bank transfer holds the
 * user on payment-pending only for member pages: the public ones (no logged-in or profile guard:
 * the catalogue, a course page, the home page) stay open while the money travels, and the chain
 * stops there (the wizard step after it would otherwise hold the user in onboarding instead).
 *
 * One deliberate reading: the e-mail step lets every /verify/ route through for every role, not
 * only for trainers as SPEC §4 spells it, because /verify/email/{token} is the page that verifies
 * the address; bouncing a logged-in student or HR user off it would make verification impossible.
 */
import type { User } from '../../contracts/accounts/schemas'
import { splitLocale, type GuardName, type RouteDef } from '../../contracts/core/routes'
import { DEFAULT_SIDEBAR_TYPE, sidebarTypeFromRoles, type SidebarType } from '../sidebar/sidebar-type'

/** Where the chain sends people (route names without the locale suffix). */
export const GUARD_TARGETS = {
  login: 'login',
  feed: 'feed',
  checkYourEmail: 'verify-email-check-your-email',
  paymentPending: 'onboarding-index-payment-pending',
  userDetails: 'onboarding-index-user-details',
  hrDetails: 'onboarding-index-hr-details',
  phoneNumber: 'onboarding-student-index-phone-number',
} as const

/**
 * Pages every logged-in user may read wherever their chain stands: the terms and the privacy
 * notice. The chain asks some users to accept them (on login), others to finish onboarding first;
 * the links to the texts must open the texts, not bounce back to where the user was held.
 */
export const ALWAYS_OPEN_ROUTES: ReadonlySet<string> = new Set(['terms', 'privacy'])

export type NavigationDecision = { type: 'allow' } | { type: 'redirect'; to: string }

/** What the chain needs of the route a path matched: its name and its guards. */
export type NavigationRoute = Pick<RouteDef, 'name' | 'guards'>

export interface NavigationInput {
  /** The matched route; null for a path no route matches (the 404 page). */
  route: NavigationRoute | null
  /** The path navigated to, with or without locale prefix. */
  path: string
  user: User | null
  /** The user has an active subscription (not-subscribed guard). */
  subscribed?: boolean
  /**
   * Reserved for the profile guard's "completed profile" rule, which SPEC §6 does not show; today
   * the wizard steps of the role chain are what send an unfinished trainer or HR user onward.
   */
  profileComplete?: boolean
}

export type ChainRole = 'trainer' | 'student' | 'hr'

export type StepName =
  | 'emailVerified'
  | 'termsAccepted'
  | 'noPendingTransfer'
  | 'wizardComplete'
  | 'phoneVerified'
  | 'hrWizardComplete'

interface Step {
  name: StepName
  /** True when the user passes this step. */
  passes: (user: User) => boolean
  to: string
  /** Pages where a user failing this step may stay (besides the target itself). */
  mayStayOn?: (where: Where) => boolean
}

interface Where {
  routeName: string | undefined
  /** The route is open to visitors (no logged-in or profile guard; a path no route matches too). */
  isPublic: boolean
  /** Path segments without the locale prefix. */
  segments: string[]
}

const onVerifyRoute = (where: Where) => where.segments[0] === 'verify'
const onOnboardingRoute = (where: Where) => where.segments[0] === 'onboarding'
const onStudentOnboardingRoute = (where: Where) => where.segments[0] === 'onboarding-student'

const emailStep: Step = {
  name: 'emailVerified',
  passes: (user) => user.email_verified,
  to: GUARD_TARGETS.checkYourEmail,
  mayStayOn: onVerifyRoute,
}
const termsStep: Step = {
  name: 'termsAccepted',
  passes: (user) => user.terms_accepted && user.privacy_accepted,
  to: GUARD_TARGETS.login,
}
const transferStep: Step = {
  name: 'noPendingTransfer',
  passes: (user) => !user.pending_bank_transfer,
  to: GUARD_TARGETS.paymentPending,
  mayStayOn: (where) => where.isPublic,
}

/** SPEC.md §4, step for step. */
export const ROLE_CHAINS: Record<ChainRole, readonly Step[]> = {
  trainer: [
    emailStep,
    termsStep,
    transferStep,
    {
      name: 'wizardComplete',
      passes: (user) => user.wizard_complete,
      to: GUARD_TARGETS.userDetails,
      mayStayOn: (where) => onOnboardingRoute(where) || onVerifyRoute(where),
    },
  ],
  student: [
    termsStep,
    emailStep,
    {
      name: 'phoneVerified',
      passes: (user) => user.phone_verified,
      to: GUARD_TARGETS.phoneNumber,
      mayStayOn: (where) => onStudentOnboardingRoute(where) || onVerifyRoute(where),
    },
  ],
  hr: [
    emailStep,
    termsStep,
    transferStep,
    {
      name: 'hrWizardComplete',
      passes: (user) => user.hr_wizard_complete,
      to: GUARD_TARGETS.hrDetails,
      // Not spelled for HR in SPEC §4, but the HR wizard (§2) has more steps than hr-details.
      mayStayOn: (where) => onOnboardingRoute(where) || onVerifyRoute(where),
    },
  ],
}

/** The chain a user follows: admin (and anything unknown) counts as student. */
export function chainRole(user: Pick<User, 'role'>): ChainRole {
  return user.role === 'trainer' || user.role === 'hr' ? user.role : 'student'
}

/** Where one route guard sends this navigation, or undefined when it lets it through. */
export function routeGuard(guard: GuardName, input: NavigationInput): string | undefined {
  switch (guard) {
    case 'not-logged-in':
      return input.user ? GUARD_TARGETS.feed : undefined
    case 'logged-in':
    case 'profile':
      return input.user ? undefined : GUARD_TARGETS.login
    case 'not-subscribed':
      return input.subscribed ? GUARD_TARGETS.feed : undefined
    case 'public-profile':
      return undefined
  }
}

const allow: NavigationDecision = { type: 'allow' }

/** Runs the route guards, then the user's role chain; never redirects to where the user already is. */
export function evaluateNavigation(input: NavigationInput): NavigationDecision {
  const routeName = input.route?.name
  const redirect = (to: string): NavigationDecision => (to === routeName ? allow : { type: 'redirect', to })

  for (const guard of input.route?.guards ?? []) {
    const to = routeGuard(guard, input)
    if (to !== undefined) return redirect(to)
  }

  const { user } = input
  if (!user || (routeName !== undefined && ALWAYS_OPEN_ROUTES.has(routeName))) return allow
  const pathname = splitLocale(input.path).path.split(/[?#]/, 1)[0]
  const guards = input.route?.guards ?? []
  const where: Where = {
    routeName,
    isPublic: !guards.includes('logged-in') && !guards.includes('profile'),
    segments: pathname.split('/').filter(Boolean),
  }
  for (const step of ROLE_CHAINS[chainRole(user)]) {
    if (step.passes(user)) continue
    if (step.mayStayOn?.(where)) return allow
    return redirect(step.to)
  }
  return allow
}

/** SPEC.md §4: the sidebar shows the user's first role, admin as student. */
export function sidebarTypeForUser(user: Pick<User, 'role' | 'roles'> | null): SidebarType {
  if (!user) return DEFAULT_SIDEBAR_TYPE
  return sidebarTypeFromRoles(user.roles) ?? sidebarTypeFromRoles([user.role]) ?? DEFAULT_SIDEBAR_TYPE
}
