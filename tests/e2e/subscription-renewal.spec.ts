/**
 * A renewal that fails and is fixed, in Chromium with the sandbox's test clock (issue 36): a
 * subscriber to a plan with the diary attaches 4000 0000 0000 0341 (attaches, then fails when
 * charged) as the renewals' card; the clock passes the period's end, the renewal fails and the
 * subscription is past due; the banner on every page leads to the subscription settings, where a
 * new card saved for renewals pays the renewal at once; the subscription is active again and the
 * diary opens. And one cancelled at period end: still paid until then (the diary opens), ended once
 * the clock passes it, with the diary off and a way to subscribe again.
 */
import { expect, request as playwrightRequest, test } from '@playwright/test'
import {
  addPaymentMethod,
  checkoutSubscription,
  devAdvanceClock,
  sandboxCreatePaymentMethod,
  setDefaultPaymentMethod,
} from '../../contracts/payments/endpoints'
import { apiCall, clientAddress, freshStudent, saveInvoiceBilling } from './support/accounts'

test('a failed renewal: the banner leads to a new card, the retry pays, the plan is active and the diary opens', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000)
  const { file } = await freshStudent(baseURL!, testInfo.outputPath('renewal.json'))
  const api = await playwrightRequest.newContext({
    baseURL,
    storageState: file,
    extraHTTPHeaders: clientAddress(),
  })
  const card = async (number: string) => {
    const response = await apiCall(api, sandboxCreatePaymentMethod, {
      data: { number, exp_month: 12, exp_year: 2034, cvc: '123' },
    })
    expect(response.status(), await response.text()).toBe(201)
    return ((await response.json()) as { data: { id: string } }).data.id
  }
  // Billing data an invoice can be issued on.
  await saveInvoiceBilling(api)
  // The student plan lists the diary; paid with a good card.
  const plans = (await (await api.get('/api/subscriptions?audience=student')).json()) as {
    data: { id: number; slug: string }[]
  }
  const plan = plans.data.find((row) => row.slug === 'studente-plus')!
  const bought = await apiCall(api, checkoutSubscription, {
    data: { id: plan.id, pmid: await card('4242424242424242') },
  })
  expect(bought.status(), await bought.text()).toBe(200)
  expect(((await bought.json()) as { data: { status: string } }).data.status).toBe('succeeded')
  // The card that attaches, then fails when charged, becomes the renewals' card.
  const failing = await card('4000000000000341')
  expect((await apiCall(api, addPaymentMethod, { data: { pmid: failing } })).status()).toBe(200)
  expect((await apiCall(api, setDefaultPaymentMethod, { params: { id: failing } })).status()).toBe(200)
  // The month ends: the renewal is charged and declined.
  const clock = await apiCall(api, devAdvanceClock, { data: { advance_seconds: 32 * 86_400 } })
  expect(clock.status(), await clock.text()).toBe(200)
  await api.dispose()

  const context = await browser.newContext({ baseURL, storageState: file, locale: 'it-IT' })
  const page = await context.newPage()
  await page.goto('/feed')
  const banner = page.getByRole('alert').filter({ hasText: 'Il rinnovo del tuo abbonamento non è riuscito' })
  await expect(banner).toBeVisible()
  await banner.getByRole('link', { name: 'Aggiorna la carta' }).click()
  await expect(page).toHaveURL(/\/mysettings\/subscription$/)
  await expect(page.getByText('Pagamento non riuscito')).toBeVisible()
  await expect(page.getByText(/VISA •••• 0341/)).toBeVisible()

  await page.getByRole('link', { name: /Aggiungi una nuova carta e usala per i rinnovi/ }).click()
  const form = page.getByRole('form', { name: 'Aggiungi una carta' })
  await form.getByLabel('Numero della carta').fill('5555 5555 5555 4444')
  await form.getByLabel('Mese (MM)').fill('12')
  await form.getByLabel('Anno (AA)').fill('34')
  await form.getByLabel('CVC').fill('123')
  await form.getByRole('button', { name: 'Salva e usa per i rinnovi' }).click()
  await expect(page.getByText('Pagamento riuscito: il tuo abbonamento è di nuovo attivo.')).toBeVisible()
  await expect(page.getByText('Attivo', { exact: true })).toBeVisible()
  await expect(page.getByText('Usata per i rinnovi')).toBeVisible()

  await page.goto('/diary')
  await expect(page.getByRole('heading', { level: 1, name: 'Diario' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Nuova pagina' })).toBeVisible()
  await expect(banner).toHaveCount(0)
  await context.close()
})

test('a subscription cancelled at period end stays until then, ends with the clock, and its diary goes off', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000)
  const { file } = await freshStudent(baseURL!, testInfo.outputPath('cancel.json'))
  const api = await playwrightRequest.newContext({
    baseURL,
    storageState: file,
    extraHTTPHeaders: clientAddress(),
  })
  await saveInvoiceBilling(api)
  const plans = (await (await api.get('/api/subscriptions?audience=student')).json()) as {
    data: { id: number; slug: string }[]
  }
  const plan = plans.data.find((row) => row.slug === 'studente-plus')!
  const created = await apiCall(api, sandboxCreatePaymentMethod, {
    data: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' },
  })
  const pmid = ((await created.json()) as { data: { id: string } }).data.id
  const bought = await apiCall(api, checkoutSubscription, { data: { id: plan.id, pmid } })
  expect(bought.status(), await bought.text()).toBe(200)

  const context = await browser.newContext({ baseURL, storageState: file, locale: 'it-IT' })
  const page = await context.newPage()
  // a student's plan is managed where a trainer's is: the settings' Abbonamento tab
  await page.goto('/mysettings/account')
  await page
    .getByRole('navigation', { name: 'Impostazioni' })
    .getByRole('link', { name: 'Abbonamento' })
    .click()
  await expect(page).toHaveURL(/\/mysettings\/subscription$/)
  await expect(page.getByText('Attivo', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: "Disdici l'abbonamento" }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Disdici', exact: true }).click()
  await expect(page.getByText(/Hai disdetto l'abbonamento: resta attivo fino al/)).toBeVisible()
  await expect(page.getByText('Disdetto', { exact: true })).toBeVisible()
  // paid until the period ends: the diary is still there
  await page.goto('/diary')
  await expect(page.getByRole('region', { name: 'Nuova pagina' })).toBeVisible()

  // The period ends: no renewal is charged and the subscription ends.
  const clock = await apiCall(api, devAdvanceClock, { data: { advance_seconds: 32 * 86_400 } })
  expect(clock.status(), await clock.text()).toBe(200)
  await api.dispose()
  await page.goto('/mysettings/subscription')
  await expect(page.getByText('Non hai un abbonamento attivo.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Scegli un piano e abbonati' })).toBeVisible()
  await page.goto('/diary')
  await expect(page.getByRole('heading', { name: 'Il diario è una funzione extra' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Nuova pagina' })).toHaveCount(0)
  await context.close()
})
