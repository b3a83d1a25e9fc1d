/**
 * Where the build's manual chunks put the source (scripts/chunk-groups.ts), replayed on the
 * source's static imports without a build: each group, in order, takes the files its test matches
 * and what they import that no earlier group took. What a public page loads after interactive must
 * not reach the doors' group, or every page fetches the doors' file (issue 37: 54 KiB, /courses
 * 175.9 KiB until idle against 170). npm modules are not followed: the source's own imports decide
 * which group takes a shared file, and a door's call client (src/shared/api) stands for them.
 */
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { loadRouteTable } from '../server/core/route-table'
import { budgetFailures, isPublicPage } from '../tests/bench/bundle-budget'
import { staticClosure } from './catalog-parts'
import { CHUNK_GROUPS, type ChunkGroup } from './chunk-groups'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

const sources = ['src', 'contracts', 'machines'].flatMap((dir) =>
  readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')),
)

/** Which group takes each source file ('src/…' → group name); files no group takes are left out. */
export function captureGroups(groups: ChunkGroup[]): Map<string, string> {
  const taken = new Map<string, string>()
  for (const group of groups)
    for (const file of sources.filter((f) => group.test.test(`${root}/${f}`)))
      for (const reached of staticClosure(root, file)) if (!taken.has(reached)) taken.set(reached, group.name)
  return taken
}

/** What a public page fetches once it is interactive: the version check, the heart, the data sections. */
const AFTER_INTERACTIVE = [
  'src/app/version-banner.tsx',
  'src/session/favorite-button.tsx',
  'src/features/public/pages/home-data.tsx',
  'src/features/courses/pages/courses-data.tsx',
  'src/features/courses/pages/course-data.tsx',
  'src/features/jobs/components/joblistings-data.tsx',
  'src/features/public/pages/directory-data.tsx',
  'src/features/search/components/search-box.tsx',
  'src/features/learning/pages/learn-player.tsx',
  'src/features/learning/pages/certificate-data.tsx',
  'src/features/profiles/components/public-profile.tsx',
  'src/features/public/components/hr-offer.tsx',
]

const inGroup = (groups: ChunkGroup[], name: string) => {
  const taken = captureGroups(groups)
  return (file: string) => [...staticClosure(root, file)].filter((reached) => taken.get(reached) === name)
}
const doorsOf = (groups: ChunkGroup[]) => inGroup(groups, 'doors')

/** What a door fetches once its form is on screen (src/features/accounts/lazy-module.ts). */
const DOOR_MODULES = [
  'src/features/accounts/login-actions.ts',
  'src/features/accounts/register-actions.ts',
  'src/features/accounts/password-reset-flow.ts',
]

describe('manual chunks', () => {
  it('the doors group takes the session machine and the accounts calls', () => {
    const taken = captureGroups(CHUNK_GROUPS)
    for (const file of [
      'src/features/accounts/login-actions.ts',
      'src/session/session-actor.ts',
      'machines/session/session.machine.ts',
      'src/features/accounts/api.ts',
    ])
      expect(taken.get(file)).toBe('doors')
    expect(taken.get('src/shared/api/client.ts')).toBe('data')
  })

  it.each(AFTER_INTERACTIVE)('%s reaches nothing of the doors group', (file) => {
    expect(doorsOf(CHUNK_GROUPS)(file)).toEqual([])
  })

  it.each(DOOR_MODULES)('%s reaches none of the course cards', (file) => {
    expect(inGroup(CHUNK_GROUPS, 'cards')(file)).toEqual([])
  })

  // A visitor's profile reads a profile through contracts/profiles/view-endpoints.ts, its own group:
  // the profiles group holds the owner's calls with the onboarding's and settings' rules (issue 37:
  // the public profile 173 KiB and the player 176 KiB until idle against 170). The lesson player and
  // the certificate check read the trainer's profile only at the course's end (a dynamic import).
  it("the public profile reaches a profile's reads, nothing of the profiles group", () => {
    const file = 'src/features/profiles/components/public-profile.tsx'
    expect(inGroup(CHUNK_GROUPS, 'profile-view')(file)).toContain('contracts/profiles/profile.ts')
    expect(inGroup(CHUNK_GROUPS, 'profiles')(file)).toEqual([])
  })

  it.each([
    'src/features/learning/pages/learn-player.tsx',
    'src/features/learning/pages/certificate-data.tsx',
  ])('%s reaches nothing of the profile-view and profiles groups', (file) => {
    expect(inGroup(CHUNK_GROUPS, 'profile-view')(file)).toEqual([])
    expect(inGroup(CHUNK_GROUPS, 'profiles')(file)).toEqual([])
  })

  // The learner's lists have their calls apart (src/features/learning/lists-api.ts): the player and
  // the certificate check do not fetch the payments' calls for /mypurchases' orders.
  it.each([
    'src/features/learning/pages/learn-player.tsx',
    'src/features/learning/pages/certificate-data.tsx',
  ])('%s reaches nothing of the payments group', (file) => {
    expect(inGroup(CHUNK_GROUPS, 'payments')(file)).toEqual([])
  })

  // /dev is a public page (no guard, the public layout): its shell (the trace code's field) renders
  // before the data group arrives, which its actors load after the first render (issue 37: 130 KiB
  // before interactive against 100).
  it('the /dev shell reaches nothing of the data group', () => {
    expect(inGroup(CHUNK_GROUPS, 'data')('src/features/support/pages/dev-page.tsx')).toEqual([])
  })

  it('with the doors group before the data and cards groups, public pages would reach it', () => {
    const doors = CHUNK_GROUPS.find((group) => group.name === 'doors')!
    const doorsFirst = [doors, ...CHUNK_GROUPS.filter((group) => group !== doors)]
    expect(doorsOf(doorsFirst)('src/session/favorite-button.tsx')).toContain('src/shared/api/client.ts')
    expect(doorsOf(doorsFirst)('src/app/version-banner.tsx')).toContain('machines/sidebar/sidebar-type.ts')
  })
})

describe('bundle budgets (tests/bench/bundle-budget.ts)', () => {
  it('the doors and the pages a visitor lands on are public pages; account flows and dashboards are not', async () => {
    const { routes } = await loadRouteTable()
    const publicNames = new Set(routes.filter(isPublicPage).map((route) => route.name))
    for (const door of ['login', 'register', 'register-student', 'register-formatore', 'register-hr'])
      expect(publicNames).toContain(door)
    expect(publicNames).toContain('password-forgotten')
    const publicPaths = routes.filter(isPublicPage).map((route) => route.path)
    expect(publicPaths).toEqual(expect.arrayContaining(['/', '/courses', '/login', '/password-forgotten']))
    expect(publicPaths).not.toContain('/me')
    expect(publicPaths).not.toContain('/verify/email/{token}')
  })

  it('a public page fails over 100 KiB before interactive or 170 KiB until idle; any route over 170 until idle', () => {
    const page = { path: '/courses', public: true, interactive: 95, idle: 165 }
    expect(budgetFailures([page])).toEqual([])
    expect(budgetFailures([{ ...page, idle: 175.9 }])).toEqual(['/courses: 175.9 KiB until idle > 170 KiB'])
    expect(budgetFailures([{ ...page, path: '/login', interactive: 100.5 }])).toEqual([
      '/login: 100.5 KiB before interactive > 100 KiB',
    ])
    const dashboard = { path: '/me', public: false, interactive: 156, idle: 168 }
    expect(budgetFailures([dashboard])).toEqual([])
    expect(budgetFailures([{ ...dashboard, idle: 171 }])).toHaveLength(1)
  })
})
