/**
 * The buyer's e-mails of issue 36, read from the outbox: the receipt with its PDF when an order
 * becomes paid (card, 3-D Secure, a confirmed bank transfer; none for a free order), the bank
 * transfer's instructions, the renewal done, and the card-expiring announcement of the daily job.
 * Each is sent once: a webhook replayed, a buy retried, a confirmation or a job run twice send
 * nothing more. PGlite, and PostgreSQL with AULA_TEST_DB=postgres.
 */
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { OrderStatusAnswer, SavedCard } from '../../../contracts/payments/schemas.ts'
import { users } from '../../core/db/tables.ts'
import { createCourse } from '../courses/factories.testing.ts'
import { createUser } from '../accounts/factories.testing.ts'
import { asUser, buildTestApp, readOutbox, withCsrf, type TestApp } from '../../testing/helper.ts'
import { notifications } from '../notifications/tables.ts'
import { announceExpiringCards } from './card-expiry.ts'
import { applyIntent } from './order-settlement.ts'
import { PAYEE } from './orders.ts'
import { loadReceiptPdf, RECEIPT_SOURCE } from './purchase-mail.ts'
import { INVOICE_BILLING } from './receipts.testing.ts'
import { runDueRenewals } from './renewals.ts'
import { CARD_EXPIRY_QUEUE } from './services.ts'
import { coupons, orders, subscriptionPlans, userSubscriptions } from './tables.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
}, 300_000)
afterEach(() => t.app.payments.sandbox!.settle())
afterAll(() => t.close())

const ctx = () => t.app.payments.context()!

async function buyer(locale: 'it' | 'en' = 'it') {
  const user = await createUser(t.db, { billing: INVOICE_BILLING, role: 'trainer' })
  if (locale === 'en') await t.db.update(users).set({ locale }).where(eq(users.id, user.user.id))
  return user
}

async function tokenize(token: string, number = '4242424242424242', exp = { month: 12, year: 2099 }) {
  const response = await t.app.inject(
    asUser(token, {
      method: 'POST',
      url: '/api/sandbox/payment-methods',
      payload: { number, exp_month: exp.month, exp_year: exp.year, cvc: '123' },
    }),
  )
  expect(response.statusCode).toBe(201)
  return response.json<{ data: SavedCard }>().data
}

async function post(token: string, url: string, payload: object, key?: string) {
  const response = await t.app.inject(
    asUser(token, { method: 'POST', url, payload, headers: key ? { 'idempotency-key': key } : {} }),
  )
  expect(response.statusCode).toBe(200)
  return response.json<{ data: OrderStatusAnswer }>().data
}

const buyCourse = (token: string, courseId: number, payload: object, key?: string) =>
  post(token, `/api/courses/${courseId}/buy`, { return_url: '/buy', ...payload }, key)

/** The user's e-mails of one kind, newest first. */
const mails = async (email: string, kind: string) =>
  (await readOutbox(t.app, email)).filter((mail) => mail.meta.kind === kind)

const attachmentsOf = (mail: { meta: Record<string, unknown> }) =>
  mail.meta.attachments as { filename: string; source: string; ref: string; contentType: string }[]

async function orderOf(id: number) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, id))
  return row
}

