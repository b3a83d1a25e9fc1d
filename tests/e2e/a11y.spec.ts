/**
 * Accessibility of every page (issue #9 item 24): axe finds no serious or critical violation on any
 * route of the table, in Italian and in English — visitors' pages anonymously, the others with a
 * demo user's saved session — and keyboard focus is clearly visible on every control (WCAG 2.2
 * focus appearance: a solid outline at least 2px thick, 3:1 against the page).
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import type { RouteDef } from '../../contracts/core/routes'
import { loadRouteTable } from '../../server/core/route-table'
import { storageStatePath } from './support/accounts'

const { routes } = await loadRouteTable()

const forVisitors = (route: RouteDef) =>
  route.guards.every((guard) => guard === 'public-profile' || guard === 'not-logged-in')

async function sampleParams(page: Page): Promise<Record<string, string>> {
  const home = await (await page.request.get('/api/public/home')).json()
  return {
    slug: home.data.courses[0].slug,
    id: home.data.trainers[0].slug,
    category: home.data.categories[0].slug,
    topic: 'excel',
    token: 'sample-token',
  }
}

const fill = (path: string, params: Record<string, string>) =>
  path.replace(/\{(\w+)\}/g, (_, key: string) => params[key] ?? '1')

async function expectNoSeriousViolations(page: Page, url: string) {
  await page.goto(url)
  await page.waitForLoadState('networkidle')
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  const { violations } = await new AxeBuilder({ page }).analyze()
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
    }))
  expect(serious, `${url} → ${page.url()}`).toEqual([])
}

async function checkRoute(page: Page, route: RouteDef) {
  const params = await sampleParams(page)
  const path = fill(route.path, route.name.startsWith('learn') ? { ...params, id: '1' } : params)
  for (const url of [path, path === '/' ? '/en' : `/en${path}`]) await expectNoSeriousViolations(page, url)
}

test.describe('axe: visitors', () => {
  for (const route of routes.filter(forVisitors)) {
    test(`${route.name} (${route.path})`, async ({ page }) => checkRoute(page, route))
  }
  test('the not-found page', async ({ page }) => {
    await expectNoSeriousViolations(page, '/does/not/exist')
    await expectNoSeriousViolations(page, '/en/does/not/exist')
  })
})

test.describe('axe: logged in', () => {
  // the trainer passes every guard a logged-in page has (profile complete, a course of its own)
  test.use({ storageState: storageStatePath('trainer') })
  for (const route of routes.filter((route) => !forVisitors(route))) {
    test(`${route.name} (${route.path})`, async ({ page }) => checkRoute(page, route))
  }
})

/** Relative luminance and contrast ratio of two CSS rgb() colours (WCAG 2.x). */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, b] = (color.match(/[\d.]+/g) ?? ['0', '0', '0']).slice(0, 3).map((channel) => {
      const c = Number(channel) / 255
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
  }
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}

for (const url of ['/', '/login', '/en/courses']) {
  test(`keyboard focus is clearly visible on every control of ${url}`, async ({ page }) => {
    await page.goto(url)
    await page.waitForLoadState('networkidle')
    const seen = new Set<string>()
    for (let stop = 0; stop < 40; stop++) {
      await page.keyboard.press('Tab')
      const focus = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null
        if (!element || element === document.body) return null
        const style = getComputedStyle(element)
        // the colour the outline is drawn on: the first opaque background outside the element
        let parent = element.parentElement
        let background = 'rgb(255, 255, 255)'
        while (parent) {
          const color = getComputedStyle(parent).backgroundColor
          if (!/rgba\(.*, 0\)$/.test(color) && color !== 'transparent') {
            background = color
            break
          }
          parent = parent.parentElement
        }
        return {
          name: `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}" ${element.getAttribute('aria-label') ?? ''}`,
          style: style.outlineStyle,
          width: parseFloat(style.outlineWidth),
          color: style.outlineColor,
          background,
        }
      })
      if (!focus || seen.has(focus.name)) continue
      seen.add(focus.name)
      expect(focus.style, focus.name).toBe('solid')
      expect(focus.width, focus.name).toBeGreaterThanOrEqual(2)
      expect(contrast(focus.color, focus.background), focus.name).toBeGreaterThanOrEqual(3)
    }
    expect(seen.size).toBeGreaterThan(3)
  })
}
