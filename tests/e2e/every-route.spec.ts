/**
 * One sweep over the route table, each page opened once per language and checked for everything a
 * page owes on any route:
 * - it renders: the right `<html lang>`, a heading, no not-found page; a route any visitor may open
 *   answers 200 unprefixed, with /it and with /en;
 * - it fits a phone and a laptop (issue #9 item 13): at 375 and 1280 px wide no horizontal scroll;
 * - accessibility (issue #9 item 24): axe finds no serious or critical violation, in Italian on
 *   every other route and in English on the rest (see axeLanguage).
 * Each built route is opened, and one placeholder per frame (layout and guards, see
 * support/built-routes); the other placeholders of the public routes are only checked to render.
 * Guarded routes are opened by a demo user of the role they are for, so the page checked is the
 * route's own and not the login it would redirect to.
 *
 * A frame's first route is a page load; the others, and each route's other language, are reached
 * as a user moving through the app reaches them, by the router (history.pushState, which wouter
 * follows): a page load per route and language was most of this sweep's CPU, and the first load of
 * each public page is checked by public-routes.spec and first-load.spec. What a visitor's request
 * answers (200 with every prefix) is still asked of the server for each public route.
 */
import { expect, test, type Browser, type Page } from '@playwright/test'
import { BREAKPOINTS } from '../../contracts/core/constants'
import { splitLocale, type RouteDef } from '../../contracts/core/routes'
import { loadRouteTable } from '../../server/core/route-table'
import { storageStatePath, type DemoRole } from './support/accounts'
import { expectNoSeriousViolations } from './support/axe'
import { byFrame, worthOpening } from './support/built-routes'

const { routes } = await loadRouteTable()

/** Who opens the route: nobody for open pages and the registration pages, else the role it is for (admins for /dev's pages). */
function openerOf(route: RouteDef): DemoRole | undefined {
  if (!route.guards.some((guard) => guard === 'logged-in' || guard === 'profile')) return undefined
  if (route.name.startsWith('dev-')) return 'admin'
  if (route.area === 'jobs') return 'hr'
  if (route.area === 'studio' || route.area === 'payments' || route.name.startsWith('onboarding-index'))
    return 'trainer'
  if (route.name === 'onboarding') return 'trainer'
  // the demo trainer has the diary feature: the page checked is the diary itself, not its explanation
  if (route.name === 'diary') return 'trainer'
  return 'student'
}

/** Any visitor may open it (a public profile decides for itself what it shows). */
const isPublic = (route: RouteDef) => route.guards.every((guard) => guard === 'public-profile')

async function sampleParams(page: Page): Promise<Record<string, string>> {
  const home = await (await page.request.get('/api/public/home')).json()
  return {
    slug: home.data.courses[0].slug,
    category: home.data.categories[0].slug,
    topic: 'excel',
    token: 'sample-token',
    // a profile slug for /{id} and /s/{id}; other ids are numbers
    profile: home.data.trainers[0].slug,
  }
}

function fill(route: RouteDef, params: Record<string, string>): string {
  const profile = route.area === 'profiles' && route.path.includes('{id}')
  return route.path.replace(/\{(\w+)\}/g, (_, key: string) =>
    key === 'id' ? (profile ? params.profile : '1') : (params[key] ?? 'x'),
  )
}

const withPrefix = (prefix: string, path: string) => prefix + (path === '/' && prefix ? '' : path) || '/'

/** How far the page reaches past the right edge of the window (0: no horizontal scroll). */
const overflow = (page: Page) =>
  page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)

async function newPage(browser: Browser, baseURL: string | undefined, role: DemoRole | undefined) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 375, height: 800 },
    storageState: role ? storageStatePath(role) : undefined,
  })
  return context.newPage()
}

/** The page's own path, without its language prefix. */
const pageOf = (url: string) => {
  const { pathname, search } = new URL(url, 'http://aula.test')
  return splitLocale(pathname).path + search
}

/**
 * Goes to the URL through the router, as a link would. Headings of the page left are marked, so
 * the checks below wait for the new page's own; the same page in another language is the same
 * page (its words change in place).
 */
async function navigate(page: Page, url: string) {
  const samePage = pageOf(page.url()) === pageOf(url)
  await page.evaluate(
    ([to, same]) =>
      new Promise<void>((resolve) => {
        if (!same) for (const heading of document.querySelectorAll('h1')) heading.dataset.left = ''
        history.pushState(null, '', to)
        // React commits the route's change (its fallback while a lazy page loads) by the next frame
        requestAnimationFrame(() => setTimeout(resolve, 0))
      }),
    [url, samePage] as const,
  )
}

