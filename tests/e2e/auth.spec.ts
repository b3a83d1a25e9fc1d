import { expect, test } from '@playwright/test'
import { DEMO_ACCOUNTS, DEMO_PASSWORD, storageStatePath, tokenOf, type DemoRole } from './support/accounts'

/**
 * Account journeys the model-based specs do not walk. Registration, e-mail verification, the guard
 * chain, login and its failures: session.model.spec.ts; the login prompt: login-prompt.model.spec.ts;
 * the password reset: password-reset.model.spec.ts; logging each demo role in: auth.setup.ts.
 */

// SPEC.md §4: the sidebar type is the first role (admin counts as student); trainer and student
// may switch it, so each sees the switch to the other menu.
const SIDEBAR_SWITCH: Record<DemoRole, string | undefined> = {
  trainer: 'Passa al menu studente',
  student: 'Passa al menu formatore',
  hr: undefined,
  admin: undefined,
}

for (const role of Object.keys(DEMO_ACCOUNTS) as DemoRole[]) {
  test.describe(`the saved session of the demo ${role}`, () => {
    test.use({ storageState: storageStatePath(role) })

    test('opens the feed logged in, with the menu of its role', async ({ page }) => {
      await page.goto('/feed')
      await expect(page.getByRole('heading', { level: 1, name: 'Feed' })).toBeVisible()
      await expect(page.getByRole('button', { name: /^Menu utente di / })).toBeVisible()
      await expect(page.getByRole('link', { name: 'Aula, vai al feed' })).toBeVisible()
      const sidebar = page.getByRole('complementary', { name: 'Barra laterale' })
      await expect(sidebar.getByRole('navigation', { name: 'Menu personale' })).toBeVisible()
      const switchTo = SIDEBAR_SWITCH[role]
      if (switchTo) await expect(sidebar.getByRole('button', { name: switchTo })).toBeVisible()
      else await expect(sidebar.getByRole('button', { name: /^Passa al menu / })).toHaveCount(0)
    })
  })
}

// Logging out revokes the token, so this test logs in by itself instead of using a saved session.
test('logout clears the session and returns to the login page of the current language', async ({ page }) => {
  const login = async () => {
    await page.getByLabel('Email', { exact: true }).fill(DEMO_ACCOUNTS.hr)
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: /^(Accedi|Login)$/ }).click()
  }
  await page.goto('/login')
  await login()
  await expect(page).toHaveURL(/\/feed$/)
  await page.getByRole('button', { name: /^Menu utente di / }).click()
  await page.getByRole('button', { name: 'Esci' }).click()
  await expect(page).toHaveURL(/\/login(\?back=[^&]+)?$/)
  expect(await tokenOf(page.context())).toBeUndefined()
  // the guarded page is closed again (the login page remembers it, to return there after a login)
  await page.goto('/feed')
  await expect(page).toHaveURL(/\/login\?back=%2Ffeed$/)

  await page.goto('/en/login')
  await login()
  await expect(page).toHaveURL(/\/en\/feed$/)
  await page.getByRole('button', { name: /^User menu of / }).click()
  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/en\/login(\?back=[^&]+)?$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible()
})
