/**
 * Rows a test is about, written straight to the database (outline's server/test/factories.ts):
 * a test that checks behaviour creates the user, course or job it needs instead of borrowing a
 * demo account, so it neither depends on the demo data nor changes what another test sees.
 * Tests about the demo data itself keep reading it (server/features/<area>/demo-data.ts).
 *
 *   const { user, token } = await createUser(t.db, { role: 'trainer' })
 *   await t.app.inject(asUser(token, { url: '/api/me' }))
 */
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Role } from '../../contracts/accounts/schemas.ts'
import { issueToken } from '../core/auth/bearer-tokens.ts'
import type { Db } from '../core/db/index.ts'
import { users, type UserRow } from '../core/db/tables.ts'
import { hashPassword } from '../features/accounts/password-hash.ts'
import { billingInformation, type BillingRow } from '../features/accounts/tables.ts'
import { categories, courses, lessons } from '../features/courses/tables.ts'
import { companies, jobListings } from '../features/jobs/tables.ts'
import { profiles, type ProfileRow } from '../features/profiles/tables.ts'

/** The password every factory user gets unless a test gives one. */
export const FACTORY_PASSWORD = 'Factory123!'

// scrypt is slow on purpose: hash the shared password once per test file.
let factoryHash: Promise<string> | undefined
const passwordHash = (password: string) =>
  password === FACTORY_PASSWORD ? (factoryHash ??= hashPassword(FACTORY_PASSWORD)) : hashPassword(password)

// Unique per process and per call, so rows never collide with the demo data or each other.
const run = randomBytes(3).toString('hex')
let sequence = 0
const unique = () => `${run}${(sequence++).toString(36)}`

type BillingInsert = typeof billingInformation.$inferInsert
type ProfileInsert = typeof profiles.$inferInsert

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
  profile?: Partial<ProfileInsert>
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
  const [profile] = await db
    .insert(profiles)
    .values({ slug: `user-${key}`, ...options.profile, user_id: user.id })
    .returning()
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

export async function createCategory(
  db: Db,
  fields: Partial<typeof categories.$inferInsert> = {},
): Promise<typeof categories.$inferSelect> {
  const key = unique()
  const [category] = await db
    .insert(categories)
    .values({ slug: `category-${key}`, name_it: `Categoria ${key}`, name_en: `Category ${key}`, ...fields })
    .returning()
  return category
}

export interface CourseOptions extends Partial<typeof courses.$inferInsert> {
  /** The trainer's user id; a new trainer when left out. */
  trainer?: number
  /** How many lessons to add (the first one free), default 3. */
  lessonCount?: number
}

export async function createCourse(
  db: Db,
  { trainer, lessonCount = 3, ...fields }: CourseOptions = {},
): Promise<{ course: typeof courses.$inferSelect; lessons: (typeof lessons.$inferSelect)[] }> {
  const key = unique()
  const [course] = await db
    .insert(courses)
    .values({
      slug: `course-${key}`,
      title: `Course ${key}`,
      published_at: new Date(),
      ...fields,
      trainer_id: trainer ?? (await createUser(db, { role: 'trainer' })).user.id,
      category_id: fields.category_id ?? (await createCategory(db)).id,
    })
    .returning()
  const rows =
    lessonCount > 0
      ? await db
          .insert(lessons)
          .values(
            Array.from({ length: lessonCount }, (_, index) => ({
              course_id: course.id,
              position: index + 1,
              title: `Lesson ${index + 1}`,
              duration_seconds: 600,
              free: index === 0,
            })),
          )
          .returning()
      : []
  return { course, lessons: rows }
}

export interface JobListingOptions extends Partial<typeof jobListings.$inferInsert> {
  /** The company's id; a new company (with a new HR owner) when left out. */
  company?: number
}

export async function createCompany(
  db: Db,
  { owner, ...fields }: Partial<typeof companies.$inferInsert> & { owner?: number } = {},
): Promise<typeof companies.$inferSelect> {
  const key = unique()
  const [company] = await db
    .insert(companies)
    .values({
      slug: `company-${key}`,
      ragione_sociale: `Company ${key} S.r.l.`,
      p_iva: '01234567890',
      ...fields,
      user_id: owner ?? (await createUser(db, { role: 'hr' })).user.id,
    })
    .returning()
  return company
}

export async function createJobListing(
  db: Db,
  { company, ...fields }: JobListingOptions = {},
): Promise<typeof jobListings.$inferSelect> {
  const key = unique()
  const owner =
    company === undefined
      ? await createCompany(db)
      : (await db.select().from(companies).where(eq(companies.id, company)))[0]
  const [job] = await db
    .insert(jobListings)
    .values({
      title: `Job ${key}`,
      description: `Job listing ${key}`,
      published_at: new Date(),
      status: 'published',
      ...fields,
      user_id: fields.user_id ?? owner.user_id,
      company_id: owner.id,
    })
    .returning()
  return job
}
