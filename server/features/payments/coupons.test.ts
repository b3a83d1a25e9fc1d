/**
 * Coupons cannot be over-redeemed (issue 32 item 1): a use is held when the order is created,
 * under a lock on the coupon, given back when the order fails or is abandoned, and redeemed once
 * when it is paid. 20 parallel buyers of a single-use coupon, 3-D Secure against a bank transfer,
 * a failed and an abandoned order, the per-user limit. PGlite serialises every statement, so the
 * races only show on PostgreSQL: AULA_TEST_DB=postgres runs this file there too.
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { OrderStatusAnswer, SavedCard } from '../../../contracts/payments/schemas.ts'
import { createCourse } from '../courses/factories.testing.ts'
import { createUser } from '../accounts/factories.testing.ts'
import { asUser, buildTestApp, withCsrf, type TestApp } from '../../testing/helper.ts'
import { users } from '../../core/db/tables.ts'
import { courseEnrolments } from '../courses/tables.ts'
import { INVOICE_BILLING } from './receipts.testing.ts'
import { couponRedemptions, couponReservations, coupons, orders } from './tables.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterEach(async () => {
  await t.app.payments.sandbox!.settle()
})
afterAll(() => t.close())

let sequence = 0
async function coupon(values: Partial<typeof coupons.$inferInsert> = {}) {
  const code = `CPN${Date.now().toString(36)}${sequence++}`.toUpperCase()
  const [row] = await t.db
    .insert(coupons)
    .values({ code, kind: 'percent', amount: 50, max_redemptions: 1, ...values })
    .returning()
  return row
}

const buyer = () => createUser(t.db, { billing: INVOICE_BILLING })

async function tokenize(token: string, number = '4242424242424242') {
  const response = await t.app.inject(
    asUser(token, {
      method: 'POST',
      url: '/api/sandbox/payment-methods',
      payload: { number, exp_month: 12, exp_year: 2099, cvc: '123' },
    }),
  )
  return response.json<{ data: SavedCard }>().data
}

function buy(token: string, courseId: number, payload: object, headers: Record<string, string> = {}) {
  return t.app.inject(
    asUser(token, {
      method: 'POST',
      url: `/api/courses/${courseId}/buy`,
      payload: { return_url: `/buy/course/${courseId}/payment-methods`, ...payload },
      headers,
    }),
  )
}

const answerOf = (response: { json: () => unknown }) => (response.json() as { data: OrderStatusAnswer }).data

async function uses(couponId: number) {
  const [redeemed] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.coupon_id, couponId))
  const [held] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(couponReservations)
    .where(eq(couponReservations.coupon_id, couponId))
  return { redeemed: redeemed.n, held: held.n }
}

async function enrolments(courseId: number) {
  const [row] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(courseEnrolments)
    .where(eq(courseEnrolments.course_id, courseId))
  return row.n
}

/** Follows the sandbox's 3-D Secure page: approve or fail. */
async function challenge(answer: OrderStatusAnswer, result: 'approve' | 'fail') {
  const page = await t.app.inject({ url: answer.next_action_url! })
  const link = new RegExp(`id="${result}" href="([^"]+)"`).exec(page.body)![1].replaceAll('&#38;', '&')
  expect((await t.app.inject({ url: link })).statusCode).toBe(200)
  await t.app.payments.sandbox!.settle()
}

const advanceClock = (seconds: number) =>
  t.app.inject(withCsrf({ method: 'POST', url: '/api/dev/clock', payload: { advance_seconds: seconds } }))

const confirmTransfer = (orderId: number) =>
  t.app.inject(withCsrf({ method: 'POST', url: `/api/dev/bank-transfers/${orderId}/confirm` }))

