/**
 * Jobs in Chromium (issue 18): the demo HR user creates and publishes a listing; a new student finds
 * it in the public list, presses "Candidati", logs in through the prompt and applies with a CV
 * uploaded there; the HR user opens the applicants (the application becomes "viewed") and
 * shortlists them (told of the application in a sentence that agrees with the applicant: "si è
 * candidata" for the Italian run's applicant, who gives her gender); the
 * student sees the new state on the listing and the notification. Once in
 * Italian, once in English.
 */
import path from 'node:path'
import { expect, request as playwrightRequest, test, type Browser } from '@playwright/test'
import { updateMyProfile } from '../../contracts/profiles/endpoints'
import { apiCall, freshStudent, storageStatePath } from './support/accounts'

const TEXTS = {
  it: {
    prefix: '',
    title: 'Titolo',
    description: 'Descrizione',
    status: 'Stato',
    published: 'Pubblicata',
    create: "Crea l'offerta",
    keyword: 'Ruolo o parola chiave',
    search: 'Cerca',
    apply: 'Candidati',
    login: 'Login necessario',
    loginButton: 'Accedi',
    upload: 'Carica un altro CV (PDF)',
    send: 'Invia la candidatura',
    sent: 'Inviata',
    shortlist: 'Metti in rosa',
    shortlisted: 'In rosa',
    notification: (title: string) => `Sei nella rosa dei candidati per «${title}».`,
    // the Italian run's applicant says she is a woman on her profile: the verb agrees with her
    gender: 'female',
    received: (title: string) => ` si è candidata alla tua offerta «${title}».`,
  },
  en: {
    prefix: '/en',
    title: 'Title',
    description: 'Description',
    status: 'State',
    published: 'Published',
    create: 'Create the job listing',
    keyword: 'Role or keyword',
    search: 'Search',
    apply: 'Apply',
    login: 'Login required',
    loginButton: 'Login',
    upload: 'Upload another CV (PDF)',
    send: 'Send the application',
    sent: 'Sent',
    shortlist: 'Shortlist',
    shortlisted: 'Shortlisted',
    notification: (title: string) => `You are shortlisted for “${title}”.`,
    // the English run's applicant gives no gender (a new account): English needs none anyway
    gender: null,
    received: (title: string) => ` applied to your job listing “${title}”.`,
  },
} as const

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')

async function hrPage(browser: Browser) {
  const context = await browser.newContext({ storageState: storageStatePath('hr') })
  return { context, page: await context.newPage() }
}

for (const locale of ['it', 'en'] as const) {
  test(`an HR user publishes a listing, a student applies through the login prompt and sees being shortlisted (${locale})`, async ({
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(150_000)
    const x = TEXTS[locale]
    const jobTitle = `Analista E2E ${locale} ${Date.now()}`
    const student = await freshStudent(baseURL!, path.join(testInfo.project.outputDir, `jobs-${locale}.json`))
    if (x.gender) {
      const own = await playwrightRequest.newContext({ baseURL, storageState: student.file })
      const saved = await apiCall(own, updateMyProfile, { data: { gender: x.gender } })
      expect(saved.status(), await saved.text()).toBe(200)
      await own.dispose()
    }

    // the HR user writes and publishes the listing
    const hr = await hrPage(browser)
    await hr.page.goto(`${x.prefix}/joblistings/manage/create`)
    await hr.page.getByLabel(x.title, { exact: true }).fill(jobTitle)
    await hr.page.getByLabel(x.description, { exact: true }).fill('Analisi dei dati di vendita con SQL.')
    await hr.page.getByLabel(x.status, { exact: true }).selectOption({ label: x.published })
    await hr.page.getByRole('button', { name: x.create }).click()
    await expect(hr.page).toHaveURL(/\/joblistings\/manage\/\d+$/)
    await expect(hr.page.getByRole('heading', { level: 1, name: jobTitle })).toBeVisible()
    const manageUrl = hr.page.url()

    // a visitor finds it and applies: the login prompt first, then the form with the CV
    const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } })
    const page = await visitor.newPage()
    await page.goto(`${x.prefix}/joblistings`)
    await page.getByLabel(x.keyword).fill(jobTitle)
    await page.getByRole('button', { name: x.search, exact: true }).click()
    await expect(page).toHaveURL(/\?q=/)
    await page.getByRole('link', { name: jobTitle }).click()
    await expect(page.getByRole('heading', { level: 1, name: jobTitle })).toBeVisible()
    await page.getByRole('button', { name: x.apply, exact: true }).click()
    const dialog = page.getByRole('dialog', { name: x.login })
    await expect(dialog).toBeVisible()
    await dialog.getByLabel('Email', { exact: true }).fill(student.email)
    await dialog.getByLabel('Password', { exact: true }).fill(student.password)
    await dialog.getByRole('button', { name: x.loginButton, exact: true }).click()
    await expect(dialog).toBeHidden()
    await page
      .getByLabel(x.upload)
      .setInputFiles({ name: 'cv-e2e.pdf', mimeType: 'application/pdf', buffer: PDF })
    await expect(page.getByRole('radio', { name: 'cv-e2e.pdf' })).toBeChecked()
    await page.getByRole('button', { name: x.send }).click()
    await expect(page.getByRole('status').filter({ hasText: x.sent })).toBeVisible()

    // the HR user sees the applicant with the CV and shortlists them
    await hr.page.goto(manageUrl)
    const card = hr.page.getByRole('listitem', { name: /.+/ }).filter({ hasText: student.email })
    await expect(card.getByRole('link', { name: /cv-e2e\.pdf/ })).toBeVisible()
    await card.getByRole('button', { name: x.shortlist }).click()
    await expect(card.getByText(x.shortlisted, { exact: true })).toBeVisible()
    // and was told of the application in a sentence that agrees with the applicant
    await hr.page.goto(`${x.prefix}/notifications`)
    await expect(hr.page.getByText(x.received(jobTitle))).toBeVisible()

    // the student sees the new state and the notification
    await page.reload()
    await expect(page.getByRole('status').getByText(x.shortlisted, { exact: true })).toBeVisible()
    await page.goto(`${x.prefix}/notifications`)
    await expect(page.getByText(x.notification(jobTitle))).toBeVisible()

    await hr.context.close()
    await visitor.close()
  })
}
