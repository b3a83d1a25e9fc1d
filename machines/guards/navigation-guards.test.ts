import { describe, expect, it } from 'vitest'
import type { Role, User } from '../../contracts/accounts/schemas'
import { LOCALES } from '../../contracts/core/constants'
import { makeUser, matchedRoute, routeTable } from './fixtures'
import { evaluateNavigation, sidebarTypeForUser, type NavigationDecision } from './index'

const { routes, routeUrl } = routeTable

function decide(path: string, user: User | null, subscribed = false): NavigationDecision {
  return evaluateNavigation({ route: matchedRoute(path), path, user, subscribed })
}

const allow: NavigationDecision = { type: 'allow' }
const to = (name: string): NavigationDecision => ({ type: 'redirect', to: name })

// What each flag means for a user who has otherwise done everything.
const flags = {
  emailUnverified: { email_verified: false, email_verified_at: null },
  termsMissing: { terms_accepted: false },
  privacyMissing: { privacy_accepted: false },
  pendingTransfer: { pending_bank_transfer: true },
  wizardIncomplete: { wizard_complete: false },
  phoneUnverified: { phone_verified: false },
  hrWizardIncomplete: { hr_wizard_complete: false },
} satisfies Record<string, Partial<User>>
type Flag = keyof typeof flags

function userWith(role: Role, ...set: Flag[]): User {
  return makeUser(role, Object.assign({}, ...set.map((flag) => flags[flag])))
}

describe('route guards', () => {
  it.each([
    ['/feed', 'login'],
    ['/en/notifications', 'login'],
    ['/me', 'login'],
    ['/instructor/course/create', 'login'],
    ['/onboarding/user-details', 'login'],
    ['/onboarding-student/phone-number', 'login'],
    ['/buy/course/4/payment-methods', 'login'],
  ])('an anonymous visitor on %s is sent to %s', (path, target) => {
    expect(decide(path, null)).toEqual(to(target))
  })

  it.each([
    '/',
    '/courses',
    '/course/ux-design',
    '/login',
    '/register',
    '/register/hr',
    '/search',
    '/learn-ux/3',
    '/mario-rossi',
    '/s/12',
    '/verify/email/abc',
    '/pagina/che/non/esiste',
  ])('an anonymous visitor may open %s', (path) => {
    expect(decide(path, null)).toEqual(allow)
  })

  it('sends a logged-in user away from the register pages to the feed', () => {
    const trainer = makeUser('trainer')
    for (const path of ['/register', '/register/student', '/en/register/formatore', '/register/hr']) {
      expect(decide(path, trainer)).toEqual(to('feed'))
    }
    expect(decide('/login', trainer)).toEqual(allow)
  })

  it('sends a subscribed user away from the not-subscribed onboarding steps', () => {
    const trainer = makeUser('trainer')
    expect(decide('/onboarding/subscriptions', trainer, true)).toEqual(to('feed'))
    expect(decide('/onboarding/payment-methods', trainer, true)).toEqual(to('feed'))
    expect(decide('/onboarding/subscriptions', trainer, false)).toEqual(allow)
    expect(decide('/onboarding/biography', trainer, true)).toEqual(allow)
  })

  it('lets everyone see public profiles for now', () => {
    expect(decide('/mario-rossi', makeUser('student'))).toEqual(allow)
    expect(decide('/s/12', null)).toEqual(allow)
  })

  it('runs the route guards before the role chain', () => {
    // The feed redirect happens first; the chain then acts on the feed.
    expect(decide('/register', userWith('trainer', 'wizardIncomplete'))).toEqual(to('feed'))
    expect(decide('/feed', userWith('trainer', 'wizardIncomplete'))).toEqual(
      to('onboarding-index-user-details'),
    )
  })
})

interface ChainCase {
  role: Role
  set: Flag[]
  path: string
  expected: NavigationDecision
}

