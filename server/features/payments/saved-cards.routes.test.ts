/**
 * Saved cards (issue 36): removing one (DELETE /api/payment-methods/{id}) is the owner's alone
 * (another user's card is 404, as one that does not exist); removing the default card makes the
 * newest usable card left the default, or none, and the subscription it paid for says it has no
 * card; the lists and the checkout mark the default card and the ones not to charge (declined last
 * time, expired), so the checkout never preselects them. The sandbox's tokenisation answers the
 * card fields' own reasons, field by field, in the request's language.
 */
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { SavedCard } from '../../../contracts/payments/schemas.ts'
import { createCourse } from '../courses/factories.testing.ts'
import { createUser } from '../accounts/factories.testing.ts'
import { asUser, buildTestApp, type TestApp } from '../../testing/helper.ts'
import { INVOICE_BILLING } from './receipts.testing.ts'
import { runDueRenewals } from './renewals.ts'
import { savedPaymentMethods, subscriptionPlans, userSubscriptions } from './tables.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
}, 300_000)
afterEach(() => t.app.payments.sandbox!.settle())
afterAll(() => t.close())

type Lang = 'it' | 'en'

const tokenizeAs = (token: string, card: object, lang: Lang = 'it') =>
  t.app.inject(
    asUser(token, {
      method: 'POST',
      url: '/api/sandbox/payment-methods',
      headers: { 'accept-language': lang },
      payload: { number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123', ...card },
    }),
  )

/** A card tokenised and saved with the user (POST /api/payment-methods). */
async function saveCard(token: string, number = '4242424242424242') {
  const card = (await tokenizeAs(token, { number })).json<{ data: SavedCard }>().data
  const saved = await t.app.inject(
    asUser(token, { method: 'POST', url: '/api/payment-methods', payload: { pmid: card.id } }),
  )
  expect(saved.statusCode).toBe(200)
  return card.id
}

const remove = (token: string, id: string, lang: Lang = 'it') =>
  t.app.inject(
    asUser(token, {
      method: 'DELETE',
      url: `/api/payment-methods/${encodeURIComponent(id)}`,
      headers: { 'accept-language': lang },
    }),
  )

const listed = async (token: string) =>
  (await t.app.inject(asUser(token, { url: '/api/payment-methods' }))).json<{ data: SavedCard[] }>().data

/** A trainer subscribed to the yearly plan with a good card (the subscription's card). */
async function subscribedTrainer() {
  const trainer = await createUser(t.db, { role: 'trainer', billing: INVOICE_BILLING })
  const first = (await tokenizeAs(trainer.token, {})).json<{ data: SavedCard }>().data.id
  const [plan] = await t.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.slug, 'annuale'))
  const bought = await t.app.inject(
    asUser(trainer.token, {
      method: 'POST',
      url: '/api/subscriptions/checkout',
      payload: { id: plan.id, pmid: first },
    }),
  )
  expect(bought.json().data.status).toBe('succeeded')
  return { trainer, first }
}

const subscriptionCard = async (userId: number) =>
  (
    await t.db
      .select({ pmid: userSubscriptions.pmid })
      .from(userSubscriptions)
      .where(and(eq(userSubscriptions.user_id, userId), sql`${userSubscriptions.status} <> 'canceled'`))
  )[0]?.pmid

const expire = (pmid: string) =>
  t.db
    .update(savedPaymentMethods)
    .set({ exp_month: 1, exp_year: 2020 })
    .where(eq(savedPaymentMethods.pmid, pmid))

describe('DELETE /api/payment-methods/{id}', () => {
  it("removes the owner's card: gone from the list, the other card the default, and detached (it cannot be saved again)", async () => {
    const user = await createUser(t.db, { billing: INVOICE_BILLING })
    const older = await saveCard(user.token)
    const newer = await saveCard(user.token, '5555555555554444')
    expect((await listed(user.token)).map((card) => [card.id, card.default])).toEqual([
      [newer, true],
      [older, false],
    ])

    const removed = await remove(user.token, newer)
    expect(removed.statusCode).toBe(200)
    expect(removed.json().data).toEqual({ id: newer, default_pmid: older, subscription: null })
    expect((await listed(user.token)).map((card) => [card.id, card.default])).toEqual([[older, true]])

    const again = await t.app.inject(
      asUser(user.token, { method: 'POST', url: '/api/payment-methods', payload: { pmid: newer } }),
    )
    expect(again.statusCode).toBe(422)
    expect((await remove(user.token, newer)).statusCode).toBe(404)
  })

  it("answers 404 for another user's card, in the request's language, and leaves the card alone", async () => {
    const owner = await createUser(t.db)
    const other = await createUser(t.db)
    const card = await saveCard(owner.token)

    const it404 = await remove(other.token, card, 'it')
    expect(it404.statusCode).toBe(404)
    expect(it404.json().message).toBe('Questa carta non è tra le tue carte salvate.')
    const en404 = await remove(other.token, card, 'en')
    expect(en404.statusCode).toBe(404)
    expect(en404.json().message).toBe('This card is not one of your saved cards.')
    expect((await listed(owner.token)).map((saved) => saved.id)).toEqual([card])
  })

  it("answers 422 on the id's field for an id no card can have, in Italian and English", async () => {
    const user = await createUser(t.db)
    const it422 = await remove(user.token, 'pm_1;drop', 'it')
    expect(it422.statusCode).toBe(422)
    expect(it422.json().errors).toEqual({
      id: ["Il campo id deve essere l'identificativo di una carta salvata (pm_…)."],
    })
    const en422 = await remove(user.token, 'pm_1;drop', 'en')
    expect(en422.statusCode).toBe(422)
    expect(en422.json().errors).toEqual({ id: ["The id field must be a saved card's identifier (pm_…)."] })
  })

  it("removing the subscription's card moves it to the newest usable card; removing the last usable one leaves it with none", async () => {
    const { trainer, first } = await subscribedTrainer()
    expect(await subscriptionCard(trainer.user.id)).toBe(first)
    const good = await saveCard(trainer.token, '5555555555554444')
    const stale = await saveCard(trainer.token, '4000056655665556')
    await expire(stale)
    // Newest first; the subscription's card is the default; the expired one says so.
    expect(
      (await listed(trainer.token)).map(({ id, default: isDefault, problem }) => [id, isDefault, problem]),
    ).toEqual([
      [stale, false, 'expired'],
      [good, false, undefined],
      [first, true, undefined],
    ])

    const moved = await remove(trainer.token, first)
    expect(moved.statusCode).toBe(200)
    expect(moved.json().data).toMatchObject({ default_pmid: good, subscription: { pmid: good } })
    expect(await subscriptionCard(trainer.user.id)).toBe(good)

    const none = await remove(trainer.token, good, 'en')
    expect(none.statusCode).toBe(200)
    // The expired card is never made the default: the subscription has no card (the page asks for one).
    expect(none.json().data).toMatchObject({
      default_pmid: null,
      subscription: { status: 'active', pmid: null },
    })
    expect(await subscriptionCard(trainer.user.id)).toBeNull()
    expect((await listed(trainer.token)).map((card) => card.default)).toEqual([false])
  })
})

