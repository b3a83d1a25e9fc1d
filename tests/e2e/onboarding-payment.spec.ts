import { expect, test, type Page } from '@playwright/test'
import { getMe } from '../../contracts/accounts/endpoints'
import { devConfirmBankTransfer } from '../../contracts/payments/endpoints'
import { apiCall, tokenOf } from './support/accounts'
import { expectNoSeriousViolations } from './support/axe'
import { hrAtSubscriptions, payByTransfer } from './support/onboarding'

/**
 * The payment steps of the general wizard (issue 13): the plans, the shared checkout inside the
 * payment-methods step, payment-pending until the transfer is confirmed (the wizard moves on by
 * itself), order-completed, profile-completed, /feed. HR companies go through them here; the
 * trainer's wizard reaches them after the documents step (onboarding-trainer.spec.ts: by card and
 * by bank transfer).
 */

/** The step as shown passes axe (no serious or critical violation) and fits a 375 px phone. */
async function checkStepPage(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await expectNoSeriousViolations(page)
  const size = page.viewportSize()!
  await page.setViewportSize({ width: 375, height: 800 })
  await expect
    .poll(() => page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0)
  await page.setViewportSize(size)
}

async function choosePlan(page: Page, name: RegExp) {
  const plans = page.getByRole('group', { name: 'Scegli il tuo piano' })
  // Continuing without a plan says what is missing.
  await page.getByRole('button', { name: 'Continua con il piano scelto' }).click()
  await expect(page.getByText('Scegli un piano per continuare.')).toBeVisible()
  await plans.getByRole('radio', { name }).check()
  await page.getByRole('button', { name: 'Continua con il piano scelto' }).click()
  await expect(page).toHaveURL(/\/onboarding\/payment-methods$/)
  await expect(page.getByRole('form', { name: 'Metodo di pagamento' })).toBeVisible()
}

async function finish(page: Page) {
  await expect(page).toHaveURL(/\/onboarding\/order-completed$/)
  await expect(page.getByText('Il tuo abbonamento è attivo. Grazie!')).toBeVisible()
  await page.getByRole('button', { name: 'Continua', exact: true }).click()
  await expect(page).toHaveURL(/\/onboarding\/profile-completed$/)
  await expect(page.getByText(/Il tuo profilo è completo al \d+%/)).toBeVisible()
  await page.getByRole('button', { name: 'Vai alla home' }).click()
  await expect(page).toHaveURL(/\/feed$/)
}

test('an HR company chooses a plan with its interval and the suggested badge, pays with 4242 4242 4242 4242 and reaches /feed', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await hrAtSubscriptions(page, 'hr-card')
  await expect(page.getByText('Passo 4 di 8')).toBeVisible()
  const plans = page.getByRole('group', { name: 'Scegli il tuo piano' })
  // An HR company is offered the HR plans only (issue 36).
  await expect(plans.getByRole('radio', { name: /Aziende annuale/ })).toBeVisible()
  await expect(plans.getByRole('radio', { name: /Trimestrale/ })).toHaveCount(0)
  await expect(plans.getByText('Consigliato')).toHaveCount(1)
  await checkStepPage(page)
  // A reload keeps the wizard on the plans.
  await page.reload()
  await expect(page).toHaveURL(/\/onboarding\/subscriptions$/)
  await choosePlan(page, /Aziende mensile/)
  await checkStepPage(page)

  const form = page.getByRole('form', { name: 'Metodo di pagamento' })
  await form.getByRole('radio', { name: 'Nuova carta' }).check()
  await form.getByLabel('Numero della carta', { exact: true }).fill('4242 4242 4242 4242')
  await form.getByLabel('Mese (MM)', { exact: true }).fill('12')
  await form.getByLabel('Anno (AA)', { exact: true }).fill('34')
  await form.getByLabel('CVC', { exact: true }).fill('123')
  await form.getByTestId('pay').click()

  await expect(page).toHaveURL(/\/onboarding\/order-completed$/)
  // The server counts the payment: a reload stays on order-completed.
  await page.reload()
  await finish(page)
})

test('an HR company paying by bank transfer waits on payment-pending until the transfer is confirmed', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await hrAtSubscriptions(page, 'hr-transfer')
  await choosePlan(page, /Aziende annuale/)
  await payByTransfer(page)
  const reference = (await page.getByTestId('reference').textContent()) ?? ''
  expect(reference).not.toBe('')
  await checkStepPage(page)
  // Anywhere else, the guard chain brings the user back here; a reload resumes here, in English too.
  await page.goto('/feed')
  await expect(page).toHaveURL(/\/onboarding\/payment-pending$/)
  await page.goto('/en/onboarding/payment-pending')
  await expect(page.getByRole('heading', { name: 'Awaiting the bank transfer' })).toBeVisible()
  await expect(page.getByTestId('reference')).toHaveText(reference)
  await page.goto('/onboarding/payment-pending')
  await expect(page.getByTestId('reference')).toHaveText(reference)

  // The order the user waits for, as the session's user carries it.
  const me = await page.request.get(getMe.path, {
    headers: { Authorization: `Bearer ${await tokenOf(page.context())}`, Accept: 'application/json' },
  })
  const orderId = (await me.json()).data.pending_bank_transfer_details.order_id as number
  const confirmed = await apiCall(page.request, devConfirmBankTransfer, { params: { id: orderId } })
  expect(confirmed.status(), await confirmed.text()).toBe(200)
  // No click: the wizard notices the confirmation by itself.
  await finish(page)
})

test('an HR company that takes the free tier goes straight to profile-completed, then /feed', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await hrAtSubscriptions(page, 'hr-free')
  await page.getByRole('button', { name: 'Continua con il piano gratuito' }).click()
  await expect(page).toHaveURL(/\/onboarding\/profile-completed$/)
  await expect(page.getByText('Passo 8 di 8')).toBeVisible()
  // The server counts the payment steps as done: a reload resumes here.
  await page.reload()
  await expect(page.getByText('Passo 8 di 8')).toBeVisible()
  await page.getByRole('button', { name: 'Vai alla home' }).click()
  await expect(page).toHaveURL(/\/feed$/)
})
