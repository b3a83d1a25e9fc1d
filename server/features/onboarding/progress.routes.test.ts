import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../accounts/factories.testing.ts'
import {
  asUser,
  buildTestApp,
  injectJson,
  randomIp,
  readOutbox,
  withCsrf,
  type TestApp,
} from '../../testing/helper.ts'
import { INVOICE_BILLING } from '../payments/receipts.testing.ts'
import { completeStep } from './progress.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

type Answer = { data: Record<string, unknown> & { current: string | null; completed: string[] } }
type Errors = { message: string; errors: Record<string, string[]> }

function call(token: string, method: 'PUT' | 'POST' | 'GET', url: string, payload?: object, lang = 'it') {
  return injectJson<Answer & Errors>(
    t.app,
    asUser(token, { method, url, payload, remoteAddress: randomIp(), headers: { 'accept-language': lang } }),
  )
}

const newStudent = () =>
  createUser(t.db, {
    role: 'student',
    onboarded: false,
    columns: { terms_accepted: true, privacy_accepted: true },
  })

describe('GET /api/onboarding (student)', () => {
  it('starts at phone-number and resumes, step by step, where the server says, with the saved data', async () => {
    const { token } = await newStudent()
    const start = await call(token, 'GET', '/api/onboarding')
    expect(start.body.data).toMatchObject({
      flow: 'student',
      steps: ['phone-number', 'confirm-number', 'identity-confirmed', 'interests-select'],
      completed: [],
      current: 'phone-number',
    })

    const phone = `33${String(Date.now()).slice(-8)}`
    await call(token, 'PUT', '/api/phone/send', { phone })
    // Another browser (a new token of the same user would read the same rows): same answer.
    const afterSend = await call(token, 'GET', '/api/onboarding')
    expect(afterSend.body.data.current).toBe('confirm-number')
    expect(afterSend.body.data.data).toMatchObject({ 'phone-number': { phone_code: '0039', phone } })
    expect(
      Date.parse(String((afterSend.body.data.data as never)['phone-number']['resend_at'])),
    ).toBeGreaterThan(Date.now() + 50_000)

    const [sms] = await readOutbox(t.app, `0039${phone}`)
    await call(token, 'POST', '/api/phone/validate-otp', { otp: sms.meta.otp })
    expect((await call(token, 'GET', '/api/onboarding')).body.data.current).toBe('identity-confirmed')

    const seen = await call(token, 'PUT', '/api/onboarding/steps/identity-confirmed', {})
    expect(seen.response.statusCode).toBe(200)
    expect(seen.body.data.current).toBe('interests-select')

    const synced = await call(token, 'POST', '/api/interests/sync', { interests: [4, 1] }, 'en')
    expect(synced.body.data).toEqual({
      interests: [
        { id: 1, name: 'Communication' },
        { id: 4, name: 'Data analysis' },
      ],
    })
    const done = await call(token, 'GET', '/api/onboarding')
    expect(done.body.data).toMatchObject({
      current: null,
      completed: ['phone-number', 'confirm-number', 'identity-confirmed', 'interests-select'],
      data: { 'interests-select': { interests: [1, 4] } },
    })
  })

  it('refuses to complete a step that has data, or one of another wizard, with a 422', async () => {
    const { token } = await newStudent()
    const early = await call(token, 'PUT', '/api/onboarding/steps/identity-confirmed', {})
    expect(early.response.statusCode).toBe(422)
    expect(early.body.errors.step).toEqual(['Completa prima i passi precedenti.'])
    const verified = await createUser(t.db, { role: 'student' })
    await call(verified.token, 'PUT', '/api/onboarding/steps/identity-confirmed', {})
    const data = await call(verified.token, 'PUT', '/api/onboarding/steps/interests-select', {})
    expect(data.response.statusCode).toBe(422)
    expect(data.body.errors.step).toEqual([
      'Questo passo si completa con la sua procedura (telefono, interessi, documenti o pagamento).',
    ])
    const foreign = await call(token, 'PUT', '/api/onboarding/steps/biography', {})
    expect(foreign.body.errors.step).toEqual(['Questo passo non fa parte della tua procedura di benvenuto.'])
    const unknown = await call(token, 'PUT', '/api/onboarding/steps/nope', {}, 'en')
    expect(unknown.response.statusCode).toBe(422)
    expect(unknown.body.errors.step).toEqual(['Unknown onboarding step.'])
  })

  it('counts a verified student who already has interests (older accounts, the demo) as done', async () => {
    const { token } = await createUser(t.db, { role: 'student', profile: { interests: ['Leadership'] } })
    const { body } = await call(token, 'GET', '/api/onboarding')
    expect(body.data).toMatchObject({ current: null, data: { 'interests-select': { interests: [2] } } })
    const without = await createUser(t.db, { role: 'student' })
    expect((await call(without.token, 'GET', '/api/onboarding')).body.data.current).toBe('identity-confirmed')
  })

  it('counts a trainer or HR user whose wizard flag is set as done', async () => {
    const trainer = await createUser(t.db, { role: 'trainer' })
    expect((await call(trainer.token, 'GET', '/api/onboarding')).body.data.current).toBeNull()
    const hr = await createUser(t.db, { role: 'hr', columns: { hr_wizard_complete: false } })
    expect((await call(hr.token, 'GET', '/api/onboarding')).body.data.current).toBe('hr-details')
  })

  it('gives trainers and HR their own wizard', async () => {
    const trainer = await createUser(t.db, { role: 'trainer', onboarded: false })
    const hr = await createUser(t.db, { role: 'hr', onboarded: false })
    expect((await call(trainer.token, 'GET', '/api/onboarding')).body.data).toMatchObject({
      flow: 'trainer',
      current: 'user-details',
      optional: ['payment-pending'],
    })
    expect((await call(hr.token, 'GET', '/api/onboarding')).body.data).toMatchObject({
      flow: 'hr',
      current: 'hr-details',
    })
    // What the last step shows: the completion percentage of SPEC §4 and what is missing.
    const completed = (await call(trainer.token, 'GET', '/api/onboarding')).body.data.data as never as Record<
      string,
      { completion: number; missing: string[] }
    >
    // A new profile: only the values the platform keeps and the name, e-mail and slug (profiles/completion.ts).
    expect(completed['profile-completed'].completion).toBe(35)
    expect(completed['profile-completed'].missing).toContain('bio')
  })
})

