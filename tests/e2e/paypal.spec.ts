/**
 * PayPal in Chromium against the real server and its payment sandbox (issue 36): a new student
 * buys a paid course with PayPal, approves on the sandbox's PayPal page and is enrolled, as with a
 * card; a second course's PayPal payment cancelled there comes back to the checkout unpaid, says
 * so, and another method can be chosen; a PayPal account is saved from the billing settings
 * without a purchase. Italian only (the English texts are the unit tests').
 */
import path from 'node:path'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { fillPath } from '../../contracts/core/endpoint'
import { getCheckout } from '../../contracts/payments/endpoints'
import { freshStudentState } from './support/accounts'
import { passBilling } from './support/checkout'

test.describe.configure({ mode: 'serial' })
let buyerState: Promise<string> | undefined
test.use({
  storageState: async ({ baseURL }, use, testInfo) => {
    buyerState ??= freshStudentState(baseURL!, path.join(testInfo.project.outputDir, 'paypal-buyer.json'))
    await use(await buyerState)
  },
})

let courses: { id: number; price_cents: number; lessons_count: number }[] = []

test.beforeAll(async ({ request }) => {
  const response = await request.get('/api/public/courses', { params: { perPage: 50 } })
  const { data } = (await response.json()) as { data: typeof courses }
  courses = data.filter((course) => course.price_cents > 0 && course.lessons_count >= 2)
  expect(courses.length).toBeGreaterThanOrEqual(4)
})

async function checkout(request: APIRequestContext, id: number) {
  const response = await request.get(fillPath(getCheckout.path, { type: 'course', id }))
  return ((await response.json()) as { data: { owned: boolean; order: { status: string } | null } }).data
}

async function payWithPaypal(page: Page, id: number) {
  await page.goto(`/buy/course/${id}/payment-methods`)
  await passBilling(page)
  const form = page.getByRole('form', { name: 'Metodo di pagamento' })
  await form.getByRole('radio', { name: 'PayPal' }).check()
  await form.getByRole('button', { name: /con PayPal/ }).click()
  await expect(page).toHaveURL(/\/api\/sandbox\/paypal\/pi_/)
  await expect(page.getByRole('heading', { name: 'PayPal (sandbox)' })).toBeVisible()
}

test('a course paid with PayPal, approved on the PayPal page: enrolled, as with a card', async ({ page }) => {
  const course = courses[2]
  await payWithPaypal(page, course.id)
  await page.getByRole('button', { name: 'Approva' }).click()
  await expect(page.getByRole('heading', { name: 'Ordine completato', level: 2 })).toBeVisible()
  expect((await checkout(page.request, course.id)).owned).toBe(true)
})

test('a PayPal payment cancelled on the PayPal page: unpaid, said so, another method can be chosen', async ({
  page,
}) => {
  const course = courses[3]
  await payWithPaypal(page, course.id)
  // chosen by keyboard, as the page allows
  await page.getByRole('button', { name: 'Annulla' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByText(/Hai annullato il pagamento su PayPal/)).toBeVisible()
  const state = await checkout(page.request, course.id)
  expect(state).toMatchObject({ owned: false, order: { status: 'requires_payment_method' } })
  await page.getByRole('button', { name: 'Scegli un altro metodo di pagamento' }).click()
  await expect(page.getByRole('radio', { name: 'Nuova carta' })).toBeVisible()
})

test('a PayPal account saved from the billing settings, without a purchase, by keyboard at 375 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/mysettings/billing')
  await page.getByRole('button', { name: 'Collega un conto PayPal' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/api\/sandbox\/paypal\/seti_/)
  await expect(page.getByText(/oggi non ti addebitiamo nulla/)).toBeVisible()
  await page.getByRole('button', { name: 'Approva' }).click()
  await expect(page).toHaveURL(/\/mysettings\/billing$/)
  await expect(page.getByText('Conto PayPal salvato.')).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: 'buyer@paypal.test' })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
})
