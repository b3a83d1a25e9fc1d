import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

/**
 * The accounts journeys end to end, against `npm start` on a fresh DATA_DIR: the real server, its
 * dev outbox for the e-mails, the seeded demo accounts (password Password123!).
 */
const DEMO_PASSWORD = 'Password123!'

const unique = (prefix: string) =>
  `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@e2e.aula.test`

interface OutboxMessage {
  to: string
  subject: string
  meta: { token?: string; pin?: string; url?: string }
}

/** The newest message to `to` carrying `key` in its meta (e-mails may be sent by a background job). */
async function fromOutbox(request: APIRequestContext, to: string, key: 'token' | 'pin'): Promise<string> {
  let value: string | undefined
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)
        const { data } = (await response.json()) as { data: OutboxMessage[] }
        value = data.find((message) => message.meta?.[key])?.meta[key]
        return value
      },
      { timeout: 15_000 },
    )
    .toBeTruthy()
  return value as string
}

async function registerAs(page: Page, path: string, fill: () => Promise<void>, email: string) {
  await page.goto(path)
  await fill()
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill('Segreta123')
  await page.getByLabel('Conferma password').fill('Segreta123')
  await page.getByLabel('Accetto i termini e le condizioni del servizio').check()
  await page.getByLabel("Ho letto e accetto l'informativa sulla privacy").check()
  await page.getByRole('button', { name: 'Crea il tuo account' }).click()
  await expect(page).toHaveURL(/\/verify\/email\/check-your-email$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Controlla la tua email' })).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()
}

async function fillNames(page: Page) {
  await page.getByLabel('Nome', { exact: true }).fill('Chiara')
  await page.getByLabel('Cognome', { exact: true }).fill('Esposito')
}

async function login(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: /^(Accedi|Login)$/ }).click()
}

async function verifyFromEmail(page: Page, email: string) {
  const token = await fromOutbox(page.request, email, 'token')
  await page.goto(`/verify/email/${token}`)
  await expect(page.getByText('Il tuo indirizzo email è stato verificato. Grazie!')).toBeVisible()
  await page.getByRole('link', { name: 'Continua' }).click()
}

