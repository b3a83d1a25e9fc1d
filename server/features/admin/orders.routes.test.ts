/**
 * Admin refunds (issue 36): the orders screen's list and the full refund of a paid order with a
 * reason. Only admins; a missing order is 404, one already refunded, unpaid or free is refused
 * (409, it/en); the refund goes through the sandbox (Stripe's Refund, once), the buyer loses the
 * course, is notified (linking the order) and e-mailed the credit note in their language, and
 * GET /api/orders shows the order refunded with its receipt and credit note. Two refunds of one
 * order at once give one refund (run it on PostgreSQL: AULA_TEST_DB=postgres).
 */
import { and, asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminOrder } from '../../../contracts/admin/endpoints.ts'
import type { OrderListItem } from '../../../contracts/payments/orders.ts'
import { outbox } from '../../core/db/tables.ts'
import { createUser, type CreatedUser } from '../accounts/factories.testing.ts'
import { asUser, buildTestApp, type TestApp } from '../../testing/helper.ts'
import { courseEnrolments, lessons } from '../courses/tables.ts'
import { CARD_DECLINED, INVOICE_BILLING, pdfLines, purchase } from '../payments/receipts.testing.ts'
import {
  creditNotes,
  featureProducts,
  orders,
  paymentRefunds,
  subscriptionPlans,
  userSubscriptions,
  webhookEvents,
} from '../payments/tables.ts'
import { users } from '../../core/db/tables.ts'

let t: TestApp
let admin: CreatedUser
beforeAll(async () => {
  t = await buildTestApp()
  admin = await createUser(t.db, { role: 'admin' })
  // Building the first app of a worker (and the template database) is slow on a loaded machine.
}, 300_000)
afterAll(() => t.close())

