import { expect, test, type Page } from '@playwright/test'
import { clientAddress, fromOutbox, registerAccount, uniqueEmail } from './support/accounts'

/**
 * The student's wizard (issue 13): from registration through the real e-mail and SMS in the dev
 * outbox to /feed — phone number, SMS code, confirmation, interests — resumed after a reload, in
 * English, with the keyboard only; wrong codes and the resend countdown.
 */

/** A mobile number nobody else used in this run (the SMS outbox is read by number). */
const freshPhone = () => `3${String(Date.now()).slice(-7)}${Math.floor(Math.random() * 90 + 10)}`

async function registerStudent(page: Page, email: string) {
  await page.setExtraHTTPHeaders(clientAddress())
  await page.goto('/register/student')
  await page.getByLabel('Nome', { exact: true }).fill('Giulia')
  await page.getByLabel('Cognome', { exact: true }).fill('Ferri')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill('Segreta123')
  await page.getByLabel('Conferma password').fill('Segreta123')
  await page.getByLabel('Accetto i termini e le condizioni del servizio').check()
  await page.getByLabel("Ho letto e accetto l'informativa sulla privacy").check()
  // A client address of its own (registrations are five a minute per address); a refusal is still
  // waited out, as apiCall does.
  for (let attempt = 1; ; attempt++) {
    await page.getByRole('button', { name: 'Crea il tuo account' }).click()
    const outcome = () =>
      page.url().endsWith('/verify/email/check-your-email')
        ? 'registered'
        : page
            .getByText('Troppi tentativi')
            .isVisible()
            .then((limited) => (limited ? 'limited' : 'pending'))
    await expect.poll(outcome, { timeout: 15_000 }).not.toBe('pending')
    if ((await outcome()) === 'registered') break
    expect(attempt, 'still refused after waiting out the limit').toBeLessThan(3)
    await page.waitForTimeout(61_000)
  }
  const token = await fromOutbox(page.request, email, 'token')
  await page.goto(`/verify/email/${token}`)
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'Il tuo indirizzo email è stato verificato',
  )
}

/** A registered student with a verified address, logged in on `page` in `locale`. */
async function verifiedStudent(page: Page, locale: 'it' | 'en') {
  const account = await registerAccount(page.request, 'student', uniqueEmail('onboarding'))
  const token = await fromOutbox(page.request, account.email, 'token')
  const prefix = locale === 'en' ? '/en' : ''
  await page.goto(`${prefix}/login`)
  await page.getByLabel('Email', { exact: true }).fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await page.getByRole('button', { name: locale === 'en' ? 'Login' : 'Accedi', exact: true }).click()
  await expect(page).toHaveURL(/check-your-email$/)
  await page.goto(`${prefix}/verify/email/${token}`)
  await expect(page.getByRole('main').getByRole('status')).toBeVisible()
  await page.goto(`${prefix}/feed`)
  return account
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 })

test('a new student verifies e-mail and phone, reloads in the middle, picks interests and reaches the feed', async ({
  page,
}) => {
  // 90 s, plus the minute a registration limit may take to wait out
  test.setTimeout(180_000)
  await registerStudent(page, uniqueEmail('student-wizard'))
  await page.getByRole('main').getByRole('link', { name: 'Continua' }).click()

  // the guard chain: the phone is not verified
  await expect(page).toHaveURL(/\/onboarding-student\/phone-number$/)
  await expect(heading(page)).toHaveText('Il tuo numero di telefono')
  await expect(heading(page)).toBeFocused()
  await expect(page.getByText('Passo 1 di 4')).toBeVisible()
  await expect(page.getByLabel('Prefisso')).toHaveValue('0039')

  await page.getByLabel('Numero di telefono').fill('0612345678')
  await page.getByRole('button', { name: 'Inviami il codice' }).click()
  await expect(
    page.getByText('Deve essere un numero di telefono valido senza prefisso internazionale.'),
  ).toBeVisible()

  const phone = freshPhone()
  await page.getByLabel('Numero di telefono').fill(phone)
  await page.getByRole('button', { name: 'Inviami il codice' }).click()
  await expect(page).toHaveURL(/\/onboarding-student\/confirm-number$/)
  await expect(heading(page)).toHaveText('Conferma il numero')
  await expect(heading(page)).toBeFocused()
  await expect(page.getByText('Passo 2 di 4')).toBeVisible()
  await expect(page.getByRole('button', { name: /Invia di nuovo il codice tra \d+ s/ })).toBeDisabled()

  // a reload, or another tab, resumes on the same step with the number
  await page.reload()
  await expect(heading(page)).toHaveText('Conferma il numero')
  await expect(page.getByText(`0039 ${phone}`, { exact: false })).toBeVisible()
  const other = await page.context().newPage()
  await other.goto('/onboarding-student/interests-select')
  await expect(other).toHaveURL(/\/onboarding-student\/confirm-number$/)
  await other.close()

  const otp = await fromOutbox(page.request, `0039${phone}`, 'otp')
  await page.getByLabel('Codice').fill(otp)
  await page.getByRole('button', { name: 'Conferma il numero' }).click()
  await expect(page).toHaveURL(/\/onboarding-student\/identity-confirmed$/)
  await expect(heading(page)).toBeFocused()
  await expect(page.getByText('Il tuo numero di telefono è confermato. Grazie!')).toBeVisible()
  await page.getByRole('button', { name: 'Continua' }).click()

  await expect(page).toHaveURL(/\/onboarding-student\/interests-select$/)
  await expect(page.getByText('Passo 4 di 4')).toBeVisible()
  await page.getByRole('button', { name: 'Salva e continua' }).click()
  await expect(page.getByText('Il campo Interessi è richiesto')).toBeVisible()
  await page.getByLabel('Cerca un interesse').fill('anal')
  await page.getByRole('button', { name: 'Analisi dei dati', pressed: false }).click()
  await page.getByLabel('Cerca un interesse').fill('lead')
  await page.getByRole('button', { name: 'Leadership', pressed: false }).click()
  const chosen = page.getByRole('list', { name: 'Interessi scelti' })
  await expect(chosen.getByRole('button')).toHaveText(['Analisi dei dati×(rimuovi)', 'Leadership×(rimuovi)'])
  await page.getByRole('button', { name: 'Salva e continua' }).click()
  await expect(page).toHaveURL(/\/feed$/)

  // done: the wizard's pages send a finished student on
  await page.goto('/onboarding-student/phone-number')
  await expect(page).toHaveURL(/\/feed$/)
})

