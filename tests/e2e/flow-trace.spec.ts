import { expect, test, type Page } from '@playwright/test'
import { listCourses } from '../../contracts/courses/endpoints'
import { showTrace } from '../../contracts/support/endpoints'
import { fillPath } from '../../contracts/core/endpoint'
import { DEMO_ACCOUNTS, storageStatePath } from './support/accounts'

/*
 * Issue 11 end to end: a student's failed login through the prompt is recorded in the browser,
 * sent to support from the error page, and opened by an admin on /dev?trace=CODE, who steps
 * through it and replays it on the current machines. The secrets typed never reach the server.
 */
const WRONG_PASSWORD = 'Sbagliata-Davvero-719!'

async function firstCourse(page: Page) {
  const response = await page.request.get(listCourses.path, { params: { perPage: 1 } })
  const { data } = (await response.json()) as { data: { slug: string }[] }
  return data[0]
}

test('a recorded flow goes from the error page to support, who step through it and replay it', async ({
  browser,
}) => {
  test.setTimeout(90_000)

  // the student, not logged in, tries the prompt with a wrong password
  const visitor = await browser.newContext()
  const page = await visitor.newPage()
  const course = await firstCourse(page)
  await page.goto(`/course/${course.slug}`)
  await page.getByRole('link', { name: /^(Acquista il corso|Iscriviti gratis)$/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Login necessario' })
  await expect(dialog).toBeVisible()
  await dialog.getByLabel('Email', { exact: true }).fill(DEMO_ACCOUNTS.student)
  await dialog.getByLabel('Password', { exact: true }).fill(WRONG_PASSWORD)
  await dialog.getByRole('button', { name: 'Accedi', exact: true }).click()
  await expect(dialog.getByRole('alert')).not.toBeEmpty()
  await expect(dialog.getByLabel('Password', { exact: true })).toBeEnabled()
  await dialog.getByRole('button', { name: 'Chiudi modale' }).click()
  await expect(dialog).toHaveCount(0)

  // something breaks: the error page offers to send the flow
  await page.evaluate(() => {
    void Promise.reject(new Error('Errore di prova del flusso'))
  })
  await expect(page.getByRole('link', { name: 'Torna alla home' })).toBeVisible()
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/support/traces'))
  await page.getByRole('button', { name: 'Invia il flusso al supporto' }).click()
  expect((await sent).status()).toBe(201)
  const code = (await page.getByTestId('flow-code').textContent())!.trim()
  expect(code).toMatch(/^AULA-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{2}$/)
  await visitor.close()

  // a student may not read it
  const student = await browser.newContext({ storageState: storageStatePath('student') })
  const refused = await student.request.get(fillPath(showTrace.path, { code }))
  expect(refused.status()).toBe(403)
  await student.close()

  // support opens it
  const admin = await browser.newContext({ storageState: storageStatePath('admin') })
  const stored = await admin.request.get(fillPath(showTrace.path, { code }))
  expect(stored.status()).toBe(200)
  const body = await stored.text()
  expect(body).not.toContain(WRONG_PASSWORD)
  expect(body).toContain('prompt.submit')

  const viewer = await admin.newPage()
  await viewer.goto(`/dev?trace=${code}`)
  await expect(viewer.getByRole('heading', { level: 2, name: `Flusso ${code}` })).toBeVisible()
  const timeline = viewer.getByRole('list', { name: 'Passi del flusso' })
  const loginSteps = timeline.getByRole('listitem').filter({ hasText: 'loginPrompt' })
  await expect(loginSteps.filter({ hasText: 'prompt.close' })).toBeVisible()
  const events = (await loginSteps.getByTestId('step-event').allTextContents()).map((text) => text.trim())
  const expected = [
    'xstate.init',
    'prompt.request',
    'prompt.change',
    'prompt.change',
    'prompt.submit',
    'xstate.error.actor.login',
    'prompt.close',
  ]
  // those steps, in this order (the prompt may get a blur or two in between)
  expect(events.filter((type) => expected.includes(type))).toEqual(expected)
  await expect(viewer.locator('body')).not.toContainText(WRONG_PASSWORD)

  // stepping through: buttons and keys
  const position = viewer.getByTestId('step-position')
  await expect(position).toHaveText(/^Passo 1 di \d+$/)
  await viewer.getByRole('button', { name: 'Passo successivo' }).click()
  await expect(position).toHaveText(/^Passo 2 di \d+$/)
  await timeline.focus()
  await viewer.keyboard.press('ArrowDown')
  await expect(position).toHaveText(/^Passo 3 di \d+$/)
  await viewer.keyboard.press('ArrowUp')
  await expect(position).toHaveText(/^Passo 2 di \d+$/)

  // on the submit step the chart shows the prompt submitting, reached from editing
  await loginSteps.filter({ hasText: 'prompt.submit' }).getByRole('button').click()
  await expect(viewer.getByTestId('step-value')).toContainText('submitting')
  await expect(
    viewer.locator('[data-chart="loginPrompt"] [data-state="loginPrompt.open.submitting"]'),
  ).toHaveAttribute('data-active', '')
  await expect(
    viewer.locator('[data-chart="loginPrompt"] [data-transition][data-taken]').first(),
  ).toBeVisible()
  await expect(viewer.getByTestId('step-context')).toContainText('[redacted]')

  await viewer.getByRole('button', { name: 'Riproduci con le macchine attuali' }).click()
  const replayed = viewer.locator('[data-replay="loginPrompt"]')
  await expect(replayed).toHaveAttribute('data-status', 'same')
  await expect(replayed).toContainText('nessuna divergenza')

  // support types the code as the user reads it out (issue 34): the replay of every actor the
  // trace holds (session, sidebar, resources...) opens and runs without leaving /dev
  const typed = await admin.newPage()
  await typed.goto('/dev')
  const field = typed.getByLabel('Codice del flusso')
  await field.fill(code.toLowerCase().replace(/-/g, ' '))
  await field.press('Enter')
  await expect(typed).toHaveURL(new RegExp(`/dev\\?trace=${code}$`))
  await expect(typed.getByRole('heading', { level: 2, name: `Flusso ${code}` })).toBeVisible()
  await typed.getByRole('button', { name: 'Riproduci con le macchine attuali' }).click()
  await expect(typed.locator('[data-replay="loginPrompt"]')).toHaveAttribute('data-status', 'same')
  await expect(typed.locator('[data-replay]')).not.toHaveCount(1)
  await expect(typed).toHaveURL(new RegExp(`/dev\\?trace=${code}$`))
  await expect(typed.getByRole('heading', { level: 1 })).toHaveText('Strumenti di sviluppo')
  await admin.close()
})

test('/dev draws every machine: pick a state with the keyboard, search for an event', async ({ page }) => {
  await page.goto('/dev')
  await expect(page.getByRole('heading', { level: 2, name: 'Macchine a stati' })).toBeVisible()
  await page.getByLabel('Macchina').selectOption('loginPrompt')
  const chart = page.locator('[data-chart="loginPrompt"]')
  await expect(chart.locator('[data-state]')).not.toHaveCount(0)
  const editing = chart.locator('[data-state="loginPrompt.open.editing"]')
  await editing.focus()
  await page.keyboard.press('Enter')
  await expect(editing).toHaveAttribute('aria-pressed', 'true')
  const details = page.getByRole('region', { name: /^editing/ })
  await expect(details.getByRole('row').filter({ hasText: 'prompt.submit' })).toContainText('isValid')
  await expect(details.getByRole('row').filter({ hasText: 'prompt.submit' })).toContainText('submitting')

  await page.getByLabel('Cerca uno stato o un evento').fill('togglePassword')
  await page.getByRole('button', { name: /^evento: prompt\.togglePassword/ }).click()
  await expect(chart.locator('[data-state="loginPrompt.open"]')).toHaveAttribute('aria-pressed', 'true')
})
