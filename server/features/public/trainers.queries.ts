/**
 * Public directory of trainers. `roles @> ARRAY['trainer']` is answered by the GIN index on
 * users.roles; only active accounts with a complete profile are listed (members.ts).
 */
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { DirectoryQuery, TrainerSummary } from '../../../contracts/public/schemas.ts'
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
import { catalogueCourseView } from '../courses/index.ts'
import { users } from '../../core/db/tables.ts'
import { pageOffset, type Page } from '../../core/http/pagination.ts'
import { qualified } from '../../core/db/sql.ts'

// the profiles and the catalogue as their owners offer them, under their tables' names
const profiles = memberProfileView()
const courses = catalogueCourseView()

export type TrainerOrder = 'top' | 'name'

const ORDER: Record<TrainerOrder, SQL[]> = {
  top: [desc(profiles.average_reviews), desc(profiles.review_number), asc(users.id)],
  name: [asc(users.last_name), asc(users.first_name), asc(users.id)],
}

/** `q` also matches the competences. */
export async function listTrainers(
  db: Db,
  { q, place, ...page }: Page & Pick<DirectoryQuery, 'q' | 'place'>,
  order: TrainerOrder,
): Promise<{ items: TrainerSummary[]; total: number }> {
  const filtered = !!(q || place)
  const where = and(isListedMember('trainer'), matchesText(q, [profiles.competences]), matchesPlace(place))
  const list = db
    .select({
      id: users.id,
      slug: profiles.slug,
      first_name: users.first_name,
      last_name: users.last_name,
      avatar_url: profiles.avatar_url,
      payoff: profiles.payoff,
      city: profiles.city,
      average_reviews: profiles.average_reviews,
      review_number: profiles.review_number,
      competences: profiles.competences,
      courses_count: sql<number>`(select count(*)::int from ${courses} where ${qualified(courses.trainer_id)} = ${qualified(users.id)} and ${qualified(courses.published_at)} is not null)`,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.user_id, users.id))
    .where(where)
    .orderBy(...ORDER[order])
    .limit(page.perPage)
    .offset(pageOffset(page))
  const [rows, total] = await Promise.all([list, filtered ? countMatching(db, where) : countTrainers(db)])
  return { items: withFullName(rows), total }
}

export const countTrainers = (db: Db) => countListedMembers(db, 'trainer')
