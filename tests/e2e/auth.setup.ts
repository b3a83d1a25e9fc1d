import { expect, test as setup } from '@playwright/test'
import { DEMO_ACCOUNTS, DEMO_PASSWORD, storageStatePath, type DemoRole } from './support/accounts'

/**
 * The `setup` project: each demo role logs in once through the real login page, and its session
 * (the `token` cookie the SPA writes, the XSRF-TOKEN cookie, local storage) is saved for the specs
 * that start logged in with `test.use({ storageState: storageStatePath(role) })`.
 */
for (const role of Object.keys(DEMO_ACCOUNTS) as DemoRole[]) {
  setup(`log in as the demo ${role}`, async ({ page }) => {
    await page.goto('/login')
    await page.getByLabel('Email', { exact: true }).fill(DEMO_ACCOUNTS[role])
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'Accedi' }).click()
    await expect(page).toHaveURL(/\/feed$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Feed' })).toBeVisible()
    await expect(page.getByRole('button', { name: /^Menu utente di / })).toBeVisible()
    const cookies = (await page.context().cookies()).map((cookie) => cookie.name)
    expect(cookies).toContain('token')
    await page.context().storageState({ path: storageStatePath(role) })
  })
}
