/**
 * The token lookup every logged-in request runs is kept while the database is unchanged
 * (bearer-tokens.ts): what must still hold is that a revocation or a block counts from the next
 * request, and that a kept lookup still ends when the token's time is up.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase } from '../../testing/helper.ts'
import { createUser } from '../../features/accounts/factories.testing.ts'
import type { Db } from '../db/index.ts'
import { users } from '../db/tables.ts'
import { findUserByToken, issueToken, revokeUserTokens } from './bearer-tokens.ts'

let db: Db
let close: () => Promise<void>
beforeAll(async () => {
  ;({ db, close } = await openTestDatabase())
})
afterAll(() => close())

const lifetime = { idleDays: 30, absoluteDays: 90 }
const DAY = 86_400_000

describe('findUserByToken', () => {
  it('refuses a token from the request after its revocation, though the lookup was kept', async () => {
    const { user } = await createUser(db, { role: 'student' })
    const token = await issueToken(db, user.id)
    expect((await findUserByToken(db, token, lifetime))?.id).toBe(user.id)
    expect((await findUserByToken(db, token, lifetime))?.id).toBe(user.id)
    await revokeUserTokens(db, user.id)
    expect(await findUserByToken(db, token, lifetime)).toBeNull()
  })

  it('refuses a blocked user from the next request', async () => {
    const { user } = await createUser(db, { role: 'student' })
    const token = await issueToken(db, user.id)
    expect((await findUserByToken(db, token, lifetime))?.id).toBe(user.id)
    await db.update(users).set({ status: 'blocked' }).where(eq(users.id, user.id))
    expect(await findUserByToken(db, token, lifetime)).toBeNull()
  })

  it('ends a kept lookup when the token has been idle too long or lived too long', async () => {
    const { user } = await createUser(db, { role: 'student' })
    const token = await issueToken(db, user.id)
    const now = new Date()
    expect((await findUserByToken(db, token, lifetime, now))?.id).toBe(user.id)
    // the same database state, a later clock: idle for 31 days, then alive for 91
    expect(await findUserByToken(db, token, lifetime, new Date(now.getTime() + 31 * DAY))).toBeNull()
    expect(
      await findUserByToken(
        db,
        token,
        { idleDays: 365, absoluteDays: 90 },
        new Date(now.getTime() + 91 * DAY),
      ),
    ).toBeNull()
    expect((await findUserByToken(db, token, lifetime, new Date(now.getTime() + DAY)))?.id).toBe(user.id)
  })
})
