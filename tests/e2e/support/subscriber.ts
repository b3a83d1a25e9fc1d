/**
 * The session model's subscriber (model-users.ts SUBSCRIBER): a trainer registered through the
 * API, e-mail verified from the outbox, billing data saved and the monthly trainer plan bought with
 * the sandbox's good card, so GET /api/subscriptions/owned answers an active subscription. Made
 * once per worker, on first need, and kept as a storage state whose cookies a page load takes.
 */
import { expect, request as playwrightRequest } from '@playwright/test'
import { login, verifyEmail } from '../../../contracts/accounts/endpoints'
import { checkoutSubscription, ownedSubscription } from '../../../contracts/payments/endpoints'
import {
  apiCall,
  clientAddress,
  fromOutbox,
  registerAccount,
  saveInvoiceBilling,
  uniqueEmail,
} from './accounts'
import { dataOf, sandboxCard } from './producers'

let made: Promise<string> | undefined

/** The storage state file of the subscriber (made at the first call). */
export function subscriberState(baseURL: string, file: string): Promise<string> {
  made ??= makeSubscriber(baseURL, file)
  return made
}

async function makeSubscriber(baseURL: string, file: string): Promise<string> {
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: clientAddress() })
  try {
    const account = await registerAccount(api, 'trainer', uniqueEmail('subscriber'))
    // the account's session cookies, for the page to load with (a login through the API sets them)
    const loggedIn = await apiCall(api, login, {
      data: { email: account.email, password: account.password },
      waitOutRateLimit: true,
    })
    expect(loggedIn.status(), await loggedIn.text()).toBe(200)
    const token = await fromOutbox(api, account.email, 'token')
    expect((await apiCall(api, verifyEmail, { data: { token } })).status()).toBe(200)
    await saveInvoiceBilling(api)
    const plans = await dataOf<{ id: number; slug: string }[]>(
      await api.get('/api/subscriptions?audience=trainer'),
    )
    const plan = plans.find((row) => row.slug === 'mensile')!
    const bought = await dataOf<{ status: string }>(
      await apiCall(api, checkoutSubscription, {
        data: { id: plan.id, pmid: await sandboxCard(api, '4242424242424242') },
      }),
    )
    expect(bought.status).toBe('succeeded')
    const owned = await dataOf<{ status: string } | null>(await api.get(ownedSubscription.path))
    expect(owned?.status).toBe('active')
    await api.storageState({ path: file })
    return file
  } finally {
    await api.dispose()
  }
}
