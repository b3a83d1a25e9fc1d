/**
 * Changing the account's address from /mysettings/account (issue 19): the password proves the
 * owner, a link goes to the new address and a notice to the current one, and the address changes
 * only when the link is opened; a taken or unchanged address, a wrong password and an old link are
 * refused. Logging in then works with the new address only.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../core/db/tables.ts'
import { createUser, FACTORY_PASSWORD, type CreatedUser } from './factories.testing.ts'
import { asUser, buildTestApp, readOutbox, withCsrf, type TestApp } from '../../testing/helper.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const change = (user: CreatedUser, payload: object, lang = 'it') =>
  t.app.inject(
    asUser(user.token, {
      method: 'POST',
      url: '/api/settings/email',
      payload,
      headers: { 'accept-language': lang },
    }),
  )

const verify = (token: string) =>
  t.app.inject(withCsrf({ method: 'POST', url: '/api/email/verify', payload: { token } }))

const emailOf = async (id: number) =>
  (await t.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0].email

describe('changing the e-mail address', () => {
  it('sends a link to the new address and a notice to the old one; the address moves when it is opened', async () => {
    const user = await createUser(t.db)
    const next = `nuovo.${Date.now()}@example.com`
    const asked = await change(user, { email: next.toUpperCase(), current_password: FACTORY_PASSWORD })
    expect(asked.statusCode, asked.body).toBe(200)
    expect(asked.json()).toEqual({ data: { sent: true, email: next } })
    expect(await emailOf(user.user.id)).toBe(user.user.email)

    const [link] = await readOutbox(t.app, next)
    expect(link.meta.kind).toBe('email_change')
    expect(link.text).toContain(link.meta.url)
    const [notice] = await readOutbox(t.app, user.user.email)
    expect(notice.meta.kind).toBe('email_change_notice')
    expect(notice.text).toContain(next)

    expect((await verify(link.meta.token)).statusCode).toBe(200)
    expect(await emailOf(user.user.id)).toBe(next)
    // once only
    expect((await verify(link.meta.token)).statusCode).toBe(422)
    const login = (email: string) =>
      t.app.inject(
        withCsrf({ method: 'POST', url: '/api/login', payload: { email, password: FACTORY_PASSWORD } }),
      )
    expect((await login(next)).statusCode).toBe(200)
    expect((await login(user.user.email)).statusCode).toBe(401)
  })

  it('refuses a wrong or missing password, the same address and a taken one, by field, in both languages', async () => {
    const user = await createUser(t.db)
    const other = await createUser(t.db)
    const wrong = await change(user, { email: 'x@example.com', current_password: 'Sbagliata1!' })
    expect(wrong.statusCode).toBe(422)
    expect(wrong.json().errors.current_password).toEqual(['La password attuale non è corretta.'])
    const missing = await change(user, { email: 'x@example.com' }, 'en')
    expect(missing.json().errors.current_password).toEqual(['Enter your current password.'])
    const same = await change(user, { email: user.user.email, current_password: FACTORY_PASSWORD })
    expect(same.json().errors.email).toEqual(["Questo è già l'indirizzo del tuo account."])
    const taken = await change(user, { email: other.user.email, current_password: FACTORY_PASSWORD }, 'en')
    expect(taken.json().errors.email).toEqual(['The email has already been taken.'])
    const invalid = await change(user, { email: 'not-an-address', current_password: FACTORY_PASSWORD })
    expect(invalid.statusCode).toBe(422)
    expect(invalid.json().errors.email).toHaveLength(1)
    expect(await emailOf(user.user.id)).toBe(user.user.email)
  })

  it('keeps only the newest link working, and refuses a link whose address was taken meanwhile', async () => {
    const user = await createUser(t.db)
    const first = `primo.${Date.now()}@example.com`
    const second = `secondo.${Date.now()}@example.com`
    await change(user, { email: first, current_password: FACTORY_PASSWORD })
    await change(user, { email: second, current_password: FACTORY_PASSWORD })
    const [old] = await readOutbox(t.app, first)
    expect((await verify(old.meta.token)).statusCode).toBe(422)

    const [link] = await readOutbox(t.app, second)
    await createUser(t.db, { email: second })
    expect((await verify(link.meta.token)).statusCode).toBe(422)
    expect(await emailOf(user.user.id)).toBe(user.user.email)
  })

  it('needs a login', async () => {
    const response = await t.app.inject(
      withCsrf({ method: 'POST', url: '/api/settings/email', payload: { email: 'x@example.com' } }),
    )
    expect(response.statusCode).toBe(401)
  })
})
