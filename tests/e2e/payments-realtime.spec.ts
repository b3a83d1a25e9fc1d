/**
 * Payment events in real time (issues 12 and 13): the checkout and the wizard's payment-pending step
 * move on the moment the realtime notification arrives (pusher-js in the browser, the server's own
 * Pusher-protocol endpoint), not at the next poll — while the socket is up they poll only every
 * FALLBACK_POLL_MS (10 s), so moving on within 3 s with no poll in between proves the push did it.
 * Also: the sandbox's processing card settles by webhook, the chosen plan survives a reload of
 * payment-methods, and the pending transfer fits a 375 px phone.
 */
import path from 'node:path'
import { expect, test, type APIRequestContext, type Page, type WebSocket } from '@playwright/test'
import { getMe } from '../../contracts/accounts/endpoints'
import { fillPath } from '../../contracts/core/endpoint'
import { devConfirmBankTransfer, getCheckout } from '../../contracts/payments/endpoints'
import { apiCall, freshStudentState, tokenOf } from './support/accounts'
import { passBilling } from './support/checkout'
import { hrAtSubscriptions } from './support/onboarding'

/** The next page load's realtime socket, once its notification channel is subscribed. */
function channelSubscribed(page: Page): Promise<WebSocket> {
  return new Promise((resolve) => {
    const onSocket = (socket: WebSocket) => {
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('pusher_internal:subscription_succeeded')) {
          page.off('websocket', onSocket)
          resolve(socket)
        }
      })
    }
    page.on('websocket', onSocket)
  })
}

/**
 * Records the API reads matching `pattern` from now on, made while the page still waits (the polls
 * of a waiting step); once the URL is order-completed the next page's own first read is no poll.
 */
function recordPolls(page: Page, pattern: RegExp) {
  const seen: string[] = []
  page.on('request', (request) => {
    if (page.url().endsWith('/order-completed')) return
    if (request.method() === 'GET' && pattern.test(new URL(request.url()).pathname)) seen.push(request.url())
  })
  return seen
}

const overflow = (page: Page) =>
  page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)

test.describe('the wizard', () => {
  async function planId(request: APIRequestContext, slug: string): Promise<number> {
    const { data } = (await (await request.get('/api/subscriptions')).json()) as {
      data: { id: number; slug: string }[]
    }
    return data.find((plan) => plan.slug === slug)!.id
  }

  test('keeps the chosen plan over a reload of payment-methods, and payment-pending moves on at the realtime subscription_active', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await hrAtSubscriptions(page, 'hr-live')
    const annual = await planId(page.request, 'aziende-annuale')
    await page
      .getByRole('group', { name: 'Scegli il tuo piano' })
      .getByRole('radio', { name: /Aziende annuale/ })
      .check()
    await page.getByRole('button', { name: 'Continua con il piano scelto' }).click()
    await expect(page).toHaveURL(/\/onboarding\/payment-methods$/)
    await expect(page.getByRole('form', { name: 'Metodo di pagamento' })).toBeVisible()

    // A reload (a new tab, another device) checks out the same plan: the server keeps the choice.
    const checkoutRead = page.waitForRequest((request) =>
      /\/api\/checkout\/subscription\/\d+$/.test(new URL(request.url()).pathname),
    )
    await page.reload()
    expect(new URL((await checkoutRead).url()).pathname).toBe(
      fillPath(getCheckout.path, { type: 'subscription', id: annual }),
    )
    await expect(page).toHaveURL(/\/onboarding\/payment-methods$/)
    const form = page.getByRole('form', { name: 'Metodo di pagamento' })
    await expect(form).toBeVisible()

    await form.getByRole('radio', { name: 'Bonifico bancario' }).check()
    await form.getByTestId('pay').click()
    await expect(page).toHaveURL(/\/onboarding\/payment-pending$/)
    await expect(page.getByRole('heading', { name: 'In attesa del bonifico' })).toBeVisible()

    // A fresh page load, its realtime channel subscribed: from now on polls come every 10 s at most.
    const subscribed = channelSubscribed(page)
    await page.reload()
    await expect(page.getByTestId('reference')).not.toBeEmpty()
    await subscribed
    const me = await page.request.get(getMe.path, {
      headers: { Authorization: `Bearer ${await tokenOf(page.context())}`, Accept: 'application/json' },
    })
    const orderId = (await me.json()).data.pending_bank_transfer_details.order_id as number
    const polls = recordPolls(page, /^\/api\/(checkout\/|onboarding$)/)
    const confirmedAt = Date.now()
    const confirmed = await apiCall(page.request, devConfirmBankTransfer, { params: { id: orderId } })
    expect(confirmed.status(), await confirmed.text()).toBe(200)
    await expect(page).toHaveURL(/\/onboarding\/order-completed$/, { timeout: 3_000 })
    expect(Date.now() - confirmedAt).toBeLessThan(3_000)
    // No poll told it: the push did (the wizard reads its progress again only after moving on).
    expect(polls.filter((url) => url.includes('/api/checkout/'))).toEqual([])
    await expect(page.getByText('Il tuo abbonamento è attivo. Grazie!')).toBeVisible()
  })
})

