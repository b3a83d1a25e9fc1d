/**
 * Discovery (issue 16): people the caller may know, and the profiles gaining followers this week.
 * Both are one SQL statement each that stays fast at 100 000 users:
 *
 * - suggestions: candidates are the partners of the caller's partners (two hops on the
 *   partnerships indexes) and up to 400 people sharing a competence or an interest (GIN indexes on
 *   profiles' arrays, a bounded bitmap scan, not a sort of everyone). Each is scored — 3 per mutual
 *   partner, 2 per shared competence, 1 per shared interest — and people already followed or
 *   partnered (or asked), blocked accounts and the caller are left out.
 * - trending: the week's follows (an index-only range scan on follows(created_at, followed_id))
 *   grouped by who was followed, the top ones whose account is active.
 */
import { sql } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { getNetworkSuggestions, getTrendingProfiles } from '../../../contracts/network/endpoints.ts'
import { NETWORK_LIMITS, type Suggestion, type TrendingProfile } from '../../../contracts/network/schemas.ts'
import type { Db } from '../../core/db/index.ts'
import { route } from '../../core/http/route.ts'
import { currentUser } from '../../core/plugins/auth.ts'
import { toPerson } from './people.ts'

/** PGlite answers { rows }, postgres-js the rows themselves. */
async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await db.execute(query)
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[]
}

type PersonSql = {
  id: number
  slug: string
  first_name: string
  last_name: string
  avatar_url: string | null
}

const SHARED_CANDIDATES = 400

export async function suggestionsFor(db: Db, me: number, limit: number = NETWORK_LIMITS.suggestions) {
  const rows = await rowsOf<
    PersonSql & {
      role: string
      payoff: string
      shared_interests: string[]
      shared_competences: string[]
      mutual: number
    }
  >(
    db,
    sql`
    with me as (
      select interests, competences from profiles where user_id = ${me}
    ), partners as (
      select case when requester_id = ${me} then target_id else requester_id end as id
      from partnerships
      where (requester_id = ${me} or target_id = ${me}) and status = 'accepted'
    ), second as (
      select case when p.requester_id = pr.id then p.target_id else p.requester_id end as id, count(*)::int as mutual
      from partners pr
      join partnerships p on (p.requester_id = pr.id or p.target_id = pr.id) and p.status = 'accepted'
      group by 1
    ), shared as (
      (select p.user_id as id from profiles p, me where p.competences && me.competences limit ${SHARED_CANDIDATES / 2})
      union
      (select p.user_id as id from profiles p, me where p.interests && me.interests limit ${SHARED_CANDIDATES / 2})
    ), candidates as (
      select id from second union select id from shared
    )
    select u.id, u.first_name, u.last_name, u.role, pf.slug, pf.avatar_url, pf.payoff,
      array(select unnest(pf.interests) intersect select unnest(me.interests)) as shared_interests,
      array(select unnest(pf.competences) intersect select unnest(me.competences)) as shared_competences,
      coalesce(second.mutual, 0) as mutual
    from candidates c
    join users u on u.id = c.id and u.status = 'active'
    join profiles pf on pf.user_id = u.id
    cross join me
    left join second on second.id = c.id
    where c.id <> ${me}
      and not exists (select 1 from follows f where f.follower_id = ${me} and f.followed_id = c.id)
      and not exists (
        select 1 from partnerships p
        where least(p.requester_id, p.target_id) = least(${me}::int, c.id)
          and greatest(p.requester_id, p.target_id) = greatest(${me}::int, c.id)
          and p.status in ('pending', 'accepted'))
    order by 3 * coalesce(second.mutual, 0)
      + 2 * cardinality(array(select unnest(pf.competences) intersect select unnest(me.competences)))
      + cardinality(array(select unnest(pf.interests) intersect select unnest(me.interests))) desc,
      u.id desc
    limit ${limit}`,
  )
  return rows.map((row): Suggestion => ({
    person: toPerson(row),
    role: row.role,
    payoff: row.payoff,
    shared_interests: [...row.shared_interests].sort(),
    shared_competences: [...row.shared_competences].sort(),
    mutual_partners: Number(row.mutual),
  }))
}

export async function trendingProfiles(db: Db, limit: number = NETWORK_LIMITS.trending) {
  const rows = await rowsOf<
    PersonSql & { role: string; payoff: string; new_followers: number; followers: number }
  >(
    db,
    sql`
    with week as (
      select followed_id, count(*)::int as new_followers
      from follows
      where created_at > now() - interval '7 days'
      group by followed_id
      order by new_followers desc, followed_id desc
      limit ${limit * 5}
    )
    select u.id, u.first_name, u.last_name, u.role, pf.slug, pf.avatar_url, pf.payoff, w.new_followers,
      (select count(*)::int from follows f where f.followed_id = u.id) as followers
    from week w
    join users u on u.id = w.followed_id and u.status = 'active'
    join profiles pf on pf.user_id = u.id
    order by w.new_followers desc, u.id desc
    limit ${limit}`,
  )
  return rows.map((row): TrendingProfile => ({
    person: toPerson(row),
    role: row.role,
    payoff: row.payoff,
    followers: Number(row.followers),
    new_followers: Number(row.new_followers),
  }))
}

export const discoveryRoutes: FastifyPluginAsync = async (app) => {
  route(app, getNetworkSuggestions, async ({ request }) => ({
    data: await suggestionsFor(app.db, currentUser(request).id),
  }))
  route(app, getTrendingProfiles, async () => ({ data: await trendingProfiles(app.db) }))
}
