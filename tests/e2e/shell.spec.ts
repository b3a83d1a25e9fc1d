import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

test('the language switch changes the text and the URL prefix', async ({ page }) => {
  await page.goto('/courses')
  await expect(page.locator('html')).toHaveAttribute('lang', 'it')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Corsi')

  await page.getByRole('link', { name: 'English', exact: true }).click()
  await expect(page).toHaveURL(/\/en\/courses$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Courses')

  // the choice is remembered for 365 days
  const cookie = (await page.context().cookies()).find((c) => c.name === 'i18n_locale')
  expect(cookie?.value).toBe('en')
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000)

  await page.getByRole('link', { name: 'Italiano', exact: true }).click()
  await expect(page).toHaveURL(/\/it\/courses$|\/courses$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Corsi')
})

test("the error page's 'Torna alla home' clears the error and goes to /", async ({ page }) => {
  await page.goto('/dev')
  await page.getByRole('button', { name: 'Simula un errore' }).click()
  const back = page.getByRole('link', { name: 'Torna alla home' })
  await expect(back).toBeVisible()
  await back.click()
  await expect(page).toHaveURL(/\/$/)
  await expect(back).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('the dialog closes on Escape unless persistent', async ({ page }) => {
  await page.goto('/dev')
  await page.getByRole('button', { name: 'Apri dialogo', exact: true }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  // page scrolling is locked while a dialog is open
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden')
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden')

  await page.getByRole('button', { name: 'Apri dialogo persistente' }).click()
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await page.waitForTimeout(500) // longer than the 350 ms transition: it must still be open
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Chiudi modale' }).click()
  await expect(dialog).toHaveCount(0)
})

for (const path of ['/', '/courses', '/trainers', '/en/students', '/en/hr', '/dev']) {
  test(`accessibility: ${path} has no serious or critical axe violations`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    await page.waitForLoadState('networkidle')
    const results = await new AxeBuilder({ page }).analyze()
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(
      serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      'serious axe violations',
    ).toEqual([])
  })
}
