import path from 'node:path'
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test'
import { enrolFreeCourse } from '../../contracts/courses/endpoints'
import { apiCall, freshStudentState, storageStatePath } from './support/accounts'

/** How far the page reaches past the right edge of the window (0: no horizontal scroll). */
const overflow = (page: Page) =>
  page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)

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

test.describe('/mypurchases on a phone', () => {
  let buyerState: Promise<string> | undefined
  test.use({
    viewport: { width: 375, height: 740 },
    storageState: async ({ baseURL }, use, testInfo) => {
      buyerState ??= (async () => {
        const file = await freshStudentState(
          baseURL!,
          path.join(testInfo.project.outputDir, 'buyer-375.json'),
        )
        const api = await playwrightRequest.newContext({ baseURL, storageState: file })
        try {
          const courses = (await (await api.get('/api/public/courses', { params: { perPage: 50 } })).json())
            .data as { id: number; price_cents: number }[]
          const free = courses.find((course) => course.price_cents === 0)!
          const enrolled = await apiCall(api, enrolFreeCourse, { params: { id: free.id } })
          expect(enrolled.status(), await enrolled.text()).toBe(200)
        } finally {
          await api.dispose()
        }
        return file
      })()
      await use(await buyerState)
    },
  })

  test('the orders fit the width: one card per order, no sideways scrolling (issue 36)', async ({ page }) => {
    await page.goto('/en/mypurchases')
    const orders = page.getByRole('list', { name: 'Your orders' })
    await expect(orders.getByRole('listitem')).toHaveCount(1)
    await expect(orders.getByRole('listitem')).toContainText('Paid')
    expect(await overflow(page)).toBeLessThanOrEqual(0)
  })
})
