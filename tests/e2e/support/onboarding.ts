/**
 * Onboarding e2e helpers: a new HR company registered through the API (its company data in the
 * register body), and a new account logged in with its address verified through the outbox.
 */
import { expect, request as playwrightRequest, type Page } from '@playwright/test'
import { register } from '../../../contracts/accounts/endpoints'
import { csrfCookie } from '../../../contracts/core/endpoints'
import { apiCall, clientAddress, fromOutbox } from './accounts'

/** Registers a new HR company (e-mail not verified yet) in a request context of its own. */
export async function registerHr(page: Page, email: string) {
  const password = 'Segreta123'
  const origin = new URL((await page.request.get(csrfCookie.path)).url()).origin
  const own = await playwrightRequest.newContext({ baseURL: origin, extraHTTPHeaders: clientAddress() })
  try {
    const response = await apiCall(own, register, {
      waitOutRateLimit: true,
      data: {
        email,
        first_name: 'Acme',
        last_name: '-',
        password,
        password_confirmation: password,
        role: 'hr',
        terms_accepted: true,
        privacy_accepted: true,
        newsletter_accepted: false,
        referral_code: null,
        fiscal_data: { tipo_persona: 'giuridica', ragione_sociale: 'Acme S.r.l.', p_iva: '01114601006' },
      },
    })
    expect(response.status(), await response.text()).toBe(201)
  } finally {
    await own.dispose()
  }
  return { email, password }
}

/** Logs `page` in as the account and verifies its address with the link from the outbox; ends on /feed. */
export async function logInVerified(page: Page, account: { email: string; password: string }) {
  const token = await fromOutbox(page.request, account.email, 'token')
  await page.goto('/login')
  await page.getByLabel('Email', { exact: true }).fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await page.getByRole('button', { name: 'Accedi', exact: true }).click()
  await expect(page).toHaveURL(/check-your-email$/)
  await page.goto(`/verify/email/${token}`)
  await expect(page.getByRole('main').getByRole('status')).toBeVisible()
  await page.goto('/feed')
}
