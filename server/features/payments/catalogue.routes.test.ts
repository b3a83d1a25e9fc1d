/**
 * Subscriptions, coupons, extra features and bank transfers (issue 12 items 3-4): every Subscription
 * field of SPEC.md §3, SPEC.md §8's message for an unknown plan, each coupon refusal, a feature's
 * flag, a bank transfer confirmed by the dev tool and by an admin, renewals and dunning with the
 * test clock. PGlite, and PostgreSQL with AULA_TEST_DB=postgres.
 */
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { OrderStatusAnswer, SavedCard } from '../../../contracts/payments/schemas.ts'
import type { Subscription } from '../../../contracts/payments/plans.ts'
import { users } from '../../core/db/tables.ts'
import { createCourse } from '../courses/factories.testing.ts'
import { createUser } from '../accounts/factories.testing.ts'
import { INVOICE_BILLING } from './receipts.testing.ts'
import { asUser, buildTestApp, withCsrf, type TestApp } from '../../testing/helper.ts'
import { courseEnrolments } from '../courses/tables.ts'
import { DEMO_COUPONS } from './seed.ts'
import {
  coupons,
  featureProducts,
  orders,
  paymentCustomers,
  subscriptionPlans,
  userSubscriptions,
} from './tables.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterEach(() => t.app.payments.sandbox!.settle())
afterAll(() => t.close())

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

const post = (token: string, url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject(asUser(token, { method: 'POST', url, payload, headers }))

async function plan(slug: string) {
  const [row] = await t.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.slug, slug))
  return row
}

