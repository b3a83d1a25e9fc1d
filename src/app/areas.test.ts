import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeBilling, makeProfile, makeUser } from '../../machines/guards/fixtures'
import { billingInformation } from '../features/payments/billing-information'
import { ownProfile } from '../features/profiles/own-profile'
import { announceSession } from '../session/session-store'
import type { routeTable as RouteTableValue } from '../shared/lib/route-table'
import { routes, routeTable } from '../shared/lib/route-table'
import { appAreas, collectManifests } from './areas'
import { manifestModules } from './manifest-modules'
import { wireSession } from './session-wiring'

const ROOT = path.resolve(import.meta.dirname, '../..')

// The session wiring loads the sidebar actor and the realtime modules on the session's news; loaded
// up front, a listener firing as the file ends never imports them after the environment is torn down.
beforeAll(() =>
  Promise.all([
    import('./sidebar-actor'),
    import('../features/messages/realtime'),
    import('../features/notifications/realtime'),
  ]),
)

describe('the areas, from their manifests', () => {
  it('has a page for every route of the route table, and no page outside it', () => {
    // Derived from contracts/*/routes.ts and the manifests (issue 33): no hand-kept list of paths.
    expect(routes.filter((r) => !appAreas.pages[r.name]).map((r) => r.path)).toEqual([])
    const known = new Set(routes.map((r) => r.name))
    expect(Object.keys(appAreas.pages).filter((name) => !known.has(name))).toEqual([])
    // the spec's routes are many; an empty table would pass the lines above
    expect(routes.length).toBeGreaterThan(90)
  })

  it("collects the frame the areas add for logged-in users: the notifications bell and toasts, the failed renewal's banner", () => {
    expect(appAreas.chrome.header).toHaveLength(1)
    expect(appAreas.chrome.overlay).toHaveLength(2)
  })

  it('has a manifest for every area with routes, and a title for every route', () => {
    const areas = new Set(routes.map((r) => r.area))
    const withManifest = Object.keys(manifestModules).map((source) => source.split('/').at(-2))
    expect(new Set(withManifest)).toEqual(areas)
    expect(routes.filter((r) => !appAreas.titles[r.name]).map((r) => r.name)).toEqual([])
  })

  it('builds each side menu from the areas, in the order the dashboard shows it', () => {
    const menu = (type: 'trainer' | 'student' | 'hr') =>
      appAreas.sidebar.filter((item) => item.roles.includes(type) && !item.admin).map((item) => item.name)
    // admins get the student's menu and, below it, their own entries
    expect(appAreas.sidebar.filter((item) => item.admin).map((item) => [item.name, item.roles])).toEqual([
      ['dev-course-reviews', ['student']],
      ['dev-admin', ['trainer', 'student', 'hr']],
    ])
    // job listings for every role: students apply, trainers and HR may publish
    const common = ['feed', 'notifications', 'dms', 'diary', 'joblistings']
    expect(menu('student')).toEqual([
      ...common,
      'myprogress',
      'myproducts',
      'mypurchases',
      'myfavorites',
      'referrals',
      'mysettings',
    ])
    expect(menu('trainer')).toEqual([
      ...common,
      'myproducts',
      'instructor-course-create',
      'joblistings-manage-create',
      'extra-features',
      'referrals',
      'mysettings',
    ])
    expect(menu('hr')).toEqual([
      ...common,
      'joblistings-manage-create',
      'students',
      'referrals',
      'mysettings',
    ])
    // an entry without its own label shows its route's title; publishing a listing says so
    const labelled: Record<string, string> = { 'joblistings-manage-create': 'Pubblica un annuncio' }
    for (const item of appAreas.sidebar)
      if (labelled[item.name]) expect(item.label.message ?? item.label.id).toBe(labelled[item.name])
      else expect(item.label).toBe(appAreas.titles[item.name])
  })

  it('refuses a manifest that names a route of another area, or sits in another folder', () => {
    const manifest = (area: string, names: string[]) => ({
      default: {
        area,
        pages: Object.fromEntries(names.map((name) => [name, { title: { id: name } }])),
        sidebar: [],
        session: {},
      },
    })
    expect(() =>
      collectManifests({ '../features/social/manifest.ts': manifest('social', ['login']) }, routeTable),
    ).toThrow(/names the route 'login', which contracts\/social\/routes.ts does not declare/)
    expect(() =>
      collectManifests({ '../features/jobs/manifest.ts': manifest('social', ['feed']) }, routeTable),
    ).toThrow(/is the manifest of 'social': move it to its folder/)
    expect(() => collectManifests({ '../features/x/manifest.ts': { pages: {} } }, routeTable)).toThrow(
      /must export default defineManifest/,
    )
  })
})

