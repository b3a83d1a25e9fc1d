/**
 * Settings in Chromium (issue 19): a student of this file's own changes the password from
 * /mysettings/account (a wrong current one is refused on its field first) and the address (counted
 * once the link sent to it is opened), logs out and logs in with the new ones; the demo trainer
 * saves a payout IBAN in English (a mistyped one is refused) and sees it masked after a reload.
 */
import path from 'node:path'
import { expect, test } from '@playwright/test'
import {
  apiCall,
  freshStudent,
  fromOutbox,
  storageStatePath,
  uniqueEmail,
  saveInvoiceBilling,
} from './support/accounts'

test.describe('a student', () => {
  test('changes the password from the account settings and logs in again with it', async ({
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(90_000)
    const { file, email, password } = await freshStudent(
      baseURL!,
      path.join(testInfo.project.outputDir, 'settings-student.json'),
    )
    const context = await browser.newContext({ baseURL, storageState: file, locale: 'it-IT' })
    const page = await context.newPage()
    await page.goto('/mysettings')
    await page.getByRole('link', { name: 'Account' }).first().click()
    await expect(page).toHaveURL(/\/mysettings\/account$/)
    await expect(
      page.getByRole('navigation', { name: 'Impostazioni' }).getByRole('link', { name: 'Account' }),
    ).toHaveAttribute('aria-current', 'page')

    const form = page.getByRole('form', { name: 'Cambia password' })
    await form.getByLabel('Password attuale').fill('Sbagliata123!')
    await form.getByLabel('Nuova password', { exact: true }).fill('Nuovissima456!')
    await form.getByLabel('Ripeti la nuova password').fill('Nuovissima456!')
    await form.getByRole('button', { name: 'Cambia password' }).click()
    await expect(form.getByText('La password attuale non è corretta.')).toBeVisible()

    await form.getByLabel('Password attuale').fill(password)
    await form.getByRole('button', { name: 'Cambia password' }).click()
    await expect(page.getByRole('status').getByText(/Password cambiata/)).toBeVisible()
    await expect(form.getByLabel('Password attuale')).toHaveValue('')

    // the names are kept on the server and in the menu
    const data = page.getByRole('form', { name: 'Dati personali' })
    await data.getByLabel('Nome', { exact: true }).fill('Giulia')
    await data.getByRole('button', { name: 'Salva i dati' }).click()
    await expect(page.getByRole('status').getByText('Dati salvati.')).toBeVisible()

    // a new address counts once the link sent to it is opened
    const newEmail = uniqueEmail('moved')
    const move = page.getByRole('form', { name: 'Cambia indirizzo e-mail' })
    await move.getByLabel('Nuovo indirizzo e-mail').fill(newEmail)
    await move.getByLabel('Password attuale').fill('Nuovissima456!')
    await move.getByRole('button', { name: 'Invia il link di conferma' }).click()
    await expect(page.getByRole('status').getByText(/Ti abbiamo mandato un link/)).toBeVisible()
    await expect(move.getByText(email)).toBeVisible()
    await page.goto(`/verify/email/${await fromOutbox(context.request, newEmail, 'token')}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.goto('/mysettings/account')
    await expect(
      page.getByRole('form', { name: 'Cambia indirizzo e-mail' }).getByText(newEmail),
    ).toBeVisible()

    await page.context().clearCookies()
    await page.goto('/login')
    await page.getByLabel('Email', { exact: true }).fill(newEmail)
    await page.getByLabel('Password', { exact: true }).fill(password)
    await page.getByRole('button', { name: 'Accedi' }).click()
    await expect(page.getByRole('alert')).toBeVisible()
    await page.getByLabel('Password', { exact: true }).fill('Nuovissima456!')
    await page.getByRole('button', { name: 'Accedi' }).click()
    await expect(page).not.toHaveURL(/\/login/)
    expect(email).not.toBe(newEmail)
    await page.goto('/mysettings/account')
    await expect(
      page.getByRole('form', { name: 'Dati personali' }).getByLabel('Nome', { exact: true }),
    ).toHaveValue('Giulia')
    await context.close()
  })
})

test('a student changes the phone number with the code sent to the new one', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000)
  const { file } = await freshStudent(baseURL!, path.join(testInfo.project.outputDir, 'settings-phone.json'))
  const context = await browser.newContext({ baseURL, storageState: file, locale: 'it-IT' })
  const page = await context.newPage()
  await page.goto('/mysettings/account')
  const section = page.getByRole('region', { name: 'Telefono' })
  await expect(section.getByText('Il tuo numero è verificato.', { exact: false })).toBeVisible()

  // a number that is not one is refused on its field, nothing sent
  const numberForm = section.getByRole('form', { name: 'Nuovo numero di telefono' })
  await numberForm.getByLabel('Nuovo numero di telefono').fill('12')
  await numberForm.getByRole('button', { name: 'Manda il codice' }).click()
  await expect(numberForm.getByLabel('Nuovo numero di telefono')).toHaveAttribute('aria-invalid', 'true')

  const phone = `3${String(Date.now()).slice(-7)}${Math.floor(Math.random() * 90 + 10)}`
  await numberForm.getByLabel('Nuovo numero di telefono').fill(phone)
  await numberForm.getByRole('button', { name: 'Manda il codice' }).click()
  const codeForm = section.getByRole('form', { name: 'Conferma il nuovo numero' })
  await expect(codeForm.getByText(`0039 ${phone}`, { exact: false })).toBeVisible()
  const otp = await fromOutbox(page.request, `0039${phone}`, 'otp')

  await codeForm.getByLabel('Codice ricevuto via SMS').fill(otp === '000000' ? '111111' : '000000')
  await codeForm.getByRole('button', { name: 'Conferma il numero' }).click()
  await expect(codeForm.getByLabel('Codice ricevuto via SMS')).toHaveAttribute('aria-invalid', 'true')
  // asking again within the minute is refused with how long to wait
  await codeForm.getByRole('button', { name: 'Manda un nuovo codice' }).click()
  await expect(codeForm.getByText(/\d+ second/)).toBeVisible()

  await codeForm.getByLabel('Codice ricevuto via SMS').fill(otp)
  await codeForm.getByRole('button', { name: 'Conferma il numero' }).click()
  await expect(section.getByText(`Numero verificato: 0039 ${phone}.`, { exact: false })).toBeVisible()
  await context.close()
})

test('a subscriber changes plan from the next renewal and undoes it', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000)
  const { file } = await freshStudent(baseURL!, path.join(testInfo.project.outputDir, 'settings-plan.json'))
  const context = await browser.newContext({ baseURL, storageState: file, locale: 'it-IT' })
  // a trainers' monthly plan (a student is offered the students' plans unless it asks for another
  // audience), bought with Stripe's test card on billing data an invoice can be made of, through the API
  await saveInvoiceBilling(context.request)
  const plans = (await (await context.request.get('/api/subscriptions?audience=trainer')).json()).data as {
    id: number
    slug: string
    name: string
  }[]
  const monthly = plans.find((plan) => plan.slug === 'mensile')!
  const yearly = plans.find((plan) => plan.slug === 'annuale')!
  const card = await apiCall(
    context.request,
    { method: 'POST', path: '/api/sandbox/payment-methods' },
    {
      data: { number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' },
    },
  )
  const bought = await apiCall(
    context.request,
    { method: 'POST', path: '/api/subscriptions/checkout' },
    {
      data: { id: monthly.id, pmid: (await card.json()).data.id },
    },
  )
  expect((await bought.json()).data.status).toBe('succeeded')

  const page = await context.newPage()
  await page.goto('/mysettings/subscription')
  await expect(page.getByText(monthly.name, { exact: true })).toBeVisible()
  const change = page.getByRole('region', { name: 'Cambia piano' })
  await change.getByRole('button', { name: `Passa a questo piano ${yearly.name}` }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText('Oggi non ti addebitiamo nulla')
  await dialog.getByRole('button', { name: 'Cambia piano' }).click()
  await expect(change.getByText(new RegExp(`Dal .+ passerai a ${yearly.name}\\.`))).toBeVisible()
  await expect(change.getByText('Scelto dal prossimo rinnovo')).toBeVisible()

  // the change is the server's: a reload shows it, and undoing it leaves the plan as it was
  await page.reload()
  await change.getByRole('button', { name: 'Annulla il cambio' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Annulla il cambio' }).click()
  await expect(change.getByText(/passerai a/)).toHaveCount(0)
  const owned = (await (await context.request.get('/api/subscriptions/owned')).json()).data
  expect(owned).toMatchObject({ subscription: { id: monthly.id }, next_subscription: null })
  await context.close()
})

test('a student asks to delete the account, is logged out, and keeps it by logging in again', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000)
  const { file, email, password } = await freshStudent(
    baseURL!,
    path.join(testInfo.project.outputDir, 'settings-deleting.json'),
  )
  const context = await browser.newContext({ baseURL, storageState: file, locale: 'it-IT' })
  const page = await context.newPage()
  await page.goto('/mysettings/account')
  const form = page.getByRole('form', { name: "Elimina l'account" })
  await form.getByLabel('Password attuale').fill('Sbagliata123!')
  await form.getByRole('button', { name: 'Elimina il mio account' }).click()
  await page
    .getByRole('dialog', { name: 'Eliminare il tuo account?' })
    .getByRole('button', { name: "Elimina l'account" })
    .click()
  await expect(form.getByText('La password attuale non è corretta.')).toBeVisible()

  await form.getByLabel('Password attuale').fill(password)
  await form.getByRole('button', { name: 'Elimina il mio account' }).click()
  const dialog = page.getByRole('dialog', { name: 'Eliminare il tuo account?' })
  await expect(dialog.getByText(/Tra 30 giorni/)).toBeVisible()
  await dialog.getByRole('button', { name: "Elimina l'account" }).click()
  await expect(page).toHaveURL(/\/login/)

  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Accedi' }).click()
  await expect(page).not.toHaveURL(/\/login/)
  await context.close()
})

test.describe('the demo trainer, in English', () => {
  test.use({ storageState: storageStatePath('trainer') })

  test('saves the IBAN earnings are paid to, refused while mistyped, shown masked afterwards', async ({
    page,
  }) => {
    await page.goto('/en/mysettings/billing')
    const form = page.getByRole('form', { name: 'Payout account' })
    await form.getByLabel('Account holder').fill('Marco Rossi')
    await form.getByLabel(/IBAN/).fill('IT60 X054 2811 1010 0000 0123 457')
    await form.getByRole('button', { name: 'Save the IBAN' }).click()
    await expect(form.getByText(/The IBAN is not valid/)).toBeVisible()

    await form.getByLabel(/IBAN/).fill('IT60 X054 2811 1010 0000 0123 456')
    await form.getByRole('button', { name: 'Save the IBAN' }).click()
    await expect(page.getByRole('status').getByText('IBAN saved.')).toBeVisible()
    await page.reload()
    await expect(page.getByText('IT60 •••• •••• •••• •••• •••3 456')).toBeVisible()
    await expect(page.getByText(/Marco Rossi/)).toBeVisible()
  })

  test('edits the billing data at 375 px by keyboard: every trainer field, the tax code checked as typed (issue 36)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/en/mysettings/billing')
    const form = page.getByRole('form', { name: 'Billing information' })
    for (const label of ['Tax regime', 'Pension fund', 'VAT rate', 'Withholding tax', 'Prefix', 'Phone'])
      await expect(form.getByLabel(label, { exact: true })).toBeVisible()
    const code = form.getByLabel('Tax code', { exact: true })
    const saved = await code.inputValue()
    await code.focus()
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type('WLKGDI98D52F20XV')
    await expect(form.getByText('The tax code is not valid.')).toBeVisible()
    await expect(code).toHaveAttribute('aria-invalid', 'true')
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type(saved)
    await expect(form.getByText('The tax code is not valid.')).toBeHidden()
    const phone = form.getByLabel('Phone', { exact: true })
    await phone.focus()
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type('347 111 2233')
    await form.getByRole('button', { name: 'Save billing information' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status').getByText('Billing information saved.')).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await page.reload()
    await expect(
      page.getByRole('form', { name: 'Billing information' }).getByLabel('Phone', { exact: true }),
    ).toHaveValue('3471112233')
  })
})
