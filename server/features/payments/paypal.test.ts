/**
 * PayPal as a Stripe payment method (issue 36), through the sandbox's approval page: a course
 * bought with PayPal and approved is paid exactly as with a card (enrolment, receipt e-mail,
 * `payment_intent.succeeded` with payment_method_details.type paypal); cancelled, the order stays
 * unpaid with `paypal_canceled` and a card pays it next; approvals, buy retries and webhooks
 * replayed or delivered twice pay it once. A subscription bought with PayPal keeps the account
 * (brand paypal, the payer's e-mail) and renewals charge it off session; the sandbox account
 * fail-renewal@paypal.test is declined at renewal: past_due, then a new card pays it. PGlite, and
 * PostgreSQL with AULA_TEST_DB=postgres.
 */
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { OrderStatusAnswer, SavedCard } from '../../../contracts/payments/schemas.ts'
import { createCourse } from '../courses/factories.testing.ts'
import { createUser } from '../accounts/factories.testing.ts'
import { asUser, buildTestApp, readOutbox, type TestApp } from '../../testing/helper.ts'
import { courseEnrolments } from '../courses/tables.ts'
import { paymentsMail } from './purchase-mail.ts'
import { INVOICE_BILLING } from './receipts.testing.ts'
import { runDueRenewals } from './renewals.ts'
import { WEBHOOK_PATH } from './services.ts'
import { SandboxProvider } from './provider/sandbox.ts'
import {
  orders,
  paymentCustomers,
  sandboxPaymentIntents,
  savedPaymentMethods,
  subscriptionPlans,
  userSubscriptions,
} from './tables.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
}, 300_000)
afterEach(async () => {
  await t.app.payments.sandbox!.settle()
  t.app.payments.sandbox!.delivery = {}
})
afterAll(() => t.close())

type Lang = 'it' | 'en'

const buyCourse = (token: string, courseId: number, key: string, payload: object = {}, lang: Lang = 'it') =>
  t.app.inject(
    asUser(token, {
      method: 'POST',
      url: `/api/courses/${courseId}/buy`,
      payload: { payment_method_type: 'paypal', return_url: `/buy/course/${courseId}`, ...payload },
      headers: { 'idempotency-key': key, 'accept-language': lang },
    }),
  )

/** Opens the approval page of the answer's next action and submits its form as the buyer would. */
async function decide(
  answer: OrderStatusAnswer,
  result: 'approve' | 'cancel',
  payer?: string,
  lang: Lang = 'it',
) {
  const page = await t.app.inject({ url: answer.next_action_url!, headers: { 'accept-language': lang } })
  expect(page.statusCode).toBe(200)
  expect(page.headers['content-type']).toContain('text/html')
  const sig = /name="sig" value="([0-9a-f]+)"/.exec(page.body)?.[1]
  expect(sig).toBeTruthy()
  const query = new URLSearchParams({ result, sig: sig!, ...(payer ? { payer } : {}) })
  const done = await t.app.inject({ url: `${answer.next_action_url}/complete?${query}` })
  await t.app.payments.sandbox!.settle()
  return { page, done }
}

const checkout = async (token: string, courseId: number) =>
  (await t.app.inject(asUser(token, { url: `/api/checkout/course/${courseId}` }))).json().data

async function counts(userId: number, courseId: number) {
  const rows = await t.db
    .select({ status: orders.status })
    .from(orders)
    .where(
      and(eq(orders.user_id, userId), eq(orders.product_id, courseId), eq(orders.product_type, 'course')),
    )
  const [charges] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(sandboxPaymentIntents)
    .where(
      and(
        eq(sandboxPaymentIntents.status, 'succeeded'),
        sql`${sandboxPaymentIntents.customer_id} in (select customer_id from payment_customers where user_id = ${userId})`,
      ),
    )
  const [enrolments] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(courseEnrolments)
    .where(and(eq(courseEnrolments.user_id, userId), eq(courseEnrolments.course_id, courseId)))
  return {
    paid: rows.filter((row) => row.status === 'succeeded').length,
    orders: rows.length,
    charges: charges.n,
    enrolments: enrolments.n,
  }
}

const receipts = async (email: string) =>
  (await readOutbox(t.app, email)).filter((mail) => mail.meta.kind === 'order_receipt')