describe('subscriptions', () => {
  it('GET /api/subscriptions lists the visible plans with every SPEC field, in the request language', async () => {
    const response = await t.app.inject({ url: '/api/subscriptions', headers: { 'accept-language': 'en' } })
    expect(response.statusCode).toBe(200)
    const plans = response.json<{ data: Subscription[] }>().data
    expect(plans.map((p) => p.slug)).toEqual(['mensile', 'trimestrale', 'annuale', 'fondatori'])
    const quarterly = plans[1]
    expect(quarterly).toMatchObject({
      name: 'Quarterly',
      interval: 'month',
      intervalCount: 3,
      price: 4900,
      promo_active: true,
      stripe_promo_price: 3900,
    })
    for (const field of [
      'active',
      'purchaseable',
      'description',
      'expiring',
      'expiring_at',
      'features',
      'id',
      'interval',
      'intervalCount',
      'limited_qty',
      'name',
      'price',
      'priceId',
      'productId',
      'promo_active',
      'qty',
      'recurring',
      'slug',
      'stripe_promo_price',
      'suggested',
      'time_limit',
      'valid_from',
      'valid_until',
      'visible',
    ])
      expect(quarterly).toHaveProperty(field)
    expect(plans.find((p) => p.slug === 'annuale')!.suggested).toBe(true)
    expect(plans.find((p) => p.slug === 'fondatori')).toMatchObject({ limited_qty: true, qty: 50 })
  })

  it('init keeps the chosen plan on the server: GET /api/onboarding answers it until another is chosen or bought', async () => {
    const trainer = await createUser(t.db, { billing: INVOICE_BILLING, role: 'trainer', onboarded: false })
    const progress = async () =>
      (await t.app.inject(asUser(trainer.token, { url: '/api/onboarding' }))).json<{
        data: { completed: string[]; data: Record<string, Record<string, unknown>> }
      }>().data
    const before = await progress()
    expect(before.completed).not.toContain('subscriptions')
    expect(before.data.subscriptions?.plan_id).toBeUndefined()

    const monthly = await plan('mensile')
    const yearly = await plan('annuale')
    expect((await post(trainer.token, '/api/subscriptions/init', { id: monthly.id })).statusCode).toBe(200)
    let after = await progress()
    expect(after.completed).toContain('subscriptions')
    expect(after.completed).not.toContain('payment-methods')
    expect(after.data.subscriptions).toMatchObject({ plan_id: monthly.id })

    // Choosing again replaces the choice; an unknown plan changes nothing.
    await post(trainer.token, '/api/subscriptions/init', { id: yearly.id })
    expect((await post(trainer.token, '/api/subscriptions/init', { id: 999999 })).statusCode).toBe(422)
    after = await progress()
    expect(after.data.subscriptions).toMatchObject({ plan_id: yearly.id })

    // Another user's choice is their own.
    const other = await createUser(t.db, { billing: INVOICE_BILLING, role: 'hr', onboarded: false })
    const theirs = await t.app.inject(asUser(other.token, { url: '/api/onboarding' }))
    expect(theirs.json().data.data.subscriptions?.plan_id).toBeUndefined()
  })

  it("init answers 'The selected subscription could not be found' for an unknown id, and a hidden plan", async () => {
    const trainer = await createUser(t.db, { billing: INVOICE_BILLING, role: 'trainer' })
    const unknown = await post(trainer.token, '/api/subscriptions/init', { id: 999999 })
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json().errors.id).toEqual(['The selected subscription could not be found'])
    const known = await post(trainer.token, '/api/subscriptions/init', { id: (await plan('mensile')).id })
    expect(known.json().data).toMatchObject({
      product: { type: 'subscription', price_cents: 1900 },
      owned: false,
    })
  })

  it('checkout charges the promo price, activates the plan, notifies subscription_active; owned shows it', async () => {
    const trainer = await createUser(t.db, { billing: INVOICE_BILLING, role: 'trainer' })
    const card = await tokenize(trainer.token)
    const quarterly = await plan('trimestrale')
    const response = await post(
      trainer.token,
      '/api/subscriptions/checkout',
      { id: quarterly.id, pmid: card.id, return_url: '/onboarding' },
      { 'idempotency-key': 'sub-1' },
    )
    expect(response.json<{ data: OrderStatusAnswer }>().data).toMatchObject({
      status: 'succeeded',
      amount_cents: 3900,
    })
    const owned = await t.app.inject(asUser(trainer.token, { url: '/api/subscriptions/owned' }))
    expect(owned.json().data).toMatchObject({ status: 'active', subscription: { slug: 'trimestrale' } })
    const again = await post(trainer.token, '/api/subscriptions/checkout', {
      id: (await plan('mensile')).id,
      pmid: card.id,
    })
    expect(again.statusCode).toBe(422)
    await t.app.payments.sandbox!.settle()
    const notes = await t.app.inject(asUser(trainer.token, { url: '/api/notifications' }))
    expect(JSON.stringify(notes.json())).toContain('subscription_active')
  })

  it('a limited plan counts its places down, and a sold-out one cannot be bought', async () => {
    const founders = await plan('fondatori')
    await t.db.update(subscriptionPlans).set({ qty: 1 }).where(eq(subscriptionPlans.id, founders.id))
    const first = await createUser(t.db, { billing: INVOICE_BILLING, role: 'trainer' })
    const card = await tokenize(first.token)
    const bought = await post(first.token, '/api/subscriptions/checkout', { id: founders.id, pmid: card.id })
    expect(bought.json().data.status).toBe('succeeded')
    expect((await plan('fondatori')).qty).toBe(0)
    const second = await createUser(t.db, { billing: INVOICE_BILLING, role: 'trainer' })
    const card2 = await tokenize(second.token)
    const refused = await post(second.token, '/api/subscriptions/checkout', {
      id: founders.id,
      pmid: card2.id,
    })
    expect(refused.statusCode).toBe(422)
    expect(refused.json().errors.id[0]).toContain('esauriti')
  })

  it('cancel at period end: the plan stays active until its period ends, then ends instead of renewing', async () => {
    const trainer = await createUser(t.db, { billing: INVOICE_BILLING, role: 'trainer' })
    const card = await tokenize(trainer.token)
    await post(trainer.token, '/api/subscriptions/checkout', {
      id: (await plan('mensile')).id,
      pmid: card.id,
    })
    const cancelled = await post(trainer.token, '/api/subscriptions/cancel')
    expect(cancelled.json().data).toMatchObject({ status: 'active', cancel_at_period_end: true })
    await t.db
      .update(userSubscriptions)
      .set({ current_period_end: new Date(Date.now() - 1000) })
      .where(eq(userSubscriptions.user_id, trainer.user.id))
    await t.app.inject(withCsrf({ method: 'POST', url: '/api/dev/clock', payload: { advance_seconds: 1 } }))
    const [row] = await t.db
      .select()
      .from(userSubscriptions)
      .where(eq(userSubscriptions.user_id, trainer.user.id))
    expect(row.status).toBe('canceled')
    const owned = await t.app.inject(asUser(trainer.token, { url: '/api/subscriptions/owned' }))
    expect(owned.json().data).toBeNull()
  })

  it('change of plan: the paid period keeps its plan, the renewal charges the new one; the current plan undoes it', async () => {
    const trainer = await createUser(t.db, { billing: INVOICE_BILLING, role: 'trainer' })
    const card = await tokenize(trainer.token)
    const [monthly, yearly, founders] = [
      await plan('mensile'),
      await plan('annuale'),
      await plan('fondatori'),
    ]
    const before = await post(trainer.token, '/api/subscriptions/change', { id: yearly.id })
    expect(before.statusCode).toBe(409)
    await post(trainer.token, '/api/subscriptions/checkout', { id: monthly.id, pmid: card.id })
    await post(trainer.token, '/api/subscriptions/cancel')

    const changed = await post(trainer.token, '/api/subscriptions/change', { id: yearly.id })
    expect(changed.statusCode).toBe(200)
    // changing withdraws the cancellation: the subscription renews, as the new plan
    expect(changed.json().data).toMatchObject({
      status: 'active',
      cancel_at_period_end: false,
      subscription: { id: monthly.id },
      next_subscription: { id: yearly.id, slug: 'annuale' },
    })
    // the current plan undoes the change; asking again sets it again
    const undone = await post(trainer.token, '/api/subscriptions/change', { id: monthly.id })
    expect(undone.json().data.next_subscription).toBeNull()
    await post(trainer.token, '/api/subscriptions/change', { id: yearly.id })

    const unknown = await post(trainer.token, '/api/subscriptions/change', { id: 999_999 })
    expect(unknown.statusCode).toBe(422)
    expect(Object.keys(unknown.json().errors)).toEqual(['id'])
    // a plan that does not renew cannot be moved to
    const [once] = await t.db
      .insert(subscriptionPlans)
      .values({ ...founders, id: undefined, slug: `una-tantum-${Date.now()}`, recurring: false })
      .returning()
    const refused = await post(trainer.token, '/api/subscriptions/change', { id: once.id })
    await t.db.delete(subscriptionPlans).where(eq(subscriptionPlans.id, once.id))
    expect(refused.statusCode).toBe(422)
    expect(refused.json().errors.id[0]).toContain('non si rinnova')

    // the renewal: a yearly period at the yearly price
    await t.db
      .update(userSubscriptions)
      .set({ current_period_end: new Date(Date.now() - 1000) })
      .where(eq(userSubscriptions.user_id, trainer.user.id))
    await t.app.inject(withCsrf({ method: 'POST', url: '/api/dev/clock', payload: { advance_seconds: 1 } }))
    await t.app.payments.sandbox!.settle()
    const [row] = await t.db
      .select()
      .from(userSubscriptions)
      .where(eq(userSubscriptions.user_id, trainer.user.id))
    expect(row).toMatchObject({ status: 'active', plan_id: yearly.id, next_plan_id: null })
    const days = (row.current_period_end.getTime() - row.current_period_start.getTime()) / 86_400_000
    expect(days).toBeGreaterThanOrEqual(365)
    const renewal = await t.db.select().from(orders).where(eq(orders.renews_subscription_id, row.id))
    expect(renewal.map((order) => [order.product_id, order.amount_cents])).toEqual([
      [
        yearly.id,
        yearly.promo_active && yearly.promo_price_cents !== null
          ? yearly.promo_price_cents
          : yearly.price_cents,
      ],
    ])
  })

  it('free tier sets free_tier_active', async () => {
    const trainer = await createUser(t.db, { billing: INVOICE_BILLING, role: 'trainer' })
    const response = await post(trainer.token, '/api/subscriptions/free-tier')
    expect(response.json().data).toEqual({ free_tier_active: true })
    const [row] = await t.db.select().from(users).where(eq(users.id, trainer.user.id))
    expect(row.free_tier_active).toBe(true)
  })

  it('renews with the test clock; a renewal that fails makes it past due with stripe_requires_payment_method', async () => {
    const trainer = await createUser(t.db, { billing: INVOICE_BILLING, role: 'trainer' })
    const card = await tokenize(trainer.token, '4000000000000341')
    const monthly = await plan('mensile')
    // The first charge with a good card; the renewals later with one that fails when charged.
    const good = await tokenize(trainer.token)
    const first = await post(trainer.token, '/api/subscriptions/checkout', { id: monthly.id, pmid: good.id })
    expect(first.json().data.status).toBe('succeeded')
    const [sub] = await t.db
      .select()
      .from(userSubscriptions)
      .where(eq(userSubscriptions.user_id, trainer.user.id))
    const endBefore = sub.current_period_end
    // A good renewal: the period moves on by a month.
    await t.db
      .update(userSubscriptions)
      .set({ current_period_end: new Date(Date.now() - 1000) })
      .where(eq(userSubscriptions.id, sub.id))
    const clock = await t.app.inject(
      withCsrf({ method: 'POST', url: '/api/dev/clock', payload: { advance_seconds: 1 } }),
    )
    expect(clock.statusCode).toBe(200)
    const [renewed] = await t.db.select().from(userSubscriptions).where(eq(userSubscriptions.id, sub.id))
    expect(renewed.status).toBe('active')
    expect(renewed.current_period_end.getTime()).toBeGreaterThan(Date.now())
    expect(endBefore).toBeDefined()
    // The card now fails (saved with the customer, as a card used before is).
    const [customer] = await t.db
      .select()
      .from(paymentCustomers)
      .where(eq(paymentCustomers.user_id, trainer.user.id))
    await t.app.payments.sandbox!.attachPaymentMethod(card.id, customer.customer_id)
    await t.db
      .update(userSubscriptions)
      .set({ pmid: card.id, current_period_end: new Date(Date.now() - 1000) })
      .where(eq(userSubscriptions.id, sub.id))
    const failed = await t.app.inject(
      withCsrf({ method: 'POST', url: '/api/dev/clock', payload: { advance_seconds: 60 } }),
    )
    expect(failed.statusCode).toBe(200)
    // Past due at once, as Stripe's are (the retries and the end: subscriptions.routes.test.ts).
    const [pastDue] = await t.db.select().from(userSubscriptions).where(eq(userSubscriptions.id, sub.id))
    expect(pastDue.status).toBe('past_due')
    expect(pastDue.failing_since).not.toBeNull()
    const notes = await t.app.inject(asUser(trainer.token, { url: '/api/notifications' }))
    expect(JSON.stringify(notes.json())).toContain('stripe_requires_payment_method')
  })
})

