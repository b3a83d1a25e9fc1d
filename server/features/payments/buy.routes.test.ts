/**
 * Buying a course with every test card of the sandbox, and the free product (issue 12 items 1-2).
 * Runs on PGlite, and on PostgreSQL with AULA_TEST_DB=postgres.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OrderStatusAnswer, SavedCard } from '../../../contracts/payments/schemas.ts'
import { createCourse } from '../courses/factories.testing.ts'
import { createUser } from '../accounts/factories.testing.ts'
import { INVOICE_BILLING } from './receipts.testing.ts'
import { asUser, buildTestApp, type TestApp } from '../../testing/helper.ts'
import { courseEnrolments } from '../courses/tables.ts'
import { orders } from './tables.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
  // Building the first app of a worker (and the template database) is slow on a loaded machine.
}, 300_000)
afterAll(() => t.close())

const CARDS = {
  visa: '4242 4242 4242 4242',
  threeDS: '4000 0025 0000 3155',
  insufficient: '4000 0000 0000 9995',
  generic: '4000 0000 0000 0002',
  failsWhenCharged: '4000 0000 0000 0341',
  processing: '4000 0000 0000 7775',
}

async function tokenize(token: string, number: string, extra: Record<string, unknown> = {}) {
  const response = await t.app.inject(
    asUser(token, {
      method: 'POST',
      url: '/api/sandbox/payment-methods',
      payload: { number, exp_month: 12, exp_year: 2099, cvc: '123', ...extra },
    }),
  )
  return { response, card: response.statusCode === 201 ? response.json<{ data: SavedCard }>().data : null }
}

async function buyCourse(token: string, courseId: number, payload: Record<string, unknown>, key?: string) {
  const response = await t.app.inject(
    asUser(token, {
      method: 'POST',
      url: `/api/courses/${courseId}/buy`,
      payload: { return_url: `/buy/course/${courseId}/payment-methods`, ...payload },
      headers: key ? { 'idempotency-key': key } : {},
    }),
  )
  return {
    response,
    answer: response.statusCode === 200 ? response.json<{ data: OrderStatusAnswer }>().data : null,
  }
}

/** Where the page after the challenge sends the buyer. */
const returnTarget = (html: string) => /id="return" href="([^"]+)"/.exec(html)![1].replaceAll('&#38;', '&')

async function enrolled(userId: number, courseId: number) {
  const rows = await t.db
    .select()
    .from(courseEnrolments)
    .where(and(eq(courseEnrolments.user_id, userId), eq(courseEnrolments.course_id, courseId)))
  return rows.length
}

async function setup(price = 4900) {
  const buyer = await createUser(t.db, { billing: INVOICE_BILLING })
  const { course } = await createCourse(t.db, { price_cents: price })
  return { buyer, course }
}

describe('POST /api/sandbox/payment-methods', () => {
  it('tokenises a test card: a pm id, its brand and last 4, never the number', async () => {
    const { buyer } = await setup()
    const { response, card } = await tokenize(buyer.token, CARDS.visa)
    expect(response.statusCode).toBe(201)
    expect(card).toMatchObject({ brand: 'visa', last4: '4242' })
    expect(card!.id).toMatch(/^pm_/)
    expect(response.body).not.toContain('4242424242424242')
  })

  it('refuses a wrong check digit, an expired card, a short CVC and a card that is not a test card, field by field', async () => {
    const { buyer } = await setup()
    const luhn = await tokenize(buyer.token, '4242 4242 4242 4241')
    expect(luhn.response.statusCode).toBe(422)
    expect(Object.keys(luhn.response.json().errors)).toEqual(['number'])
    const expired = await tokenize(buyer.token, CARDS.visa, { exp_month: 1, exp_year: 2020 })
    expect(expired.response.statusCode).toBe(422)
    expect(expired.response.json().errors.exp_month).toEqual(['La carta è scaduta.'])
    const cvc = await tokenize(buyer.token, CARDS.visa, { cvc: '12' })
    expect(cvc.response.json().errors.cvc).toBeDefined()
    const real = await tokenize(buyer.token, '4111 1111 1111 1111')
    expect(real.response.statusCode).toBe(422)
    expect(real.response.json().errors.number[0]).toContain('carte di prova')
  })

  it('needs a logged-in user', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/payment-methods',
      payload: { number: CARDS.visa, exp_month: 12, exp_year: 2099, cvc: '123' },
    })
    expect([401, 419]).toContain(response.statusCode)
  })
})