describe('PayPal: a course', () => {
  it('approved: requires_action with the PayPal page, then paid as with a card (access, receipt e-mail)', async () => {
    const buyer = await createUser(t.db, { billing: INVOICE_BILLING })
    const { course } = await createCourse(t.db, { price_cents: 4900 })
    const answer = (await buyCourse(buyer.token, course.id, 'pp-1')).json<{ data: OrderStatusAnswer }>().data
    expect(answer).toMatchObject({
      status: 'requires_action',
      payment_method_type: 'paypal',
      amount_cents: 4900,
    })
    expect(answer.next_action_url).toMatch(/^\/api\/sandbox\/paypal\/pi_[0-9a-f]+$/)
    // Nothing is paid while the buyer is on PayPal's page.
    expect(await counts(buyer.user.id, course.id)).toEqual({ paid: 0, orders: 1, charges: 0, enrolments: 0 })

    const { page, done } = await decide(answer, 'approve')
    expect(page.body).toContain('Approva')
    expect(page.body).toContain('Annulla')
    expect(page.body).toContain('49,00')
    expect(page.body).toContain('fail-renewal@paypal.test')
    // Back to the checkout's return_url, with the intent as Stripe adds it.
    expect(done.body).toMatch(new RegExp(`url=/buy/course/${course.id}\\?payment_intent=pi_`))

    expect(await checkout(buyer.token, course.id)).toMatchObject({
      owned: true,
      order: { order_id: answer.order_id, status: 'succeeded', payment_method_type: 'paypal' },
    })
    expect(await counts(buyer.user.id, course.id)).toEqual({ paid: 1, orders: 1, charges: 1, enrolments: 1 })
    const [receipt] = await receipts(buyer.user.email)
    expect(receipt).toBeDefined()
    expect(Number(receipt.meta.order_id)).toBe(answer.order_id)
    // A course's PayPal payment keeps no account: nothing is saved for later.
    expect(
      await t.db.select().from(savedPaymentMethods).where(eq(savedPaymentMethods.user_id, buyer.user.id)),
    ).toEqual([])
  })

  it('the English page, and bad input: 422 with the field in the request language', async () => {
    const buyer = await createUser(t.db, { billing: INVOICE_BILLING })
    const { course } = await createCourse(t.db, { price_cents: 4900 })
    const refused = await buyCourse(
      buyer.token,
      course.id,
      'pp-bad',
      { payment_method_type: 'bitcoin' },
      'en',
    )
    expect(refused.statusCode).toBe(422)
    expect(refused.json().errors.payment_method_type).toEqual([
      'The payment_method_type field must be card or paypal.',
    ])
    // the page speaks the language of the checkout it comes from, not the browser's
    const answer = (
      await buyCourse(buyer.token, course.id, 'pp-en', { return_url: `/en/buy/course/${course.id}` })
    ).json().data
    const other = (await createCourse(t.db, { price_cents: 2900 })).course
    const italian = (await buyCourse(buyer.token, other.id, 'pp-it')).json().data
    const italianPage = await t.app.inject({
      url: italian.next_action_url,
      headers: { 'accept-language': 'en' },
    })
    expect(italianPage.body).toContain('<html lang="it">')
    const page = await t.app.inject({ url: answer.next_action_url, headers: { 'accept-language': 'it' } })
    expect(page.body).toContain('<html lang="en">')
    expect(page.body).toContain('Approve')
    const sig = /name="sig" value="([0-9a-f]+)"/.exec(page.body)![1]
    const wrongPayer = await t.app.inject({
      url: `${answer.next_action_url}/complete?result=approve&payer=someone%40else.test&sig=${sig}`,
      headers: { 'accept-language': 'it' },
    })
    expect(wrongPayer.statusCode).toBe(422)
    expect(wrongPayer.json().errors.payer[0]).toContain('conto PayPal del sandbox')
    // A link not signed by the page approves nothing.
    const forged = await t.app.inject({ url: `${answer.next_action_url}/complete?result=approve&sig=00` })
    expect(forged.statusCode).toBe(404)
    expect((await checkout(buyer.token, course.id)).order.status).toBe('requires_action')
  })

  it('cancelled: unpaid with paypal_canceled, no access and no receipt; a card then pays the same order', async () => {
    const buyer = await createUser(t.db, { billing: INVOICE_BILLING })
    const { course } = await createCourse(t.db, { price_cents: 4900 })
    const answer = (await buyCourse(buyer.token, course.id, 'pp-c')).json().data
    await decide(answer, 'cancel')
    const intent = await t.app.payments.sandbox!.retrievePaymentIntent(
      (await t.db.select().from(orders).where(eq(orders.id, answer.order_id)))[0].payment_intent_id!,
    )
    expect(intent).toMatchObject({ status: 'requires_payment_method', payment_method: null })
    expect(await checkout(buyer.token, course.id)).toMatchObject({
      owned: false,
      order: {
        order_id: answer.order_id,
        status: 'requires_payment_method',
        decline_reason: 'paypal_canceled',
      },
    })
    expect(await counts(buyer.user.id, course.id)).toEqual({ paid: 0, orders: 1, charges: 0, enrolments: 0 })
    expect(await receipts(buyer.user.email)).toEqual([])
    // The page again, once cancelled: nothing left to approve.
    const again = await t.app.inject({ url: answer.next_action_url })
    expect(again.body).not.toContain('id="approve"')

    const card = (
      await t.app.inject(
        asUser(buyer.token, {
          method: 'POST',
          url: '/api/sandbox/payment-methods',
          payload: { number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' },
        }),
      )
    ).json<{ data: SavedCard }>().data
    const paid = (
      await buyCourse(buyer.token, course.id, 'card-after', { payment_method_type: 'card', pmid: card.id })
    ).json().data
    expect(paid).toMatchObject({ order_id: answer.order_id, status: 'succeeded' })
    expect(paid.payment_method_type).toBeUndefined()
    await t.app.payments.sandbox!.settle()
    expect(await counts(buyer.user.id, course.id)).toEqual({ paid: 1, orders: 1, charges: 1, enrolments: 1 })
  })

  it('exactly once: approved twice, the buy retried, the webhook delivered twice and replayed', async () => {
    const buyer = await createUser(t.db, { billing: INVOICE_BILLING })
    const { course } = await createCourse(t.db, { price_cents: 4900 })
    const sandbox = t.app.payments.sandbox!
    sandbox.delivery = { duplicate: true }
    const first = (await buyCourse(buyer.token, course.id, 'pp-once')).json().data
    // A retry with the same key before the approval: the same PayPal page, no second intent.
    const retry = (await buyCourse(buyer.token, course.id, 'pp-once')).json().data
    expect(retry).toEqual(first)
    // Another tab starts another buy meanwhile: it is answered the order waiting for PayPal.
    const tab = (await buyCourse(buyer.token, course.id, 'pp-tab')).json().data
    expect(tab).toMatchObject({ order_id: first.order_id, next_action_url: first.next_action_url })
    const { page } = await decide(first, 'approve')
    const sig = /name="sig" value="([0-9a-f]+)"/.exec(page.body)![1]
    // The approval sent again (a double submit, the back button): answered as it is.
    const twice = await t.app.inject({ url: `${first.next_action_url}/complete?result=approve&sig=${sig}` })
    expect(twice.statusCode).toBe(200)
    await sandbox.settle()
    // The succeeded event replayed by hand under a new id (as a Dashboard "resend" would).
    const intent = await sandbox.retrievePaymentIntent(first.next_action_url.split('/').at(-1))
    expect(intent.payment_method_details).toEqual({ type: 'paypal' })
    const payload = JSON.stringify({
      id: `evt_replay_${first.order_id}`,
      type: 'payment_intent.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: { object: intent },
    })
    for (let copy = 0; copy < 2; copy++) {
      const replayed = await t.app.inject({
        method: 'POST',
        url: WEBHOOK_PATH,
        payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': sandbox.sign(payload) },
      })
      expect(replayed.statusCode).toBe(200)
    }
    const after = (await buyCourse(buyer.token, course.id, 'pp-once')).json().data
    expect(after).toMatchObject({ order_id: first.order_id })
    await sandbox.settle()
    expect(await counts(buyer.user.id, course.id)).toEqual({ paid: 1, orders: 1, charges: 1, enrolments: 1 })
    expect(await receipts(buyer.user.email)).toHaveLength(1)
  })

  it('the sandbox announces the capture with payment_intent.succeeded, payment_method_details.type paypal', async () => {
    const events: { type: string; data: { object: Record<string, unknown> } }[] = []
    const sandbox = new SandboxProvider({
      db: t.db,
      webhookSecret: 'whsec_test',
      signingKey: 'key',
      deliver: async (payload) => {
        events.push(JSON.parse(payload))
      },
    })
    const { id: customer } = await sandbox.createCustomer()
    const intent = await sandbox.createPaymentIntent({
      amount: 1200,
      customer,
      payment_method_type: 'paypal',
      setup_future_usage: 'off_session',
      return_url: '/',
      metadata: { order_id: '0' },
      idempotencyKey: `unit-${Date.now()}`,
    })
    expect(intent).toMatchObject({ status: 'requires_action', payment_method_types: ['paypal'] })
    const approved = await sandbox.approvePaypal(intent.id, 'fail-renewal@paypal.test')
    await sandbox.settle({ drain: false })
    expect(events.map((event) => event.type)).toEqual(['payment_intent.succeeded'])
    expect(events[0].data.object).toMatchObject({
      id: intent.id,
      status: 'succeeded',
      payment_method_details: { type: 'paypal' },
    })
    // The billing agreement: the account, attached to the customer; charged off session, declined.
    expect(await sandbox.retrievePaymentMethod(approved.payment_method!)).toMatchObject({
      type: 'paypal',
      customer,
      paypal: { payer_email: 'fail-renewal@paypal.test' },
    })
    const renewal = await sandbox.createPaymentIntent({
      amount: 1200,
      customer,
      payment_method: approved.payment_method!,
      payment_method_type: 'paypal',
      off_session: true,
      return_url: '/',
      metadata: { order_id: '0' },
      idempotencyKey: `unit-renewal-${Date.now()}`,
    })
    expect(renewal).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { decline_code: 'generic_decline' },
    })
    await sandbox.settle({ drain: false })
  })
})