test('in English, with the keyboard only, the wizard takes a student to the feed', async ({ page }) => {
  test.setTimeout(90_000)
  await verifiedStudent(page, 'en')
  await expect(page).toHaveURL(/\/en\/onboarding-student\/phone-number$/)
  await expect(heading(page)).toHaveText('Your phone number')
  await expect(heading(page)).toBeFocused()
  await expect(page.getByText('Step 1 of 4')).toBeVisible()

  const phone = freshPhone()
  // Tab from the heading: prefix, then number.
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Prefix')).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Phone number')).toBeFocused()
  await page.keyboard.type(phone)
  await page.keyboard.press('Enter')

  await expect(page).toHaveURL(/\/en\/onboarding-student\/confirm-number$/)
  await expect(heading(page)).toBeFocused()
  await expect(page.getByText('Step 2 of 4')).toBeVisible()
  const otp = await fromOutbox(page.request, `0039${phone}`, 'otp')
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Code')).toBeFocused()
  await page.keyboard.type('12')
  await page.keyboard.press('Enter')
  await expect(page.getByText('The Code field must be exactly 6 characters long')).toBeVisible()
  await page.getByLabel('Code').focus()
  await page.keyboard.press('Control+A')
  await page.keyboard.type(otp)
  await page.keyboard.press('Enter')

  await expect(page).toHaveURL(/\/en\/onboarding-student\/identity-confirmed$/)
  await expect(heading(page)).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Continue' })).toBeFocused()
  await page.keyboard.press('Enter')

  await expect(page).toHaveURL(/\/en\/onboarding-student\/interests-select$/)
  await expect(heading(page)).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Search for an interest')).toBeFocused()
  await page.keyboard.type('photo')
  const photography = page.getByRole('button', { name: 'Photography', pressed: false })
  await expect(page.getByRole('list', { name: 'Available interests' }).getByRole('button')).toHaveCount(1)
  await page.keyboard.press('Tab')
  await expect(photography).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('list', { name: 'Chosen interests' })).toContainText('Photography')
  await page.getByRole('button', { name: 'Save and continue' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/en\/feed$/)
})

test('five wrong codes lock the code with a clear message; a new one can be asked for after the countdown', async ({
  page,
}) => {
  test.setTimeout(150_000)
  await page.clock.install()
  await verifiedStudent(page, 'it')
  await expect(page).toHaveURL(/\/onboarding-student\/phone-number$/)
  const phone = freshPhone()
  await page.getByLabel('Numero di telefono').fill(phone)
  await page.getByRole('button', { name: 'Inviami il codice' }).click()
  const sentAt = Date.now()
  await expect(page).toHaveURL(/\/onboarding-student\/confirm-number$/)
  const otp = await fromOutbox(page.request, `0039${phone}`, 'otp')
  const wrong = otp === '000000' ? '111111' : '000000'

  for (const left of [4, 3, 2, 1]) {
    await page.getByLabel('Codice').fill(wrong)
    await page.getByRole('button', { name: 'Conferma il numero' }).click()
    await expect(page.getByText(`Il codice non è corretto. Tentativi rimasti: ${left}.`)).toBeVisible()
  }
  await page.getByLabel('Codice').fill(wrong)
  await page.getByRole('button', { name: 'Conferma il numero' }).click()
  await expect(page.getByText('Hai sbagliato il codice troppe volte: chiedine uno nuovo.')).toBeVisible()
  // even the right code is refused now
  await page.getByLabel('Codice').fill(otp)
  await page.getByRole('button', { name: 'Conferma il numero' }).click()
  await expect(page.getByText('Hai sbagliato il codice troppe volte: chiedine uno nuovo.')).toBeVisible()
  await expect(page).toHaveURL(/\/onboarding-student\/confirm-number$/)

  const resend = page.getByRole('button', { name: /^Invia di nuovo il codice/ })
  await expect(resend).toHaveText(/Invia di nuovo il codice tra \d+ s/)
  await expect(resend).toBeDisabled()
  // The server counts the minute on its own clock: wait it out for real, then skip the page's.
  const wait = sentAt + 61_000 - Date.now()
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
  await page.clock.fastForward(61_000)
  await expect(resend).toHaveText('Invia di nuovo il codice')
  await expect(resend).toBeEnabled()
  await resend.click()
  await expect(page.getByText('Ti abbiamo inviato un nuovo codice.')).toBeVisible()
  await expect(resend).toBeDisabled()
  const fresh = await fromOutbox(page.request, `0039${phone}`, 'otp', { differentFrom: otp })
  await page.getByLabel('Codice').fill(fresh)
  await page.getByRole('button', { name: 'Conferma il numero' }).click()
  await expect(page).toHaveURL(/\/onboarding-student\/identity-confirmed$/)
})
