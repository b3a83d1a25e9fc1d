import { and, desc, eq } from 'drizzle-orm'
import type { DirectoryQuery, StudentSummary } from '../../../contracts/public/schemas.ts'
import type { Db } from '../../core/db/index.ts'
import {
  countListedMembers,
  countMatching,
  isListedMember,
  matchesPlace,
  matchesText,
  memberProfileView,
  withFullName,
} from '../profiles/index.ts'
import { users } from '../../core/db/tables.ts'
import { pageOffset, type Page } from '../../core/http/pagination.ts'

// the profiles as their owner offers them, under the table's name
const profiles = memberProfileView()

/** Newest members first, so the directory shows who just joined; `q` also matches interests. */
export async function listStudents(
  db: Db,
  { q, place, ...page }: Page & Pick<DirectoryQuery, 'q' | 'place'>,
): Promise<{ items: StudentSummary[]; total: number }> {
  const filtered = !!(q || place)
  const where = and(isListedMember('student'), matchesText(q, [profiles.interests]), matchesPlace(place))
  const list = db
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
    .where(where)
    .orderBy(desc(users.created_at), desc(users.id))
    .limit(page.perPage)
    .offset(pageOffset(page))
  const [rows, total] = await Promise.all([list, filtered ? countMatching(db, where) : countStudents(db)])
  return { items: withFullName(rows), total }
}

export const countStudents = (db: Db) => countListedMembers(db, 'student')