const chainCases: ChainCase[] = [
  // Trainer: e-mail, terms/privacy, pending transfer, wizard.
  { role: 'trainer', set: [], path: '/feed', expected: allow },
  { role: 'trainer', set: ['emailUnverified'], path: '/feed', expected: to('verify-email-check-your-email') },
  {
    role: 'trainer',
    set: ['emailUnverified', 'termsMissing', 'pendingTransfer', 'wizardIncomplete'],
    path: '/feed',
    expected: to('verify-email-check-your-email'),
  },
  { role: 'trainer', set: ['emailUnverified'], path: '/verify/email/abc123', expected: allow },
  { role: 'trainer', set: ['emailUnverified'], path: '/en/verify/email/check-your-email', expected: allow },
  {
    role: 'trainer',
    set: ['emailUnverified', 'termsMissing'],
    path: '/verify/email/check-your-email',
    expected: allow,
  },
  { role: 'trainer', set: ['termsMissing'], path: '/feed', expected: to('login') },
  { role: 'trainer', set: ['privacyMissing'], path: '/dms', expected: to('login') },
  {
    role: 'trainer',
    set: ['termsMissing', 'pendingTransfer', 'wizardIncomplete'],
    path: '/feed',
    expected: to('login'),
  },
  { role: 'trainer', set: ['termsMissing'], path: '/login', expected: allow },
  { role: 'trainer', set: ['termsMissing'], path: '/en/login', expected: allow },
  {
    role: 'trainer',
    set: ['pendingTransfer'],
    path: '/feed',
    expected: to('onboarding-index-payment-pending'),
  },
  {
    role: 'trainer',
    set: ['pendingTransfer', 'wizardIncomplete'],
    path: '/onboarding/biography',
    expected: to('onboarding-index-payment-pending'),
  },
  { role: 'trainer', set: ['pendingTransfer'], path: '/onboarding/payment-pending', expected: allow },
  // A transfer on its way never closes the public pages, even with the wizard still to finish.
  { role: 'trainer', set: ['pendingTransfer', 'wizardIncomplete'], path: '/courses', expected: allow },
  { role: 'trainer', set: ['pendingTransfer'], path: '/en/course/ux-design', expected: allow },
  { role: 'hr', set: ['pendingTransfer', 'hrWizardIncomplete'], path: '/courses', expected: allow },
  { role: 'hr', set: ['pendingTransfer'], path: '/me', expected: to('onboarding-index-payment-pending') },
  {
    role: 'trainer',
    set: ['wizardIncomplete'],
    path: '/courses',
    expected: to('onboarding-index-user-details'),
  },
  {
    role: 'trainer',
    set: ['wizardIncomplete'],
    path: '/feed',
    expected: to('onboarding-index-user-details'),
  },
  { role: 'trainer', set: ['wizardIncomplete'], path: '/onboarding/biography', expected: allow },
  { role: 'trainer', set: ['wizardIncomplete'], path: '/en/onboarding/subscriptions', expected: allow },
  { role: 'trainer', set: ['wizardIncomplete'], path: '/verify/email/check-your-email', expected: allow },
  {
    role: 'trainer',
    set: ['wizardIncomplete'],
    path: '/onboarding-student/phone-number',
    expected: to('onboarding-index-user-details'),
  },
  { role: 'trainer', set: ['phoneUnverified', 'hrWizardIncomplete'], path: '/feed', expected: allow },

  // Student: terms/privacy, e-mail, phone.
  { role: 'student', set: [], path: '/feed', expected: allow },
  { role: 'student', set: ['termsMissing'], path: '/feed', expected: to('login') },
  {
    role: 'student',
    set: ['termsMissing', 'emailUnverified', 'phoneUnverified'],
    path: '/feed',
    expected: to('login'),
  },
  { role: 'student', set: ['privacyMissing'], path: '/login', expected: allow },
  { role: 'student', set: ['emailUnverified'], path: '/feed', expected: to('verify-email-check-your-email') },
  {
    role: 'student',
    set: ['emailUnverified', 'phoneUnverified'],
    path: '/onboarding-student/phone-number',
    expected: to('verify-email-check-your-email'),
  },
  { role: 'student', set: ['emailUnverified'], path: '/verify/email/check-your-email', expected: allow },
  {
    role: 'student',
    set: ['emailUnverified', 'phoneUnverified'],
    path: '/verify/email/check-your-email',
    expected: allow,
  },
  { role: 'student', set: ['emailUnverified'], path: '/verify/email/abc123', expected: allow },
  {
    role: 'student',
    set: ['phoneUnverified'],
    path: '/feed',
    expected: to('onboarding-student-index-phone-number'),
  },
  { role: 'student', set: ['phoneUnverified'], path: '/onboarding-student/confirm-number', expected: allow },
  { role: 'student', set: ['phoneUnverified'], path: '/en/onboarding-student/phone-number', expected: allow },
  { role: 'student', set: ['phoneUnverified'], path: '/verify/email/abc123', expected: allow },
  {
    role: 'student',
    set: ['phoneUnverified'],
    path: '/onboarding/user-details',
    expected: to('onboarding-student-index-phone-number'),
  },
  {
    role: 'student',
    set: ['pendingTransfer', 'wizardIncomplete', 'hrWizardIncomplete'],
    path: '/feed',
    expected: allow,
  },

  // HR: e-mail, terms/privacy, pending transfer, HR wizard.
  { role: 'hr', set: [], path: '/feed', expected: allow },
  { role: 'hr', set: ['emailUnverified'], path: '/feed', expected: to('verify-email-check-your-email') },
  {
    role: 'hr',
    set: ['emailUnverified', 'termsMissing'],
    path: '/login',
    expected: to('verify-email-check-your-email'),
  },
  {
    role: 'hr',
    set: ['emailUnverified', 'termsMissing'],
    path: '/verify/email/check-your-email',
    expected: allow,
  },
  { role: 'hr', set: ['termsMissing'], path: '/feed', expected: to('login') },
  {
    role: 'hr',
    set: ['termsMissing', 'pendingTransfer'],
    path: '/onboarding/payment-pending',
    expected: to('login'),
  },
  { role: 'hr', set: ['pendingTransfer'], path: '/feed', expected: to('onboarding-index-payment-pending') },
  {
    role: 'hr',
    set: ['pendingTransfer', 'hrWizardIncomplete'],
    path: '/onboarding/hr-details',
    expected: to('onboarding-index-payment-pending'),
  },
  { role: 'hr', set: ['hrWizardIncomplete'], path: '/feed', expected: to('onboarding-index-hr-details') },
  { role: 'hr', set: ['hrWizardIncomplete'], path: '/onboarding/hr-details', expected: allow },
  // SPEC §4 spells no "unless already on onboarding" for HR, but its HR wizard has several steps
  // (§2: hr-social, billing, subscriptions…): without the exception only hr-details could open.
  { role: 'hr', set: ['hrWizardIncomplete'], path: '/onboarding/hr-social', expected: allow },
  {
    role: 'hr',
    set: ['hrWizardIncomplete'],
    path: '/onboarding-student/phone-number',
    expected: to('onboarding-index-hr-details'),
  },
  { role: 'hr', set: ['wizardIncomplete', 'phoneUnverified'], path: '/feed', expected: allow },

  // Admin follows the student chain.
  { role: 'admin', set: ['termsMissing', 'emailUnverified'], path: '/feed', expected: to('login') },
  {
    role: 'admin',
    set: ['phoneUnverified'],
    path: '/feed',
    expected: to('onboarding-student-index-phone-number'),
  },
  { role: 'admin', set: ['wizardIncomplete', 'pendingTransfer'], path: '/feed', expected: allow },
]