/**
 * Opens the URL (a page load, or through the router) and checks that it renders the page in the
 * language of its prefix; a public route must also answer a visitor's request with 200.
 */
async function opens(page: Page, route: RouteDef, url: string, lang: 'it' | 'en', load = false) {
  if (load) {
    const response = await page.goto(url)
    if (isPublic(route)) expect(response?.status(), url).toBe(200)
  } else {
    if (isPublic(route)) expect((await page.request.get(url)).status(), url).toBe(200)
    await navigate(page, url)
  }
  await expect(page.locator('html')).toHaveAttribute('lang', lang)
  await expect(
    page.getByRole('heading', { level: 1 }).and(page.locator(':not([data-left])')).first(),
  ).toBeVisible()
  // neither the not-found page nor the error page
  await expect(page.getByText(/Page not found|Pagina non trovata/)).toHaveCount(0)
  await expect(page.getByRole('link', { name: /^(Torna alla home|Back to home)$/ })).toHaveCount(0)
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
}

/**
 * Which header the page shows: the site header's menu button exists below md only, its menu stands
 * in the bar from md up (site-header.tsx); the empty layout has neither.
 */
const headerOf = (page: Page) =>
  page.evaluate(() =>
    document.querySelector('button[aria-controls="main-menu"]')
      ? 'compact'
      : document.getElementById('main-menu')
        ? 'wide'
        : 'no site header',
  )

async function fits(page: Page, width: number) {
  if (page.viewportSize()?.width !== width) await page.setViewportSize({ width, height: 800 })
  // the breakpoint listener is throttled (RESIZE_THROTTLE_MS): measure once the layout has
  // switched to the new width, which the header shows, instead of sleeping through the throttle
  const expected = width < BREAKPOINTS.md ? 'compact' : 'wide'
  await expect
    .poll(() => headerOf(page), `${page.url()}: the header at ${width} px`)
    .toMatch(new RegExp(`^(${expected}|no site header)$`))
  expect(await overflow(page), `${page.url()} at ${width} px`).toBeLessThanOrEqual(0)
}

/**
 * The language axe checks a route in: Italian and English by turns along the route table, so both
 * are checked over the sweep at half the cost. The two differ only in their words (the markup, its
 * names and roles, the colours are the same; i18n:check keeps every text translated).
 */
const axeLanguage = (route: RouteDef): 'it' | 'en' => (routes.indexOf(route) % 2 === 0 ? 'it' : 'en')

async function passesAxe(page: Page) {
  await page.waitForLoadState('networkidle')
  await expectNoSeriousViolations(page)
}

test.describe('every route renders in both languages, fits 375 and 1280 px and passes axe', () => {
  for (const [frame, group] of byFrame(routes, (route) => ` (${openerOf(route) ?? 'visitor'})`)) {
    test(frame, async ({ browser }, testInfo) => {
      const page = await newPage(browser, testInfo.project.use.baseURL, openerOf(group[0]))
      const params = await sampleParams(page)
      const opened = worthOpening(group)
      const othersPublic = group.filter((route) => isPublic(route) && !opened.includes(route))
      // each route opened: two renders, two widths and one axe run (three when public)
      test.setTimeout(30_000 * opened.length + 8_000 * othersPublic.length)
      const checked = new Set<string>()
      let loaded = false
      for (const route of opened) {
        const path = fill(route, params)
        // Italian is first drawn on a phone and then widened, English the other way round: both
        // first renders and both resizes are seen, with one wait for the throttled resize each
        for (const [prefix, lang, first, then] of [
          ['', 'it', 375, 1280],
          ['/en', 'en', 1280, 375],
        ] as const) {
          await page.setViewportSize({ width: first, height: 800 })
          await opens(page, route, withPrefix(prefix, path), lang, !loaded)
          loaded = true
          // a route that sends this user on to a page already checked (a finished wizard's steps
          // all land on /feed) has been checked with it
          const landed = new URL(page.url()).pathname
          if (checked.has(landed)) continue
          checked.add(landed)
          await fits(page, first)
          if (first === 1280 && lang === axeLanguage(route)) await passesAxe(page)
          await fits(page, then)
          if (then === 1280 && lang === axeLanguage(route)) await passesAxe(page)
        }
        if (isPublic(route)) await opens(page, route, withPrefix('/it', path), 'it')
      }
      for (const route of othersPublic) {
        const path = fill(route, params)
        for (const [prefix, lang] of [
          ['', 'it'],
          ['/it', 'it'],
          ['/en', 'en'],
        ] as const) {
          await opens(page, route, withPrefix(prefix, path), lang, !loaded)
          loaded = true
        }
      }
      await page.context().close()
    })
  }
})