describe('PayPal: a subscription', () => {
  const DAY = 86_400
  const renewalsCtx = () => ({
    ...t.app.payments.context()!,
    mail: paymentsMail({
      mailer: t.app.mailer,
      publicUrl: t.app.config.publicUrl,
      seller: t.app.config.seller,
    }),
  })
  async function clock(seconds: number) {
    await t.app.payments.sandbox!.advanceClock(seconds)
    await runDueRenewals(renewalsCtx())
    await t.app.payments.sandbox!.settle()
  }
  const subOf = async (userId: number) =>
    (
      await t.db
        .select()
        .from(userSubscriptions)
        .where(eq(userSubscriptions.user_id, userId))
        .orderBy(userSubscriptions.id)
    ).at(-1)!
  async function periodEndsNow(userId: number) {
    const now = await t.app.payments.provider!.now()
    await t.db
      .update(userSubscriptions)
      .set({ current_period_end: new Date(now.getTime() - 1000) })
      .where(eq(userSubscriptions.user_id, userId))
  }
  const paidOrders = async (userId: number) =>
    t.db
      .select()
      .from(orders)
      .where(and(eq(orders.user_id, userId), eq(orders.status, 'succeeded')))

  async function subscribeWithPaypal(payer: string) {
    const trainer = await createUser(t.db, { role: 'trainer', billing: INVOICE_BILLING })
    const [plan] = await t.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.slug, 'annuale'))
    const answer = (
      await t.app.inject(
        asUser(trainer.token, {
          method: 'POST',
          url: '/api/subscriptions/checkout',
          payload: { id: plan.id, payment_method_type: 'paypal', return_url: '/onboarding/subscriptions' },
          headers: { 'idempotency-key': `sub-${trainer.user.id}` },
        }),
      )
    ).json<{ data: OrderStatusAnswer }>().data
    expect(answer).toMatchObject({ status: 'requires_action', payment_method_type: 'paypal' })
    await decide(answer, 'approve', payer)
    return trainer
  }

  it('the approval keeps the PayPal account (brand paypal, payer e-mail) and a renewal charges it off session', async () => {
    const trainer = await subscribeWithPaypal('buyer@paypal.test')
    const sub = await subOf(trainer.user.id)
    expect(sub.status).toBe('active')
    expect(sub.pmid).toMatch(/^pm_paypal_/)
    const methods = (await t.app.inject(asUser(trainer.token, { url: '/api/payment-methods' }))).json().data
    expect(methods).toEqual([
      expect.objectContaining({
        id: sub.pmid,
        brand: 'paypal',
        last4: '',
        payer_email: 'buyer@paypal.test',
        default: true,
      }),
    ])
    expect(methods[0].problem).toBeUndefined()
    // Applied again (a replayed webhook): the account is saved once.
    const [order] = await t.db.select().from(orders).where(eq(orders.id, sub.order_id!))
    const intent = await t.app.payments.sandbox!.retrievePaymentIntent(order.payment_intent_id!)
    const { applyIntent } = await import('./order-settlement.ts')
    await applyIntent(t.app.payments.context()!, intent)
    expect(
      await t.db.select().from(savedPaymentMethods).where(eq(savedPaymentMethods.user_id, trainer.user.id)),
    ).toHaveLength(1)

    await periodEndsNow(trainer.user.id)
    await clock(1)
    const renewed = await subOf(trainer.user.id)
    expect(renewed).toMatchObject({ status: 'active', pmid: sub.pmid, dunning_attempts: 0 })
    const paid = await paidOrders(trainer.user.id)
    expect(paid).toHaveLength(2)
    expect(paid.find((row) => row.renews_subscription_id !== null)).toMatchObject({
      payment_method_type: 'paypal',
      pmid: sub.pmid,
    })
    const renewedMail = (await readOutbox(t.app, trainer.user.email)).filter(
      (mail) => mail.meta.kind === 'subscription_renewed',
    )
    expect(renewedMail).toHaveLength(1)
  })

  it('fail-renewal@paypal.test: the renewal is declined, past_due; a new card made the default pays it; the PayPal account is removed', async () => {
    const trainer = await subscribeWithPaypal('fail-renewal@paypal.test')
    const sub = await subOf(trainer.user.id)
    await periodEndsNow(trainer.user.id)
    await clock(1)
    expect(await subOf(trainer.user.id)).toMatchObject({ status: 'past_due', dunning_attempts: 1 })
    const failedMail = (await readOutbox(t.app, trainer.user.email)).filter(
      (mail) => mail.meta.kind === 'subscription_paymentFailed',
    )
    expect(failedMail).toHaveLength(1)
    // Day 1: the retry charges the PayPal account again and fails again.
    await clock(DAY)
    expect(await subOf(trainer.user.id)).toMatchObject({ status: 'past_due', dunning_attempts: 2 })
    const methods = (await t.app.inject(asUser(trainer.token, { url: '/api/payment-methods' }))).json().data
    expect(methods[0]).toMatchObject({ id: sub.pmid, brand: 'paypal', problem: 'declined' })

    const card = (
      await t.app.inject(
        asUser(trainer.token, {
          method: 'POST',
          url: '/api/sandbox/payment-methods',
          payload: { number: '5555555555554444', exp_month: 12, exp_year: 2099, cvc: '123' },
        }),
      )
    ).json<{ data: SavedCard }>().data
    const added = await t.app.inject(
      asUser(trainer.token, { method: 'POST', url: '/api/payment-methods', payload: { pmid: card.id } }),
    )
    expect(added.statusCode).toBe(200)
    const fixed = await t.app.inject(
      asUser(trainer.token, { method: 'PUT', url: `/api/payment-methods/${card.id}/default` }),
    )
    expect(fixed.json().data).toMatchObject({
      retry: { status: 'succeeded' },
      subscription: { status: 'active', pmid: card.id, failed_attempts: 0 },
    })
    expect(await paidOrders(trainer.user.id)).toHaveLength(2)
    // The PayPal account is removed like a card, and detached at the provider.
    const removed = await t.app.inject(
      asUser(trainer.token, { method: 'DELETE', url: `/api/payment-methods/${sub.pmid}` }),
    )
    expect(removed.statusCode).toBe(200)
    expect(removed.json().data).toMatchObject({ id: sub.pmid, default_pmid: card.id })
    const left = (await t.app.inject(asUser(trainer.token, { url: '/api/payment-methods' }))).json().data
    expect(left.map((method: SavedCard) => method.id)).toEqual([card.id])
  })
})

