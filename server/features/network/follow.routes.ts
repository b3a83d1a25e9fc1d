/**
 * Following (issue 16): POST/DELETE /api/profile/:id/follow, idempotent both ways (following again
 * or unfollowing someone not followed changes nothing and notifies nobody); the followed person is
 * notified the first time. GET …/followers and …/followings page through the lists, blocked
 * accounts left out; GET …/network sums up someone's network from where the caller stands.
 */
import { NETWORK_NOTIFICATIONS as SLUG } from '../../../contracts/network/notifications.ts'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import {
  followUser,
  getNetworkSummary,
  listFollowers,
  listFollowings,
  unfollowUser,
} from '../../../contracts/network/endpoints.ts'
import type { FollowState, NetworkSummary } from '../../../contracts/network/schemas.ts'
import { snapshotCache } from '../../core/db/snapshot-cache.ts'
import type { Db } from '../../core/db/index.ts'
import { users } from '../../core/db/tables.ts'
import { forbidden } from '../../core/http/errors.ts'
import { requestLocale } from '../../core/http/locale.ts'
import { paginated, pageOffset } from '../../core/http/pagination.ts'
import { route } from '../../core/http/route.ts'
import { currentUser } from '../../core/plugins/auth.ts'
import { say } from './messages.ts'
import { followCounts, networkSummary } from './network.queries.ts'
import { activePerson, actorData, card, countAll, isActive, personColumns, toPerson } from './people.ts'
import { follows } from './tables.ts'

async function followState(db: Db, me: number, userId: number): Promise<FollowState> {
  const [counts, [following]] = await Promise.all([
    followCounts(db, userId),
    db
      .select({ one: sql`1` })
      .from(follows)
      .where(and(eq(follows.follower_id, me), eq(follows.followed_id, userId))),
  ])
  return { user_id: userId, is_following: following !== undefined, ...counts }
}

export const followRoutes: FastifyPluginAsync = async (app) => {
  // A profile page's summary, kept until a table it reads is written.
  const summaries = snapshotCache<{ data: NetworkSummary }>({
    name: 'network summaries',
    maxEntries: 10_000,
    tables: ['follows', 'partnerships', 'profiles', 'recommendations', 'users'],
  })
  route(app, getNetworkSummary, async ({ params, request }) => {
    const me = request.user?.id ?? null
    const locale = requestLocale(request)
    return summaries.read(app.db, `${me ?? 0}:${params.id}:${locale}`, async () => {
      await activePerson(app.db, params.id, locale)
      return { value: { data: await networkSummary(app.db, me, params.id) } }
    })
  })

  route(app, followUser, async ({ params, request }) => {
    const me = currentUser(request)
    const locale = requestLocale(request)
    if (params.id === me.id) throw forbidden(say('followSelf', locale))
    await activePerson(app.db, params.id, locale)
    const inserted = await app.db
      .insert(follows)
      .values({ follower_id: me.id, followed_id: params.id })
      .onConflictDoNothing()
      .returning({ id: follows.followed_id })
    if (inserted.length > 0) {
      const actor = await activePerson(app.db, me.id, locale)
      await app.notifications.send(params.id, SLUG.newFollower, actorData(actor))
    }
    return { data: await followState(app.db, me.id, params.id) }
  })

  route(app, unfollowUser, async ({ params, request }) => {
    const me = currentUser(request)
    const locale = requestLocale(request)
    if (params.id === me.id) throw forbidden(say('followSelf', locale))
    await activePerson(app.db, params.id, locale)
    await app.db
      .delete(follows)
      .where(and(eq(follows.follower_id, me.id), eq(follows.followed_id, params.id)))
    return { data: await followState(app.db, me.id, params.id) }
  })

  const list = (side: 'followers' | 'followings') =>
    async function ({
      params,
      query,
      request,
    }: {
      params: { id: number }
      query: { page: number; perPage: number }
      request: Parameters<typeof requestLocale>[0]
    }) {
      await activePerson(app.db, params.id, requestLocale(request))
      // followers: the rows pointing at the person, shown by their follower; followings the other way.
      const [mine, theirs] =
        side === 'followers'
          ? [follows.followed_id, follows.follower_id]
          : [follows.follower_id, follows.followed_id]
      const where = and(eq(mine, params.id), isActive)
      const [rows, [{ total }]] = await Promise.all([
        app.db
          .select(personColumns)
          .from(follows)
          .innerJoin(users, eq(users.id, theirs))
          .innerJoin(card, eq(card.user_id, users.id))
          .where(where)
          .orderBy(desc(follows.created_at), desc(users.id))
          .limit(query.perPage)
          .offset(pageOffset(query)),
        app.db.select({ total: countAll }).from(follows).innerJoin(users, eq(users.id, theirs)).where(where),
      ])
      return paginated(rows.map(toPerson), query, total)
    }

  route(app, listFollowers, list('followers'))
  route(app, listFollowings, list('followings'))
}
