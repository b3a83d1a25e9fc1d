import { expect, request as playwrightRequest, test } from '@playwright/test'
import { logout } from '../../contracts/accounts/endpoints'
import { apiCall, freshStudent } from './support/accounts'

/**
 * Issue 35: an ended session says so. A student's tokens are revoked from another context (a logout
 * there with the same session); the open tab's next call answers 401, and the tab goes to the login
 * page with the reason, in its language, and back to the page it was on after a login.
 */
for (const lang of ['it', 'en'] as const) {
  const say = <T>(it: T, en: T) => (lang === 'it' ? it : en)
  const prefix = lang === 'it' ? '' : '/en'

  test(`${lang}: tokens revoked elsewhere send the open tab to login with the reason, and back after login`, async ({
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(90_000)
    const student = await freshStudent(baseURL!, testInfo.outputPath('student.json'))
    const context = await browser.newContext({ storageState: student.file, locale: 'it-IT' })
    const page = await context.newPage()
    await page.goto(`${prefix}/diary`)
    await expect(page).toHaveURL(new RegExp(`${prefix}/diary$`))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

    // another context holding the same session logs it out: the server revokes the token
    const elsewhere = await playwrightRequest.newContext({ baseURL, storageState: student.file })
    try {
      const out = await apiCall(elsewhere, logout)
      expect(out.status(), await out.text()).toBeLessThan(300)
    } finally {
      await elsewhere.dispose()
    }

    // The tab finds out at its next call: on its own when one is already under way (the realtime
    // socket the server closed makes it read again), or else at the next page it opens.
    const onLogin = new RegExp(`${prefix}/login\\?reason=expired&back=`)
    const notifications = page
      .getByRole('navigation', { name: say('Menu personale', 'Personal menu') })
      .getByRole('link', { name: say('Notifiche', 'Notifications') })
    await notifications.click({ timeout: 5_000 }).catch(() => {
      // the link is gone: the tab left for the login page on its own, which the next line checks
    })
    await expect(page).toHaveURL(onLogin)
    const back = new URL(page.url()).searchParams.get('back')
    expect(back).toMatch(new RegExp(`^${prefix}/(diary|notifications)$`))
    await expect(
      page.getByText(
        say(
          'La tua sessione è terminata. Accedi di nuovo per tornare alla pagina in cui eri.',
          'Your session has ended. Log in again to go back to the page you were on.',
        ),
      ),
    ).toBeVisible()

    await page.getByLabel('Email', { exact: true }).fill(student.email)
    await page.getByLabel('Password', { exact: true }).fill(student.password)
    await page.getByRole('button', { name: say('Accedi', 'Login'), exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${back}$`))
    await context.close()
  })
}
