/**
 * What the public directories (students, trainers) share: who is listed — active accounts holding
 * a role, answered by the GIN index on users.roles — and how a person's name is shown.
 */
import { and, arrayContains, eq, sql } from 'drizzle-orm'
import type { Db } from '../../core/db/index.ts'
import { users } from '../../core/db/tables.ts'

export const isActiveMember = (role: 'student' | 'trainer' | 'hr') =>
  and(arrayContains(users.roles, [role]), eq(users.status, 'active'))

export async function countActiveMembers(db: Db, role: 'student' | 'trainer' | 'hr'): Promise<number> {
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(users)
    .where(isActiveMember(role))
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
