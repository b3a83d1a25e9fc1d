/**
 * Every notification leads to its subject (issue 35): the eleven types that led nowhere are each
 * produced by a real action through the API — a listing published, an invitation, an application
 * and its move to the shortlist; two courses sent for review, one approved and one sent back; a
 * course bought, another whose 3-D Secure is failed, a subscription paid; a friend invited who buys
 * — and each is clicked in /notifications by its recipient (one browser context each), the page it
 * opens showing that subject: the listing or its applications, the review queue, the course in the
 * studio, the orders with their receipts, the subscription, the referrals. Italian for all, English
 * for two. The trainer's menu offers "Pubblica un annuncio" too (every role the API lets publish).
 * A third course bought is refunded by an admin (POST /api/admin/orders/{id}/refund) for
 * payment_refunded.
 */
import { expect, test, type Browser, type Page } from '@playwright/test'
import {
  applyToJobListing,
  inviteStudent,
  listApplicants,
  updateApplication,
} from '../../contracts/jobs/endpoints'
import { refundOrder } from '../../contracts/admin/endpoints'
import { checkoutSubscription } from '../../contracts/payments/endpoints'
import { updateProfileSettings } from '../../contracts/profiles/endpoints'
import { getReferralInfo } from '../../contracts/referrals/endpoints'
import { approveCourse, rejectCourse } from '../../contracts/studio/endpoints'
import {
  apiCall,
  freshStudent,
  saveInvoiceBilling,
  storageStatePath,
  type DemoRole,
} from './support/accounts'
import {
  apiAs,
  buyWithCard,
  courseSentForReview,
  dataOf,
  failChallenge,
  paidCourses,
  publishedListing,
  sandboxCard,
} from './support/producers'

/** The recipient's browser: one context per person, its tab on the notifications. */
async function recipient(browser: Browser, storageState: string) {
  const context = await browser.newContext({ storageState })
  return { context, page: await context.newPage() }
}

/**
 * Clicks the link under the notification that reads `text` (waiting for it: some come from a
 * webhook a moment later) and answers once the page it leads to is open.
 */
async function follow(page: Page, prefix: '' | '/en', text: string | RegExp, link: string) {
  if (new URL(page.url()).pathname !== `${prefix}/notifications`) await page.goto(`${prefix}/notifications`)
  const item = page.getByRole('listitem').filter({ hasText: text }).first()
  await expect(item).toBeVisible({ timeout: 15_000 })
  await item.getByRole('link', { name: link, exact: true }).click()
}

