import type { ConversationSummary } from '../../contracts/messages/schemas'
import type { ConversationsPage } from './conversation-list.machine'

/** A conversation whose last message has this id (the list's cursor). */
export const summary = (id: number, lastMessageId: number, unread = 0): ConversationSummary => ({
  id,
  other: { id: id + 100, slug: `persona-${id}`, full_name: `Persona ${id}`, avatar_url: null },
  last_message: {
    id: lastMessageId,
    conversation_id: id,
    sender_id: id + 100,
    message: `Messaggio ${lastMessageId}`,
    created_at: '2026-11-29T18:00:00.000Z',
  },
  unread_count: unread,
  last_message_id: lastMessageId,
})

export const page = (data: ConversationSummary[], nextBefore: number | null): ConversationsPage => ({
  data,
  meta: { next_before: nextBefore },
})

export const firstPage = page([summary(1, 90), summary(2, 80)], 80)
export const secondPage = page([summary(3, 70)], null)
/** The first page after a new message in conversation 2. */
export const refreshedPage = page([summary(2, 95, 1), summary(1, 90)], 90)