describe('a single-use coupon', () => {
  it('20 parallel buyers of a 100% coupon: one free enrolment, 19 × 422 in the request’s language', async () => {
    const { course } = await createCourse(t.db, { price_cents: 4900 })
    const single = await coupon({ amount: 100 })
    const buyers = await Promise.all(Array.from({ length: 20 }, buyer))
    const responses = await Promise.all(
      buyers.map((user, index) =>
        buy(user.token, course.id, { coupon: single.code }, { 'accept-language': index % 2 ? 'en' : 'it' }),
      ),
    )
    const won = responses.filter((response) => response.statusCode === 200)
    expect(won).toHaveLength(1)
    expect(answerOf(won[0])).toMatchObject({ status: 'succeeded', amount_cents: 0 })
    responses.forEach((response, index) => {
      if (response.statusCode === 200) return
      expect(response.statusCode).toBe(422)
      expect(response.json().errors.coupon).toEqual([
        index % 2 ? 'The coupon code has been used up.' : 'Il codice sconto è esaurito.',
      ])
    })
    expect(await uses(single.id)).toEqual({ redeemed: 1, held: 0 })
    expect(await enrolments(course.id)).toBe(1)
  })

  it('20 parallel card buyers of a 50% coupon: one order at the coupon’s price, one redemption', async () => {
    const { course } = await createCourse(t.db, { price_cents: 4000 })
    const single = await coupon()
    const buyers = await Promise.all(Array.from({ length: 20 }, buyer))
    const cards = await Promise.all(buyers.map((user) => tokenize(user.token)))
    const responses = await Promise.all(
      buyers.map((user, index) => buy(user.token, course.id, { pmid: cards[index].id, coupon: single.code })),
    )
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1)
    expect(responses.filter((response) => response.statusCode === 422)).toHaveLength(19)
    await t.app.payments.sandbox!.settle()
    expect(await uses(single.id)).toEqual({ redeemed: 1, held: 0 })
    const discounted = await t.db.select().from(orders).where(eq(orders.coupon_id, single.id))
    expect(discounted.map((order) => [order.status, order.amount_cents])).toEqual([['succeeded', 2000]])
  })

  it('one buyer through 3-D Secure and one by bank transfer at once: one holds it, one redemption once paid', async () => {
    const { course } = await createCourse(t.db, { price_cents: 6000 })
    const single = await coupon()
    const [secure, transfer] = [await buyer(), await buyer()]
    const card = await tokenize(secure.token, '4000002500003155')
    const [bySecure, byTransfer] = await Promise.all([
      buy(secure.token, course.id, { pmid: card.id, coupon: single.code }),
      buy(transfer.token, course.id, { bank_transfer: true, coupon: single.code }),
    ])
    expect([bySecure.statusCode, byTransfer.statusCode].sort()).toEqual([200, 422])
    expect(await uses(single.id)).toEqual({ redeemed: 0, held: 1 })
    if (bySecure.statusCode === 200) {
      expect(answerOf(bySecure)).toMatchObject({ status: 'requires_action', amount_cents: 3000 })
      await challenge(answerOf(bySecure), 'approve')
    } else {
      expect(answerOf(byTransfer)).toMatchObject({ status: 'pending_bank_transfer', amount_cents: 3000 })
      expect((await confirmTransfer(answerOf(byTransfer).order_id)).statusCode).toBe(200)
    }
    // Whoever lost tries again the other way once the coupon is redeemed: still used up.
    const again =
      bySecure.statusCode === 200
        ? await buy(transfer.token, course.id, { bank_transfer: true, coupon: single.code })
        : await buy(secure.token, course.id, { pmid: card.id, coupon: single.code })
    expect(again.statusCode).toBe(422)
    expect(await uses(single.id)).toEqual({ redeemed: 1, held: 0 })
    expect(await enrolments(course.id)).toBe(1)
  })

  it('a transfer waiting to be confirmed holds the coupon against a 3-D Secure buyer; confirmed later it is the one redemption', async () => {
    const { course } = await createCourse(t.db, { price_cents: 6000 })
    const single = await coupon()
    const [transfer, secure] = [await buyer(), await buyer()]
    const pending = await buy(transfer.token, course.id, { bank_transfer: true, coupon: single.code })
    expect(answerOf(pending)).toMatchObject({ status: 'pending_bank_transfer', amount_cents: 3000 })
    const card = await tokenize(secure.token, '4000002500003155')
    const refused = await buy(secure.token, course.id, { pmid: card.id, coupon: single.code })
    expect(refused.statusCode).toBe(422)
    expect((await confirmTransfer(answerOf(pending).order_id)).statusCode).toBe(200)
    expect(await uses(single.id)).toEqual({ redeemed: 1, held: 0 })
  })

  it('a failed 3-D Secure gives the coupon back: a later buyer uses it', async () => {
    const { course } = await createCourse(t.db, { price_cents: 6000 })
    const single = await coupon()
    const [first, second] = [await buyer(), await buyer()]
    const card = await tokenize(first.token, '4000002500003155')
    const held = answerOf(await buy(first.token, course.id, { pmid: card.id, coupon: single.code }))
    expect(held.status).toBe('requires_action')
    expect(
      (await buy(second.token, course.id, { bank_transfer: true, coupon: single.code })).statusCode,
    ).toBe(422)
    await challenge(held, 'fail')
    expect(await uses(single.id)).toEqual({ redeemed: 0, held: 0 })
    const later = await buy(second.token, course.id, {
      pmid: (await tokenize(second.token)).id,
      coupon: single.code,
    })
    expect(answerOf(later)).toMatchObject({ status: 'succeeded', amount_cents: 3000 })
    expect(await uses(single.id)).toEqual({ redeemed: 1, held: 0 })
  })

  it('a declined card gives the coupon back at once', async () => {
    const { course } = await createCourse(t.db, { price_cents: 6000 })
    const single = await coupon()
    const [first, second] = [await buyer(), await buyer()]
    const declined = await buy(first.token, course.id, {
      pmid: (await tokenize(first.token, '4000000000000002')).id,
      coupon: single.code,
    })
    expect(answerOf(declined).status).toBe('requires_payment_method')
    expect(await uses(single.id)).toEqual({ redeemed: 0, held: 0 })
    const later = await buy(second.token, course.id, {
      pmid: (await tokenize(second.token)).id,
      coupon: single.code,
    })
    expect(answerOf(later).status).toBe('succeeded')
  })

  it('an abandoned 3-D Secure page holds it for an hour; then a later buyer uses it and the old page can no longer pay', async () => {
    const { course } = await createCourse(t.db, { price_cents: 6000 })
    const single = await coupon()
    const [first, second] = [await buyer(), await buyer()]
    const card = await tokenize(first.token, '4000002500003155')
    const abandoned = answerOf(await buy(first.token, course.id, { pmid: card.id, coupon: single.code }))
    const secondCard = await tokenize(second.token)
    expect(
      (await buy(second.token, course.id, { pmid: secondCard.id, coupon: single.code })).statusCode,
    ).toBe(422)
    await advanceClock(61 * 60)
    const later = await buy(second.token, course.id, { pmid: secondCard.id, coupon: single.code })
    expect(answerOf(later)).toMatchObject({ status: 'succeeded', amount_cents: 3000 })
    const [old] = await t.db.select().from(orders).where(eq(orders.id, abandoned.order_id))
    expect(old.status).toBe('requires_payment_method')
    // The challenge approved now changes nothing: its intent was canceled.
    await challenge(abandoned, 'approve')
    const [still] = await t.db.select().from(orders).where(eq(orders.id, abandoned.order_id))
    expect(still.status).toBe('requires_payment_method')
    expect(await uses(single.id)).toEqual({ redeemed: 1, held: 0 })
  })

  it('a transfer never sent holds it for 7 days; then the order is canceled and the coupon free again', async () => {
    const { course } = await createCourse(t.db, { price_cents: 6000 })
    const single = await coupon()
    const [first, second] = [await buyer(), await buyer()]
    const pending = answerOf(await buy(first.token, course.id, { bank_transfer: true, coupon: single.code }))
    await advanceClock(7 * 86_400 + 60)
    const later = await buy(second.token, course.id, { bank_transfer: true, coupon: single.code })
    expect(answerOf(later)).toMatchObject({ status: 'pending_bank_transfer', amount_cents: 3000 })
    const [old] = await t.db.select().from(orders).where(eq(orders.id, pending.order_id))
    expect(old.status).toBe('canceled')
    expect((await confirmTransfer(pending.order_id)).statusCode).toBe(409)
    const [owner] = await t.db.select().from(users).where(eq(users.id, first.user.id))
    expect(owner.pending_bank_transfer).toBe(false)
    expect(await uses(single.id)).toEqual({ redeemed: 0, held: 1 })
  })
})

