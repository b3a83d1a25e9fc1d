import { expect, test, type Page } from '@playwright/test'
import { registerAccount, uniqueEmail } from './support/accounts'
import {
  atStep,
  finishWizard,
  keyboardDriver,
  logInVerified,
  payByCard,
  registerHr,
  trainerStepsToSubscription,
  type Driver,
} from './support/onboarding'

/**
 * The trainer's and the HR company's wizards with the keyboard alone (issue 13): every field reached
 * with Tab, typed with the keyboard, choices made with the arrow keys and Space, buttons pressed
 * with Enter, files picked from the chooser opened with Space; on each step the focus starts on
 * the step's heading. No click and no fill: a control the keyboard cannot reach fails the journey.
 */

test('a new trainer completes the whole wizard with the keyboard alone', async ({ page }) => {
  test.setTimeout(240_000)
  const d = keyboardDriver(page)
  const account = await registerAccount(page.request, 'trainer', uniqueEmail('trainer-keyboard'))
  await logInVerified(page, account, d)

  await trainerStepsToSubscription(page, d, 'it', `chiara-kb-${Date.now().toString(36)}`)
  await payByCard(page, d, 'it')
  expect(await finishWizard(page, d, 'it', 'trainer')).toBeGreaterThan(50)
})

async function hrSteps(page: Page, d: Driver) {
  await atStep(page, /\/onboarding\/hr-details$/, "Dati dell'azienda")
  await expect(page.getByLabel('Ragione sociale')).toHaveValue('Acme S.r.l.')
  await d.fill(page.getByLabel('Codice REA'), 'MI-1234567')
  await d.press(page.getByRole('button', { name: 'Salva e continua' }))

  await atStep(page, /\/onboarding\/hr-social$/, "Social dell'azienda")
  await d.fill(page.getByLabel('Sito web'), 'acme.example.com')
  await d.press(page.getByRole('button', { name: 'Salva e continua' }))

  await atStep(page, /\/onboarding\/billing-information$/, 'Dati di fatturazione')
  await d.select(page.getByLabel('Tipo di persona'), 'giuridica')
  await d.fill(page.getByLabel('Ragione sociale'), 'Acme S.r.l.')
  await d.fill(page.getByLabel('Codice fiscale'), '01114601006')
  await d.fill(page.getByLabel('Partita IVA'), '01114601006')
  await d.fill(page.getByLabel('Indirizzo', { exact: true }), 'Via Dante')
  await d.fill(page.getByLabel('Numero civico', { exact: true }), '1')
  await d.fill(page.getByLabel('Città', { exact: true }), 'Milano')
  await d.fill(page.getByLabel('Provincia', { exact: true }), 'MI')
  await d.fill(page.getByLabel('CAP', { exact: true }), '20121')
  await d.fill(page.getByLabel('PEC'), 'acme@pec.example.com')
  await d.press(page.getByRole('button', { name: 'Salva e continua' }))
}

test('a new HR company completes its wizard with the keyboard alone', async ({ page }) => {
  test.setTimeout(240_000)
  const d = keyboardDriver(page)
  const account = await registerHr(page, uniqueEmail('hr-keyboard'))
  await logInVerified(page, account, d)
  await hrSteps(page, d)
  await payByCard(page, d, 'it')
  expect(await finishWizard(page, d, 'it', 'hr')).toBeGreaterThan(0)
})