describe('the receipt', () => {
  it('a card purchase e-mails one receipt with its PDF; a replayed webhook sends no second one', async () => {
    const { user, token } = await buyer()
    const { course } = await createCourse(t.db, { price_cents: 4900, title: 'Luce naturale' })
    const card = await tokenize(token)
    const answer = await buyCourse(token, course.id, { pmid: card.id }, 'r1')
    expect(answer.status).toBe('succeeded')
    await t.app.payments.sandbox!.settle()
    const order = await orderOf(answer.order_id)
    const number = `${order.number_year}-${String(order.number).padStart(6, '0')}`
    const [receipt, ...more] = await mails(user.email, 'order_receipt')
    expect(more).toHaveLength(0)
    expect(receipt.subject).toBe(`Aula - Ricevuta del tuo acquisto n. ${number}`)
    expect(receipt.text).toContain('49,00 € per Luce naturale')
    expect(receipt.text).toContain(`/mypurchases#order-${order.id}`)
    expect(attachmentsOf(receipt)).toEqual([
      expect.objectContaining({
        filename: `ricevuta-${order.number_year}-${order.number}.pdf`,
        contentType: 'application/pdf',
        source: RECEIPT_SOURCE,
        ref: `${order.id}:it`,
      }),
    ])
    // What the delivery attaches: the receipt's PDF, rendered again from the order.
    const pdf = await loadReceiptPdf(t.db, t.config.seller, attachmentsOf(receipt)[0].ref)
    expect(pdf?.subarray(0, 5).toString()).toBe('%PDF-')
    // The webhook again (Stripe delivers twice), and the buy call retried with its key.
    await applyIntent(ctx(), await t.app.payments.sandbox!.retrievePaymentIntent(order.payment_intent_id!))
    await buyCourse(token, course.id, { pmid: card.id }, 'r1')
    expect(await mails(user.email, 'order_receipt')).toHaveLength(1)
  })

  it('in English for an English-speaking buyer, after 3-D Secure is approved, once', async () => {
    const { user, token } = await buyer('en')
    const { course } = await createCourse(t.db, { price_cents: 2500, title: 'Night shots' })
    const card = await tokenize(token, '4000002500003155')
    const answer = await buyCourse(token, course.id, { pmid: card.id }, 's1')
    expect(answer.status).toBe('requires_action')
    expect(await mails(user.email, 'order_receipt')).toHaveLength(0)
    const page = await t.app.inject({ url: answer.next_action_url! })
    const approve = /id="approve" href="([^"]+)"/.exec(page.body)![1].replaceAll('&#38;', '&')
    expect((await t.app.inject({ url: approve })).statusCode).toBe(200)
    await t.app.payments.sandbox!.settle()
    const order = await orderOf(answer.order_id)
    expect(order.status).toBe('succeeded')
    const sent = await mails(user.email, 'order_receipt')
    expect(sent).toHaveLength(1)
    expect(sent[0].subject).toMatch(/^Aula - Receipt for your purchase no\. \d{4}-\d{6}$/)
    expect(sent[0].text).toContain('payment of €25.00 for Night shots')
    expect(sent[0].text).toContain('/en/mypurchases')
    expect(attachmentsOf(sent[0])[0].ref).toBe(`${order.id}:en`)
  })

  it('a free order (a 100% coupon) gets no receipt e-mail: nothing was charged, it has no receipt', async () => {
    const { user, token } = await buyer()
    const { course } = await createCourse(t.db, { price_cents: 3000 })
    const code = `GRATIS${Date.now()}`
    await t.db.insert(coupons).values({ code, kind: 'percent', amount: 100 })
    const answer = await buyCourse(token, course.id, { coupon: code })
    expect(answer).toMatchObject({ status: 'succeeded', amount_cents: 0 })
    expect(await mails(user.email, 'order_receipt')).toHaveLength(0)
  })
})

describe('bank transfers', () => {
  it('e-mails the instructions once when the order is made, and the receipt once when the transfer is confirmed', async () => {
    const { user, token } = await buyer()
    const { course } = await createCourse(t.db, { price_cents: 10000, title: 'Ritratto' })
    const code = `BONIFICO${Date.now()}`
    await t.db.insert(coupons).values({ code, kind: 'percent', amount: 10 })
    const answer = await buyCourse(token, course.id, { bank_transfer: true, coupon: code }, 'b1')
    expect(answer.status).toBe('pending_bank_transfer')
    const reference = answer.bank_transfer!.reference
    // The same request again (a retry) answers the same order and sends nothing more.
    await buyCourse(token, course.id, { bank_transfer: true, coupon: code }, 'b1')
    const [instructions, ...more] = await mails(user.email, 'bank_transfer_instructions')
    expect(more).toHaveLength(0)
    expect(instructions.subject).toBe(`Aula - Come pagare con bonifico (causale ${reference})`)
    for (const line of [
      `Beneficiario: ${PAYEE.beneficiary}`,
      `IBAN: ${PAYEE.iban}`,
      `BIC: ${PAYEE.bic}`,
      'Importo: 90,00 €',
      `Causale: ${reference}`,
      'Ritratto',
    ])
      expect(instructions.text).toContain(line)
    // The coupon's price is held for 7 days: the deadline is said.
    expect(instructions.text).toMatch(/riservato fino al \d{1,2} \w+ \d{4}/)
    expect(await mails(user.email, 'order_receipt')).toHaveLength(0)

    const confirm = () =>
      t.app.inject(withCsrf({ method: 'POST', url: `/api/dev/bank-transfers/${answer.order_id}/confirm` }))
    expect((await confirm()).json().data.status).toBe('succeeded')
    expect((await confirm()).json().data.status).toBe('succeeded')
    const receipts = await mails(user.email, 'order_receipt')
    expect(receipts).toHaveLength(1)
    expect(receipts[0].text).toContain('abbiamo ricevuto il tuo bonifico di 90,00 €')
    expect(attachmentsOf(receipts[0])).toHaveLength(1)
  })

  it('in English, without a deadline when no coupon is held', async () => {
    const { user, token } = await buyer('en')
    const { course } = await createCourse(t.db, { price_cents: 5000 })
    const answer = await buyCourse(token, course.id, { bank_transfer: true })
    const [mail] = await mails(user.email, 'bank_transfer_instructions')
    expect(mail.subject).toBe(
      `Aula - How to pay by bank transfer (reference ${answer.bank_transfer!.reference})`,
    )
    expect(mail.text).toContain('Amount: €50.00')
    expect(mail.text).not.toContain('held until')
  })
})