describe('a coupon once per user', () => {
  it('one user buying two courses at once with it: one uses it, the other is told it was used', async () => {
    const perUser = await coupon({ max_redemptions: null, max_per_user: 1 })
    const user = await buyer()
    const card = await tokenize(user.token)
    const courses = await Promise.all([1, 2, 3].map(() => createCourse(t.db, { price_cents: 2000 })))
    const responses = await Promise.all(
      courses.map(({ course }) => buy(user.token, course.id, { pmid: card.id, coupon: perUser.code })),
    )
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1)
    for (const response of responses.filter((response) => response.statusCode !== 200))
      expect(response.json().errors.coupon).toEqual(['Hai già usato questo codice sconto.'])
    await t.app.payments.sandbox!.settle()
    expect(await uses(perUser.id)).toEqual({ redeemed: 1, held: 0 })
    // Another user still may.
    const other = await buyer()
    const otherCard = await tokenize(other.token)
    const theirs = await buy(other.token, courses[0].course.id, { pmid: otherCard.id, coupon: perUser.code })
    expect(answerOf(theirs).status).toBe('succeeded')
  })

  it('the coupon check counts a hold as a use, but not the buyer’s own order of that product', async () => {
    const { course } = await createCourse(t.db, { price_cents: 6000 })
    const single = await coupon()
    const [first, second] = [await buyer(), await buyer()]
    await buy(first.token, course.id, { bank_transfer: true, coupon: single.code })
    const check = (token: string) =>
      t.app.inject(
        asUser(token, {
          method: 'POST',
          url: '/api/coupons/check',
          payload: { code: single.code, course_id: course.id },
        }),
      )
    expect((await check(first.token)).statusCode).toBe(200)
    const other = await check(second.token)
    expect(other.statusCode).toBe(422)
    expect(other.json().errors.code).toEqual(['Il codice sconto è esaurito.'])
  })
})
