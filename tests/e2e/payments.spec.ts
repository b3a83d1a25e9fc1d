/**
 * Buying in Chromium against the real server and its payment sandbox (issue 12): a new student
 * buys paid courses with Stripe's test cards — 4242… at once, 4000 0025 0000 3155 through the
 * 3-D Secure page, a declined card then a good one — a coupon lowers the price, a reload in the
 * middle resumes the order, and a feature bought turns its flag on. Serial: one student, whose
 * billing information the first purchase saves.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { getCheckout } from '../../contracts/payments/endpoints'
import { fillPath } from '../../contracts/core/endpoint'
import { freshStudentState } from './support/accounts'
import { passBilling } from './support/checkout'

test.describe.configure({ mode: 'serial' })
// A student of this file's own: buying saves billing data and enrolments, and the demo student
// must stay as the session model describes it.
let buyerState: Promise<string> | undefined
test.use({
  storageState: async ({ baseURL }, use, testInfo) => {
    buyerState ??= freshStudentState(baseURL!, path.join(testInfo.project.outputDir, 'payments-buyer.json'))
    await use(await buyerState)
  },
})

interface CourseRow {
  id: number
  slug: string
  title: string
  price_cents: number
  lessons_count: number
}

let paidCourses: CourseRow[] = []

test.beforeAll(async ({ request }) => {
  const response = await request.get('/api/public/courses', { params: { perPage: 50 } })
  const { data } = (await response.json()) as { data: CourseRow[] }
  // the demo's paid courses, with a paid lesson after the first: other specs publish courses of
  // their own meanwhile (one lesson, newest first in this list), which would not do
  paidCourses = data.filter((course) => course.price_cents > 0 && course.lessons_count >= 2)
  expect(paidCourses.length).toBeGreaterThanOrEqual(5)
})

async function owned(request: APIRequestContext, id: number) {
  const response = await request.get(fillPath(getCheckout.path, { type: 'course', id }))
  return ((await response.json()) as { data: { owned: boolean } }).data.owned
}

async function payWithNewCard(page: Page, number: string) {
  const form = page.getByRole('form', { name: 'Metodo di pagamento' })
  await form.getByRole('radio', { name: 'Nuova carta' }).check()
  await form.getByLabel('Numero della carta', { exact: true }).fill(number)
  await form.getByLabel('Mese (MM)', { exact: true }).fill('12')
  await form.getByLabel('Anno (AA)', { exact: true }).fill('34')
  await form.getByLabel('CVC', { exact: true }).fill('123')
  await form.getByTestId('pay').click()
}

const completed = (page: Page) => page.getByRole('heading', { name: 'Ordine completato', level: 2 })

test('a student buys a paid course with 4242 4242 4242 4242 and is enrolled', async ({ page }) => {
  const course = paidCourses[0]
  await page.goto(`/buy/course/${course.id}/billing-information`)
  await passBilling(page)
  await expect(page).toHaveURL(new RegExp(`/buy/course/${course.id}/payment-methods$`))
  await payWithNewCard(page, '4242 4242 4242 4242')
  await expect(completed(page)).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/buy/course/${course.id}/order-completed$`))
  // bought, not being bought (issue 38)
  await expect(page.getByText(`Hai acquistato: ${course.title}`)).toBeVisible()
  await expect(page.getByText(/Stai acquistando/)).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Vai al corso' })).toHaveAttribute(
    'href',
    `/course/${course.slug}`,
  )
  expect(await owned(page.request, course.id)).toBe(true)

  // and can open its lessons: the second one (not a free preview) plays for the new student
  const lessonsPage = await page.context().newPage()
  const outline = await (await lessonsPage.request.get(`/api/learn/${course.slug}`)).json()
  const lessons = (outline as { data: { lessons: { id: number; title: string; free: boolean }[] } }).data
    .lessons
  const second = lessons.find((lesson, index) => index > 0 && !lesson.free)
  expect(second, 'the course has a paid lesson after the first').toBeDefined()
  if (!second) return
  await lessonsPage.goto(`/learn-${course.slug}/${second.id}`)
  await expect(lessonsPage.getByRole('heading', { level: 2, name: second.title })).toBeVisible()
  await expect(lessonsPage.getByRole('button', { name: 'Segna come completata' })).toBeVisible()
  await lessonsPage.close()

  // The order's yearly number, and its receipt downloaded as a PDF (then its FatturaPA: the
  // billing step gave a codice fiscale).
  await expect(page.getByText(/^Numero d'ordine: \d{4}-\d{6}$/)).toBeVisible()
  const [receipt] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Scarica la ricevuta' }).click(),
  ])
  expect(receipt.suggestedFilename()).toMatch(/^ricevuta-\d{4}-\d+\.pdf$/)
  const pdf = readFileSync((await receipt.path())!)
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  const [invoice] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Scarica la fattura elettronica (XML)' }).click(),
  ])
  const xml = readFileSync((await invoice.path())!, 'utf8')
  expect(xml).toContain('versione="FPR12"')
  expect(xml).toContain('<CodiceFiscale>RSSMRA85T10A562S</CodiceFiscale>')
})

test('the 3-D Secure card goes through the challenge page and back', async ({ page }) => {
  const course = paidCourses[1]
  await page.goto(`/buy/course/${course.id}/payment-methods`)
  await passBilling(page)
  await payWithNewCard(page, '4000 0025 0000 3155')
  await expect(page).toHaveURL(/\/api\/sandbox\/3ds\/pi_/)
  await page.getByRole('link', { name: 'Approva' }).click()
  await expect(completed(page)).toBeVisible()
  expect(await owned(page.request, course.id)).toBe(true)
})

test('the billing data can be corrected from the payment step, checked as it is typed (issue 36)', async ({
  page,
}) => {
  const course = paidCourses[paidCourses.length - 1]
  await page.goto(`/buy/course/${course.id}/payment-methods`)
  await passBilling(page)
  await page.getByRole('button', { name: 'Modifica i dati di fatturazione' }).click()
  const billing = page.getByRole('form', { name: 'Dati di fatturazione' })
  await expect(billing).toBeVisible()
  await expect(page).toHaveURL(/\/billing-information$/)
  // it used to flip straight back to the payment step
  await page.waitForTimeout(1000)
  await expect(billing).toBeVisible()
  const code = billing.getByLabel('Codice fiscale', { exact: true })
  await code.fill('WLKGDI98D52F20XV')
  await expect(billing.getByText('Il codice fiscale non è valido.')).toBeVisible()
  await expect(code).toHaveAttribute('aria-invalid', 'true')
  await code.fill('WLKGDI98D52F205V')
  await expect(billing.getByText('Il codice fiscale non è valido.')).toBeHidden()
  await billing.getByRole('button', { name: 'Continua' }).click()
  await expect(page.getByRole('form', { name: 'Metodo di pagamento' })).toBeVisible()
  await expect(page).toHaveURL(/\/payment-methods$/)
})

test('a declined card says why, and a second card succeeds', async ({ page }) => {
  const course = paidCourses[2]
  await page.goto(`/buy/course/${course.id}/payment-methods`)
  await passBilling(page)
  await payWithNewCard(page, '4000 0000 0000 9995')
  await expect(
    page.getByRole('alert').getByText('La carta è stata rifiutata: fondi insufficienti.'),
  ).toBeVisible()
  expect(await owned(page.request, course.id)).toBe(false)
  await page.getByRole('button', { name: 'Usa un altro metodo di pagamento' }).click()
  await payWithNewCard(page, '4242 4242 4242 4242')
  await expect(completed(page)).toBeVisible()
  expect(await owned(page.request, course.id)).toBe(true)
})

test('a coupon lowers the price that is charged', async ({ page }) => {
  const course = paidCourses[3]
  await page.goto(`/buy/course/${course.id}/payment-methods`)
  await passBilling(page)
  const form = page.getByRole('form', { name: 'Metodo di pagamento' })
  const full = await form.getByTestId('total').textContent()
  await form.getByLabel('Codice sconto', { exact: true }).fill('ESTATE25')
  await form.getByRole('button', { name: 'Applica' }).click()
  await expect(form.getByText('Codice sconto applicato: ESTATE25')).toBeVisible()
  const discounted = await form.getByTestId('total').textContent()
  expect(discounted).not.toBe(full)
  expect(Number(discounted!.replace(/[^\d]/g, ''))).toBe(Math.round(course.price_cents * 0.75))
  await form
    .getByRole('radio', { name: /•••• 4242/ })
    .first()
    .check()
  await form.getByTestId('pay').click()
  await expect(completed(page)).toBeVisible()
  const orders = await page.request.get('/api/orders')
  const { data } = (await orders.json()) as { data: { product_id: number; amount_cents: number }[] }
  expect(data.find((order) => order.product_id === course.id)?.amount_cents).toBe(
    Math.round(course.price_cents * 0.75),
  )
})

test('a reload in the middle of 3-D Secure resumes the same order', async ({ page }) => {
  const course = paidCourses[4]
  await page.goto(`/buy/course/${course.id}/payment-methods`)
  await passBilling(page)
  await payWithNewCard(page, '4000 0025 0000 3155')
  await expect(page).toHaveURL(/\/api\/sandbox\/3ds\/pi_/)
  // Leave the bank's page without answering, and come back to the checkout.
  await page.goto(`/buy/course/${course.id}/billing-information`)
  await expect(page.getByRole('button', { name: 'Apri la verifica' })).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/buy/course/${course.id}/payment-methods$`))
  await page.reload()
  await page.getByRole('button', { name: 'Apri la verifica' }).click()
  await expect(page).toHaveURL(/\/api\/sandbox\/3ds\/pi_/)
  await page.getByRole('link', { name: 'Approva' }).click()
  await expect(completed(page)).toBeVisible()
  await page.reload()
  await expect(completed(page)).toBeVisible()
})

test('a feature bought turns its flag on', async ({ page }) => {
  await page.goto('/extra-features')
  const forSale = page
    .locator('[data-feature]')
    .filter({ has: page.getByRole('link', { name: /^Acquista / }) })
  await expect(forSale.first()).toBeVisible()
  const flag = (await forSale.first().getAttribute('data-feature')) as
    'chat' | 'posts' | 'diary' | 'hr_visible'
  await forSale
    .first()
    .getByRole('link', { name: /^Acquista / })
    .click()
  await passBilling(page)
  const form = page.getByRole('form', { name: 'Metodo di pagamento' })
  await form
    .getByRole('radio', { name: /•••• 4242/ })
    .first()
    .check()
  await form.getByTestId('pay').click()
  await expect(completed(page)).toBeVisible()
  const me = await page.request.get('/api/me')
  expect(((await me.json()) as { data: { features: Record<string, boolean> } }).data.features[flag]).toBe(
    true,
  )
  await page.getByRole('link', { name: 'Vai alle funzionalità extra' }).click()
  await expect(page.locator(`[data-feature="${flag}"]`).getByTestId('owned')).toBeVisible()
})