const refund = (token: string, orderId: number, reason = 'Richiesta del cliente', lang = 'it') =>
  t.app.inject(
    asUser(token, {
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refund`,
      payload: { reason },
      headers: { 'accept-language': lang },
    }),
  )

const get = (token: string, url: string) => t.app.inject(asUser(token, { method: 'GET', url }))

async function secondLesson(courseId: number) {
  const rows = await t.db
    .select()
    .from(lessons)
    .where(eq(lessons.course_id, courseId))
    .orderBy(asc(lessons.id))
  return rows[1]
}

describe('POST /api/admin/orders/:id/refund', () => {
  it('is for admins only, 404 for an unknown order, and refuses an unpaid or free order (409, it/en)', async () => {
    const { buyer, orderId } = await purchase(t, {})
    const other = await createUser(t.db)
    expect((await refund(other.token, orderId)).statusCode).toBe(403)
    expect((await refund(buyer.token, orderId)).statusCode).toBe(403)
    expect((await get(other.token, '/api/admin/orders')).statusCode).toBe(403)
    expect((await refund(admin.token, 999_999)).statusCode).toBe(404)
    const noReason = await refund(admin.token, orderId, '  ')
    expect(noReason.statusCode).toBe(422)
    expect(Object.keys(noReason.json().errors)).toEqual(['reason'])

    const unpaid = await purchase(t, { card: CARD_DECLINED })
    const refused = await refund(admin.token, unpaid.orderId)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe("L'ordine non è pagato: non c'è niente da rimborsare.")
    const english = await refund(admin.token, unpaid.orderId, 'x', 'en')
    expect(english.json().message).toBe('The order is not paid: there is nothing to refund.')

    const free = await purchase(t, { price: 0 })
    expect((await refund(admin.token, free.orderId)).statusCode).toBe(409)
    // Nothing was refunded by the refusals.
    const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId))
    expect(row.status).toBe('succeeded')
  })

  it('refunds through the provider once, takes the course back, notifies and e-mails the buyer with the credit note', async () => {
    const sandbox = t.app.payments.sandbox!
    const { buyer, course, orderId } = await purchase(t, { price: 5900 })
    const lesson = await secondLesson(course.id)
    expect((await get(buyer.token, `/api/lessons/${lesson.id}`)).statusCode).toBe(200)

    const response = await refund(admin.token, orderId, 'Corso acquistato per errore')
    expect(response.statusCode).toBe(200)
    const answer = response.json<{ data: AdminOrder }>().data
    expect(answer).toMatchObject({
      id: orderId,
      status: 'refunded',
      refundable: false,
      amount_cents: 5900,
      buyer: { id: buyer.user.id },
      refund: {
        reason: 'Corso acquistato per errore',
        status: 'succeeded',
        credit_note_number: expect.stringMatching(/^NC-\d{4}-\d{6}$/),
        by: { id: admin.user.id },
      },
    })
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId))
    expect(await sandbox.refundedOf(order.payment_intent_id!)).toBe(5900)

    // Access gone: the enrolment, and with it the paid lesson.
    expect(
      await t.db
        .select()
        .from(courseEnrolments)
        .where(and(eq(courseEnrolments.user_id, buyer.user.id), eq(courseEnrolments.course_id, course.id))),
    ).toEqual([])
    expect((await get(buyer.token, `/api/lessons/${lesson.id}`)).statusCode).toBe(403)

    // Refunding again is refused, in the admin's language.
    const again = await refund(admin.token, orderId)
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe("L'ordine è già stato rimborsato.")
    expect((await refund(admin.token, orderId, 'x', 'en')).json().message).toBe(
      'The order has already been refunded.',
    )
    expect(await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.order_id, orderId))).toHaveLength(
      1,
    )

    // The notification names the order (it leads to it on /mypurchases).
    const notes = (await get(buyer.token, '/api/notifications')).json().data as {
      slug_type: string
      data: Record<string, unknown>
    }[]
    expect(notes.filter((note) => note.slug_type === 'payment_refunded')).toMatchObject([
      {
        data: {
          order_id: orderId,
          amount_cents: 5900,
          reason: 'requested_by_customer',
          credit_note_number: answer.refund!.credit_note_number,
        },
      },
    ])

    // The e-mail, in Italian (the buyer's language), text and HTML, with the credit note attached.
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, buyer.user.email), sql`${outbox.meta} ->> 'kind' = 'payment_refunded'`))
    expect(mail.subject).toBe('Aula - Il tuo ordine è stato rimborsato')
    expect(mail.text).toContain(answer.refund!.credit_note_number)
    expect(mail.text).toContain('Motivo: Corso acquistato per errore')
    expect(mail.text).toContain(`/mypurchases#order-${orderId}`)
    expect(mail.html).toContain('<p>Motivo: Corso acquistato per errore</p>')
    expect(mail.meta).toMatchObject({
      kind: 'payment_refunded',
      order_id: orderId,
      attachments: [
        {
          contentType: 'application/pdf',
          source: 'payments.credit-note',
          filename: expect.stringMatching(/^nota-di-credito-\d{4}-\d+\.pdf$/),
        },
      ],
    })

    // GET /api/orders: refunded, with both documents.
    const list = (await get(buyer.token, '/api/orders')).json<{ data: OrderListItem[] }>().data
    expect(list.find((item) => item.id === orderId)).toMatchObject({
      status: 'refunded',
      refund: { amount_cents: 5900, credit_note_number: answer.refund!.credit_note_number },
      documents: {
        receipt: `/api/orders/${orderId}/receipt`,
        fattura: `/api/orders/${orderId}/fattura.xml`,
        credit_note: `/api/orders/${orderId}/credit-note`,
        credit_note_fattura: `/api/orders/${orderId}/credit-note.xml`,
      },
    })
    // Both documents download; the credit note only for its owner.
    expect((await get(buyer.token, `/api/orders/${orderId}/receipt`)).statusCode).toBe(200)
    const pdf = await get(buyer.token, `/api/orders/${orderId}/credit-note?lang=en`)
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    const lines = pdfLines(pdf.rawPayload)
    expect(lines).toContain(`Credit note no. ${answer.refund!.credit_note_number}`)
    expect(lines.join('\n')).toContain('Reason for the refund: Corso acquistato per errore')
    const stranger = await createUser(t.db)
    expect((await get(stranger.token, `/api/orders/${orderId}/credit-note`)).statusCode).toBe(404)

    // The course can be bought again.
    const card = await t.app.inject(
      asUser(buyer.token, {
        method: 'POST',
        url: '/api/sandbox/payment-methods',
        payload: { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2099, cvc: '123' },
      }),
    )
    const again2 = await t.app.inject(
      asUser(buyer.token, {
        method: 'POST',
        url: `/api/courses/${course.id}/buy`,
        payload: { pmid: card.json().data.id, return_url: '/' },
      }),
    )
    expect(again2.json().data).toMatchObject({ status: 'succeeded' })
    expect(again2.json().data.order_id).not.toBe(orderId)
  })

  it('writes the e-mail in English for an English-speaking buyer', async () => {
    const buyer = await createUser(t.db, {
      locale: 'en',
      billing: INVOICE_BILLING,
    })
    const bought = await purchase(t, {})
    // purchase() makes its own buyer: move the order to the English one to read their mail.
    await t.db.update(orders).set({ user_id: buyer.user.id }).where(eq(orders.id, bought.orderId))
    expect((await refund(admin.token, bought.orderId)).statusCode).toBe(200)
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, buyer.user.email), sql`${outbox.meta} ->> 'kind' = 'payment_refunded'`))
    expect(mail.subject).toBe('Aula - Your order has been refunded')
    expect(mail.text).toContain('Reason: Richiesta del cliente')
    expect(mail.text).toContain('/en/mypurchases#order-')
    expect(mail.html).toContain('credit note no. NC-')
  })

  it('two refunds of one order at the same moment give one refund and one credit note', async () => {
    const sandbox = t.app.payments.sandbox!
    const { orderId } = await purchase(t, { price: 2500 })
    const answers = await Promise.all([refund(admin.token, orderId), refund(admin.token, orderId)])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409])
    expect(await t.db.select().from(creditNotes).where(eq(creditNotes.order_id, orderId))).toHaveLength(1)
    expect(await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.order_id, orderId))).toHaveLength(
      1,
    )
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId))
    expect(await sandbox.refundedOf(order.payment_intent_id!)).toBe(2500)
  })
})

