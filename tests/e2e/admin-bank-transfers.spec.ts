/**
 * The admins' bank-transfer screen (/dev/bank-transfers): a student's course order waits for its
 * transfer; the demo admin finds it by its reference, confirms it with the keyboard, and the
 * student owns the course. Anyone else is told the page is not for them; English works too.
 */
import path from 'node:path'
import { expect, request as playwrightRequest, test } from '@playwright/test'
import { buyCourse } from '../../contracts/courses/endpoints'
import { fillPath } from '../../contracts/core/endpoint'
import { getCheckout } from '../../contracts/payments/endpoints'
import { apiCall, freshStudentState, storageStatePath, saveInvoiceBilling } from './support/accounts'

test('an admin confirms a pending bank transfer from /dev/bank-transfers', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000)
  const buyerFile = await freshStudentState(
    baseURL!,
    path.join(testInfo.project.outputDir, 'transfer-buyer.json'),
  )
  const buyer = await playwrightRequest.newContext({ baseURL, storageState: buyerFile })
  try {
    // a paid order needs the billing data its invoice is made of
    await saveInvoiceBilling(buyer)
    const { data: courses } = (await (
      await buyer.get('/api/public/courses', { params: { perPage: 50 } })
    ).json()) as { data: { id: number; price_cents: number }[] }
    const course = courses.find((item) => item.price_cents > 0)!
    const bought = await apiCall(buyer, buyCourse, {
      params: { id: course.id },
      data: { bank_transfer: true, return_url: `/buy/course/${course.id}/payment-methods` },
    })
    expect(bought.status(), await bought.text()).toBe(200)
    const order = (await bought.json()).data as { status: string; bank_transfer: { reference: string } }
    expect(order.status).toBe('pending_bank_transfer')
    const reference = order.bank_transfer.reference

    // A student is told the page is for admins.
    const student = await browser.newContext({ baseURL, storageState: buyerFile })
    const studentPage = await student.newPage()
    await studentPage.goto('/dev/bank-transfers')
    await expect(studentPage.getByText('Questa pagina è riservata agli amministratori.')).toBeVisible()
    await student.close()

    const admin = await browser.newContext({ baseURL, storageState: storageStatePath('admin') })
    const page = await admin.newPage()
    await page.goto('/dev/bank-transfers')
    await expect(page.getByRole('heading', { level: 1, name: 'Bonifici da confermare' })).toBeVisible()
    const row = page.getByRole('listitem', { name: reference })
    await expect(row).toBeVisible()
    await expect(row.getByText('Chiara Esposito', { exact: false })).toBeVisible()
    await expect(row.getByText(/^Corso: /)).toBeVisible()

    // Keyboard only: focus the row's button and press Enter.
    const confirm = row.getByRole('button', { name: `Conferma il bonifico ${reference}` })
    await confirm.focus()
    await expect(confirm).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status').getByText(`Bonifico confermato: ${reference}`)).toBeVisible()
    await expect(page.getByRole('listitem', { name: reference })).toHaveCount(0)

    const checkout = await buyer.get(fillPath(getCheckout.path, { type: 'course', id: course.id }))
    expect((await checkout.json()).data).toMatchObject({ owned: true, order: { status: 'succeeded' } })

    await page.goto('/en/dev/bank-transfers')
    await expect(page.getByRole('heading', { level: 1, name: 'Bank transfers to confirm' })).toBeVisible()
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
    await admin.close()
  } finally {
    await buyer.dispose()
  }
})