describe('declined and expired cards at checkout', () => {
  it("the renewal's declined card is marked declined and the checkout's default is no usable card; a new card is", async () => {
    const { trainer } = await subscribedTrainer()
    const failing = await saveCard(trainer.token, '4000000000000341')
    const made = await t.app.inject(
      asUser(trainer.token, { method: 'PUT', url: `/api/payment-methods/${failing}/default` }),
    )
    expect(made.statusCode).toBe(200)
    // The renewal is charged, with the card that fails.
    const now = await t.app.payments.provider!.now()
    await t.db
      .update(userSubscriptions)
      .set({ current_period_end: new Date(now.getTime() - 1000) })
      .where(eq(userSubscriptions.user_id, trainer.user.id))
    await runDueRenewals(t.app.payments.context()!)
    const [sub] = await t.db
      .select()
      .from(userSubscriptions)
      .where(eq(userSubscriptions.user_id, trainer.user.id))
    expect(sub.status).toBe('past_due')

    const { course } = await createCourse(t.db, { price_cents: 4900 })
    const checkout = await t.app.inject(asUser(trainer.token, { url: `/api/checkout/course/${course.id}` }))
    expect(checkout.statusCode).toBe(200)
    const cards = checkout.json<{ data: { payment_methods: SavedCard[] } }>().data.payment_methods
    const marked = Object.fromEntries(cards.map((card) => [card.id, card]))
    expect(marked[failing]).toMatchObject({ default: true, problem: 'declined' })
    // No card is both the default and usable: the checkout asks for a new card.
    expect(cards.filter((card) => card.default && !card.problem)).toEqual([])

    // A new card that pays becomes the renewals' card: the declined one is no longer the default.
    const good = await saveCard(trainer.token, '5555555555554444')
    await t.app.inject(asUser(trainer.token, { method: 'PUT', url: `/api/payment-methods/${good}/default` }))
    const after = Object.fromEntries((await listed(trainer.token)).map((card) => [card.id, card]))
    expect(after[good]).toMatchObject({ default: true })
    expect(after[good].problem).toBeUndefined()
    // The declined card says so still, though the renewal order it failed is now paid by the other.
    expect(after[failing]).toMatchObject({ default: false, problem: 'declined' })
  })

  it('an expired card is marked expired and never the default, even when it is the newest', async () => {
    const user = await createUser(t.db)
    const older = await saveCard(user.token)
    const newest = await saveCard(user.token, '5555555555554444')
    await expire(newest)
    expect(
      (await listed(user.token)).map(({ id, default: isDefault, problem }) => [id, isDefault, problem]),
    ).toEqual([
      [newest, false, 'expired'],
      [older, true, undefined],
    ])
  })
})

describe("the sandbox's tokenisation says why, as the card fields do", () => {
  it.each([
    [
      'it',
      'Il numero della carta non è valido.',
      'La carta è scaduta.',
      'Il codice CVC ha 3 cifre (4 per American Express).',
    ],
    [
      'en',
      'The card number is not valid.',
      'The card has expired.',
      'The CVC has 3 digits (4 for American Express).',
    ],
  ] as const)(
    'in %s: Luhn, expiry past (even of a card it does not know), CVC length (4 for Amex)',
    async (lang, luhn, expired, cvc) => {
      const user = await createUser(t.db)
      const wrongDigit = await tokenizeAs(user.token, { number: '4242 4242 4242 4241' }, lang)
      expect(wrongDigit.statusCode).toBe(422)
      expect(wrongDigit.json().errors).toEqual({ number: [luhn] })
      const past = await tokenizeAs(
        user.token,
        { number: '4111 1111 1111 1111', exp_month: 1, exp_year: 2020 },
        lang,
      )
      expect(past.json().errors).toEqual({ exp_month: [expired] })
      const amex = await tokenizeAs(user.token, { number: '3782 822463 10005', cvc: '123' }, lang)
      expect(amex.json().errors).toEqual({ cvc: [cvc] })
      const visa = await tokenizeAs(user.token, { cvc: '1234' }, lang)
      expect(visa.json().errors).toEqual({ cvc: [cvc] })
    },
  )
})
