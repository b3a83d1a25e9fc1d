import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { verifyEmail } from '../../contracts/accounts/endpoints'
import { completeOnboardingStep, syncInterests } from '../../contracts/onboarding/endpoints'
import { activateFreeTier, initSubscription } from '../../contracts/payments/endpoints'
import { apiCall, clientAddress, fromOutbox, registerAccount } from './support/accounts'
import { FORTY_WORDS, hrAtSubscriptions, payByTransfer } from './support/onboarding'

/**
 * Issue 35: no dead ends at the end of the general wizard. A trainer's written steps are saved
 * through the API (onboarding-trainer.spec.ts drives them with the mouse); what is tested here is
 * the browser at the last step and on payment-pending: each link of profile-completed leads where
 * it says (the wizard finishes first), and a trainer waiting for a bank transfer browses the public
 * catalogue and switches to a card.
 */

const STEPS: [string, Record<string, unknown>][] = [
  [
    'user-details',
    {
      first_name: 'Chiara',
      last_name: 'Esposito',
      nickname: '',
      slug: '',
      birth_date: '17/04/1990',
      gender: 'female',
      address: 'Via Roma',
      address_number: '12',
      city: 'Bologna',
      province: 'BO',
      region: 'Emilia-Romagna',
      zip: '40121',
      same_residency: true,
    },
  ],
  [
    'billing-information',
    {
      type: 'fisica',
      first_name: 'Chiara',
      last_name: 'Esposito',
      fiscal_code: 'RSSMRA85T10A562S',
      p_iva: '12345678903',
      unique_id: 'ABC1234',
      pec: '',
      address: 'Via Roma',
      address_number: '12',
      city: 'Bologna',
      province: 'BO',
      zip: '40121',
      fiscal_type: 'forfettario',
    },
  ],
  ['biography', { bio: FORTY_WORDS }],
  ['social', { linkedin: 'https://linkedin.com/in/chiara' }],
  ['interests-select', {}],
  ['mission', { mission: 'Rendere la formazione pratica.', payoff: 'Impara facendo' }],
  ['skill-select', { skills: [13] }],
  ['documents', {}],
]

/** A new trainer, verified, whose steps before the subscription are saved; the page logged in. */
async function trainerAtSubscriptions(page: Page, name: string) {
  const account = await registerAccount(page.request, 'trainer')
  const request: APIRequestContext = page.request
  const token = await fromOutbox(request, account.email, 'token')
  expect((await apiCall(request, verifyEmail, { data: { token } })).status()).toBe(200)
  const auth = { token: account.token }
  for (const [step, values] of STEPS) {
    const answer =
      step === 'interests-select'
        ? await apiCall(request, syncInterests, { ...auth, data: { interests: [1] } })
        : await apiCall(
            request,
            { ...completeOnboardingStep, path: `/api/onboarding/steps/${step}` },
            {
              ...auth,
              data: step === 'user-details' ? { ...values, slug: `${name}-${account.user.id}` } : values,
            },
          )
    expect(answer.status(), `${step}: ${await answer.text()}`).toBe(200)
  }
  await page.setExtraHTTPHeaders(clientAddress())
  await page.goto('/login')
  await page.getByLabel('Email', { exact: true }).fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await page.getByRole('button', { name: 'Accedi', exact: true }).click()
  await expect(page).toHaveURL(/\/onboarding\/subscriptions$/)
  return { ...account, auth }
}

test('the last step of a trainer\'s wizard: "Crea il tuo primo corso" opens the studio, and after it the feed and the profile stay open', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const trainer = await trainerAtSubscriptions(page, 'crea-corso')
  expect((await apiCall(page.request, activateFreeTier, trainer.auth)).status()).toBe(200)
  await page.goto('/onboarding')
  await expect(page).toHaveURL(/\/onboarding\/profile-completed$/)
  await expect(page.getByText('Passo 13 di 13')).toBeVisible()
  await page.getByRole('link', { name: 'Crea il tuo primo corso' }).click()
  await expect(page).toHaveURL(/\/instructor\/course\/create$/)
  await expect(page.getByText(/Passo \d+ di 13/)).toHaveCount(0)
  await page.goto('/feed')
  await expect(page).toHaveURL(/\/feed$/)
})

test('an HR company\'s last step: "Vai al tuo profilo" opens the profile', async ({ page }) => {
  test.setTimeout(90_000)
  await hrAtSubscriptions(page, 'hr-profile-link')
  await page.getByRole('button', { name: 'Continua con il piano gratuito' }).click()
  await expect(page).toHaveURL(/\/onboarding\/profile-completed$/)
  await page.getByRole('link', { name: 'Vai al tuo profilo' }).click()
  await expect(page).toHaveURL(/\/me$/)
  await page.goto('/feed')
  await expect(page).toHaveURL(/\/feed$/)
})

test('a trainer waiting for a bank transfer browses the catalogue, then pays the same plan by card', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const trainer = await trainerAtSubscriptions(page, 'bonifico')
  const plans = await page.request.get('/api/subscriptions')
  const monthly = ((await plans.json()) as { data: { id: number; slug: string }[] }).data.find(
    (plan) => plan.slug === 'mensile',
  )!
  expect(
    (await apiCall(page.request, initSubscription, { ...trainer.auth, data: { id: monthly.id } })).status(),
  ).toBe(200)
  await page.goto('/onboarding/payment-methods')
  await payByTransfer(page)

  // The public pages stay open while the money travels; member pages lead back to the transfer.
  await page.goto('/courses')
  await expect(page).toHaveURL(/\/courses$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.goto('/feed')
  await expect(page).toHaveURL(/\/onboarding\/payment-pending$/)
  await expect(page.getByTestId('reference')).not.toBeEmpty()

  await page.getByRole('button', { name: 'Paga con carta' }).click()
  await expect(page).toHaveURL(/\/onboarding\/payment-methods$/)
  const form = page.getByRole('form', { name: 'Metodo di pagamento' })
  await form.getByRole('radio', { name: 'Nuova carta' }).check()
  await form.getByLabel('Numero della carta', { exact: true }).fill('4242 4242 4242 4242')
  await form.getByLabel('Mese (MM)', { exact: true }).fill('12')
  await form.getByLabel('Anno (AA)', { exact: true }).fill('34')
  await form.getByLabel('CVC', { exact: true }).fill('123')
  await form.getByTestId('pay').click()
  await expect(page).toHaveURL(/\/onboarding\/order-completed$/)
})
