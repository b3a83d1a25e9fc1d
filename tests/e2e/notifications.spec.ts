/**
 * Realtime notifications in Chromium against the real server (issue 10): a notification sent with
 * POST /api/dev/notify reaches the open page through pusher-js within a second (list, toast and
 * bell), is marked read, and an admin's block logs the blocked user's open tab out at once.
 */
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test'
import { login } from '../../contracts/accounts/endpoints'
import { blockUser } from '../../contracts/admin/endpoints'
import { devNotify } from '../../contracts/notifications/endpoints'
import { apiCall, DEMO_ACCOUNTS, DEMO_PASSWORD, registerAccount, storageStatePath } from './support/accounts'

/** The page is listening once its catch-up call (made after the subscription succeeded) answered. */
const listening = (page: Page) =>
  page.waitForResponse((response) => response.url().includes('/api/notifications/unread') && response.ok(), {
    timeout: 15_000,
  })

test.describe('as the demo student', () => {
  test.use({ storageState: storageStatePath('student') })

  test('a notification appears live in the list, the toast and the bell, and is marked read', async ({
    page,
  }) => {
    const ready = listening(page)
    await page.goto('/notifications')
    await expect(page.getByRole('heading', { level: 1, name: 'Notifiche' })).toBeVisible()
    await ready

    const name = `Giulia ${Date.now().toString(36)}`
    const sent = await apiCall(page.request, devNotify, {
      data: {
        email: DEMO_ACCOUNTS.student,
        slug_type: 'new_follower',
        data: { name, user_id: 1, slug: 'giulia' },
      },
    })
    expect(sent.status(), await sent.text()).toBe(201)

    const text = `${name} ha iniziato a seguirti.`
    const item = page.getByRole('listitem').filter({ hasText: text })
    await expect(item).toBeVisible({ timeout: 1_000 })
    await expect(item).toHaveAttribute('data-unread', 'true')
    await expect(page.getByRole('status').getByText(text)).toBeVisible()
    await expect(page.getByRole('link', { name: /^Notifiche: \d+ da leggere$/ })).toBeVisible()

    // on a phone the button goes under the sentence, which keeps the card's width
    await page.setViewportSize({ width: 375, height: 740 })
    const [card, sentence] = await Promise.all([item.boundingBox(), item.getByText(text).boundingBox()])
    expect(sentence!.width).toBeGreaterThan(card!.width * 0.7)

    await item.getByRole('button', { name: 'Segna come letta' }).click()
    await expect(item).not.toHaveAttribute('data-unread', 'true')
  })
})

test('an admin’s block logs the blocked user’s open tab out at once', async ({ page }) => {
  const account = await registerAccount(page.request, 'student')
  const ready = listening(page)
  await page.goto('/login')
  await page.getByLabel('Email', { exact: true }).fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await page.getByRole('button', { name: 'Accedi' }).click()
  await expect(page).not.toHaveURL(/\/login$/)
  await ready

  const admin = await playwrightRequest.newContext({ baseURL: new URL(page.url()).origin })
  try {
    const loggedIn = await apiCall(admin, login, {
      data: { email: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD },
    })
    expect(loggedIn.status()).toBe(200)
    const { data } = (await loggedIn.json()) as { data: { token?: string } }
    const blocked = await apiCall(admin, blockUser, { params: { id: account.user.id }, token: data.token })
    expect(blocked.status(), await blocked.text()).toBe(200)
  } finally {
    await admin.dispose()
  }
  await expect(page).toHaveURL(/\/login\?reason=blocked/, { timeout: 2_000 })
})
