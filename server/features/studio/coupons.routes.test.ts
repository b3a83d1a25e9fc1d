/**
 * A course's discount codes from the price page (issue 15): its trainer creates and ends them,
 * sees how often each was used; the code then prices that course, and only that course, at
 * checkout (POST /api/coupons/check, the payments area).
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { coupons, couponRedemptions, orders } from '../payments/tables.ts'
import { createCourse } from '../courses/factories.testing.ts'
import { createUser, type CreatedUser } from '../accounts/factories.testing.ts'
import { asUser, buildTestApp, type TestApp } from '../../testing/helper.ts'

let t: TestApp
let trainer: CreatedUser
let courseId: number
let otherCourseId: number
beforeAll(async () => {
  t = await buildTestApp()
  trainer = await createUser(t.db, { role: 'trainer' })
  courseId = (await createCourse(t.db, { trainer: trainer.user.id, price_cents: 10_000 })).course.id
  otherCourseId = (await createCourse(t.db, { trainer: trainer.user.id, price_cents: 5_000 })).course.id
})
afterAll(() => t.close())

const call = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, lang = 'it') =>
  t.app.inject(asUser(token, { method, url, payload, headers: { 'accept-language': lang } }))

describe('a course’s coupons', () => {
  it('creates a code for this course only, upper case, that prices it at checkout and no other course', async () => {
    const created = await call(trainer.token, 'POST', `/api/instructor/courses/${courseId}/coupons`, {
      code: 'lancio-30',
      kind: 'percent',
      amount: 30,
      max_redemptions: 100,
    })
    expect(created.statusCode).toBe(201)
    expect(created.json().data).toMatchObject({
      code: 'LANCIO-30',
      kind: 'percent',
      amount: 30,
      max_redemptions: 100,
      redemptions: 0,
      active: true,
    })
    const buyer = await createUser(t.db)
    const check = (course_id: number) =>
      call(buyer.token, 'POST', '/api/coupons/check', { code: 'Lancio-30', course_id }, 'en')
    expect((await check(courseId)).json().data).toEqual({
      code: 'LANCIO-30',
      price_cents: 7_000,
      discount_cents: 3_000,
    })
    const elsewhere = await check(otherCourseId)
    expect(elsewhere.statusCode).toBe(422)
    expect(elsewhere.json().errors.code[0]).toBe('The coupon code does not apply to this product.')

    const list = (await call(trainer.token, 'GET', `/api/instructor/courses/${courseId}/coupons`)).json().data
    expect(list.map((coupon: { code: string }) => coupon.code)).toEqual(['LANCIO-30'])
    expect(
      (await call(trainer.token, 'GET', `/api/instructor/courses/${otherCourseId}/coupons`)).json().data,
    ).toEqual([])
  })

  it('says what is wrong with a code, in the caller’s language, and creates nothing', async () => {
    const url = `/api/instructor/courses/${courseId}/coupons`
    const before = (await t.db.select().from(coupons)).length
    for (const [payload, field, message] of [
      [
        { code: 'LANCIO-30', kind: 'fixed', amount: 500 },
        'code',
        'This code already exists: choose another.',
      ],
      [{ code: 'estate25', kind: 'fixed', amount: 500 }, 'code', 'This code already exists: choose another.'],
      [
        { code: 'x', kind: 'fixed', amount: 500 },
        'code',
        'The code has 3 to 32 letters, digits, - or _, and starts with a letter or a digit.',
      ],
      [{ code: 'TROPPO', kind: 'percent', amount: 150 }, 'amount', 'A percentage goes from 1 to 100.'],
      [{ code: 'ZERO', kind: 'fixed', amount: 0 }, 'amount', 'The discount must be above zero.'],
      [
        { code: 'IERI', kind: 'fixed', amount: 100, valid_until: '2020-01-01T00:00:00Z' },
        'valid_until',
        'The end date has already passed.',
      ],
    ] as const) {
      const response = await call(trainer.token, 'POST', url, payload, 'en')
      expect(response.statusCode, JSON.stringify(payload)).toBe(422)
      expect(response.json().errors[field]).toEqual([message])
    }
    expect((await t.db.select().from(coupons)).length).toBe(before)
  })

  it('removes an unused code and expires a used one, so its orders keep it', async () => {
    const url = `/api/instructor/courses/${courseId}/coupons`
    const unused = (
      await call(trainer.token, 'POST', url, { code: 'MAI-USATO', kind: 'fixed', amount: 1000 })
    ).json().data
    const used = (
      await call(trainer.token, 'POST', url, { code: 'USATO', kind: 'fixed', amount: 1000 })
    ).json().data
    const buyer = await createUser(t.db)
    const [order] = await t.db
      .insert(orders)
      .values({
        user_id: buyer.user.id,
        product_type: 'course',
        product_id: courseId,
        list_cents: 10_000,
        amount_cents: 9_000,
        status: 'succeeded',
        coupon_id: used.id,
      })
      .returning()
    await t.db
      .insert(couponRedemptions)
      .values({ coupon_id: used.id, user_id: buyer.user.id, order_id: order.id })
    const listed = (await call(trainer.token, 'GET', url)).json().data
    expect(listed.find((coupon: { id: number }) => coupon.id === used.id).redemptions).toBe(1)

    expect((await call(trainer.token, 'DELETE', `/api/instructor/coupons/${unused.id}`)).statusCode).toBe(204)
    expect((await call(trainer.token, 'DELETE', `/api/instructor/coupons/${used.id}`)).statusCode).toBe(204)
    expect(await t.db.select().from(coupons).where(eq(coupons.id, unused.id))).toEqual([])
    const after = (await call(trainer.token, 'GET', url)).json().data
    expect(after.find((coupon: { id: number }) => coupon.id === used.id)).toMatchObject({
      active: false,
      redemptions: 1,
    })
    const check = await call(
      buyer.token,
      'POST',
      '/api/coupons/check',
      { code: 'USATO', course_id: courseId },
      'en',
    )
    expect(check.json().errors.code[0]).toBe('The coupon code has expired.')
  })

  it('lets only the course’s trainer in', async () => {
    const mine = (
      await call(trainer.token, 'POST', `/api/instructor/courses/${courseId}/coupons`, {
        code: 'SOLO-MIO',
        kind: 'fixed',
        amount: 200,
      })
    ).json().data
    const other = await createUser(t.db, { role: 'trainer' })
    for (const [method, url, payload] of [
      ['GET', `/api/instructor/courses/${courseId}/coupons`, undefined],
      ['POST', `/api/instructor/courses/${courseId}/coupons`, { code: 'RUBATO', kind: 'fixed', amount: 200 }],
      ['DELETE', `/api/instructor/coupons/${mine.id}`, undefined],
    ] as const) {
      expect((await call(other.token, method, url, payload)).statusCode, `${method} ${url}`).toBe(403)
    }
    // a site-wide coupon is not a course's: the studio does not know it
    const [siteWide] = await t.db.select().from(coupons).where(eq(coupons.code, 'ESTATE25'))
    expect(siteWide).toBeDefined()
    expect((await call(trainer.token, 'DELETE', `/api/instructor/coupons/${siteWide.id}`)).statusCode).toBe(
      404,
    )
    expect((await t.app.inject({ url: `/api/instructor/courses/${courseId}/coupons` })).statusCode).toBe(401)
    expect(await t.db.select().from(coupons).where(eq(coupons.id, mine.id))).toHaveLength(1)
    expect(await t.db.select().from(coupons).where(eq(coupons.id, siteWide.id))).toHaveLength(1)
  })
})
