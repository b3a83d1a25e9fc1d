/**
 * The referral program in Chromium (issue 19): a student of this file's own copies the link from
 * /referrals; a visitor opens it, picks the student role, finds the code filled in and registers;
 * the new person is listed on the referrer's page, waiting for a first purchase. The page again in
 * English, whose link leads to the English registration.
 */
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { freshStudent, uniqueEmail } from './support/accounts'

test('a link from /referrals brings a new user, who is then listed, in Italian and English', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000)
  const { file } = await freshStudent(baseURL!, path.join(testInfo.project.outputDir, 'referrer.json'))
  const referrer = await browser.newContext({ baseURL, storageState: file, locale: 'it-IT' })
  const page = await referrer.newPage()
  await page.goto('/referrals')
  await expect(page.getByRole('heading', { level: 1, name: 'Invita un amico' })).toBeVisible()
  await expect(page.getByText(/Nessuno si è ancora registrato/)).toBeVisible()
  const code = await page.getByRole('textbox', { name: 'Codice invito' }).inputValue()
  const link = await page.getByRole('textbox', { name: 'Link di invito' }).inputValue()
  expect(link).toBe(`${baseURL}/register?ref=${code}`)

  const visitor = await browser.newContext({ baseURL, locale: 'it-IT' })
  const newcomer = await visitor.newPage()
  await newcomer.goto(link)
  await newcomer.getByRole('link', { name: /Studente/ }).click()
  await expect(newcomer).toHaveURL(new RegExp(`/register/student\\?ref=${code}$`))
  await expect(newcomer.getByLabel('Codice invito')).toHaveValue(code)
  await newcomer.getByLabel('Nome', { exact: true }).fill('Giulia')
  await newcomer.getByLabel('Cognome', { exact: true }).fill('Neri')
  await newcomer.getByLabel('Email', { exact: true }).fill(uniqueEmail('invited'))
  await newcomer.getByLabel('Password', { exact: true }).fill('Segreta123')
  await newcomer.getByLabel('Conferma password').fill('Segreta123')
  await newcomer.getByLabel('Accetto i termini e le condizioni del servizio').check()
  await newcomer.getByLabel("Ho letto e accetto l'informativa sulla privacy").check()
  await newcomer.getByRole('button', { name: 'Crea il tuo account' }).click()
  await expect(newcomer).toHaveURL(/\/verify\/email\/check-your-email$/)
  await visitor.close()

  await page.reload()
  const people = page.getByRole('region', { name: 'Chi hai invitato' })
  await expect(people.getByText('Giulia N.')).toBeVisible()
  await expect(people.getByText('In attesa del primo acquisto')).toBeVisible()

  await page.goto('/en/referrals')
  await expect(page.getByRole('heading', { level: 1, name: 'Invite a friend' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Invitation link' })).toHaveValue(
    `${baseURL}/en/register?ref=${code}`,
  )
  await expect(
    page.getByRole('region', { name: 'Who you invited' }).getByText('Waiting for a first purchase'),
  ).toBeVisible()
  await referrer.close()
})
