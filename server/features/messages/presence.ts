/**
 * `presence-dm.{conversationId}`: who has a conversation open right now (the online dot), and the
 * channel typing travels on as a client event. Only its two participants may join.
 */
import { and, eq } from 'drizzle-orm'
import { definePresenceChannel } from '../notifications/index.ts'
import { conversationMembers } from './tables.ts'

definePresenceChannel('presence-dm.', async (db, user, id) => {
  const [row] = await db
    .select({ id: conversationMembers.user_id })
    .from(conversationMembers)
    .where(and(eq(conversationMembers.conversation_id, id), eq(conversationMembers.user_id, user.id)))
  return row !== undefined
})
