/**
 * Discovery (issue 16): people the caller may know, and the profiles gaining followers this week.
 * Both are one SQL statement each that stays fast at 100 000 users:
 *
 * - suggestions: candidates are the partners of the caller's partners (two hops on the
 *   partnerships indexes) and up to 80 people sharing a competence and 80 sharing an interest (GIN indexes on
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
import { snapshotCache } from '../../core/db/snapshot-cache.ts'
import { rowsOf } from '../../core/db/sql.ts'
import { route } from '../../core/http/route.ts'
import { currentUser } from '../../core/plugins/auth.ts'
import { suggestionsSql, trendingSql } from './discovery.sql.ts'
import { toPerson } from './people.ts'

type PersonSql = {
  id: number
  slug: string
  first_name: string
  last_name: string
  avatar_url: string | null
}

export async function suggestionsFor(db: Db, me: number, limit: number = NETWORK_LIMITS.suggestions) {
  const rows = await rowsOf<
    PersonSql & {
      role: string
      payoff: string
      shared_interests: string[]
      shared_competences: string[]
      mutual: number
    }
  >(db, sql.raw(suggestionsSql(me, limit)))
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
  >(db, sql.raw(trendingSql(limit)))
  return rows.map((row): TrendingProfile => ({
    person: toPerson(row),
    role: row.role,
    payoff: row.payoff,
    followers: Number(row.followers),
    new_followers: Number(row.new_followers),
  }))
}

/** Someone's suggestions, kept until a table they read is written. */
const suggestionAnswers = snapshotCache<{ data: Suggestion[] }>({
  name: 'network suggestions',
  maxEntries: 10_000,
  tables: ['follows', 'partnerships', 'profiles', 'users'],
})

/**
 * Trending profiles move slowly and are the same for everyone: one answer per process for a minute,
 * computed by one request while the others wait for it (not per commit: follows come all the time).
 */
const TRENDING_TTL_MS = 60_000
const trendingAnswers = new WeakMap<Db, { until: number; answer: Promise<{ data: TrendingProfile[] }> }>()

function cachedTrending(db: Db): Promise<{ data: TrendingProfile[] }> {
  const kept = trendingAnswers.get(db)
  if (kept && Date.now() < kept.until) return kept.answer
  const answer = trendingProfiles(db).then((data) => ({ data }))
  trendingAnswers.set(db, { until: Date.now() + TRENDING_TTL_MS, answer })
  // a failure is not kept
  answer.catch(() => trendingAnswers.get(db)?.answer === answer && trendingAnswers.delete(db))
  return answer
}

export const discoveryRoutes: FastifyPluginAsync = async (app) => {
  route(app, getNetworkSuggestions, async ({ request }) => {
    const me = currentUser(request).id
    return suggestionAnswers.value(app.db, String(me), async () => ({
      data: await suggestionsFor(app.db, me),
    }))
  })
  route(app, getTrendingProfiles, () => cachedTrending(app.db))
}
