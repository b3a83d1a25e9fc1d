import { expect, test, type Browser, type Page } from '@playwright/test'
import { RESIZE_THROTTLE_MS } from '../../contracts/core/constants'
import type { RouteDef } from '../../contracts/core/routes'
import { loadRouteTable } from '../../server/core/route-table'
import { byFrame, worthOpening } from './support/built-routes'
import { storageStatePath, type DemoRole } from './support/accounts'

/**
 * Every page fits a phone and a laptop (issue #9 item 13): at 375 and 1280 px wide, in Italian and
 * English, no route scrolls sideways. Guarded routes are opened by a demo user of the role they are
 * for, so the page checked is the route's own and not the login it would redirect to.
 */
const { routes } = await loadRouteTable()

const WIDTHS = [375, 1280] as const
const LOCALES = [
  ['', 'it'],
  ['/en', 'en'],
] as const

/** Who opens the route: nobody for open pages and the registration pages, else the role it is for. */
function openerOf(route: RouteDef): DemoRole | undefined {
  if (!route.guards.some((guard) => guard === 'logged-in' || guard === 'profile')) return undefined
  if (route.area === 'jobs') return 'hr'
  if (route.area === 'studio' || route.area === 'payments' || route.name.startsWith('onboarding-index'))
    return 'trainer'
  if (route.name === 'onboarding') return 'trainer'
  return 'student'
}

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

/** How far the page reaches past the right edge of the window (0: no horizontal scroll). */
const overflow = (page: Page) =>
  page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)

async function newPage(browser: Browser, baseURL: string | undefined, role: DemoRole | undefined) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: WIDTHS[0], height: 800 },
    storageState: role ? storageStatePath(role) : undefined,
  })
  return context.newPage()
}

test.describe('every built route, and a placeholder per frame, fits 375 and 1280 px without horizontal scroll', () => {
  for (const [frame, group] of byFrame(routes, (route) => ` (${openerOf(route) ?? 'visitor'})`)) {
    test(frame, async ({ browser }, testInfo) => {
      const page = await newPage(browser, testInfo.project.use.baseURL, openerOf(group[0]))
      const params = await sampleParams(page)
      const opened = worthOpening(group)
      // each route is two page loads and four widths
      test.setTimeout(30_000 * opened.length)
      for (const route of opened) {
        const path = fill(route, params)
        for (const [prefix] of LOCALES) {
          await page.setViewportSize({ width: WIDTHS[0], height: 800 })
          await page.goto(prefix + (path === '/' && prefix ? '' : path))
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
          await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
          for (const width of WIDTHS) {
            await page.setViewportSize({ width, height: 800 })
            // the breakpoint listener is throttled: let the layout settle on the new width
            await page.waitForTimeout(RESIZE_THROTTLE_MS + 100)
            expect(await overflow(page), `${page.url()} at ${width} px`).toBeLessThanOrEqual(0)
          }
        }
      }
      await page.context().close()
    })
  }
})

test.describe('the dashboard on a phone', () => {
  test.use({ storageState: storageStatePath('trainer'), viewport: { width: 375, height: 740 } })

  test('one menu button opens the sidebar as a drawer: keyboard reachable, focus kept inside, Escape closes', async ({
    page,
  }) => {
    await page.goto('/feed')
    await expect(page.getByRole('heading', { level: 1, name: 'Feed' })).toBeVisible()
    // no sidebar beside the page, and a single menu button
    await expect(page.getByRole('complementary', { name: 'Barra laterale' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: /menu/i })).toHaveCount(1)
    expect(await overflow(page)).toBeLessThanOrEqual(0)

    const button = page.getByRole('button', { name: 'Apri il menu' })
    await button.focus()
    await page.keyboard.press('Enter')
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await expect(drawer).toBeVisible()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    // the personal menu, the switch of a trainer, the navigation and the account, all in the drawer
    await expect(drawer.getByRole('navigation', { name: 'Menu personale' })).toBeVisible()
    await expect(drawer.getByRole('button', { name: 'Passa al menu studente' })).toBeVisible()
    await expect(drawer.getByRole('navigation', { name: 'Principale' })).toBeVisible()
    await expect(drawer.getByRole('button', { name: /^Menu utente di / })).toBeVisible()
    // page scrolling is locked behind it
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden')

    // Tab and Shift+Tab go round inside the drawer
    const inDrawer = () =>
      page.evaluate(() => !!document.activeElement?.closest('[role="dialog"][aria-label="Menu"]'))
    expect(await inDrawer()).toBe(true)
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab')
      expect(await inDrawer(), `focus after ${i + 1} Tab`).toBe(true)
    }
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Shift+Tab')
      expect(await inDrawer()).toBe(true)
    }

    await page.keyboard.press('Escape')
    await expect(drawer).toHaveCount(0)
    await expect(button).toBeFocused()
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden')

    // a link in the drawer goes there and closes it, the page's own link too
    await button.click()
    const personal = drawer.getByRole('navigation', { name: 'Menu personale' })
    await personal.getByRole('link', { name: 'Feed' }).click()
    await expect(drawer).toHaveCount(0)
    await button.click()
    await drawer.getByRole('navigation', { name: 'Principale' }).getByRole('link', { name: 'Corsi' }).click()
    await expect(drawer).toHaveCount(0)
    await expect(page).toHaveURL(/\/courses$/)
    await page.goBack()
    await expect(page.getByRole('heading', { level: 1, name: 'Feed' })).toBeVisible()

    // wider, the sidebar is back beside the page and the menu button is gone
    await page.setViewportSize({ width: 1280, height: 800 })
    await expect(page.getByRole('complementary', { name: 'Barra laterale' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Apri il menu' })).toHaveCount(0)
  })
})