test('a student registers, verifies the e-mail from its link and is sent to the phone step', async ({
  page,
}) => {
  const email = unique('studente')
  await registerAs(page, '/register/student', () => fillNames(page), email)
  await verifyFromEmail(page, email)
  await expect(page).toHaveURL(/\/onboarding-student\/phone-number$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Il tuo numero di telefono' })).toBeVisible()
})

test('a trainer registers, verifies and is sent to onboarding user-details', async ({ page }) => {
  const email = unique('formatore')
  await registerAs(page, '/register/formatore', () => fillNames(page), email)
  await verifyFromEmail(page, email)
  await expect(page).toHaveURL(/\/onboarding\/user-details$/)
  await expect(page.getByRole('heading', { level: 1, name: 'I tuoi dati' })).toBeVisible()
})

test("an HR company registers: its ragione sociale becomes the first name and '-' the last name", async ({
  page,
}) => {
  const email = unique('hr')
  const company = `Officine ${Date.now().toString(36)} S.r.l.`
  const vat = String(Math.floor(Math.random() * 1e11)).padStart(11, '7')
  await registerAs(
    page,
    '/register/hr',
    async () => {
      await page.getByLabel('Azienda (persona giuridica)').check()
      await page.getByLabel('Ragione sociale').fill(company)
      await page.getByLabel('Partita IVA').fill(vat)
    },
    email,
  )
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value
  expect(token).toBeTruthy()
  const me = await page.request.get('/api/me', {
    headers: { Authorization: `Bearer ${decodeURIComponent(token!)}`, Accept: 'application/json' },
  })
  expect(me.status()).toBe(200)
  const { data } = (await me.json()) as { data: { first_name: string; last_name: string; role: string } }
  expect(data).toMatchObject({ first_name: company, last_name: '-', role: 'hr' })
})

test("a wrong password shows 'Credenziali errate'", async ({ page }) => {
  await page.goto('/login')
  await login(page, 'formatore@aula.test', 'NonQuesta123')
  await expect(page.getByText('Credenziali errate')).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
})

test('a password is reset by PIN, then the new password logs in', async ({ page }) => {
  const email = unique('reset')
  await registerAs(page, '/register/student', () => fillNames(page), email)
  // a fresh visitor, as someone who forgot the password would be
  await page.context().clearCookies()

  await page.goto('/login')
  await page.getByRole('link', { name: 'Hai dimenticato la password?' }).click()
  await expect(page).toHaveURL(/\/password-forgotten$/)
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Inviami il PIN' }).click()
  await expect(
    page.getByText(`Se ${email} corrisponde a un account, riceverai un PIN di 6 cifre.`),
  ).toBeVisible()

  const pin = await fromOutbox(page.request, email, 'pin')
  await page.getByLabel('PIN').fill(pin)
  await page.getByRole('button', { name: 'Verifica il PIN' }).click()
  await page.getByLabel('Nuova password').fill('NuovaPassword9')
  await page.getByLabel('Conferma password').fill('NuovaPassword9')
  await page.getByRole('button', { name: 'Salva la nuova password' }).click()

  await expect(page).toHaveURL(/\/login\?password-updated=1$/)
  await expect(page.getByText('Password aggiornata. Ora puoi accedere con la nuova password.')).toBeVisible()
  await login(page, email, 'Segreta123')
  await expect(page.getByText('Credenziali errate')).toBeVisible()
  await login(page, email, 'NuovaPassword9')
  // logged in: the e-mail is still unverified, so the guard chain parks the user there
  await expect(page).toHaveURL(/\/verify\/email\/check-your-email$/)
})

test('a visitor buying a course logs in through the prompt and goes on to the purchase', async ({ page }) => {
  const courses = await page.request.get('/api/public/courses?perPage=1')
  const { data } = (await courses.json()) as { data: { id: number; slug: string }[] }
  const course = data[0]
  await page.goto(`/course/${course.slug}`)
  await page.getByRole('link', { name: /^(Acquista il corso|Iscriviti gratis)$/ }).click()

  const dialog = page.getByRole('dialog', { name: 'Login necessario' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Accedi' })).toBeDisabled()
  await dialog.getByPlaceholder('Inserisci la tua email').fill('studente@aula.test')
  await dialog.getByPlaceholder('Password').fill(DEMO_PASSWORD)
  await dialog.getByRole('button', { name: 'Accedi' }).click()

  await expect(page).toHaveURL(new RegExp(`/buy/course/${course.id}/billing-information$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Dati di fatturazione' })).toBeVisible()
  await expect(dialog).toHaveCount(0)
})

test('logout clears the session and returns to the login page of the current language', async ({ page }) => {
  await page.goto('/login')
  await login(page, 'hr@aula.test', DEMO_PASSWORD)
  await expect(page).toHaveURL(/\/feed$/)
  await page.getByRole('button', { name: /^Menu utente di / }).click()
  await page.getByRole('button', { name: 'Esci' }).click()
  await expect(page).toHaveURL(/\/login$/)
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('token')
  // the guarded page is closed again
  await page.goto('/feed')
  await expect(page).toHaveURL(/\/login$/)

  await page.goto('/en/login')
  await login(page, 'hr@aula.test', DEMO_PASSWORD)
  await expect(page).toHaveURL(/\/en\/feed$/)
  await page.getByRole('button', { name: /^User menu of / }).click()
  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/en\/login$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible()
})

test('a fully onboarded demo account logs in and reaches the feed', async ({ page }) => {
  await page.goto('/login')
  await login(page, 'formatore@aula.test', DEMO_PASSWORD)
  await expect(page).toHaveURL(/\/feed$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Feed' })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Menu utente di / })).toBeVisible()
})