test('each notification type, produced by a real action, opens the page that shows its subject', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000)
  const stamp = Date.now().toString(36)
  const as = (role: DemoRole) => apiAs(baseURL!, storageStatePath(role))
  const [hrApi, trainerApi, adminApi] = await Promise.all([as('hr'), as('trainer'), as('admin')])
  const student = await freshStudent(baseURL!, testInfo.outputPath('student.json'))
  const studentApi = await apiAs(baseURL!, student.file)

  // ---- produce: jobs, course reviews, payments and a referral, side by side
  const jobTitle = `Analista ${stamp}`
  const approvedTitle = `Bilancio facile ${stamp}`
  const rejectedTitle = `Bilancio difficile ${stamp}`
  const jobs = async () => {
    const listingId = await publishedListing(hrApi, jobTitle)
    // HR users find the students who let them: the student opts in, is invited, applies
    await dataOf(await apiCall(studentApi, updateProfileSettings, { data: { hr_visible: true } }))
    const invited = await apiCall(hrApi, inviteStudent, {
      params: { id: student.id },
      data: { job_listing_id: listingId },
    })
    expect(invited.status(), await invited.text()).toBe(204)
    await dataOf(
      await apiCall(studentApi, applyToJobListing, {
        params: { id: listingId },
        data: { cover_letter: 'Mi interessa molto.', cv_media_id: null },
      }),
    )
    const [application] = await dataOf<{ id: number }[]>(
      await apiCall(hrApi, listApplicants, { params: { id: listingId } }),
    )
    await dataOf(
      await apiCall(hrApi, updateApplication, {
        params: { id: application.id },
        data: { status: 'shortlisted' },
      }),
    )
    return listingId
  }
  const reviews = async () => ({
    approved: await courseSentForReview(trainerApi, approvedTitle, 2900),
    rejected: await courseSentForReview(trainerApi, rejectedTitle, 2900),
  })
  const payments = async () => {
    const [bought, declined, refunded] = await paidCourses(studentApi)
    await saveInvoiceBilling(studentApi)
    const card = await sandboxCard(studentApi, '4242424242424242')
    expect((await buyWithCard(studentApi, bought.id, card)).status).toBe('succeeded')
    const toRefund = await buyWithCard(studentApi, refunded.id, card)
    expect(toRefund.status).toBe('succeeded')
    const challenged = await buyWithCard(
      studentApi,
      declined.id,
      await sandboxCard(studentApi, '4000002500003155'),
    )
    expect(challenged.status).toBe('requires_action')
    await failChallenge(studentApi, challenged.next_action_url!)
    const plans = (await (await studentApi.get('/api/subscriptions?audience=student')).json()) as {
      data: { id: number; slug: string; name: string }[]
    }
    const plan = plans.data.find((row) => row.slug === 'studente-plus')!
    const subscribed = await dataOf<{ status: string }>(
      await apiCall(studentApi, checkoutSubscription, {
        data: { id: plan.id, pmid: await sandboxCard(studentApi, '4242424242424242') },
      }),
    )
    expect(subscribed.status).toBe('succeeded')
    return { bought, declined, refunded, plan, refundOrderId: toRefund.order_id }
  }
  const referral = async () => {
    // a friend registers with the student's code and makes a first paid order
    const { code } = await dataOf<{ code: string }>(await apiCall(studentApi, getReferralInfo))
    const friend = await freshStudent(baseURL!, testInfo.outputPath('friend.json'), { referralCode: code })
    const friendApi = await apiAs(baseURL!, friend.file)
    await saveInvoiceBilling(friendApi)
    const [course] = (await paidCourses(friendApi)).reverse()
    expect(
      (await buyWithCard(friendApi, course.id, await sandboxCard(friendApi, '4242424242424242'))).status,
    ).toBe('succeeded')
    await friendApi.dispose()
  }
  // one caller's calls in turn (each renews its XSRF cookie); the trainer's beside the student's
  const asStudent = async () => {
    const listing = await jobs()
    const paid = await payments()
    await referral()
    return [listing, paid] as const
  }
  const [[listingId, bought], courses] = await Promise.all([asStudent(), reviews()])

  // an admin refunds the third course's order in full
  await dataOf(
    await apiCall(adminApi, refundOrder, {
      params: { id: bought.refundOrderId },
      data: { reason: 'Richiesta del cliente' },
    }),
  )

  // ---- the listing's owner: the applications, with the applicant
  const hr = await recipient(browser, storageStatePath('hr'))
  await follow(hr.page, '', `alla tua offerta «${jobTitle}».`, 'Apri le candidature')
  await expect(hr.page).toHaveURL(new RegExp(`/joblistings/manage/${listingId}$`))
  await expect(hr.page.getByRole('heading', { level: 1, name: jobTitle })).toBeVisible()
  await expect(hr.page.getByRole('listitem', { name: /.+/ }).filter({ hasText: student.email })).toBeVisible()
  await hr.context.close()

  // ---- an admin: the review queue, with the course waiting in it
  const admin = await recipient(browser, storageStatePath('admin'))
  await follow(
    admin.page,
    '',
    `Il corso «${approvedTitle}» attende la tua revisione.`,
    'Apri i corsi da revisionare',
  )
  await expect(admin.page).toHaveURL(/\/dev\/course-reviews$/)
  await expect(admin.page.locator(`[data-review-course="${courses.approved}"]`)).toContainText(approvedTitle)
  await admin.context.close()
  await dataOf(await apiCall(adminApi, approveCourse, { params: { id: courses.approved } }))
  const reason = `Aggiungi un esercizio finale ${stamp}.`
  await dataOf(await apiCall(adminApi, rejectCourse, { params: { id: courses.rejected }, data: { reason } }))

  // ---- the trainer: each course in the studio, the rejected one with what to change
  const trainer = await recipient(browser, storageStatePath('trainer'))
  await follow(trainer.page, '', `Il tuo corso «${approvedTitle}» è stato pubblicato.`, 'Apri il corso')
  await expect(trainer.page).toHaveURL(new RegExp(`/instructor/course/${courses.approved}$`))
  await expect(trainer.page.getByText(approvedTitle).first()).toBeVisible()
  await trainer.page.goBack()
  await follow(trainer.page, '', `Il tuo corso «${rejectedTitle}» è tornato in bozza`, 'Apri il corso')
  await expect(trainer.page).toHaveURL(new RegExp(`/instructor/course/${courses.rejected}$`))
  await expect(trainer.page.locator('[data-review-note]')).toContainText(reason)
  // a trainer may publish listings too: the menu offers it
  const publish = trainer.page
    .getByRole('complementary', { name: 'Barra laterale' })
    .getByRole('link', { name: 'Pubblica un annuncio' })
  await publish.click()
  await expect(trainer.page).toHaveURL(/\/joblistings\/manage\/create$/)
  await expect(trainer.page.getByRole('heading', { level: 1, name: 'Nuova offerta di lavoro' })).toBeVisible()
  await trainer.context.close()

  // ---- the student: the listing, the orders and receipts, the subscription, the referrals
  const { page, context } = await recipient(browser, student.file)
  await follow(page, '', `ti invita a candidarti per «${jobTitle}».`, "Apri l'offerta di lavoro")
  await expect(page).toHaveURL(new RegExp(`/joblistings/${listingId}$`))
  await expect(page.getByRole('heading', { level: 1, name: jobTitle })).toBeVisible()
  await page.goBack()
  await follow(page, '', `Sei nella rosa dei candidati per «${jobTitle}».`, "Apri l'offerta di lavoro")
  await expect(page.getByRole('heading', { level: 1, name: jobTitle })).toBeVisible()
  await expect(page.getByRole('status').getByText('In rosa', { exact: true })).toBeVisible()
  await page.goBack()

  const orders = page.getByRole('table', { name: 'I tuoi ordini' })
  await follow(page, '', `Acquisto completato: ${bought.bought.title}.`, 'Apri i tuoi acquisti e le ricevute')
  await expect(page).toHaveURL(/\/mypurchases(#order-\d+)?$/)
  const paidRow = orders.getByRole('row').filter({ hasText: bought.bought.title })
  await expect(paidRow).toContainText('Pagato')
  await expect(paidRow.getByRole('link', { name: /Scarica la ricevuta/ })).toBeVisible()
  await page.goBack()
  await follow(
    page,
    '',
    'Il pagamento non è andato a buon fine: aggiorna il metodo di pagamento.',
    'Apri i tuoi acquisti e le ricevute',
  )
  await expect(page).toHaveURL(/\/mypurchases(#order-\d+)?$/)
  await expect(orders.getByRole('row').filter({ hasText: bought.declined.title })).toContainText(
    'Pagamento non riuscito',
  )
  await page.goBack()
  await follow(
    page,
    '',
    `Il tuo ordine «${bought.refunded.title}» è stato rimborsato`,
    'Apri i tuoi acquisti e le ricevute',
  )
  await expect(page).toHaveURL(new RegExp(`/mypurchases#order-${bought.refundOrderId}$`))
  await expect(orders.getByRole('row').filter({ hasText: bought.refunded.title })).toContainText('Rimborsato')
  await page.goBack()
  await follow(page, '', 'Il tuo abbonamento è attivo.', 'Apri il tuo abbonamento')
  await expect(page).toHaveURL(/\/mysettings\/subscription$/)
  await expect(page.getByText(bought.plan.name).first()).toBeVisible()
  await expect(page.getByText('Attivo', { exact: true })).toBeVisible()
  await page.goBack()
  await follow(page, '', /ha fatto il primo acquisto con il tuo invito/, 'Apri i tuoi inviti')
  await expect(page).toHaveURL(/\/referrals$/)
  const people = page.getByRole('region', { name: 'Chi hai invitato' })
  await expect(people.getByRole('listitem')).toHaveCount(1)
  await expect(people.getByText('In attesa del primo acquisto')).toHaveCount(0)

  // ---- in English: the invitation and the subscription
  await follow(page, '/en', `invites you to apply for “${jobTitle}”.`, 'Open the job listing')
  await expect(page).toHaveURL(new RegExp(`/en/joblistings/${listingId}$`))
  await expect(page.getByRole('heading', { level: 1, name: jobTitle })).toBeVisible()
  await page.goBack()
  await follow(page, '/en', 'Your subscription is active.', 'Open your subscription')
  await expect(page).toHaveURL(/\/en\/mysettings\/subscription$/)
  await expect(page.getByText('Active', { exact: true })).toBeVisible()
  await context.close()
  await Promise.all([hrApi, trainerApi, adminApi, studentApi].map((api) => api.dispose()))
})