describe('POST /api/coupons/check', () => {
  async function check(token: string, payload: object) {
    return post(token, '/api/coupons/check', payload)
  }

  it('answers the discounted price of a percentage and of a fixed coupon', async () => {
    const buyer = await createUser(t.db, { billing: INVOICE_BILLING })
    const { course } = await createCourse(t.db, { price_cents: 8000 })
    const percent = await check(buyer.token, {
      code: DEMO_COUPONS.percent.toLowerCase(),
      course_id: course.id,
    })
    expect(percent.json().data).toEqual({ code: 'ESTATE25', price_cents: 6000, discount_cents: 2000 })
    const fixed = await check(buyer.token, { code: DEMO_COUPONS.fixed, course_id: course.id })
    expect(fixed.json().data).toEqual({ code: 'BENVENUTO10', price_cents: 7000, discount_cents: 1000 })
  })

  it('says why a coupon does not apply: unknown, expired, not yet valid, another product, used up, used by you', async () => {
    const buyer = await createUser(t.db, { billing: INVOICE_BILLING })
    const { course } = await createCourse(t.db, { price_cents: 8000 })
    const [feature] = await t.db.select().from(featureProducts).limit(1)
    const reason = async (payload: object) => {
      const response = await check(buyer.token, payload)
      expect(response.statusCode).toBe(422)
      return response.json().errors.code[0] as string
    }
    expect(await reason({ code: 'NOPE', course_id: course.id })).toBe('Il codice sconto non esiste.')
    expect(await reason({ code: DEMO_COUPONS.expired, course_id: course.id })).toBe(
      'Il codice sconto è scaduto.',
    )
    await t.db.insert(coupons).values({
      code: 'FUTURO',
      kind: 'percent',
      amount: 10,
      valid_from: new Date(Date.now() + 365 * 86_400_000),
    })
    expect(await reason({ code: 'FUTURO', course_id: course.id })).toBe(
      'Il codice sconto non è ancora valido.',
    )
    expect(await reason({ code: DEMO_COUPONS.fixed, feature_id: feature.id })).toBe(
      'Il codice sconto non vale per questo prodotto.',
    )
    const code = `UNA${Date.now()}`
    await t.db.insert(coupons).values({ code, kind: 'fixed', amount: 500, max_redemptions: 1 })
    const other = await createUser(t.db, { billing: INVOICE_BILLING })
    const card = await tokenize(other.token)
    const paid = await post(other.token, `/api/courses/${course.id}/buy`, { pmid: card.id, coupon: code })
    expect(paid.json().data).toMatchObject({ status: 'succeeded', amount_cents: 7500 })
    expect(await reason({ code, course_id: course.id })).toBe('Il codice sconto è esaurito.')
    const mine = `MIA${Date.now()}`
    await t.db.insert(coupons).values({ code: mine, kind: 'percent', amount: 10, max_per_user: 1 })
    const { course: second } = await createCourse(t.db, { price_cents: 1000 })
    const myCard = await tokenize(buyer.token)
    await post(buyer.token, `/api/courses/${second.id}/buy`, { pmid: myCard.id, coupon: mine })
    expect(await reason({ code: mine, course_id: course.id })).toBe('Hai già usato questo codice sconto.')
  })

  it('refuses a body naming no product or two (422)', async () => {
    const buyer = await createUser(t.db, { billing: INVOICE_BILLING })
    expect((await check(buyer.token, { code: 'X' })).statusCode).toBe(422)
    expect((await check(buyer.token, { code: 'X', course_id: 1, feature_id: 1 })).statusCode).toBe(422)
  })

  it('a 100% coupon makes a course free: enrolled without a card', async () => {
    const buyer = await createUser(t.db, { billing: INVOICE_BILLING })
    const { course } = await createCourse(t.db, { price_cents: 3000 })
    const code = `TUTTO${Date.now()}`
    await t.db.insert(coupons).values({ code, kind: 'percent', amount: 100 })
    const response = await post(buyer.token, `/api/courses/${course.id}/buy`, { coupon: code })
    expect(response.json().data).toMatchObject({ status: 'succeeded', amount_cents: 0 })
    const rows = await t.db.select().from(courseEnrolments).where(eq(courseEnrolments.user_id, buyer.user.id))
    expect(rows).toHaveLength(1)
  })
})