describe('POST /api/courses/{id}/buy', () => {
  it('4242…: succeeded, one paid order with a number, enrolled, the card saved', async () => {
    const { buyer, course } = await setup()
    const { card } = await tokenize(buyer.token, CARDS.visa)
    const { response, answer } = await buyCourse(buyer.token, course.id, { pmid: card!.id }, 'k1')
    expect(response.statusCode).toBe(200)
    expect(answer).toMatchObject({ status: 'succeeded', amount_cents: 4900 })
    expect(await enrolled(buyer.user.id, course.id)).toBe(1)
    const [order] = await t.db.select().from(orders).where(eq(orders.id, answer!.order_id))
    expect(order.number).toBeGreaterThan(0)
    const listed = await t.app.inject(asUser(buyer.token, { url: '/api/orders' }))
    expect(listed.json().data[0]).toMatchObject({
      id: answer!.order_id,
      status: 'succeeded',
      amount_cents: 4900,
      product_type: 'course',
      product_id: course.id,
      product_title: course.title,
    })
    expect(listed.json().data[0].number).toMatch(/^\d{4}-\d{6}$/)
    const cards = await t.app.inject(asUser(buyer.token, { url: '/api/payment-methods' }))
    expect(cards.json().data).toEqual([expect.objectContaining({ id: card!.id, last4: '4242' })])
    await t.app.payments.sandbox!.settle()
  })

  it('4000 0025 0000 3155: requires_action with the challenge page; approving it pays and returns to return_url', async () => {
    const { buyer, course } = await setup()
    const { card } = await tokenize(buyer.token, CARDS.threeDS)
    const { answer } = await buyCourse(buyer.token, course.id, { pmid: card!.id }, 'k1')
    expect(answer).toMatchObject({ status: 'requires_action' })
    expect(answer!.next_action_url).toMatch(/^\/api\/sandbox\/3ds\/pi_/)
    expect(await enrolled(buyer.user.id, course.id)).toBe(0)
    const page = await t.app.inject({ url: answer!.next_action_url! })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    const approve = /id="approve" href="([^"]+)"/.exec(page.body)![1].replaceAll('&#38;', '&')
    const back = await t.app.inject({ url: approve })
    expect(back.statusCode).toBe(200)
    expect(returnTarget(back.body)).toMatch(
      new RegExp(`^/buy/course/${course.id}/payment-methods\\?payment_intent=pi_`),
    )
    await t.app.payments.sandbox!.settle()
    expect(await enrolled(buyer.user.id, course.id)).toBe(1)
    const state = await t.app.inject(asUser(buyer.token, { url: `/api/checkout/course/${course.id}` }))
    expect(state.json().data).toMatchObject({
      owned: true,
      order: { order_id: answer!.order_id, status: 'succeeded' },
    })
  })

  it('4000 0000 0000 7775: processing, not enrolled yet; the webhook settles it later and product_purchased says so', async () => {
    const { buyer, course } = await setup()
    const sandbox = t.app.payments.sandbox!
    sandbox.processingMs = 300
    try {
      const { card } = await tokenize(buyer.token, CARDS.processing)
      const { answer } = await buyCourse(buyer.token, course.id, { pmid: card!.id }, 'k1')
      expect(answer).toMatchObject({ status: 'processing', amount_cents: 4900 })
      expect(await enrolled(buyer.user.id, course.id)).toBe(0)
      const waiting = await t.app.inject(asUser(buyer.token, { url: `/api/checkout/course/${course.id}` }))
      expect(waiting.json().data).toMatchObject({ owned: false, order: { status: 'processing' } })
      // The same attempt again answers the same processing order: no second charge.
      const again = await buyCourse(buyer.token, course.id, { pmid: card!.id }, 'k1')
      expect(again.answer).toMatchObject({ order_id: answer!.order_id, status: 'processing' })

      await sandbox.settle()
      expect(await enrolled(buyer.user.id, course.id)).toBe(1)
      const [order] = await t.db.select().from(orders).where(eq(orders.id, answer!.order_id))
      expect(order).toMatchObject({ status: 'succeeded' })
      expect(order.number).toBeGreaterThan(0)
      const notes = await t.app.inject(asUser(buyer.token, { url: '/api/notifications' }))
      const purchased = notes
        .json<{ data: { slug_type: string; data: Record<string, unknown> }[] }>()
        .data.filter((note) => note.slug_type === 'product_purchased')
      expect(purchased.map((note) => note.data)).toEqual([
        { order_id: answer!.order_id, product_type: 'course', product_id: course.id, title: course.title },
      ])
    } finally {
      sandbox.processingMs = 4_000
    }
  })

  it('a processing charge whose timer was lost (a restart) has settled when asked after it was due', async () => {
    const { buyer, course } = await setup()
    const sandbox = t.app.payments.sandbox!
    sandbox.processingMs = 60_000
    const { card } = await tokenize(buyer.token, CARDS.processing)
    const { answer } = await buyCourse(buyer.token, course.id, { pmid: card!.id }, 'k1')
    expect(answer).toMatchObject({ status: 'processing' })
    // As if the process had restarted long after the charge: the timer never fires, the time is past.
    sandbox.processingMs = 0
    const state = await t.app.inject(asUser(buyer.token, { url: `/api/checkout/course/${course.id}` }))
    expect(state.json().data).toMatchObject({ owned: true, order: { status: 'succeeded' } })
    expect(await enrolled(buyer.user.id, course.id)).toBe(1)
    await sandbox.settle()
    sandbox.processingMs = 4_000
    expect(await enrolled(buyer.user.id, course.id)).toBe(1)
  })

  it('3-D Secure failed: requires_payment_method with authentication_failed, and a notification says so', async () => {
    const { buyer, course } = await setup()
    const { card } = await tokenize(buyer.token, CARDS.threeDS)
    const { answer } = await buyCourse(buyer.token, course.id, { pmid: card!.id }, 'k1')
    const page = await t.app.inject({ url: answer!.next_action_url! })
    const fail = /id="fail" href="([^"]+)"/.exec(page.body)![1].replaceAll('&#38;', '&')
    expect((await t.app.inject({ url: fail })).statusCode).toBe(200)
    await t.app.payments.sandbox!.settle()
    const state = await t.app.inject(asUser(buyer.token, { url: `/api/checkout/course/${course.id}` }))
    expect(state.json().data.order).toMatchObject({
      status: 'requires_payment_method',
      decline_reason: 'authentication_failed',
    })
    const notes = await t.app.inject(asUser(buyer.token, { url: '/api/notifications' }))
    expect(JSON.stringify(notes.json())).toContain('stripe_requires_payment_method')
  })

  it('a forged challenge link changes nothing', async () => {
    const { buyer, course } = await setup()
    const { card } = await tokenize(buyer.token, CARDS.threeDS)
    const { answer } = await buyCourse(buyer.token, course.id, { pmid: card!.id }, 'k1')
    const forged = await t.app.inject({
      url: `${answer!.next_action_url!}/complete?result=approve&sig=${'0'.repeat(40)}`,
    })
    expect(forged.statusCode).toBe(404)
    expect(await enrolled(buyer.user.id, course.id)).toBe(0)
  })

  it.each([
    ['insufficient', 'insufficient_funds'],
    ['generic', 'generic_decline'],
    ['failsWhenCharged', 'card_declined'],
  ] as const)(
    '%s card: a 200 answer requires_payment_method with %s, no enrolment; another card then succeeds',
    async (kind, reason) => {
      const { buyer, course } = await setup()
      const { card } = await tokenize(buyer.token, CARDS[kind])
      expect(card).not.toBeNull()
      const { response, answer } = await buyCourse(buyer.token, course.id, { pmid: card!.id }, 'k1')
      expect(response.statusCode).toBe(200)
      expect(answer).toMatchObject({ status: 'requires_payment_method', decline_reason: reason })
      expect(await enrolled(buyer.user.id, course.id)).toBe(0)
      const { card: good } = await tokenize(buyer.token, CARDS.visa)
      const second = await buyCourse(buyer.token, course.id, { pmid: good!.id }, 'k2')
      expect(second.answer).toMatchObject({ order_id: answer!.order_id, status: 'succeeded' })
      expect(await enrolled(buyer.user.id, course.id)).toBe(1)
      await t.app.payments.sandbox!.settle()
    },
  )

  it("refuses another user's card and an unknown one on pmid", async () => {
    const { buyer, course } = await setup()
    const other = await createUser(t.db, { billing: INVOICE_BILLING })
    const { card } = await tokenize(other.token, CARDS.visa)
    await buyCourse(other.token, course.id, { pmid: card!.id })
    const stolen = await buyCourse(buyer.token, course.id, { pmid: card!.id })
    expect(stolen.response.statusCode).toBe(422)
    expect(Object.keys(stolen.response.json().errors)).toEqual(['pmid'])
    const unknown = await buyCourse(buyer.token, course.id, { pmid: 'pm_nope' })
    expect(unknown.response.statusCode).toBe(422)
    const none = await buyCourse(buyer.token, course.id, {})
    expect(none.response.json().errors.pmid).toEqual(['Scegli un metodo di pagamento.'])
    await t.app.payments.sandbox!.settle()
  })

  it('answers 422 for a return_url of another site and 404 for an unknown course', async () => {
    const { buyer, course } = await setup()
    const { card } = await tokenize(buyer.token, CARDS.visa)
    const away = await buyCourse(buyer.token, course.id, {
      pmid: card!.id,
      return_url: 'https://evil.example/',
    })
    expect(away.response.statusCode).toBe(422)
    expect(Object.keys(away.response.json().errors)).toEqual(['return_url'])
    const missing = await buyCourse(buyer.token, 987654, { pmid: card!.id })
    expect(missing.response.statusCode).toBe(404)
  })
})

describe('POST /api/courses/{id}/free-product', () => {
  it('enrols in a free course with no card, once', async () => {
    const { buyer, course } = await setup(0)
    const first = await t.app.inject(
      asUser(buyer.token, { method: 'POST', url: `/api/courses/${course.id}/free-product` }),
    )
    expect(first.statusCode).toBe(200)
    expect(first.json().data).toMatchObject({ status: 'succeeded', amount_cents: 0 })
    const again = await t.app.inject(
      asUser(buyer.token, { method: 'POST', url: `/api/courses/${course.id}/free-product` }),
    )
    expect(again.json().data.order_id).toBe(first.json().data.order_id)
    expect(await enrolled(buyer.user.id, course.id)).toBe(1)
  })

  it('refuses a paid course', async () => {
    const { buyer, course } = await setup(4900)
    const response = await t.app.inject(
      asUser(buyer.token, { method: 'POST', url: `/api/courses/${course.id}/free-product` }),
    )
    expect(response.statusCode).toBe(422)
    expect(await enrolled(buyer.user.id, course.id)).toBe(0)
  })
})
