/**
 * The admin area's reports queue (issue 35): a student reports a new account's profile; the demo
 * admin opens /dev/admin from the side menu, goes to the reports, and with the keyboard blocks the
 * reported account with a reason. The block takes effect (the account's token is refused, the
 * users list shows it blocked with the reason) and the report leaves the queue. The author's open
 * tab logging out is notifications.spec.ts's. English works too.
 */
import { expect, request as playwrightRequest, test } from '@playwright/test'
import { listUsers } from '../../contracts/admin/endpoints'
import { getMe } from '../../contracts/accounts/endpoints'
import { reportProfile } from '../../contracts/network/endpoints'
import { apiCall, registerAccount, storageStatePath } from './support/accounts'

test.use({ storageState: storageStatePath('admin') })

test('an admin blocks a reported author from the reports queue, with the keyboard', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const author = await registerAccount(page.request, 'student')
  const reporter = await playwrightRequest.newContext({ baseURL, storageState: storageStatePath('student') })
  let reportId: number
  try {
    const reported = await apiCall(reporter, reportProfile, {
      params: { id: author.user.id },
      data: { reason: 'fake', text: 'Profilo creato per spam' },
    })
    expect(reported.status(), await reported.text()).toBe(201)
    reportId = ((await reported.json()) as { data: { id: number } }).data.id
  } finally {
    await reporter.dispose()
  }

  await page.goto('/feed')
  await page.getByRole('link', { name: 'Amministrazione' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Amministrazione' })).toBeVisible()
  await page.getByRole('link', { name: 'Segnalazioni', exact: true }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Segnalazioni' })).toBeVisible()

  const row = page.locator(`[data-admin-report="profile-${reportId}"]`)
  await expect(row.getByText('Profilo creato per spam')).toBeVisible()
  const blockButton = row.getByRole('button', { name: 'Blocca: profilo di Chiara Esposito' })
  await blockButton.focus()
  await page.keyboard.press('Enter')
  // The confirmation takes the focus: the reason first, required.
  const reason = row.getByLabel('Motivo')
  await expect(reason).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(row.getByRole('button', { name: 'Conferma' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(row.getByText('Scrivi il motivo.')).toBeVisible()
  await reason.focus()
  await page.keyboard.type('Profilo falso, segnalato')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').getByText('Chiara Esposito: account bloccato.')).toBeVisible()
  await expect(row).toHaveCount(0)

  // The block took effect: the author's token is refused, the users list says why.
  const asAuthor = await playwrightRequest.newContext({ baseURL })
  try {
    expect((await apiCall(asAuthor, getMe, { token: author.token })).status()).toBe(401)
  } finally {
    await asAuthor.dispose()
  }
  const listed = await page.request.get(listUsers.path, { params: { q: author.email } })
  expect((await listed.json()).data[0]).toMatchObject({
    status: 'blocked',
    last_action: { action: 'blocked', reason: 'Profilo falso, segnalato' },
  })

  await page.goto('/en/dev/admin/reports')
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Profiles' })).toBeVisible()
})
