import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outbox, users } from '../../core/db/tables.ts'
import { createUser } from '../accounts/factories.testing.ts'
import { asUser, buildTestApp, injectJson, randomIp, readOutbox, type TestApp } from '../../testing/helper.ts'
import { phoneCodes } from './tables.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

type Errors = { message: string; errors: Record<string, string[]> }

// A distinct mobile number per call, so the outbox of one test never mixes with another's.
let next = 0
const freshPhone = () =>
  `34${String(Date.now() % 1e6).padStart(6, '0')}${(next++ % 100).toString().padStart(2, '0')}`

async function newStudent() {
  return createUser(t.db, {
    role: 'student',
    onboarded: false,
    columns: { terms_accepted: true, privacy_accepted: true },
  })
}

function call(token: string, method: 'PUT' | 'POST' | 'GET', url: string, payload?: object, lang = 'it') {
  return injectJson<Errors & { data: Record<string, unknown> }>(
    t.app,
    asUser(token, { method, url, payload, remoteAddress: randomIp(), headers: { 'accept-language': lang } }),
  )
}

async function smsCode(phone: string, prefix = '0039'): Promise<string> {
  const [sms] = await readOutbox(t.app, `${prefix}${phone}`)
  expect(sms.channel).toBe('sms')
  return sms.meta.otp
}

describe('PUT /api/phone/send', () => {
  it('refuses a number that does not follow the SPEC phone rule, in both languages', async () => {
    const { token } = await newStudent()
    for (const phone of ['0612345678', '+393331234567', '33312345', '33312345678', 'abc']) {
      const { response, body } = await call(token, 'PUT', '/api/phone/send', { phone })
      expect(response.statusCode, phone).toBe(422)
      expect(body.errors.phone).toEqual([
        'Deve essere un numero di telefono valido senza prefisso internazionale.',
      ])
    }
    const { body } = await call(token, 'PUT', '/api/phone/send', { phone: '' })
    expect(body.errors.phone).toEqual(['Il campo Numero di telefono è richiesto'])
    const english = await call(token, 'PUT', '/api/phone/send', { phone: '12' }, 'en')
    expect(english.body.errors.phone).toEqual([
      'Must be a valid phone number without the international prefix.',
    ])
    const prefix = await call(token, 'PUT', '/api/phone/send', { phone: '3331234567', phone_code: '+39' })
    expect(prefix.body.errors.phone_code).toEqual([
      'Il prefisso deve iniziare con 00 seguito da 1 a 4 cifre (per esempio 0039).',
    ])
  })

  it('sends a 6-digit code by SMS to the number with the default prefix 0039, spaces removed', async () => {
    const { token } = await newStudent()
    const phone = freshPhone()
    const spaced = `${phone.slice(0, 3)} ${phone.slice(3)}`
    const { response, body } = await call(token, 'PUT', '/api/phone/send', { phone: spaced })
    expect(response.statusCode).toBe(200)
    expect(body.data).toMatchObject({ phone_code: '0039', phone })
    const expires = Date.parse(String(body.data.expires_at)) - Date.now()
    expect(expires).toBeGreaterThan(9 * 60_000)
    expect(expires).toBeLessThanOrEqual(10 * 60_000)
    const [sms] = await readOutbox(t.app, `0039${phone}`)
    expect(sms.meta.otp).toMatch(/^\d{6}$/)
    expect(sms.text).toContain(sms.meta.otp)
    // the sms job of the queue delivers it
    await t.app.jobs.drain()
    const [delivered] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, `0039${phone}`))
    expect(delivered.sent_at).not.toBeNull()
  })

  it('refuses a number another account has verified', async () => {
    const phone = freshPhone()
    await createUser(t.db, { columns: { phone_code: '0039', phone, phone_verified: true } })
    const { token } = await newStudent()
    const { response, body } = await call(token, 'PUT', '/api/phone/send', { phone })
    expect(response.statusCode).toBe(422)
    expect(body.errors.phone).toEqual(['Questo numero è già verificato su un altro account.'])
  })

  it('answers 401 without login', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/phone/send',
      payload: { phone: '3331234567' },
    })
    expect([401, 419]).toContain(response.statusCode)
  })
})