describe('a new area', () => {
  const contractsDir = path.join(ROOT, 'contracts/zz-test-area')
  const featureDir = path.join(ROOT, 'src/features/zz-test-area')
  afterAll(() => {
    rmSync(contractsDir, { recursive: true, force: true })
    rmSync(featureDir, { recursive: true, force: true })
  })

  it('joins the route table, the titles and the menu by adding its two folders, editing no list', async () => {
    mkdirSync(contractsDir, { recursive: true })
    mkdirSync(path.join(featureDir, 'pages'), { recursive: true })
    try {
      writeFileSync(
        path.join(contractsDir, 'routes.ts'),
        [
          "import { defineAreaRoutes, GUARDS } from '../core/routes'",
          '',
          "export default defineAreaRoutes('zz-test-area', [",
          "  { name: 'zz-test-list', path: '/zz-test', guards: GUARDS.loggedIn, layout: 'dashboard' },",
          "  { name: 'zz-test-item', path: '/zz-test/{id}', layout: 'default' },",
          '])',
          '',
        ].join('\n'),
      )
      writeFileSync(
        path.join(featureDir, 'pages/zz-test-page.tsx'),
        'export function ZzTestPage() {\n  return <h1>Zz</h1>\n}\n',
      )
      writeFileSync(
        path.join(featureDir, 'manifest.ts'),
        [
          "import routes from '../../../contracts/zz-test-area/routes'",
          "import { defineManifest, lazyPage } from '../../shared/lib/manifest'",
          '',
          'export default defineManifest(routes, {',
          '  pages: {',
          "    'zz-test-list': { title: { id: 'zz.list', message: 'Elenco zz' } },",
          "    'zz-test-item': {",
          "      title: { id: 'zz.item', message: 'Voce zz' },",
          "      page: lazyPage(() => import('./pages/zz-test-page'), 'ZzTestPage'),",
          '    },',
          '  },',
          "  sidebar: [{ route: 'zz-test-list', icon: 'star', roles: ['student'], order: 65 }],",
          '})',
          '',
        ].join('\n'),
      )

      // The app's own collectors, imported afresh so their globs see the new folders.
      const fresh = `?fresh=${Date.now()}`
      const tableModule = (await import(/* @vite-ignore */ `../shared/lib/route-table.ts${fresh}`)) as {
        routeTable: typeof RouteTableValue
      }
      const manifestsModule = (await import(/* @vite-ignore */ `./manifest-modules.ts${fresh}`)) as {
        manifestModules: Record<string, unknown>
      }
      const table = tableModule.routeTable
      const areas = collectManifests(manifestsModule.manifestModules, table)

      expect(table.routes).toHaveLength(routes.length + 2)
      expect(table.matchRoute('/zz-test/7')).toEqual({
        route: {
          name: 'zz-test-item',
          path: '/zz-test/{id}',
          guards: [],
          layout: 'default',
          area: 'zz-test-area',
        },
        params: { id: '7' },
      })
      expect(table.routeUrl('zz-test-list', {}, 'en')).toBe('/en/zz-test')
      expect(table.routeByName('zz-test-list')?.guards).toEqual(['logged-in'])
      expect(areas.titles['zz-test-list']).toEqual({ id: 'zz.list', message: 'Elenco zz' })
      expect(areas.titles['zz-test-item']).toEqual({ id: 'zz.item', message: 'Voce zz' })
      // the page is a lazy chunk; the list has none yet and renders the placeholder
      expect(areas.pages['zz-test-item']).toBeTypeOf('object')
      expect(areas.pages['zz-test-list']).toBeUndefined()
      expect(
        areas.sidebar
          .filter((item) => item.roles.includes('student') && !item.admin)
          .map((item) => item.name),
      ).toEqual([
        'feed',
        'notifications',
        'dms',
        'diary',
        'joblistings',
        'myprogress',
        'myproducts',
        'mypurchases',
        'zz-test-list',
        'myfavorites',
        'referrals',
        'mysettings',
      ])
      // everything already there is still there
      for (const route of routes) expect(areas.titles[route.name]).toBe(appAreas.titles[route.name])
    } finally {
      rmSync(contractsDir, { recursive: true, force: true })
      rmSync(featureDir, { recursive: true, force: true })
    }
  })
})

describe("the areas' own state follows the session's announcements", () => {
  it('keeps the profile and the billing information the session loaded, and forgets them on logout', () => {
    wireSession()
    const trainer = makeUser('trainer')
    announceSession({ type: 'session.userChanged', user: trainer })
    announceSession({ type: 'session.billingLoaded', billing: makeBilling({ city: 'Bari' }) })
    announceSession({ type: 'session.profileLoaded', profile: makeProfile(trainer, { completion: 100 }) })
    expect(billingInformation.get()?.city).toBe('Bari')
    expect(ownProfile.get()?.completion).toBe(100)

    announceSession({ type: 'session.userChanged', user: null })
    announceSession({ type: 'session.loggedOut' })
    expect(billingInformation.get()).toBeNull()
    expect(ownProfile.get()).toBeNull()
  })
})
