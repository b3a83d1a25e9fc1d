/**
 * Deleting an account from /mysettings/account (issue 19): proved with the password, scheduled 30
 * days ahead with a mail, every session ended; a login before the date keeps the account; after it
 * the nightly job anonymises the account and its profile, and the billing information kept for
 * invoices stays.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../core/db/tables.ts'
import { createUser, FACTORY_PASSWORD, type CreatedUser } from './factories.testing.ts'
import { asUser, buildTestApp, readOutbox, withCsrf, type TestApp } from '../../testing/helper.ts'
import { profiles } from '../profiles/tables.ts'
import { purgeDeletedAccounts } from './deletion.ts'
import { billingInformation } from './tables.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const askDeletion = (user: CreatedUser, payload: object, lang = 'it') =>
  t.app.inject(
    asUser(user.token, {
      method: 'POST',
      url: '/api/settings/account/delete',
      payload,
      headers: { 'accept-language': lang },
    }),
  )
const login = (email: string) =>
  t.app.inject(
    withCsrf({ method: 'POST', url: '/api/login', payload: { email, password: FACTORY_PASSWORD } }),
  )
const rowOf = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]

describe('deleting the account', () => {
  it('needs the right password, by field, in both languages', async () => {
    const user = await createUser(t.db)
    expect((await askDeletion(user, {})).json().errors.current_password).toEqual([
      'Inserisci la password attuale.',
    ])
    const wrong = await askDeletion(user, { current_password: 'Sbagliata1!' }, 'en')
    expect(wrong.statusCode).toBe(422)
    expect(wrong.json().errors.current_password).toEqual(['The current password is not correct.'])
    expect((await rowOf(user.user.id)).deletion_scheduled_at).toBeNull()
  })

  it('schedules it 30 days ahead, ends the sessions and mails the date; a login before then keeps it', async () => {
    const user = await createUser(t.db)
    const asked = await askDeletion(user, { current_password: FACTORY_PASSWORD })
    expect(asked.statusCode, asked.body).toBe(200)
    const when = new Date(asked.json().data.deletion_scheduled_at).getTime()
    expect(Math.abs(when - (Date.now() + 30 * 24 * 3600 * 1000))).toBeLessThan(60_000)
    expect((await t.app.inject(asUser(user.token, { url: '/api/me' }))).statusCode).toBe(401)
    const [mail] = await readOutbox(t.app, user.user.email)
    expect(mail.meta.kind).toBe('account_deletion')

    expect((await login(user.user.email)).statusCode).toBe(200)
    expect((await rowOf(user.user.id)).deletion_scheduled_at).toBeNull()
    // kept: the job finds nothing to do for it, even long after
    await purgeDeletedAccounts(t.db, new Date(Date.now() + 60 * 24 * 3600 * 1000))
    expect((await rowOf(user.user.id)).email).toBe(user.user.email)
  })

  it('anonymises the account and its profile once the date has come, keeping the billing information', async () => {
    const user = await createUser(t.db, { role: 'trainer' })
    await t.db
      .insert(billingInformation)
      .values({ user_id: user.user.id, type: 'fisica', first_name: 'Maria', last_name: 'Rossi' })
      .onConflictDoNothing()
    await t.db
      .update(profiles)
      .set({ bio: 'La mia storia', is_public: true })
      .where(eq(profiles.user_id, user.user.id))
    expect((await askDeletion(user, { current_password: FACTORY_PASSWORD })).statusCode).toBe(200)

    expect(await purgeDeletedAccounts(t.db)).toBe(0)
    expect(await purgeDeletedAccounts(t.db, new Date(Date.now() + 31 * 24 * 3600 * 1000))).toBe(1)
    const row = await rowOf(user.user.id)
    expect(row).toMatchObject({
      email: `deleted-${user.user.id}@deleted.aula.invalid`,
      first_name: 'Account',
      last_name: 'eliminato',
      status: 'deactivated',
      phone: null,
      deletion_scheduled_at: null,
    })
    expect((await login(user.user.email)).statusCode).toBe(401)
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.user_id, user.user.id))
    expect(profile).toMatchObject({ bio: '', is_public: false, avatar_url: null })
    const kept = await t.db
      .select()
      .from(billingInformation)
      .where(eq(billingInformation.user_id, user.user.id))
    expect(kept).toHaveLength(1)
  })
})