async function planId(slug: string) {
  const [row] = await t.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.slug, slug))
  return row.id
}

async function subscribe(token: string, pmid: string) {
  const answer = await post(token, '/api/subscriptions/checkout', { id: await planId('annuale'), pmid })
  expect(answer.status).toBe('succeeded')
  const [sub] = await t.db
    .select()
    .from(userSubscriptions)
    .where(eq(userSubscriptions.order_id, answer.order_id))
  return sub
}

describe('renewals', () => {
  it('a renewal paid e-mails the renewal done once, with the next renewal date and its receipt', async () => {
    const { user, token } = await buyer()
    const card = await tokenize(token)
    const sub = await subscribe(token, card.id)
    const [first] = await mails(user.email, 'order_receipt')
    expect(first.text).toContain('Il tuo abbonamento è attivo.')
    const now = await t.app.payments.provider!.now()
    await t.db
      .update(userSubscriptions)
      .set({ current_period_end: new Date(now.getTime() - 1000) })
      .where(eq(userSubscriptions.id, sub.id))
    await runDueRenewals(ctx())
    await t.app.payments.sandbox!.settle()
    await runDueRenewals(ctx())
    const [renewed] = await t.db.select().from(userSubscriptions).where(eq(userSubscriptions.id, sub.id))
    expect(renewed.current_period_end.getTime()).toBeGreaterThan(now.getTime())
    const sent = await mails(user.email, 'subscription_renewed')
    expect(sent).toHaveLength(1)
    expect(sent[0].subject).toBe('Aula - Il tuo abbonamento è stato rinnovato')
    expect(sent[0].text).toContain('sulla carta visa •••• 4242')
    const next = new Intl.DateTimeFormat('it-IT', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Rome',
    }).format(renewed.current_period_end)
    expect(sent[0].text).toContain(`Il prossimo rinnovo è il ${next}.`)
    const renewal = await orderOf(Number(sent[0].meta.order_id))
    expect(renewal).toMatchObject({ status: 'succeeded', renews_subscription_id: sub.id })
    expect(attachmentsOf(sent[0])[0]).toMatchObject({ source: RECEIPT_SOURCE, ref: `${renewal.id}:it` })
    // A renewal is not a second purchase receipt.
    expect(await mails(user.email, 'order_receipt')).toHaveLength(1)
  })
})

describe('cards expiring before the renewal', () => {
  it('the job is scheduled every morning at 08:00 UTC', async () => {
    const result = await t.db.execute(
      sql`select cron, timezone from pgboss.schedule where name = ${CARD_EXPIRY_QUEUE}`,
    )
    // PGlite answers { rows }, postgres-js the rows themselves
    const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows
    expect(rows).toEqual([{ cron: '0 8 * * *', timezone: 'UTC' }])
  })

  it('the daily job announces a card once (e-mail and notification); not one that outlives the renewal', async () => {
    const now = await t.app.payments.provider!.now()
    const month = (offset: number) => {
      const total = now.getUTCFullYear() * 12 + now.getUTCMonth() + offset
      return { year: Math.floor(total / 12), month: (total % 12) + 1 }
    }
    // The annual plan renews in 12 months: a card to the end of the 3rd month from now runs out first…
    const expiring = await buyer('en')
    const soon = await tokenize(expiring.token, '4242424242424242', month(3))
    await subscribe(expiring.token, soon.id)
    // …one valid through the renewal's month, or for years, does not.
    const lasting = await buyer()
    await subscribe(lasting.token, (await tokenize(lasting.token, '5555555555554444', month(12))).id)
    const forever = await buyer()
    await subscribe(forever.token, (await tokenize(forever.token)).id)

    const runs = await Promise.all([announceExpiringCards(ctx()), announceExpiringCards(ctx())])
    expect(await announceExpiringCards(ctx())).toBe(0)
    expect(runs[0] + runs[1]).toBe(1)

    const sent = await mails(expiring.user.email, 'card_expiring')
    expect(sent).toHaveLength(1)
    expect(sent[0].subject).toBe('Aula - Your card expires before your next renewal')
    const expiry = `${String(month(3).month).padStart(2, '0')}/${month(3).year}`
    expect(sent[0].text).toContain(`your visa card ending in 4242 expires at the end of ${expiry}`)
    expect(sent[0].text).toContain('/en/mysettings/subscription')
    const notes = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, expiring.user.id), eq(notifications.slug_type, 'card_expiring')))
    expect(notes).toHaveLength(1)
    expect(notes[0].data).toMatchObject({ last4: '4242', exp_month: month(3).month, exp_year: month(3).year })
    for (const other of [lasting, forever]) {
      expect(await mails(other.user.email, 'card_expiring')).toHaveLength(0)
      expect(
        await t.db.$count(
          notifications,
          and(eq(notifications.user_id, other.user.id), sql`${notifications.slug_type} = 'card_expiring'`),
        ),
      ).toBe(0)
    }
  })
})
