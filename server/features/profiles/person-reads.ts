/**
 * How other areas read people from profiles (issue 33): read views to join inside their own SQL.
 * A read view is a subquery built without a db, selecting only what others may read; PostgreSQL
 * inlines it, so a join on it plans as the join on the table it replaces.
 */
import { QueryBuilder } from 'drizzle-orm/pg-core'
import { profiles } from './tables.ts'

const qb = new QueryBuilder()

/**
 * A person's public card by user id: their profile's address (slug), avatar and listed
 * competences. Join it on `user_id` (a PersonRef is users' id and names with these).
 */
export const profileCardView = (as = 'profile_card') =>
  qb
    .select({
      user_id: profiles.user_id,
      slug: profiles.slug,
      avatar_url: profiles.avatar_url,
      competences: profiles.competences,
    })
    .from(profiles)
    .as(as)
