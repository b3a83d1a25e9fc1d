import { and, arrayContains, desc, eq, sql } from 'drizzle-orm'
import type { StudentSummary } from '../../../../contracts/api/public.ts'
import type { Db } from '../../../db/index.ts'
import { profiles, users } from '../../../db/schema.ts'
import { pageOffset, type Page } from '../../../lib/pagination.ts'

const isActiveStudent = and(arrayContains(users.roles, ['student']), eq(users.status, 'active'))

/** Newest members first, so the directory shows who just joined. */
export async function listStudents(db: Db, page: Page): Promise<{ items: StudentSummary[]; total: number }> {
  const rows = await db
    .select({
      id: users.id,
      slug: profiles.slug,
      first_name: users.first_name,
      last_name: users.last_name,
      avatar_url: profiles.avatar_url,
      payoff: profiles.payoff,
      city: profiles.city,
      interests: profiles.interests,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.user_id, users.id))
    .where(isActiveStudent)
    .orderBy(desc(users.created_at), desc(users.id))
    .limit(page.perPage)
    .offset(pageOffset(page))
  const total = await countStudents(db)
  return {
    items: rows.map(({ first_name, last_name, ...row }) => ({
      ...row,
      full_name: `${first_name} ${last_name}`,
    })),
    total,
  }
}

export async function countStudents(db: Db): Promise<number> {
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(users)
    .where(isActiveStudent)
  return total
}
