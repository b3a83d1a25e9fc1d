import { expect, test, type Page } from '@playwright/test'
import { registerAccount, uniqueEmail } from './support/accounts'
import { logInVerified, registerHr } from './support/onboarding'

/**
 * The trainer's and HR's wizards (issue 13) through every step that is not a payment or an upload:
 * saved on "next" on the server, resumed after a reload, the SPEC §5 messages on the fields.
 */

const heading = (page: Page) => page.getByRole('heading', { level: 1 })
const next = (page: Page) => page.getByRole('button', { name: 'Salva e continua' }).click()

const FORTY_WORDS = Array.from({ length: 40 }, (_, i) => `parola${i}`).join(' ')

test('a new trainer goes through every step before the documents, with a reload in the middle', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const account = await registerAccount(page.request, 'trainer', uniqueEmail('trainer-wizard'))
  await logInVerified(page, account)

  await expect(page).toHaveURL(/\/onboarding\/user-details$/)
  await expect(heading(page)).toHaveText('I tuoi dati')
  await expect(heading(page)).toBeFocused()
  await expect(page.getByText('Passo 1 di 13')).toBeVisible()
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Chiara')

  await page.getByLabel('Indirizzo del profilo').fill(`chiara-${Date.now().toString(36)}`)
  await page.getByLabel('Data di nascita').fill('17/04/2015')
  await page.getByLabel('Genere').selectOption('female')
  await page.getByLabel('Indirizzo', { exact: true }).fill('Via Roma')
  await page.getByLabel('Numero civico', { exact: true }).fill('12')
  await page.getByLabel('Città', { exact: true }).fill('Bologna')
  await page.getByLabel('Provincia', { exact: true }).fill('BO')
  await page.getByLabel('Regione', { exact: true }).fill('Emilia-Romagna')
  await page.getByLabel('CAP', { exact: true }).fill('40121')
  await next(page)
  await expect(page.getByText('Devi essere maggiorenne')).toBeVisible()
  await page.getByLabel('Data di nascita').fill('17/04/1990')
  // a different shipping address asks for its own fields
  await page.getByLabel('Spedizioni allo stesso indirizzo della residenza').uncheck()
  await next(page)
  await expect(page.getByText('Il campo Indirizzo è richiesto')).toBeVisible()
  await page.getByLabel('Spedizioni allo stesso indirizzo della residenza').check()
  await next(page)

  await expect(page).toHaveURL(/\/onboarding\/billing-information$/)
  await expect(page.getByText('Passo 2 di 13')).toBeVisible()
  await page.reload()
  await expect(heading(page)).toHaveText('Dati di fatturazione')
  await page.getByLabel('Nome', { exact: true }).fill('Chiara')
  await page.getByLabel('Cognome', { exact: true }).fill('Esposito')
  await page.getByLabel('Codice fiscale').fill('RSSMRA85T10A562T')
  await page.getByLabel('Partita IVA').fill('12345678901')
  await page.getByLabel('Codice SDI').fill('ABC1234')
  await page.getByLabel('Indirizzo', { exact: true }).fill('Via Roma')
  await page.getByLabel('Numero civico', { exact: true }).fill('12')
  await page.getByLabel('Città', { exact: true }).fill('Bologna')
  await page.getByLabel('Provincia', { exact: true }).fill('BO')
  await page.getByLabel('CAP', { exact: true }).fill('40121')
  await page.getByLabel('Regime fiscale').selectOption('forfettario')
  await next(page)
  await expect(
    page.getByText('Il codice fiscale non è valido: il carattere di controllo non corrisponde.'),
  ).toBeVisible()
  await expect(
    page.getByText('La partita IVA non è valida: la cifra di controllo non corrisponde.'),
  ).toBeVisible()
  await page.getByLabel('Codice fiscale').fill('RSSMRA85T10A562S')
  await page.getByLabel('Partita IVA').fill('12345678903')
  await next(page)

  await expect(page).toHaveURL(/\/onboarding\/biography$/)
  await page.getByLabel('Biografia').fill('Troppo corta.')
  await next(page)
  await expect(page.getByText('Il campo Biografia deve contenere almeno 40 parole')).toBeVisible()
  await page.getByLabel('Biografia').fill(FORTY_WORDS)
  await next(page)

  await expect(page).toHaveURL(/\/onboarding\/social$/)
  await page.getByLabel('LinkedIn').fill('non un link')
  await next(page)
  await expect(page.getByText('Il campo LinkedIn non è uno URL valido')).toBeVisible()
  await page.getByLabel('LinkedIn').fill('linkedin.com/in/chiara')
  await next(page)

  await expect(page).toHaveURL(/\/onboarding\/interests-select$/)
  await page.getByLabel('Cerca un interesse').fill('coach')
  await page.getByRole('button', { name: 'Coaching', pressed: false }).click()
  await next(page)

  await expect(page).toHaveURL(/\/onboarding\/mission$/)
  await page.getByLabel('Missione').fill('Rendere la formazione pratica.')
  await page.getByLabel('Payoff').fill('Impara facendo')
  await next(page)

  await expect(page).toHaveURL(/\/onboarding\/skill-select$/)
  await page.getByLabel('Cerca una competenza').fill('type')
  await page.getByRole('button', { name: 'TypeScript', pressed: false }).click()
  await next(page)

  await expect(page).toHaveURL(/\/onboarding\/documents$/)
  await expect(page.getByText('Passo 8 di 13')).toBeVisible()
  // a later step's URL sends the trainer back to the first incomplete one
  await page.goto('/onboarding/profile-completed')
  await expect(page).toHaveURL(/\/onboarding\/documents$/)
  // an earlier one opens with what was saved
  await page.goto('/onboarding/mission')
  await expect(page.getByLabel('Payoff')).toHaveValue('Impara facendo')
})

