/**
 * Rows a test is about, written straight to the database (outline's server/test/factories.ts):
 * a test that checks behaviour creates the user, course or job it needs instead of borrowing a
 * demo account, so it neither depends on the demo data nor changes what another test sees.
 * Tests about the demo data itself keep reading it (server/features/<area>/demo-data.ts).
 * Each area keeps the factories of its own rows beside it (`<area>/factories.testing.ts`, issue 33);
 * this one makes users (with the profile registration gives them and, if asked, their billing row).
 *
 *   const { user, token } = await createUser(t.db, { role: 'trainer' })
 *   await t.app.inject(asUser(token, { url: '/api/me' }))
 */
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Role } from '../../../contracts/accounts/schemas.ts'
import { issueToken } from '../../core/auth/bearer-tokens.ts'
import type { Db } from '../../core/db/index.ts'
import { users, type UserRow } from '../../core/db/tables.ts'
import { createProfile, type ProfileFields, type ProfileRow } from '../profiles/factories.testing.ts'
import { hashPassword } from './password-hash.ts'
import { billingInformation, type BillingRow } from './tables.ts'

/** The password every factory user gets unless a test gives one. */
export const FACTORY_PASSWORD = 'Factory123!'

// scrypt is slow on purpose: hash the shared password once per test file.
let factoryHash: Promise<string> | undefined
const passwordHash = (password: string) =>
  password === FACTORY_PASSWORD ? (factoryHash ??= hashPassword(FACTORY_PASSWORD)) : hashPassword(password)

/** Unique per process and per call, so rows never collide with the demo data or each other. */
const run = randomBytes(3).toString('hex')
let sequence = 0
export const unique = () => `${run}${(sequence++).toString(36)}`

type BillingInsert = typeof billingInformation.$inferInsert

export interface UserOptions {
  role?: Role
  /** E-mail address verified (default true). */
  verified?: boolean
  /** Phone verified, terms and privacy accepted, onboarding wizard done (default true). */
  onboarded?: boolean
  email?: string
  password?: string
  first_name?: string
  last_name?: string
  locale?: 'it' | 'en'
  status?: 'active' | 'blocked' | 'deactivated'
  /** Any other users column, e.g. hr_data. */
  columns?: Partial<typeof users.$inferInsert>
  /** Profile fields beyond the slug (every user has a profile, as registration makes one). */
  profile?: ProfileFields
  /** A billing row (SPEC.md §3); `true` for the defaults. */
  billing?: boolean | Partial<BillingInsert>
}

export interface CreatedUser {
  user: UserRow
  profile: ProfileRow
  billing: BillingRow | null
  /** The plain password, for a test that logs in through POST /api/login. */
  password: string
  /** A bearer token issued for the user (no login call, so no rate limit is touched). */
  token: string
}

export async function createUser(db: Db, options: UserOptions = {}): Promise<CreatedUser> {
  const role = options.role ?? 'student'
  const onboarded = options.onboarded ?? true
  const key = unique()
  const password = options.password ?? FACTORY_PASSWORD
  const [user] = await db
    .insert(users)
    .values({
      email: options.email ?? `user-${key}@factory.test`,
      password: await passwordHash(password),
      first_name: options.first_name ?? 'Test',
      last_name: options.last_name ?? `User ${key}`,
      // As the demo does: an admin registered as a student, its permissions come from `roles`.
      role: role === 'admin' ? 'student' : role,
      roles: [role],
      status: options.status ?? 'active',
      email_verified_at: (options.verified ?? true) ? new Date() : null,
      phone_verified: onboarded,
      terms_accepted: onboarded,
      privacy_accepted: onboarded,
      wizard_complete: onboarded,
      hr_wizard_complete: onboarded,
      referral_code: `F${key}`.toUpperCase(),
      locale: options.locale ?? 'it',
      ...options.columns,
    })
    .returning()
  const profile = await createProfile(db, user.id, `user-${key}`, options.profile)
  let billing: BillingRow | null = null
  if (options.billing) {
    const fields = options.billing === true ? {} : options.billing
    ;[billing] = await db
      .insert(billingInformation)
      .values({ ...fields, user_id: user.id })
      .returning()
  }
  return { user, profile, billing, password, token: await issueToken(db, user.id) }
}

/** Takes a user's billing row away (an account from before billing data was asked for). */
export async function removeBilling(db: Db, userId: number): Promise<void> {
  await db.delete(billingInformation).where(eq(billingInformation.user_id, userId))
}