describe('GET /api/onboarding: the payment steps', () => {
  const post = (token: string, url: string, payload?: object) =>
    t.app.inject(asUser(token, { method: 'POST', url, payload, remoteAddress: randomIp() }))

  async function planId(slug: string): Promise<number> {
    const plans = await t.app.inject({ url: '/api/subscriptions' })
    return plans.json<{ data: { id: number; slug: string }[] }>().data.find((plan) => plan.slug === slug)!.id
  }

  /** A trainer whose every step before the subscription is done (the rows the wizard writes). */
  async function trainerAtSubscriptions() {
    // The billing row the wizard's billing step saves: a paid plan is invoiced (issue 32 item 9).
    const trainer = await createUser(t.db, { role: 'trainer', onboarded: false, billing: INVOICE_BILLING })
    for (const step of [
      'user-details',
      'billing-information',
      'biography',
      'social',
      'interests-select',
      'mission',
      'skill-select',
      'documents',
    ] as const)
      await completeStep(t.db, trainer.user.id, step)
    return trainer
  }

  it('waits on subscriptions, then a card payment counts subscriptions, payment-methods and order-completed as done', async () => {
    const trainer = await trainerAtSubscriptions()
    expect((await call(trainer.token, 'GET', '/api/onboarding')).body.data.current).toBe('subscriptions')
    const card = await post(trainer.token, '/api/sandbox/payment-methods', {
      number: '4242424242424242',
      exp_month: 12,
      exp_year: 2099,
      cvc: '123',
    })
    const monthly = await planId('mensile')
    const paid = await post(trainer.token, '/api/subscriptions/checkout', {
      id: monthly,
      pmid: card.json().data.id,
      return_url: '/onboarding',
    })
    expect(paid.json().data.status).toBe('succeeded')
    const after = (await call(trainer.token, 'GET', '/api/onboarding')).body.data
    expect(after.completed).toEqual(
      expect.arrayContaining(['subscriptions', 'payment-methods', 'order-completed']),
    )
    expect(after.completed).not.toContain('payment-pending')
    expect(after.current).toBe('profile-completed')
    expect((after.data as Record<string, unknown>).subscriptions).toEqual({ plan_id: monthly })
  })

  it('a bank transfer stops the wizard on payment-pending until the transfer is confirmed', async () => {
    const trainer = await trainerAtSubscriptions()
    const annual = await planId('annuale')
    const pending = await post(trainer.token, '/api/subscriptions/checkout', {
      id: annual,
      bank_transfer: true,
    })
    expect(pending.json().data.status).toBe('pending_bank_transfer')
    // A reload (or another device) resumes on the pending step.
    const waiting = (await call(trainer.token, 'GET', '/api/onboarding')).body.data
    expect(waiting.current).toBe('payment-pending')
    expect(waiting.completed).toEqual(expect.arrayContaining(['subscriptions', 'payment-methods']))
    expect(waiting.completed).not.toContain('order-completed')

    const confirmed = await t.app.inject(
      withCsrf({ method: 'POST', url: `/api/dev/bank-transfers/${pending.json().data.order_id}/confirm` }),
    )
    expect(confirmed.statusCode).toBe(200)
    const after = (await call(trainer.token, 'GET', '/api/onboarding')).body.data
    expect(after.current).toBe('profile-completed')
    expect(after.completed).toContain('order-completed')
  })

  it('a withdrawn bank transfer frees the user and leads back to paying, where a card pays the same plan', async () => {
    const trainer = await trainerAtSubscriptions()
    const annual = await planId('annuale')
    const pending = await post(trainer.token, '/api/subscriptions/checkout', {
      id: annual,
      bank_transfer: true,
    })
    expect(pending.json().data.status).toBe('pending_bank_transfer')
    const del = () =>
      t.app.inject(
        asUser(trainer.token, {
          method: 'DELETE',
          url: '/api/onboarding/bank-transfer',
          remoteAddress: randomIp(),
        }),
      )
    const withdrawn = await del()
    expect(withdrawn.statusCode).toBe(200)
    expect(withdrawn.json().data.current).toBe('payment-methods')
    const me = await t.app.inject(asUser(trainer.token, { url: '/api/me' }))
    expect(me.json().data).toMatchObject({
      pending_bank_transfer: false,
      pending_bank_transfer_details: null,
    })
    // the transfer can no longer be confirmed; nothing pending, a second call changes nothing
    const confirm = await t.app.inject(
      withCsrf({ method: 'POST', url: `/api/dev/bank-transfers/${pending.json().data.order_id}/confirm` }),
    )
    expect(confirm.statusCode).toBe(409)
    expect((await del()).json().data.current).toBe('payment-methods')
    const card = await post(trainer.token, '/api/sandbox/payment-methods', {
      number: '4242424242424242',
      exp_month: 12,
      exp_year: 2099,
      cvc: '123',
    })
    const paid = await post(trainer.token, '/api/subscriptions/checkout', {
      id: annual,
      pmid: card.json().data.id,
      return_url: '/onboarding',
    })
    expect(paid.json().data.status).toBe('succeeded')
    expect((await call(trainer.token, 'GET', '/api/onboarding')).body.data.current).toBe('profile-completed')
  })

  it('the free tier counts as the payment steps done, for HR too', async () => {
    const hr = await createUser(t.db, { role: 'hr', onboarded: false })
    for (const step of ['hr-details', 'hr-social', 'billing-information'] as const)
      await completeStep(t.db, hr.user.id, step)
    expect((await call(hr.token, 'GET', '/api/onboarding')).body.data.current).toBe('subscriptions')
    expect((await post(hr.token, '/api/subscriptions/free-tier')).statusCode).toBe(200)
    const after = (await call(hr.token, 'GET', '/api/onboarding')).body.data
    expect(after.current).toBe('profile-completed')
    expect((after.data as Record<string, unknown>).subscriptions).toEqual({ free_tier: true })
  })
})

