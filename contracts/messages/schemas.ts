/**
 * Payloads of DIRECT MESSAGES (issue 17; SPEC.md §3 Message: message; User features chat; §7
 * conversations: list, unread, get, last-message, PUT read, create, send).
 *
 * A conversation is between two people, one per pair. Lists page by keyset: the conversation list
 * by `before` (the last_message_id of the last one shown), a conversation's messages backwards by
 * `before` (the id of the oldest one shown), so something arriving meanwhile never shifts a page.
 * Live events travel on the user's private channel `private-notifications.{userId}` (DM_EVENTS);
 * typing and online presence on the presence channel `presence-dm.{conversationId}`.
 */
import * as v from 'valibot'
import { apiMessage, createInputSchemas, inputRules, translateInputEn } from '../core/input'
import { perLocale } from '../core/validation/translate'
import { ID_MAX } from '../core/constants'
import { PersonRef } from '../core/person'

export const DM_LIMITS = {
  /** Characters of one message, after trimming. */
  textMax: 2000,
  /** Messages one user may send per minute, all conversations together. */
  sendsPerMinute: 30,
} as const

export const DirectMessage = v.object({
  id: v.number(),
  conversation_id: v.number(),
  sender_id: v.number(),
  /** SPEC.md §3 Message: message. */
  message: v.string(),
  /** ISO 8601 UTC. */
  created_at: v.string(),
})
export type DirectMessage = v.InferOutput<typeof DirectMessage>

/** One line of /dms. */
export const ConversationSummary = v.object({
  id: v.number(),
  other: PersonRef,
  last_message: v.nullable(DirectMessage),
  /** Messages of the other person the caller has not read. */
  unread_count: v.number(),
  /** The list's cursor: pass it as `before` for the next page (0 while the conversation is empty). */
  last_message_id: v.number(),
})
export type ConversationSummary = v.InferOutput<typeof ConversationSummary>

/** GET /api/dms/:id and what opening one answers. */
export const Conversation = v.object({
  id: v.number(),
  other: PersonRef,
  /** The last message the caller read (0 for none). */
  my_last_read_id: v.number(),
  /** The other person's read receipt: the last message they read (0 for none). */
  other_last_read_id: v.number(),
  unread_count: v.number(),
  /** Whether the caller may write here (false when either account is blocked or deactivated). */
  can_send: v.boolean(),
  created_at: v.string(),
})
export type Conversation = v.InferOutput<typeof Conversation>

export const DmUnread = v.object({ count: v.number() })
export type DmUnread = v.InferOutput<typeof DmUnread>

/** PUT /api/dms/:id/read answers where the caller's read state stands now. */
export const ReadState = v.object({
  conversation_id: v.number(),
  last_read_message_id: v.number(),
  /** The caller's unread messages over every conversation (the sidebar's badge). */
  unread_total: v.number(),
})
export type ReadState = v.InferOutput<typeof ReadState>

// ---------------------------------------------------------------------------------------------
// Live events (on the recipient's private channel, see notificationChannel)

export const DM_EVENTS = {
  /** A message arrived (to both participants, so the sender's other tabs follow): DmMessageEvent. */
  message: 'dm.message',
  /** The other participant read up to a message: DmReadEvent. */
  read: 'dm.read',
} as const

export const DmMessageEvent = v.object({
  message: DirectMessage,
  /** The receiving user's unread total after it. */
  unread_total: v.number(),
})
export type DmMessageEvent = v.InferOutput<typeof DmMessageEvent>

export const DmReadEvent = v.object({
  conversation_id: v.number(),
  /** Who read. */
  user_id: v.number(),
  last_read_message_id: v.number(),
  /** The receiving user's own unread total (changes when the reader is the receiving user elsewhere). */
  unread_total: v.number(),
})
export type DmReadEvent = v.InferOutput<typeof DmReadEvent>

/** Presence channel of a conversation (wire name): both participants, typing as a client event. */
export const dmPresenceChannel = (conversationId: number) => `presence-dm.${conversationId}`
export const DM_TYPING_EVENT = 'client-typing'

// ---------------------------------------------------------------------------------------------
// Inputs

const { positiveInteger } = inputRules()

export const ConversationParams = v.object({ id: positiveInteger('id', ID_MAX) })

const messageText = v.pipe(
  v.string(apiMessage({ it: 'Il messaggio è un testo.', en: 'The message is a text.' })),
  v.trim(),
  v.minLength(1, apiMessage({ it: 'Scrivi il messaggio.', en: 'Write the message.' })),
  v.maxLength(
    DM_LIMITS.textMax,
    apiMessage(
      {
        it: 'Un messaggio ha al massimo {max} caratteri.',
        en: 'A message has at most {max} characters.',
      },
      { max: DM_LIMITS.textMax },
    ),
  ),
)

export const SendBody = v.object({ message: messageText })
export type SendBody = v.InferOutput<typeof SendBody>

export const ReadBody = v.object({
  /** Read up to this message; the latest when left out. */
  message_id: v.optional(
    v.pipe(
      v.number(apiMessage({ it: 'message_id è un numero.', en: 'message_id is a number.' })),
      v.integer(apiMessage({ it: 'message_id è un numero intero.', en: 'message_id is a whole number.' })),
      v.minValue(1, apiMessage({ it: 'message_id è almeno 1.', en: 'message_id is at least 1.' })),
      v.maxValue(ID_MAX, apiMessage({ it: 'message_id è troppo grande.', en: 'message_id is too large.' })),
    ),
  ),
})
export type ReadBody = v.InferOutput<typeof ReadBody>

/** The lists' query: a page size and `before`, the keyset cursor. */
export const dmInputSchemasFor = perLocale((t) => {
  const { PageQuery } = createInputSchemas(t)
  const { positiveInteger: bounded } = inputRules(t)
  return {
    KeysetQuery: v.object({
      perPage: PageQuery.entries.perPage,
      before: v.optional(bounded('before', ID_MAX)),
    }),
  }
}, translateInputEn)