describe('POST /api/phone/validate-otp', () => {
  it('verifies the phone with the right code, once', async () => {
    const { token, user } = await newStudent()
    const phone = freshPhone()
    await call(token, 'PUT', '/api/phone/send', { phone })
    const otp = await smsCode(phone)
    const { response, body } = await call(token, 'POST', '/api/phone/validate-otp', { otp })
    expect(response.statusCode).toBe(200)
    expect(body.data).toEqual({ phone_verified: true })
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id))
    expect(row).toMatchObject({ phone_verified: true, phone, phone_code: '0039' })
    const again = await call(token, 'POST', '/api/phone/validate-otp', { otp })
    expect(again.response.statusCode).toBe(422)
    expect(again.body.errors.otp).toEqual(['Non hai un codice attivo: chiedine uno nuovo.'])
    const me = await call(token, 'GET', '/api/me')
    expect(me.body.data.phone_verified).toBe(true)
  })

  it('counts wrong codes and locks the code after 5, even the right one', async () => {
    const { token } = await newStudent()
    const phone = freshPhone()
    await call(token, 'PUT', '/api/phone/send', { phone })
    const otp = await smsCode(phone)
    const wrong = otp === '000000' ? '111111' : '000000'
    for (const left of [4, 3, 2, 1]) {
      const { body } = await call(token, 'POST', '/api/phone/validate-otp', { otp: wrong })
      expect(body.errors.otp).toEqual([`Il codice non è corretto. Tentativi rimasti: ${left}.`])
    }
    const fifth = await call(token, 'POST', '/api/phone/validate-otp', { otp: wrong }, 'en')
    expect(fifth.body.errors.otp).toEqual(['You entered a wrong code too many times: ask for a new one.'])
    const right = await call(token, 'POST', '/api/phone/validate-otp', { otp })
    expect(right.response.statusCode).toBe(422)
    expect(right.body.errors.otp).toEqual(['Hai sbagliato il codice troppe volte: chiedine uno nuovo.'])
  })

  it('counts concurrent guesses atomically: at most 5 are checked', async () => {
    const { token } = await newStudent()
    const phone = freshPhone()
    await call(token, 'PUT', '/api/phone/send', { phone })
    const otp = await smsCode(phone)
    const wrong = otp === '000000' ? '111111' : '000000'
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => call(token, 'POST', '/api/phone/validate-otp', { otp: wrong })),
    )
    const counted = answers.filter((a) => a.body.errors.otp[0].startsWith('Il codice non è corretto'))
    expect(counted.length).toBe(4)
    const [code] = await t.db.select().from(phoneCodes).where(eq(phoneCodes.phone, phone))
    expect(code.attempts).toBe(5)
  })

  it('refuses an expired code with its own message', async () => {
    const { token, user } = await newStudent()
    const phone = freshPhone()
    await call(token, 'PUT', '/api/phone/send', { phone })
    const otp = await smsCode(phone)
    await t.db
      .update(phoneCodes)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(phoneCodes.user_id, user.id))
    const { body } = await call(token, 'POST', '/api/phone/validate-otp', { otp })
    expect(body.errors.otp).toEqual(['Il codice è scaduto: chiedine uno nuovo.'])
  })

  it('checks the code format with the §5 messages', async () => {
    const { token } = await newStudent()
    const missing = await call(token, 'POST', '/api/phone/validate-otp', {})
    expect(missing.body.errors.otp).toEqual(['Il campo Codice è richiesto'])
    const short = await call(token, 'POST', '/api/phone/validate-otp', { otp: '123' })
    expect(short.body.errors.otp).toEqual(['Il campo Codice deve contenere esattamente 6 caratteri'])
    const letters = await call(token, 'POST', '/api/phone/validate-otp', { otp: '12a456' })
    expect(letters.body.errors.otp[0]).toBe('Il campo Codice può contenere solo cifre')
  })
})

describe('a new number after a verified one (the account settings)', () => {
  it('keeps the verified number until the new one is confirmed; a code to another number needs no wait', async () => {
    const { token, user } = await newStudent()
    const first = freshPhone()
    await call(token, 'PUT', '/api/phone/send', { phone: first })
    await call(token, 'POST', '/api/phone/validate-otp', { otp: await smsCode(first) })

    const second = freshPhone()
    const sent = await call(token, 'PUT', '/api/phone/send', { phone: second })
    expect(sent.response.statusCode).toBe(200)
    // the same number again within the minute is the resend countdown
    const again = await call(token, 'PUT', '/api/phone/send', { phone: second })
    expect(again.response.statusCode).toBe(429)
    expect(again.body.message).toMatch(/^Puoi chiedere un nuovo codice tra \d+ secondi\.$/)
    const [meanwhile] = await t.db.select().from(users).where(eq(users.id, user.id))
    expect(meanwhile).toMatchObject({ phone: first, phone_verified: true })

    const otp = await smsCode(second)
    const wrong = otp === '000000' ? '111111' : '000000'
    expect((await call(token, 'POST', '/api/phone/validate-otp', { otp: wrong })).response.statusCode).toBe(
      422,
    )
    const [afterWrong] = await t.db.select().from(users).where(eq(users.id, user.id))
    expect(afterWrong).toMatchObject({ phone: first, phone_verified: true })

    expect((await call(token, 'POST', '/api/phone/validate-otp', { otp })).response.statusCode).toBe(200)
    const [after] = await t.db.select().from(users).where(eq(users.id, user.id))
    expect(after).toMatchObject({ phone: second, phone_verified: true })
  })
})

describe('POST /api/phone/resend-otp', () => {
  it('waits 60 seconds, then sends a new code that replaces the old one', async () => {
    const { token, user } = await newStudent()
    const phone = freshPhone()
    await call(token, 'PUT', '/api/phone/send', { phone })
    const first = await smsCode(phone)
    const early = await call(token, 'POST', '/api/phone/resend-otp')
    expect(early.response.statusCode).toBe(429)
    expect(Number(early.response.headers['retry-after'])).toBeGreaterThan(50)
    expect(early.body.message).toMatch(/^Puoi chiedere un nuovo codice tra \d+ secondi\.$/)
    // A minute later.
    await t.db
      .update(phoneCodes)
      .set({ created_at: new Date(Date.now() - 61_000) })
      .where(eq(phoneCodes.user_id, user.id))
    const { response, body } = await call(token, 'POST', '/api/phone/resend-otp')
    expect(response.statusCode).toBe(200)
    expect(body.data).toMatchObject({ phone, phone_code: '0039' })
    const second = await smsCode(phone)
    const old = await call(token, 'POST', '/api/phone/validate-otp', {
      otp: first === second ? String((Number(first) + 1) % 1e6).padStart(6, '0') : first,
    })
    expect(old.response.statusCode).toBe(422)
    const ok = await call(token, 'POST', '/api/phone/validate-otp', { otp: second })
    expect(ok.response.statusCode).toBe(200)
  })

  it('asks for the number first when no code was ever sent', async () => {
    const { token } = await newStudent()
    const { response, body } = await call(token, 'POST', '/api/phone/resend-otp')
    expect(response.statusCode).toBe(422)
    expect(body.errors.phone).toEqual(['Inserisci prima il tuo numero di telefono.'])
  })
})