describe('features', () => {
  it('buying a feature turns its flag on, and the list says it is owned', async () => {
    const buyer = await createUser(t.db, {
      billing: INVOICE_BILLING,
      columns: { features: { chat: false, posts: false, diary: false, hr_visible: false } },
    })
    const [diary] = await t.db.select().from(featureProducts).where(eq(featureProducts.flag, 'diary'))
    const card = await tokenize(buyer.token)
    const response = await post(
      buyer.token,
      `/api/features/${diary.id}/buy`,
      { pmid: card.id },
      { 'idempotency-key': 'f1' },
    )
    expect(response.json().data).toMatchObject({ status: 'succeeded', amount_cents: diary.price_cents })
    const [row] = await t.db.select().from(users).where(eq(users.id, buyer.user.id))
    expect(row.features).toEqual({ chat: false, posts: false, diary: true, hr_visible: false })
    const list = await t.app.inject(asUser(buyer.token, { url: '/api/features' }))
    expect(list.json().data.find((f: { flag: string }) => f.flag === 'diary').owned).toBe(true)
    // the orders list names what was bought, in the reader's language
    for (const [language, title] of [
      ['it', diary.title_it],
      ['en', diary.title_en],
    ]) {
      const orders = await t.app.inject(
        asUser(buyer.token, { url: '/api/orders', headers: { 'accept-language': language } }),
      )
      expect(orders.json().data[0]).toMatchObject({ product_type: 'feature', product_title: title })
    }
    const transfer = await post(buyer.token, `/api/features/${diary.id}/buy`, { bank_transfer: true })
    expect(transfer.json().data.status).toBe('succeeded')
  })

  it('a feature cannot be paid by bank transfer', async () => {
    const buyer = await createUser(t.db, {
      billing: INVOICE_BILLING,
      columns: { features: { chat: false, posts: false, diary: false, hr_visible: false } },
    })
    const [chat] = await t.db.select().from(featureProducts).where(eq(featureProducts.flag, 'chat'))
    const response = await post(buyer.token, `/api/features/${chat.id}/buy`, { bank_transfer: true })
    expect(response.statusCode).toBe(422)
    expect(Object.keys(response.json().errors)).toEqual(['bank_transfer'])
  })
})

