/**
 * Who is listed among the members, for the public directories (students, trainers), the home
 * counters, the search and HR's students (offered through profiles/index.ts): who is listed —
 * active accounts holding a role (the GIN index on users.roles) whose profile is complete — and how
 * a person's name is shown.
 */
import { and, arrayContains, eq, ilike, isNotNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import type { Db } from '../../core/db/index.ts'
import { users } from '../../core/db/tables.ts'
import { profiles } from './tables.ts'
import { escapeLike } from '../../core/db/sql.ts'

export type MemberRole = 'student' | 'trainer' | 'hr'

/**
 * A complete profile is one the guard chain of SPEC.md §4 lets through: the e-mail verified, terms
 * and privacy accepted, and then per role — a trainer with the wizard complete and no pending bank
 * transfer, a student with the phone verified, HR with the HR wizard complete and no pending bank
 * transfer. A sign-up that has not got that far is nobody to show yet (nor to count).
 */
const COMPLETE: Record<MemberRole, SQL[]> = {
  trainer: [eq(users.wizard_complete, true), eq(users.pending_bank_transfer, false)],
  student: [eq(users.phone_verified, true)],
  hr: [eq(users.hr_wizard_complete, true), eq(users.pending_bank_transfer, false)],
}

export const isListedMember = (role: MemberRole) =>
  and(
    arrayContains(users.roles, [role]),
    eq(users.status, 'active'),
    isNotNull(users.email_verified_at),
    eq(users.terms_accepted, true),
    eq(users.privacy_accepted, true),
    ...COMPLETE[role],
  )

/**
 * A directory's text filter (`?q=`): the words anywhere in the name, the payoff or one of the
 * profile's lists (competences, interests…) or further texts (the bio). Undefined when there is
 * nothing to filter by.
 */
export function matchesText(
  q: string | undefined,
  lists: AnyColumn[] = [],
  texts: AnyColumn[] = [],
): SQL | undefined {
  if (!q) return undefined
  const pattern = `%${escapeLike(q)}%`
  return or(
    ilike(sql`${users.first_name} || ' ' || ${users.last_name}`, pattern),
    ilike(profiles.payoff, pattern),
    ...lists.map((column) => ilike(sql`array_to_string(${column}, ' ')`, pattern)),
    ...texts.map((column) => ilike(column, pattern)),
  )
}

/** A directory's place filter (`?place=`): the start of the profile's city, province or region. */
export function matchesPlace(place: string | undefined): SQL | undefined {
  if (!place) return undefined
  const pattern = `${escapeLike(place)}%`
  return or(ilike(profiles.city, pattern), ilike(profiles.province, pattern), ilike(profiles.region, pattern))
}

/** How many listed members (joined to their profile) match the conditions. */
export async function countMatching(db: Db, where: SQL | undefined): Promise<number> {
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(users)
    .innerJoin(profiles, eq(profiles.user_id, users.id))
    .where(where)
  return total
}

export async function countListedMembers(db: Db, role: MemberRole): Promise<number> {
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(users)
    .where(isListedMember(role))
  return total
}

/** Rows selected with first_name and last_name, shown as one full_name. */
export function withFullName<T extends { first_name: string; last_name: string }>(
  rows: T[],
): (Omit<T, 'first_name' | 'last_name'> & { full_name: string })[] {
  return rows.map(({ first_name, last_name, ...row }) => ({
    ...row,
    full_name: `${first_name} ${last_name}`,
  }))
}