describe('interests', () => {
  it('searches the catalogue as you type, in either language, accents ignored', async () => {
    const { token } = await newStudent()
    const it = await call(token, 'GET', '/api/interests?search=contabilita')
    expect(it.body.data).toEqual([{ id: 14, name: 'Contabilità' }])
    const en = await call(token, 'GET', '/api/interests?search=DATA', undefined, 'en')
    expect(en.body.data).toEqual([{ id: 4, name: 'Data analysis' }])
    const skills = await call(token, 'GET', '/api/skills?search=type', undefined, 'en')
    expect(skills.body.data).toEqual([{ id: 13, name: 'TypeScript' }])
    const all = await call(token, 'GET', '/api/interests')
    expect((all.body.data as unknown as unknown[]).length).toBe(30)
  })

  it('validates the sync: required, at most 10, only catalogue ids', async () => {
    const { token } = await newStudent()
    const empty = await call(token, 'POST', '/api/interests/sync', { interests: [] })
    expect(empty.response.statusCode).toBe(422)
    expect(empty.body.errors.interests).toEqual(['Il campo Interessi è richiesto'])
    const many = await call(token, 'POST', '/api/interests/sync', {
      interests: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
    })
    expect(many.body.errors.interests).toEqual(['Puoi scegliere al massimo 10 interessi.'])
    const unknown = await call(token, 'POST', '/api/interests/sync', { interests: [999] }, 'en')
    expect(unknown.body.errors.interests).toEqual([
      'One of the chosen interests no longer exists: reload the page.',
    ])
  })
})