describe('role chains (SPEC.md §4)', () => {
  it.each(chainCases)('$role with $set on $path', ({ role, set, path, expected }) => {
    expect(decide(path, userWith(role, ...set))).toEqual(expected)
  })

  it('never redirects a user to the route they are on', () => {
    for (const role of ['trainer', 'student', 'hr', 'admin'] as const) {
      for (const set of flagCombinations()) {
        const user = userWith(role, ...set)
        for (const route of routes) {
          const decision = evaluateNavigation({
            route,
            path: samplePath(route.name),
            user,
            subscribed: false,
          })
          if (decision.type === 'redirect') expect(decision.to).not.toBe(route.name)
        }
      }
    }
  })
})

describe('the legal texts', () => {
  it('are open to every user whatever their chain still asks of them', () => {
    for (const role of ['trainer', 'student', 'hr', 'admin'] as const) {
      for (const set of flagCombinations()) {
        for (const path of ['/terms', '/privacy', '/en/terms', '/it/privacy']) {
          expect(decide(path, userWith(role, ...set)), `${role} ${set.join('+')} ${path}`).toEqual(allow)
        }
      }
    }
    // while the pages the chain holds them away from stay closed
    expect(decide('/courses', userWith('student', 'termsMissing'))).toEqual(to('login'))
  })
})