describe('PayPal: an account saved from the settings, without a purchase', () => {
  const start = (token: string, key: string, payload: object = {}, lang: Lang = 'it') =>
    t.app.inject(
      asUser(token, {
        method: 'POST',
        url: '/api/payment-methods/paypal',
        payload: { return_url: '/mysettings/billing', ...payload },
        headers: { 'idempotency-key': key, 'accept-language': lang },
      }),
    )
  const confirm = (token: string, id: string, lang: Lang = 'it') =>
    t.app.inject(
      asUser(token, {
        method: 'POST',
        url: `/api/payment-methods/paypal/${id}`,
        headers: { 'accept-language': lang },
      }),
    )
  const saved = (userId: number) =>
    t.db.select().from(savedPaymentMethods).where(eq(savedPaymentMethods.user_id, userId))

  it('approved: kept once with the payer e-mail, however often it is confirmed; the same key answers the same setup intent', async () => {
    const user = await createUser(t.db)
    const first = await start(user.token, 'setup-1')
    expect(first.statusCode).toBe(200)
    const answer = first.json<{ data: { id: string; next_action_url: string } }>().data
    expect(answer.id).toMatch(/^seti_/)
    expect(answer.next_action_url).toBe(`/api/sandbox/paypal/${answer.id}`)
    // a retry with the same key: the same setup intent, nothing new at the provider
    expect((await start(user.token, 'setup-1')).json().data).toEqual(answer)
    const [{ n }] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.customer_id, (await customerIdOf(user.user.id))!))
    expect(n).toBe(1)

    // not approved yet: 409, nothing kept
    const early = await confirm(user.token, answer.id)
    expect(early.statusCode).toBe(409)
    expect(early.json().message).toContain('non è ancora stato approvato')

    const { page, done } = await decide(
      { order_id: 0, status: 'requires_action', next_action_url: answer.next_action_url },
      'approve',
      'buyer@paypal.test',
    )
    // the page says nothing is charged; back to the settings with the setup intent
    expect(page.body).toContain('oggi non ti addebitiamo nulla')
    expect(done.body).toContain(`/mysettings/billing?setup_intent=${answer.id}`)

    const kept = await Promise.all([confirm(user.token, answer.id), confirm(user.token, answer.id)])
    for (const response of kept) {
      expect(response.statusCode).toBe(200)
      expect(response.json().data).toMatchObject({
        brand: 'paypal',
        last4: '',
        payer_email: 'buyer@paypal.test',
      })
    }
    expect(await saved(user.user.id)).toHaveLength(1)
    const listed = (await t.app.inject(asUser(user.token, { url: '/api/payment-methods' }))).json<{
      data: SavedCard[]
    }>().data
    expect(listed).toEqual([expect.objectContaining({ brand: 'paypal', payer_email: 'buyer@paypal.test' })])
    // attached to the user's customer: a payment can charge it off session
    const method = await t.app.payments.sandbox!.retrievePaymentMethod(listed[0].id)
    expect(method.customer).toBe(await customerIdOf(user.user.id))
  })

  it("cancelled on PayPal: 409 in the request's language, nothing kept; another user's setup intent is 404; bad input 422", async () => {
    const user = await createUser(t.db)
    const other = await createUser(t.db)
    const answer = (await start(user.token, 'setup-2')).json<{
      data: { id: string; next_action_url: string }
    }>().data
    await decide(
      { order_id: 0, status: 'requires_action', next_action_url: answer.next_action_url },
      'cancel',
    )
    const canceled = await confirm(user.token, answer.id, 'en')
    expect(canceled.statusCode).toBe(409)
    expect(canceled.json().message).toBe('You cancelled on PayPal: the account was not saved.')
    expect(await saved(user.user.id)).toHaveLength(0)

    const theirs = await confirm(other.token, answer.id)
    expect(theirs.statusCode).toBe(404)
    expect((await confirm(user.token, 'seti_unknown')).statusCode).toBe(404)

    const wrongId = await confirm(user.token, 'pi_123', 'en')
    expect(wrongId.statusCode).toBe(422)
    expect(wrongId.json().errors.id).toEqual(['The id must be a PayPal authorisation (seti_…).'])
    const offSite = await start(user.token, 'setup-3', { return_url: 'https://evil.example/x' })
    expect(offSite.statusCode).toBe(422)
    expect(offSite.json().errors.return_url).toEqual([
      'Il campo return_url deve essere un indirizzo di questo sito.',
    ])
  })
})

async function customerIdOf(userId: number) {
  const [row] = await t.db.select().from(paymentCustomers).where(eq(paymentCustomers.user_id, userId))
  return row?.customer_id
}
