/**
 * The feed in Chromium with two browser contexts (issue 17): user A (the demo HR account, which has
 * the `posts` feature) publishes a post; user B, a fresh student of this file who follows A, sees
 * the "new posts" pill bring it in, reacts and comments on the post's page; A sees the reaction and
 * comment counts of the post change live on the feed, through the realtime endpoint.
 */
import path from 'node:path'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { followUser } from '../../contracts/network/endpoints'
import { apiCall, DEMO_ACCOUNTS, DEMO_PASSWORD, freshStudent } from './support/accounts'
import { expectNoSeriousViolations } from './support/axe'

test.use({ storageState: { cookies: [], origins: [] } })

async function logIn(browser: Browser, email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await page.goto('/login')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Accedi' }).click()
  await expect(page).toHaveURL(/\/feed$/)
  return page
}

test('A posts; B, following A, sees it, reacts and comments; A sees the counts change live', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000)
  const author = await logIn(browser, DEMO_ACCOUNTS.hr, DEMO_PASSWORD)
  const me = (await (await author.request.get('/api/me')).json()) as { data?: { id: number }; id?: number }
  const authorId = me.data?.id ?? me.id!

  const student = await freshStudent(baseURL!, path.join(testInfo.project.outputDir, 'social-b.json'))
  const readerContext = await browser.newContext({ storageState: student.file })
  expect((await apiCall(readerContext.request, followUser, { params: { id: authorId } })).status()).toBe(200)
  const reader = await readerContext.newPage()
  // B's page is listening once the bell's catch-up call, made after the subscription to B's channel
  // succeeded, has answered (the feed listens on the same channel): a post published before that
  // reaches no one, the pill waited for it in vain (two fresh-clone CI runs, passed on retry)
  const listening = reader.waitForResponse(
    (response) => response.url().includes('/api/notifications/unread') && response.ok(),
    { timeout: 15_000 },
  )
  await reader.goto('/feed')
  await expect(reader.getByRole('heading', { level: 1, name: 'Feed' })).toBeVisible()
  // A fresh student may read, react and comment, but not publish: the composer says why.
  await expect(reader.getByText('Per pubblicare serve la funzione «Post»')).toBeVisible()
  await expect(reader.getByRole('link', { name: 'Vai alle funzioni extra' })).toBeVisible()
  await listening

  // A publishes.
  const text = `Post di prova e2e ${Date.now()}`
  await author.getByLabel('Condividi qualcosa con la tua rete').fill(text)
  await author.getByRole('button', { name: 'Pubblica' }).click()
  const mine = author.locator('article', { hasText: text })
  await expect(mine).toBeVisible()

  // B is told there is a new post, and brings it in.
  const pill = reader.getByTestId('new-posts')
  await expect(pill).toBeVisible({ timeout: 20_000 })
  await pill.click()
  const theirs = reader.locator('article', { hasText: text })
  await expect(theirs).toBeVisible()

  // B reacts: A's count goes to 1 without a reload.
  await theirs.getByRole('button', { name: /Mi piace/ }).click()
  await expect(theirs.getByRole('button', { name: /Mi piace/ })).toHaveAttribute('aria-pressed', 'true')
  await expect(mine.getByTestId('reaction-count-like')).toHaveText('1', { timeout: 20_000 })

  // B comments on the post's page (reached with the keyboard): A's comment count goes to 1.
  await theirs.getByRole('link', { name: 'Commenta' }).focus()
  await reader.keyboard.press('Enter')
  await expect(reader).toHaveURL(/\/posts\/\d+$/)
  await reader.getByRole('textbox', { name: 'Scrivi un commento' }).fill('Bellissimo, complimenti!')
  await reader.getByRole('button', { name: 'Commenta', exact: true }).click()
  await expect(reader.getByText('Bellissimo, complimenti!')).toBeVisible()
  await expect(mine.getByTestId('comment-count')).toHaveText('1 commento', { timeout: 20_000 })
  await expectNoSeriousViolations(reader)
  // The post's page fits a phone.
  await reader.setViewportSize({ width: 375, height: 800 })
  await reader.waitForTimeout(400)
  expect(await reader.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await reader.setViewportSize({ width: 1280, height: 800 })

  // Changing the reaction keeps one per person.
  await reader.goto('/feed')
  const again = reader.locator('article', { hasText: text })
  await expect(again).toBeVisible()
  await expectNoSeriousViolations(reader)
  await again.getByRole('button', { name: /Applauso/ }).click()
  await expect(mine.getByTestId('reaction-count-clap')).toHaveText('1', { timeout: 20_000 })
  await expect(mine.getByTestId('reaction-count-like')).toHaveText('0')

  // A deletes the post after confirming.
  await mine.getByRole('button', { name: 'Elimina' }).click()
  const dialog = author.getByRole('dialog', { name: 'Eliminare il post?' })
  await dialog.getByRole('button', { name: 'Elimina' }).click()
  await expect(author.locator('article', { hasText: text })).toHaveCount(0)
})