test('a new HR company goes through its steps up to the subscription, in English after a reload', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const account = await registerHr(page, uniqueEmail('hr-wizard'))
  await logInVerified(page, account)

  await expect(page).toHaveURL(/\/onboarding\/hr-details$/)
  await expect(heading(page)).toHaveText("Dati dell'azienda")
  await expect(page.getByText('Passo 1 di 8')).toBeVisible()
  await expect(page.getByLabel('Ragione sociale')).toHaveValue('Acme S.r.l.')
  await expect(page.getByLabel('Partita IVA')).toHaveValue('01114601006')
  await page.getByLabel('Codice REA').fill('mi-12')
  await next(page)
  await expect(page.getByText('Il codice rea non è valido.')).toBeVisible()
  await page.getByLabel('Codice REA').fill('MI-1234567')
  await next(page)

  await expect(page).toHaveURL(/\/onboarding\/hr-social$/)
  await page.goto('/en/onboarding/hr-social')
  await expect(heading(page)).toBeFocused()
  await expect(page.getByText('Step 2 of 8')).toBeVisible()
  await page.getByLabel('Website').fill('acme.example.com')
  await page.getByRole('button', { name: 'Save and continue' }).click()

  await expect(page).toHaveURL(/\/en\/onboarding\/billing-information$/)
  await page.getByLabel('Person type').selectOption('giuridica')
  await page.getByLabel('Company name').fill('Acme S.r.l.')
  await page.getByLabel('Tax code').fill('01114601006')
  await page.getByLabel('VAT number').fill('01114601006')
  await page.getByLabel('Address', { exact: true }).fill('Via Dante')
  await page.getByLabel('Street number', { exact: true }).fill('1')
  await page.getByLabel('City', { exact: true }).fill('Milano')
  await page.getByLabel('Province', { exact: true }).fill('MI')
  await page.getByLabel('Postcode (CAP)', { exact: true }).fill('20121')
  await page.getByRole('button', { name: 'Save and continue' }).click()
  await expect(page.getByText('Give the SDI code or the PEC to receive electronic invoices.')).toBeVisible()
  await page.getByLabel('PEC').fill('acme@pec.example.com')
  await page.getByRole('button', { name: 'Save and continue' }).click()

  await expect(page).toHaveURL(/\/en\/onboarding\/subscriptions$/)
  await expect(page.getByText('Step 4 of 8')).toBeVisible()
})
