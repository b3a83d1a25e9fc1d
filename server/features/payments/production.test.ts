/**
 * APP_ENV=production refuses the payment sandbox unless PAYMENTS=sandbox (DESIGN.md §6): without
 * it there is no tokenisation, no challenge page, no test clock, and buying answers 501; with it
 * the sandbox serves, still without the dev tools.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCourse } from '../courses/factories.testing.ts'
import { createUser } from '../accounts/factories.testing.ts'
import { asUser, buildTestApp, withCsrf, PRODUCTION_ENV, type TestApp } from '../../testing/helper.ts'

let refused: TestApp
let allowed: TestApp
beforeAll(async () => {
  refused = await buildTestApp({ env: PRODUCTION_ENV })
  allowed = await buildTestApp({ env: { ...PRODUCTION_ENV, PAYMENTS: 'sandbox' } })
})
afterAll(async () => {
  await refused.close()
  await allowed.close()
})

const card = { number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' }

describe('APP_ENV=production', () => {
  it('has no sandbox without PAYMENTS=sandbox: tokenisation is gone and a buy answers 501', async () => {
    expect(refused.app.payments.sandbox).toBeNull()
    const buyer = await createUser(refused.db)
    const { course } = await createCourse(refused.db, { price_cents: 1000 })
    const tokenise = await refused.app.inject(
      asUser(buyer.token, { method: 'POST', url: '/api/sandbox/payment-methods', payload: card }),
    )
    expect(tokenise.statusCode).toBe(404)
    const buy = await refused.app.inject(
      asUser(buyer.token, {
        method: 'POST',
        url: `/api/courses/${course.id}/buy`,
        payload: { pmid: 'pm_x' },
      }),
    )
    expect(buy.statusCode).toBe(501)
    expect(buy.json().message).toBe('I pagamenti non sono configurati su questo server.')
  })

  it('serves the sandbox with PAYMENTS=sandbox, still without the dev clock', async () => {
    const buyer = await createUser(allowed.db)
    const tokenise = await allowed.app.inject(
      asUser(buyer.token, { method: 'POST', url: '/api/sandbox/payment-methods', payload: card }),
    )
    expect(tokenise.statusCode).toBe(201)
    const clock = await allowed.app.inject(
      withCsrf({ method: 'POST', url: '/api/dev/clock', payload: { advance_seconds: 60 } }),
    )
    expect(clock.statusCode).toBe(404)
  })
})