test.describe('/buy', () => {
  test.describe.configure({ mode: 'serial' })
  let buyerState: Promise<string> | undefined
  test.use({
    storageState: async ({ baseURL }, use, testInfo) => {
      buyerState ??= freshStudentState(baseURL!, path.join(testInfo.project.outputDir, 'realtime-buyer.json'))
      await use(await buyerState)
    },
  })

  let courses: { id: number; price_cents: number }[] = []
  test.beforeAll(async ({ request }) => {
    const response = await request.get('/api/public/courses', { params: { perPage: 50 } })
    const { data } = (await response.json()) as { data: { id: number; price_cents: number }[] }
    // The last paid ones: payments.spec.ts buys the first five with its own student.
    courses = data.filter((course) => course.price_cents > 0).reverse()
    expect(courses.length).toBeGreaterThanOrEqual(2)
  })

  const completed = (page: Page) => page.getByRole('heading', { name: 'Ordine completato', level: 2 })

  test('the processing card 4000 0000 0000 7775 shows "Pagamento in elaborazione", then the webhook completes the order', async ({
    page,
  }) => {
    const course = courses[0]
    await page.goto(`/buy/course/${course.id}/payment-methods`)
    await passBilling(page)
    const form = page.getByRole('form', { name: 'Metodo di pagamento' })
    await form.getByRole('radio', { name: 'Nuova carta' }).check()
    await form.getByLabel('Numero della carta', { exact: true }).fill('4000 0000 0000 7775')
    await form.getByLabel('Mese (MM)', { exact: true }).fill('12')
    await form.getByLabel('Anno (AA)', { exact: true }).fill('34')
    await form.getByLabel('CVC', { exact: true }).fill('123')
    await form.getByTestId('pay').click()
    await expect(page.getByRole('heading', { name: 'Pagamento in elaborazione' })).toBeVisible()
    const checkout = await page.request.get(fillPath(getCheckout.path, { type: 'course', id: course.id }))
    expect((await checkout.json()).data).toMatchObject({ owned: false, order: { status: 'processing' } })
    // The sandbox settles it about 4 s later; its webhook, then product_purchased, complete the page.
    await expect(completed(page)).toBeVisible({ timeout: 15_000 })
    await expect(page).toHaveURL(new RegExp(`/buy/course/${course.id}/order-completed$`))
    const after = await page.request.get(fillPath(getCheckout.path, { type: 'course', id: course.id }))
    expect((await after.json()).data.owned).toBe(true)
  })

  test('a bank transfer on /buy fits a 375 px phone and completes at the realtime product_purchased', async ({
    page,
  }) => {
    const course = courses[1]
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto(`/buy/course/${course.id}/payment-methods`)
    await passBilling(page)
    const form = page.getByRole('form', { name: 'Metodo di pagamento' })
    await form.getByRole('radio', { name: 'Bonifico bancario' }).check()
    await form.getByTestId('pay').click()
    await expect(page.getByRole('heading', { name: 'In attesa del bonifico' })).toBeVisible()
    await expect(page.getByTestId('iban')).not.toBeEmpty()
    // The IBAN and the reference wrap instead of widening the page.
    expect(await overflow(page)).toBeLessThanOrEqual(0)

    const subscribed = channelSubscribed(page)
    await page.reload()
    await expect(page.getByRole('heading', { name: 'In attesa del bonifico' })).toBeVisible()
    expect(await overflow(page)).toBeLessThanOrEqual(0)
    await subscribed
    const state = await page.request.get(fillPath(getCheckout.path, { type: 'course', id: course.id }))
    const orderId = (await state.json()).data.order.order_id as number
    const polls = recordPolls(page, /^\/api\/checkout\//)
    const confirmed = await apiCall(page.request, devConfirmBankTransfer, { params: { id: orderId } })
    expect(confirmed.status(), await confirmed.text()).toBe(200)
    await expect(completed(page)).toBeVisible({ timeout: 3_000 })
    expect(polls).toEqual([])
  })

  test('a reload of /buy/feature payment-methods keeps the feature being bought', async ({ page }) => {
    const { data } = (await (await page.request.get('/api/features')).json()) as {
      data: { id: number; title: string; owned: boolean }[]
    }
    const feature = data.find((item) => !item.owned)!
    await page.goto(`/buy/feature/${feature.id}/payment-methods`)
    await passBilling(page)
    await expect(page.getByText(`Stai acquistando: ${feature.title}`)).toBeVisible()
    await page.reload()
    await expect(page).toHaveURL(new RegExp(`/buy/feature/${feature.id}/payment-methods$`))
    await expect(page.getByRole('form', { name: 'Metodo di pagamento' })).toBeVisible()
    await expect(page.getByText(`Stai acquistando: ${feature.title}`)).toBeVisible()
  })
})
