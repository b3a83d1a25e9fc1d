/**
 * Admin refunds (issue 36): a student pays a course by card; the demo admin finds the order by the
 * buyer's e-mail on /dev/admin/orders, opens it and refunds it with a reason, by keyboard; the
 * order reads "Rimborsato", the buyer's GET /api/orders shows it refunded with its credit note, and
 * /mypurchases links the credit note beside the receipt.
 */
import path from 'node:path'
import { expect, request as playwrightRequest, test } from '@playwright/test'
import { buyCourse } from '../../contracts/courses/endpoints'
import { listOrders, sandboxCreatePaymentMethod } from '../../contracts/payments/endpoints'
import { apiCall, freshStudent, saveInvoiceBilling, storageStatePath } from './support/accounts'

test('an admin refunds an order from the orders screen with a reason', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(60_000)
  const buyerAccount = await freshStudent(
    baseURL!,
    path.join(testInfo.project.outputDir, 'refund-buyer.json'),
  )
  const buyer = await playwrightRequest.newContext({ baseURL, storageState: buyerAccount.file })
  try {
    await saveInvoiceBilling(buyer)
    const { data: courses } = (await (
      await buyer.get('/api/public/courses', { params: { perPage: 50 } })
    ).json()) as { data: { id: number; price_cents: number }[] }
    const course = courses.find((item) => item.price_cents > 0)!
    const card = await apiCall(buyer, sandboxCreatePaymentMethod, {
      data: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' },
    })
    const bought = await apiCall(buyer, buyCourse, {
      params: { id: course.id },
      data: { pmid: (await card.json()).data.id, return_url: `/buy/course/${course.id}/payment-methods` },
    })
    expect((await bought.json()).data.status).toBe('succeeded')

    const admin = await browser.newContext({ baseURL, storageState: storageStatePath('admin') })
    const page = await admin.newPage()
    await page.goto('/dev/admin/orders')
    await expect(page.getByRole('heading', { level: 1, name: 'Ordini' })).toBeVisible()
    await page.getByLabel("E-mail dell'acquirente o numero d'ordine").fill(buyerAccount.email)
    await page.keyboard.press('Enter')
    const row = page.getByRole('list', { name: 'Ordini trovati' }).getByRole('listitem')
    await expect(row).toHaveCount(1)
    await expect(row.getByText('Pagato', { exact: true })).toBeVisible()
    const number = (await row.getAttribute('aria-label'))!.replace(/^Ordine /, '')

    await row.getByRole('button', { name: `Apri i dettagli dell'ordine ${number}` }).click()
    const refund = row.getByRole('button', { name: `Rimborsa: ${number}` })
    await refund.focus()
    await page.keyboard.press('Enter')
    await expect(row.getByLabel('Motivo')).toBeFocused()
    await page.keyboard.type('Il corso non era quello giusto')
    await row.getByRole('button', { name: 'Conferma' }).click()
    await expect(page.getByRole('status').getByText(`Ordine ${number} rimborsato.`)).toBeVisible()
    await expect(row.getByText('Rimborsato', { exact: true })).toBeVisible()
    await admin.close()

    const orders = await apiCall(buyer, listOrders, { params: {} })
    const order = (
      (await orders.json()).data as { number: string; status: string; documents: object }[]
    ).find((item) => item.number === number)
    expect(order).toMatchObject({
      status: 'refunded',
      documents: { credit_note: expect.stringMatching(/\/credit-note$/) },
    })
    // The buyer's /mypurchases says so, with the credit note beside the receipt.
    const mine = await browser.newContext({ baseURL, storageState: buyerAccount.file })
    const purchases = await mine.newPage()
    await purchases.goto('/mypurchases')
    const line = purchases.getByRole('row').filter({ hasText: 'Rimborsato' })
    await expect(line.getByRole('link', { name: /^Scarica la ricevuta/ })).toBeVisible()
    await expect(line.getByRole('link', { name: /^Scarica la nota di credito NC-/ })).toHaveAttribute(
      'href',
      /\/api\/orders\/\d+\/credit-note\?lang=it$/,
    )
    await mine.close()
  } finally {
    await buyer.dispose()
  }
})