describe('bank transfer', () => {
  it('creates a pending order with IBAN, amount and a unique reference; the dev confirm enrols once and clears pending_bank_transfer', async () => {
    const buyer = await createUser(t.db, { billing: INVOICE_BILLING })
    const { course } = await createCourse(t.db, { price_cents: 12000 })
    const response = await post(
      buyer.token,
      `/api/courses/${course.id}/buy`,
      { bank_transfer: true },
      { 'idempotency-key': 'b1' },
    )
    const answer = response.json<{ data: OrderStatusAnswer }>().data
    expect(answer).toMatchObject({
      status: 'pending_bank_transfer',
      bank_transfer: { amount_cents: 12000, currency: 'EUR' },
    })
    expect(answer.bank_transfer!.iban).toMatch(/^IT\d\d/)
    expect(answer.bank_transfer!.reference).toMatch(/^AULA-/)
    const [pending] = await t.db.select().from(users).where(eq(users.id, buyer.user.id))
    expect(pending.pending_bank_transfer).toBe(true)
    expect(pending.pending_bank_transfer_details).toMatchObject({
      order_id: answer.order_id,
      reference: answer.bank_transfer!.reference,
    })
    const other = await post(
      buyer.token,
      `/api/courses/${course.id}/buy`,
      { bank_transfer: true },
      { 'idempotency-key': 'b2' },
    )
    expect(other.json().data.order_id).toBe(answer.order_id)

    const confirm = () =>
      t.app.inject(withCsrf({ method: 'POST', url: `/api/dev/bank-transfers/${answer.order_id}/confirm` }))
    expect((await confirm()).json().data.status).toBe('succeeded')
    expect((await confirm()).json().data.status).toBe('succeeded')
    const [after] = await t.db.select().from(users).where(eq(users.id, buyer.user.id))
    expect(after.pending_bank_transfer).toBe(false)
    const rows = await t.db.select().from(courseEnrolments).where(eq(courseEnrolments.user_id, buyer.user.id))
    expect(rows).toHaveLength(1)
    await t.app.payments.sandbox!.settle()
    const notes = await t.app.inject(asUser(buyer.token, { url: '/api/notifications' }))
    const purchased = notes
      .json()
      .data.filter((n: { slug_type: string }) => n.slug_type === 'product_purchased')
    expect(purchased).toHaveLength(1)
  })

  it('a subscription by transfer is pending, then an admin confirm activates it and pushes subscription_active', async () => {
    const trainer = await createUser(t.db, { billing: INVOICE_BILLING, role: 'trainer' })
    const admin = await createUser(t.db, { billing: INVOICE_BILLING, role: 'admin' })
    const annual = await plan('annuale')
    const answer = (
      await post(trainer.token, '/api/subscriptions/checkout', { id: annual.id, bank_transfer: true })
    ).json().data
    expect(answer.status).toBe('pending_bank_transfer')
    const owned = await t.app.inject(asUser(trainer.token, { url: '/api/subscriptions/owned' }))
    expect(owned.json().data.status).toBe('pending_bank_transfer')
    expect(
      (await post(trainer.token, `/api/admin/bank-transfers/${answer.order_id}/confirm`)).statusCode,
    ).toBe(403)
    const confirmed = await post(admin.token, `/api/admin/bank-transfers/${answer.order_id}/confirm`)
    expect(confirmed.json().data.status).toBe('succeeded')
    const active = await t.app.inject(asUser(trainer.token, { url: '/api/subscriptions/owned' }))
    expect(active.json().data.status).toBe('active')
    const notes = await t.app.inject(asUser(trainer.token, { url: '/api/notifications' }))
    expect(JSON.stringify(notes.json())).toContain('subscription_active')
  })

  it('GET /api/admin/bank-transfers lists the pending transfers, oldest first, to admins only', async () => {
    const admin = await createUser(t.db, { billing: INVOICE_BILLING, role: 'admin' })
    const trainer = await createUser(t.db, { billing: INVOICE_BILLING, role: 'trainer' })
    const student = await createUser(t.db, { billing: INVOICE_BILLING })
    const { course } = await createCourse(t.db, { price_cents: 4900 })
    const annual = await plan('annuale')
    const forPlan = (
      await post(trainer.token, '/api/subscriptions/checkout', { id: annual.id, bank_transfer: true })
    ).json().data
    const forCourse = (
      await post(student.token, `/api/courses/${course.id}/buy`, { bank_transfer: true, return_url: '/' })
    ).json().data
    const list = async (token: string, locale = 'it') =>
      t.app.inject(
        asUser(token, {
          url: '/api/admin/bank-transfers?perPage=100',
          headers: { 'accept-language': locale },
        }),
      )

    expect((await list(student.token)).statusCode).toBe(403)
    const answer = await list(admin.token, 'en')
    expect(answer.statusCode).toBe(200)
    const rows = answer
      .json<{ data: { order_id: number }[] }>()
      .data.filter((row) => [forPlan.order_id, forCourse.order_id].includes(row.order_id))
    expect(rows).toEqual([
      {
        order_id: forPlan.order_id,
        user: { id: trainer.user.id, name: expect.any(String), email: trainer.user.email },
        product: { type: 'subscription', id: annual.id, title: annual.name_en },
        amount_cents: forPlan.amount_cents,
        currency: 'EUR',
        reference: forPlan.bank_transfer.reference,
        created_at: expect.any(String),
      },
      {
        order_id: forCourse.order_id,
        user: { id: student.user.id, name: expect.any(String), email: student.user.email },
        product: { type: 'course', id: course.id, title: course.title },
        amount_cents: 4900,
        currency: 'EUR',
        reference: forCourse.bank_transfer.reference,
        created_at: expect.any(String),
      },
    ])

    // Confirmed, it leaves the list.
    await post(admin.token, `/api/admin/bank-transfers/${forCourse.order_id}/confirm`)
    const after = (await list(admin.token)).json<{ data: { order_id: number }[] }>().data
    expect(after.map((row) => row.order_id)).toContain(forPlan.order_id)
    expect(after.map((row) => row.order_id)).not.toContain(forCourse.order_id)
  })

  it('confirming an order that awaits no transfer is refused, and an unknown one is 404', async () => {
    const buyer = await createUser(t.db, { billing: INVOICE_BILLING })
    const { course } = await createCourse(t.db, { price_cents: 100 })
    const card = await tokenize(buyer.token, '4000000000000002')
    const declined = (await post(buyer.token, `/api/courses/${course.id}/buy`, { pmid: card.id })).json().data
    const refused = await t.app.inject(
      withCsrf({ method: 'POST', url: `/api/dev/bank-transfers/${declined.order_id}/confirm` }),
    )
    expect(refused.statusCode).toBe(409)
    const missing = await t.app.inject(
      withCsrf({ method: 'POST', url: '/api/dev/bank-transfers/999999/confirm' }),
    )
    expect(missing.statusCode).toBe(404)
  })
})
