/**
 * Direct messages in Chromium (issue 17), two browser contexts: the demo trainer (who has the chat
 * feature) opens a conversation with a student registered by this test (who has not: she may
 * answer, not start one). The message reaches her live, her unread badge in the sidebar and in
 * the list counts it and clears when she opens the conversation, he sees the read receipt, her
 * typing and her online dot; her answer (two lines: Shift+Enter, then Enter) reaches him live.
 * The conversation fits a 375 px wide phone.
 */
import { expect, test, type Browser, type Page } from '@playwright/test'
import { DEMO_ACCOUNTS, DEMO_PASSWORD, freshStudent, storageStatePath } from './support/accounts'
import { expectNoSeriousViolations } from './support/axe'

async function logIn(browser: Browser, email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await page.goto('/login')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Accedi' }).click()
  await expect(page).not.toHaveURL(/\/login/)
  return page
}

test('a trainer and a new student exchange messages live; the unread badge counts and clears', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000)
  const student = await freshStudent(baseURL!, testInfo.outputPath('student.json'))
  const her = await (await browser.newContext({ storageState: student.file })).newPage()
  const me = (await (await her.request.get('/api/me')).json()) as { data: { id: number; first_name: string } }
  const him = await logIn(browser, DEMO_ACCOUNTS.trainer, DEMO_PASSWORD)

  // She has no conversation yet, and may not start one.
  await her.goto('/dms')
  await expect(her.getByText('Non hai ancora conversazioni.', { exact: false })).toBeVisible()
  await expectNoSeriousViolations(her)
  const badge = her.getByTestId('dm-unread-badge')
  await expect(badge).toHaveCount(0)

  // He opens the conversation from /dms/new/{her id} and lands on it.
  await him.goto(`/dms/new/${me.data.id}`)
  await expect(him).toHaveURL(/\/dms\?c=\d+$/)
  const composer = him.getByRole('textbox', { name: 'Scrivi un messaggio' })
  await expect(him.getByText('Nessun messaggio: scrivi il primo.')).toBeVisible()
  await composer.fill('Ciao! Benvenuta nel corso di negoziazione.')
  await composer.press('Enter')
  const mine = him.getByTestId('message').filter({ hasText: 'Benvenuta nel corso' })
  await expect(mine).toBeVisible()
  await expect(composer).toHaveValue('')
  await expect(him.getByTestId('receipt')).toContainText('Inviato')

  // It reaches her live: the badge and the list count it.
  await expect(badge).toContainText('1')
  const item = her.getByTestId('conversation-item').filter({ hasText: 'Marco Rossi' })
  await expect(item).toContainText('Benvenuta nel corso')
  await expect(item.getByTestId('conversation-unread')).toContainText('1')

  // She opens it: read, the badge clears, he sees the receipt and her online.
  await item.click()
  await expect(her.getByTestId('message').filter({ hasText: 'Benvenuta nel corso' })).toBeVisible()
  await expect(badge).toHaveCount(0)
  await expect(him.getByTestId('receipt')).toContainText('Letto')
  await expect(him.getByTestId('online-dot')).toBeVisible()
  await expectNoSeriousViolations(her)

  // She types (he sees it), then answers on two lines: Shift+Enter, then Enter.
  const hers = her.getByRole('textbox', { name: 'Scrivi un messaggio' })
  await hers.pressSequentially('Grazie')
  await expect(him.getByTestId('typing-indicator')).toBeVisible()
  await hers.press('Shift+Enter')
  await hers.pressSequentially('a giovedì!')
  await expect(hers).toHaveValue('Grazie\na giovedì!')
  await hers.press('Enter')
  const answer = him.getByTestId('message').filter({ hasText: 'a giovedì!' })
  await expect(answer).toBeVisible()
  await expect(answer).toContainText('Grazie\na giovedì!', { useInnerText: true })

  // He was reading: nothing stays unread for him in this conversation.
  await expect(
    him.getByTestId('conversation-item').filter({ hasText: me.data.first_name }).first(),
  ).not.toContainText(/non lett/)

  // On a phone the conversation fits the screen, with a way back to the list.
  await him.setViewportSize({ width: 375, height: 740 })
  await expect(him.getByRole('link', { name: 'Tutte le conversazioni' })).toBeVisible()
  // (polled: the layout settles after the resize)
  await expect
    .poll(() => him.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0)
  await him.getByRole('link', { name: 'Tutte le conversazioni' }).click()
  await expect(him.getByTestId('conversation-item').first()).toBeVisible()
})

test('/dms/new/{id} says how to get the chat feature to someone who may not start a conversation', async ({
  browser,
  baseURL,
}, testInfo) => {
  const student = await freshStudent(baseURL!, testInfo.outputPath('student.json'))
  const page = await (await browser.newContext({ storageState: student.file })).newPage()
  await page.goto('/dms/new/1')
  await expect(page.getByRole('alert')).toContainText('/extra-features')
  await page.getByRole('link', { name: 'Attiva la chat' }).click()
  await expect(page).toHaveURL(/\/extra-features$/)
})

test('a conversation reads oldest at the top and opens at the newest message, at the bottom', async ({
  browser,
  baseURL,
}) => {
  const page = await (
    await browser.newContext({
      baseURL,
      storageState: storageStatePath('student'),
      viewport: { width: 375, height: 560 },
    })
  ).newPage()
  await page.goto('/dms')
  await page.getByTestId('conversation-item').filter({ hasText: 'Marco Rossi' }).first().click()
  const times = page.getByTestId('message').locator('time')
  await expect(page.getByTestId('message').first()).toBeVisible()
  const stamps = await times.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime') ?? ''))
  expect(stamps.length).toBeGreaterThan(2)
  expect(stamps).toEqual([...stamps].sort())
  // scrolled to the end: the newest message is in view, the oldest is not (the list overflows)
  const list = page.getByTestId('message-list')
  await expect
    .poll(() => list.evaluate((node) => node.scrollHeight - node.clientHeight - node.scrollTop))
    .toBeLessThanOrEqual(2)
  await expect(page.getByTestId('message').last()).toBeInViewport()
})
