/**
 * Direct messages (issue 17): the conversation list, the unread total, a conversation and its
 * messages paged backwards, the last message, the read receipt, opening a conversation with a user
 * and sending. Only the two participants see a conversation (404 for anyone else); starting one
 * needs the `chat` feature (403 says where to get it), answering does not; a blocked account
 * neither writes nor receives. A message is stored first and pushed second, on both participants'
 * private channels, so a recipient offline reads it on the next load; they are notified once per
 * conversation until they read, and not at all while they have the conversation open.
 */
import type { FastifyPluginAsync } from 'fastify'
import {
  getConversation,
  getDmUnread,
  getLastMessage,
  listConversations,
  listMessages,
  markConversationRead,
  openConversation,
  sendMessage,
} from '../../../contracts/messages/endpoints.ts'
import {
  DM_EVENTS,
  dmPresenceChannel,
  type DmMessageEvent,
  type DmReadEvent,
} from '../../../contracts/messages/schemas.ts'
import { MESSAGE_NOTIFICATIONS as SLUG } from '../../../contracts/messages/notifications.ts'
import { snapshotCache } from '../../core/db/snapshot-cache.ts'
import { forbidden, notFound, tooManyRequests } from '../../core/http/errors.ts'
import { requestLocale } from '../../core/http/locale.ts'
import { route } from '../../core/http/route.ts'
import { currentUser } from '../../core/plugins/auth.ts'
import { hit } from '../../core/rate-limit.ts'
import * as q from './dms.queries.ts'
import { LIMITS } from './limits.ts'
import { say } from './messages.ts'

export const dmRoutes: FastifyPluginAsync = async (app) => {
  /**
   * The reads every page of a chatting user repeats (the list, the sidebar's unread total, a
   * conversation's newest messages), kept per user until a table they read is written
   * (core/db/snapshot-cache.ts): a message sent or read anywhere writes their tables, so the next read
   * computes again. Membership is checked inside, so a refusal is never kept.
   */
  const kept = snapshotCache<object>({
    name: 'direct messages',
    maxEntries: 10_000,
    tables: ['conversation_members', 'conversations', 'direct_messages', 'profiles', 'users'],
  })
  const keep = <T extends object>(key: string, compute: () => Promise<T>) => kept.value(app.db, key, compute)

  route(app, listConversations, async ({ query, request }) => {
    const me = currentUser(request)
    return keep(`list:${me.id}:${query.perPage}:${query.before ?? ''}`, () =>
      q.listConversations(app.db, me.id, query.perPage, query.before),
    )
  })

  route(app, getDmUnread, async ({ request }) => {
    const me = currentUser(request)
    return keep(`unread:${me.id}`, async () => ({ data: { count: await q.unreadTotal(app.db, me.id) } }))
  })

  route(app, openConversation, async ({ params, request }) => {
    const me = currentUser(request)
    const locale = requestLocale(request)
    if (params.id === me.id) throw forbidden(say('messageSelf', locale))
    const other = await q.findPerson(app.db, params.id)
    if (!other || other.status === 'deactivated') throw notFound(say('userMissing', locale))
    if (me.status !== 'active') throw forbidden(say('senderBlocked', locale))
    if (other.status !== 'active') throw forbidden(say('recipientBlocked', locale))
    const mine = await q.openOrFind(app.db, me.id, other.id, me.features.chat === true, locale)
    return { data: await q.conversationView(app.db, mine, me.status) }
  })

  route(app, getConversation, async ({ params, request }) => {
    const me = currentUser(request)
    const mine = await q.membership(app.db, params.id, me.id, requestLocale(request))
    return { data: await q.conversationView(app.db, mine, me.status) }
  })

  route(app, listMessages, async ({ params, query, request }) => {
    const me = currentUser(request)
    const locale = requestLocale(request)
    return keep(`messages:${me.id}:${params.id}:${query.perPage}:${query.before ?? ''}`, async () => {
      await q.membership(app.db, params.id, me.id, locale)
      return q.listMessages(app.db, params.id, query.perPage, query.before)
    })
  })

  route(app, getLastMessage, async ({ params, request }) => {
    const me = currentUser(request)
    await q.membership(app.db, params.id, me.id, requestLocale(request))
    return { data: await q.lastMessage(app.db, params.id) }
  })

  route(app, markConversationRead, async ({ params, body, request }) => {
    const me = currentUser(request)
    const mine = await q.membership(app.db, params.id, me.id, requestLocale(request))
    const { lastRead, moved } = await q.markRead(app.db, mine, body.message_id)
    const unreadTotal = await q.unreadTotal(app.db, me.id)
    if (moved) {
      const event = (unread_total: number): DmReadEvent => ({
        conversation_id: params.id,
        user_id: me.id,
        last_read_message_id: lastRead,
        unread_total,
      })
      const otherTotal = await q.unreadTotal(app.db, mine.other_id)
      await Promise.all([
        app.notifications.push(mine.other_id, DM_EVENTS.read, event(otherTotal)),
        app.notifications.push(me.id, DM_EVENTS.read, event(unreadTotal)),
      ])
    }
    return { data: { conversation_id: params.id, last_read_message_id: lastRead, unread_total: unreadTotal } }
  })

  route(
    app,
    sendMessage,
    async ({ params, body, request }) => {
      const me = currentUser(request)
      const locale = requestLocale(request)
      // Four statements in all (with the rate limit's): each waits for a connection of the pool.
      const { other_id: otherId, other_status } = await q.sendingContext(app.db, params.id, me.id, locale)
      if (me.status !== 'active') throw forbidden(say('senderBlocked', locale))
      if (other_status !== 'active') throw forbidden(say('recipientBlocked', locale))

      // Stored first: whatever happens to the push, the message is there on the next load.
      const { message, recipientUnread } = await q.storeMessage(
        app.db,
        params.id,
        me.id,
        otherId,
        body.message,
      )
      // read after the commit, so they count every message committed before, in any conversation
      const totals = await q.unreadTotals(app.db, [otherId, me.id])
      await Promise.all([
        app.notifications.push(otherId, DM_EVENTS.message, {
          message,
          unread_total: totals.get(otherId)!,
        } satisfies DmMessageEvent),
        app.notifications.push(me.id, DM_EVENTS.message, {
          message,
          unread_total: totals.get(me.id)!,
        } satisfies DmMessageEvent),
      ])
      // One notification per conversation until read, and none while both have it open.
      if (recipientUnread === 1 && !bothWatching(params.id)) {
        await app.notifications.send(otherId, SLUG.messageReceived, {
          name: `${me.first_name} ${me.last_name}`.trim(),
          user_id: me.id,
          slug: (await q.findPerson(app.db, me.id))?.slug ?? '',
          conversation_id: params.id,
        })
      }
      return { data: message }
    },
    {
      // Counts every attempt, valid or not, before the body is read.
      before: async (request) => {
        const me = currentUser(request)
        const wait = await hit(app.db, LIMITS.sendsPerUser(me.id))
        if (wait > 0)
          throw tooManyRequests(wait, say('tooManyMessages', requestLocale(request), { seconds: wait }))
      },
    },
  )

  /** Whether both participants are on the conversation's presence channel in this process. */
  function bothWatching(conversationId: number): boolean {
    if (!app.hasDecorator('realtime')) return false
    return (app.realtime.channel(dmPresenceChannel(conversationId)).user_count ?? 0) >= 2
  }
}
