/**
 * The diary in Chromium (issue 17): the demo trainer (who has the diary feature) writes a page,
 * finds it by a word and by its month, edits it and sees it nowhere else; the demo admin, who has
 * the feature too, finds nothing of it and gets 404 asking for it by id; the demo student, without
 * the feature, is told what the diary is and led to /extra-features; the page in English; and the
 * trainer deletes it after confirming.
 */
import { expect, request as playwrightRequest, test, type Browser } from '@playwright/test'
import { login } from '../../contracts/accounts/endpoints'
import { getDiaryEntry } from '../../contracts/diary/endpoints'
import {
  apiCall,
  clientAddress,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  tokenOf,
  type DemoRole,
} from './support/accounts'

/** A browser context logged in as a demo role through POST /api/login (no page of another area on the way). */
async function loggedIn(browser: Browser, baseURL: string, role: DemoRole) {
  const request = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: clientAddress() })
  const response = await apiCall(request, login, {
    data: { email: DEMO_ACCOUNTS[role], password: DEMO_PASSWORD },
    waitOutRateLimit: true,
  })
  expect(response.status()).toBe(200)
  const storageState = await request.storageState()
  await request.dispose()
  return browser.newContext({ baseURL, storageState, locale: 'it-IT' })
}

test('a diary page is written, found by word and month, stays private, and is deleted', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const word = `segreto${Date.now().toString(36)}`
  const trainer = await loggedIn(browser, baseURL!, 'trainer')
  const page = await trainer.newPage()
  await page.goto('/diary')
  await expect(page.getByRole('heading', { level: 1, name: 'Diario' })).toBeVisible()
  // the demo pages are there, newest first
  await expect(page.getByText(/\d+ pagine/)).toBeVisible()

  const form = page.getByRole('region', { name: 'Nuova pagina' })
  await form.getByLabel('Giorno').fill('2025-03-14')
  await form.getByLabel('Testo').fill(`Oggi ho capito il ${word} delle domande aperte.`)
  await form.getByLabel('Umore').selectOption({ label: '🙂 Bene' })
  await form.getByLabel('Etichette').fill('Lavoro, idee')
  await form.getByRole('button', { name: 'Salva la pagina' }).click()
  await expect(form.getByLabel('Testo')).toHaveValue('')

  // by a word
  const search = page.getByRole('search', { name: 'Cerca nel diario' })
  await search.getByLabel('Parole o etichette').fill(word)
  await search.getByRole('button', { name: 'Cerca' }).click()
  await expect(page).toHaveURL(new RegExp(`/diary\\?q=${word}$`))
  const entry = page.getByRole('article')
  await expect(entry).toHaveCount(1)
  await expect(entry).toContainText(word)
  await expect(entry).toContainText('14 marzo 2025')
  await expect(entry).toContainText('#lavoro')
  await expect(page.getByText('1 pagina', { exact: true })).toBeVisible()

  // by its month, with no words
  await page.goto('/diary')
  const month = page.getByLabel('Mese')
  await expect(month.locator('option[value="2025-03"]')).toHaveText(/^marzo 2025 \(\d+\)$/)
  await month.selectOption('2025-03')
  await page.getByRole('button', { name: 'Cerca' }).click()
  await expect(page).toHaveURL(/\/diary\?month=2025-03$/)
  await expect(page.getByRole('article').filter({ hasText: word })).toHaveCount(1)
  for (const day of await page.getByRole('article').getByRole('heading').allTextContents())
    expect(day).toMatch(/marzo 2025/)

  // edit in place
  const mine = page.getByRole('article').filter({ hasText: word })
  await mine.getByRole('button', { name: /Modifica/ }).click()
  await mine.getByLabel('Testo').fill(`Riscritto: ${word}.`)
  await mine.getByRole('button', { name: 'Salva le modifiche' }).click()
  await expect(page.getByRole('article').filter({ hasText: `Riscritto: ${word}.` })).toBeVisible()

  // the id of the page, as the trainer's API sees it
  const token = await tokenOf(trainer)
  const list = await trainer.request.get(`/api/diary?q=${word}`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  const [{ id }] = ((await list.json()) as { data: { id: number }[] }).data

  // another user with the diary feature: nothing found, 404 by id
  const admin = await loggedIn(browser, baseURL!, 'admin')
  const other = await admin.newPage()
  await other.goto(`/diary?q=${word}`)
  await expect(other.getByText('Nessuna pagina corrisponde alla ricerca.')).toBeVisible()
  await expect(other.getByRole('article')).toHaveCount(0)
  const stolen = await apiCall(admin.request, getDiaryEntry, { params: { id }, token: await tokenOf(admin) })
  expect(stolen.status()).toBe(404)
  await admin.close()

  // a user without the feature is told what it is and where to get it
  const student = await loggedIn(browser, baseURL!, 'student')
  const locked = await student.newPage()
  await locked.goto('/diary')
  await expect(locked.getByRole('heading', { name: 'Il diario è una funzione extra' })).toBeVisible()
  await locked.getByRole('link', { name: 'Attiva il diario' }).click()
  await expect(locked).toHaveURL(/\/extra-features$/)
  await student.close()

  // English
  await page.goto(`/en/diary?q=${word}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Diary' })).toBeVisible()
  await expect(page.getByText('1 entry', { exact: true })).toBeVisible()

  // delete, after confirming
  await page.goto(`/diary?q=${word}`)
  await page
    .getByRole('article')
    .getByRole('button', { name: /Elimina/ })
    .click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText('Eliminare la pagina del 14 marzo 2025?')
  await dialog.getByRole('button', { name: 'Elimina' }).click()
  await expect(page.getByText('Nessuna pagina corrisponde alla ricerca.')).toBeVisible()
  await trainer.close()
})