describe("Stripe's charge.refunded", () => {
  it('settles a refund whose answer never came back: the event marks it done', async () => {
    const sandbox = t.app.payments.sandbox!
    const { buyer, orderId } = await purchase(t, { price: 3100 })
    await sandbox.settle()
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId))
    // A refund asked of the provider by a run whose answer was lost: still pending here.
    const [row] = await t.db
      .insert(paymentRefunds)
      .values({
        order_id: orderId,
        user_id: buyer.user.id,
        payment_intent_id: order.payment_intent_id!,
        amount_cents: 3100,
        reason: 'requested_by_customer',
      })
      .returning()
    await sandbox.refundPaymentIntent(order.payment_intent_id!, 'refund-lost-answer', 'requested_by_customer')
    await sandbox.settle()
    const events = await t.db.select().from(webhookEvents).where(eq(webhookEvents.type, 'charge.refunded'))
    expect(events.length).toBeGreaterThan(0)
    const [after] = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.id, row.id))
    expect(after.status).toBe('succeeded')
  })
})

describe('what a refund takes back besides a course', () => {
  async function trainerWithCard() {
    const trainer = await createUser(t.db, { role: 'trainer', billing: INVOICE_BILLING })
    const card = await t.app.inject(
      asUser(trainer.token, {
        method: 'POST',
        url: '/api/sandbox/payment-methods',
        payload: { number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' },
      }),
    )
    return { trainer, pmid: card.json().data.id as string }
  }
  const buy = (token: string, url: string, payload: object) =>
    t.app.inject(asUser(token, { method: 'POST', url, payload: { ...payload, return_url: '/' } }))
  const flags = async (userId: number) =>
    (await t.db.select().from(users).where(eq(users.id, userId)))[0].features

  it('a feature: its flag goes off (the diary answers 403)', async () => {
    const { trainer, pmid } = await trainerWithCard()
    const [diary] = await t.db.select().from(featureProducts).where(eq(featureProducts.flag, 'diary'))
    const bought = await buy(trainer.token, `/api/features/${diary.id}/buy`, { pmid })
    expect(bought.json().data.status).toBe('succeeded')
    expect((await get(trainer.token, '/api/diary')).statusCode).toBe(200)
    expect((await refund(admin.token, bought.json().data.order_id)).statusCode).toBe(200)
    expect((await flags(trainer.user.id)).diary).toBe(false)
    expect((await get(trainer.token, '/api/diary')).statusCode).toBe(403)
  })

  it("a subscription: it ends at once (ended_reason refunded) and its plan's features go off", async () => {
    const { trainer, pmid } = await trainerWithCard()
    const [plan] = await t.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.slug, 'fondatori'))
    const bought = await buy(trainer.token, '/api/subscriptions/checkout', { id: plan.id, pmid })
    expect(bought.json().data.status).toBe('succeeded')
    expect(await flags(trainer.user.id)).toMatchObject({ chat: true, diary: true, posts: true })
    expect((await refund(admin.token, bought.json().data.order_id)).statusCode).toBe(200)
    const [sub] = await t.db
      .select()
      .from(userSubscriptions)
      .where(eq(userSubscriptions.user_id, trainer.user.id))
    expect(sub).toMatchObject({ status: 'canceled', ended_reason: 'refunded' })
    expect(await flags(trainer.user.id)).toMatchObject({ chat: false, diary: false, posts: false })
    expect((await get(trainer.token, '/api/diary')).statusCode).toBe(403)
  })
})

describe('GET /api/admin/orders', () => {
  it("finds orders by the buyer's e-mail or the order's number, and filters by status", async () => {
    const { buyer, orderId } = await purchase(t, { price: 1200 })
    const byEmail = (
      await get(admin.token, `/api/admin/orders?q=${encodeURIComponent(buyer.user.email)}`)
    ).json<{
      data: AdminOrder[]
    }>()
    expect(byEmail.data.map((order) => order.id)).toEqual([orderId])
    expect(byEmail.data[0]).toMatchObject({
      status: 'succeeded',
      refundable: true,
      payment: 'card',
      amount_cents: 1200,
      refund: null,
      product: { type: 'course' },
    })
    const number = byEmail.data[0].number!
    const byNumber = (await get(admin.token, `/api/admin/orders?q=${number}`)).json<{ data: AdminOrder[] }>()
    expect(byNumber.data.map((order) => order.id)).toEqual([orderId])
    await refund(admin.token, orderId)
    const refunded = (await get(admin.token, '/api/admin/orders?status=refunded&perPage=100')).json<{
      data: AdminOrder[]
    }>()
    expect(refunded.data.every((order) => order.status === 'refunded')).toBe(true)
    expect(refunded.data.map((order) => order.id)).toContain(orderId)
    const wrong = await get(admin.token, '/api/admin/orders?status=lost')
    expect(wrong.statusCode).toBe(422)
    expect(Object.keys(wrong.json().errors)).toEqual(['status'])
  })
})
