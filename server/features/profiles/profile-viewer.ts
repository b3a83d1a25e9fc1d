/**
 * The Profile fields of SPEC.md §3 that depend on who asks (GET /api/profile/slug/{slug}): whether
 * the caller follows the owner, the recommendations between them, and the owner's realtime presence.
 * They are computed for each call and never go into an answer kept for several callers
 * (profile.routes.ts keeps only the public part and the counts, which are the same for everyone).
 *
 * Presence is read from the realtime server this process embeds (notifications/realtime): `on_line`
 * is a tab of the owner's connected to their private notifications channel, `on_presence` the owner
 * on the presence channel of their conversation with the caller (both there, as the chat's dot). On
 * PostgreSQL with several processes, and with PUSHER_HOST pointing elsewhere, a process sees only
 * its own sockets (notifications/realtime/README.md), so both read false there.
 */
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { dmPresenceChannel } from '../../../contracts/messages/schemas.ts'
import type { ProfileViewerFields } from '../../../contracts/profiles/profile.ts'
import type { Db } from '../../core/db/index.ts'
import { wireChannel } from '../notifications/index.ts'
import { profilePagePart } from './page-parts.ts'

export type ProfileCounts = Pick<ProfileViewerFields, 'followers' | 'followings'>

/** The owner's followers and followings (active accounts): the same for every caller. */
export const profileCounts = (db: Db, ownerId: number): Promise<ProfileCounts> =>
  profilePagePart('network').followCounts(db, ownerId)

/** Whether `viewerId` follows `ownerId`, and the id of their conversation (null: none yet). */
async function relation(db: Db, viewerId: number, ownerId: number) {
  const [row] = await db
    .select({
      following: sql<boolean>`${profilePagePart('network').isFollowing(viewerId, ownerId)}`,
      conversation: sql<number | null>`${profilePagePart('messages').conversationId(viewerId, ownerId)}`,
    })
    .from(sql`(select 1) as one`)
  return row
}

/**
 * The caller-dependent fields for `viewerId` (null: a visitor) looking at `ownerId`'s profile: a
 * visitor and the owner themself get false and null (nobody follows or recommends themself, and a
 * visitor is told nothing about who is online).
 */
export async function viewerFields(
  app: FastifyInstance,
  viewerId: number | null,
  ownerId: number,
): Promise<Omit<ProfileViewerFields, keyof ProfileCounts>> {
  if (viewerId === null || viewerId === ownerId)
    return {
      is_following: false,
      on_line: false,
      on_presence: false,
      my_recommendation: null,
      sent_recommendation: null,
    }
  const { recommendation } = profilePagePart('network')
  const [{ following, conversation }, mine, sent] = await Promise.all([
    relation(app.db, viewerId, ownerId),
    recommendation(app.db, ownerId, viewerId),
    recommendation(app.db, viewerId, ownerId),
  ])
  const realtime = app.hasDecorator('realtime') ? app.realtime : null
  return {
    is_following: following,
    on_line: realtime?.channel(wireChannel(ownerId)).occupied ?? false,
    on_presence:
      realtime !== null &&
      conversation !== null &&
      (realtime.channel(dmPresenceChannel(conversation)).user_count ?? 0) >= 2,
    my_recommendation: mine ?? null,
    sent_recommendation: sent ?? null,
  }
}
