/**
 * The referral program (issue 19): registering with a code links the new account to its referrer;
 * the referred user's first paid order earns the referrer 10 % once — two orders paid at the same
 * time still earn once — with a notification; free orders and users nobody referred earn nothing.
 * PGlite, and PostgreSQL with AULA_TEST_DB=postgres.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { AuthResponse } from '../../../contracts/accounts/schemas.ts'
import type { SavedCard } from '../../../contracts/payments/schemas.ts'
import { users } from '../../core/db/tables.ts'
import { createCourse } from '../courses/factories.testing.ts'
import { createUser, type CreatedUser } from '../accounts/factories.testing.ts'
import { asUser, buildTestApp, randomIp, withCsrf, type TestApp } from '../../testing/helper.ts'
import { billingInformation } from '../accounts/tables.ts'
import { INVOICE_BILLING } from '../payments/receipts.testing.ts'
import { orders } from '../payments/tables.ts'
import { referralRewards } from './tables.ts'

let t: TestApp
let referrer: CreatedUser
let code: string
beforeAll(async () => {
  t = await buildTestApp()
  referrer = await createUser(t.db, { role: 'trainer', first_name: 'Marco' })
  ;[{ code }] = await t.db
    .select({ code: users.referral_code })
    .from(users)
    .where(eq(users.id, referrer.user.id))
})
afterEach(() => t.app.payments.sandbox!.settle())
afterAll(() => t.close())

const info = async (token: string) =>
  (await t.app.inject(asUser(token, { method: 'GET', url: '/api/referrals' }))).json().data

async function register(referral_code: string | null, first_name = 'Sara'): Promise<AuthResponse> {
  const password = 'Segreta123!'
  const response = await t.app.inject(
    withCsrf({
      method: 'POST',
      url: '/api/register',
      remoteAddress: randomIp(),
      payload: {
        email: `invitata.${Date.now()}.${Math.random()}@example.com`,
        first_name,
        last_name: 'Conti',
        password,
        password_confirmation: password,
        privacy_accepted: true,
        terms_accepted: true,
        role: 'student',
        referral_code,
      },
    }),
  )
  expect(response.statusCode, response.body).toBe(201)
  const data = response.json<{ data: AuthResponse }>().data
  // Billing data an invoice can be made of: a paid order needs it (issue 32 item 9).
  await t.db.insert(billingInformation).values({ ...INVOICE_BILLING, user_id: data.user.id })
  return data
}

async function card(token: string) {
  const response = await t.app.inject(
    asUser(token, {
      method: 'POST',
      url: '/api/sandbox/payment-methods',
      payload: { number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' },
    }),
  )
  return response.json<{ data: SavedCard }>().data.id
}

const buy = (token: string, courseId: number, pmid: string) =>
  t.app.inject(
    asUser(token, {
      method: 'POST',
      url: `/api/courses/${courseId}/buy`,
      payload: { pmid, return_url: '/buy' },
      headers: { 'idempotency-key': `k-${courseId}-${Math.random()}` },
    }),
  )

describe('referrals', () => {
  it('gives the code and the registration link, and lists who signed up with it (code in any case)', async () => {
    const before = await info(referrer.token)
    expect(before).toMatchObject({ code, path: `/register?ref=${code}`, reward_percent: 10, total_cents: 0 })
    await register(code.toLowerCase(), 'Giulia')
    const after = await info(referrer.token)
    expect(after.referred[0]).toMatchObject({ name: 'Giulia C.', reward_cents: null, rewarded_at: null })
    expect(after.referred).toHaveLength(before.referred.length + 1)
  })

  it('earns 10 % of the first paid order, once, even when two orders are paid at the same time', async () => {
    const friend = await register(code, 'Luca')
    const pmid = await card(friend.token)
    const { course: first } = await createCourse(t.db, { price_cents: 5_900 })
    const { course: second } = await createCourse(t.db, { price_cents: 12_000 })
    const answers = await Promise.all([buy(friend.token, first.id, pmid), buy(friend.token, second.id, pmid)])
    for (const answer of answers) expect(answer.statusCode, answer.body).toBeLessThan(300)
    await t.app.payments.sandbox!.settle()
    // both orders are paid: the second one found the reward already written
    const paid = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.user_id, friend.user.id), eq(orders.status, 'succeeded')))
    expect(paid).toHaveLength(2)

    const rewards = await t.db
      .select()
      .from(referralRewards)
      .where(eq(referralRewards.referred_id, friend.user.id))
    expect(rewards).toHaveLength(1)
    expect([590, 1_200]).toContain(rewards[0].amount_cents)
    expect(rewards[0].referrer_id).toBe(referrer.user.id)

    const listed = (await info(referrer.token)).referred.find((p: { name: string }) => p.name === 'Luca C.')
    expect(listed.reward_cents).toBe(rewards[0].amount_cents)
    expect((await info(referrer.token)).total_cents).toBe(rewards[0].amount_cents)

    // a later order earns nothing more
    const { course: third } = await createCourse(t.db, { price_cents: 3_000 })
    await buy(friend.token, third.id, pmid)
    await t.app.payments.sandbox!.settle()
    expect(
      await t.db.select().from(referralRewards).where(eq(referralRewards.referred_id, friend.user.id)),
    ).toHaveLength(1)

    const told = (await t.app.inject(asUser(referrer.token, { method: 'GET', url: '/api/notifications' })))
      .json()
      .data.filter((n: { slug_type: string }) => n.slug_type === 'referral_reward')
    expect(told).toEqual([
      expect.objectContaining({
        data: expect.objectContaining({ name: 'Luca C.', amount_cents: rewards[0].amount_cents }),
      }),
    ])
  })

  it('earns nothing for a free course, nor for someone nobody referred', async () => {
    const friend = await register(code, 'Anna')
    const { course: free } = await createCourse(t.db, { price_cents: 0 })
    await t.app.inject(
      asUser(friend.token, {
        method: 'POST',
        url: `/api/courses/${free.id}/buy`,
        payload: { return_url: '/buy' },
      }),
    )
    const stranger = await register(null, 'Paolo')
    const pmid = await card(stranger.token)
    const { course } = await createCourse(t.db, { price_cents: 4_000 })
    await buy(stranger.token, course.id, pmid)
    await t.app.payments.sandbox!.settle()
    for (const id of [friend.user.id, stranger.user.id])
      expect(await t.db.select().from(referralRewards).where(eq(referralRewards.referred_id, id))).toEqual([])
  })

  it('answers 401 to a visitor', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/referrals' })).statusCode).toBe(401)
  })
})