const PARAMS = {
  slug: 'ux-design',
  id: '42',
  category: 'design',
  topic: 'ux',
  token: 'abc123',
  code: 'K7QW2M9XPLRT',
}

function samplePath(name: string, locale: (typeof LOCALES)[number] = 'it'): string {
  return routeUrl(name, PARAMS, locale)
}

function flagCombinations(): Flag[][] {
  const all = Object.keys(flags) as Flag[]
  return Array.from({ length: 2 ** all.length }, (_, mask) => all.filter((_, bit) => mask & (1 << bit)))
}

describe('loop freedom', () => {
  const MAX_HOPS = 5
  const who: (Role | null)[] = [null, 'trainer', 'student', 'hr', 'admin']

  it(`reaches an allowed route within ${MAX_HOPS} hops from every route, for every role and flag set`, () => {
    let journeys = 0
    let longest = 0
    for (const role of who) {
      for (const set of role ? flagCombinations() : [[]]) {
        const user = role ? userWith(role, ...set) : null
        for (const subscribed of [false, true]) {
          for (const locale of LOCALES) {
            for (const route of routes) {
              let path = samplePath(route.name, locale)
              const visited = [path]
              let hops = 0
              for (let decision = decide(path, user, subscribed); decision.type === 'redirect';) {
                hops += 1
                path = samplePath(decision.to, locale)
                visited.push(path)
                // (the message is built only on failure: this loop runs hundreds of thousands of times)
                if (hops > MAX_HOPS) expect.fail(`${role} ${set.join('+')} loops: ${visited.join(' -> ')}`)
                decision = decide(path, user, subscribed)
              }
              longest = Math.max(longest, hops)
              journeys += 1
            }
          }
        }
      }
    }
    expect(journeys).toBeGreaterThan(100_000)
    // Route guard then role chain: never more than two redirects in a row.
    expect(longest).toBe(2)
  })
})

describe('sidebarTypeForUser', () => {
  it('is the first role, admin as student, and the default without a user', () => {
    expect(sidebarTypeForUser(makeUser('trainer', { roles: ['trainer', 'student'] }))).toBe('trainer')
    expect(sidebarTypeForUser(makeUser('student', { roles: ['student', 'trainer'] }))).toBe('student')
    expect(sidebarTypeForUser(makeUser('hr'))).toBe('hr')
    expect(sidebarTypeForUser(makeUser('admin'))).toBe('student')
    expect(sidebarTypeForUser(makeUser('trainer', { roles: [] }))).toBe('trainer')
    expect(sidebarTypeForUser(null)).toBe('student')
  })
})
