/**
 * DIRECT MESSAGES' calls (issue 17; SPEC.md §7 conversations: /api/dms list, unread, get,
 * last-message, PUT read, create, send). Only the two participants see or write a conversation
 * (anyone else gets 404: whether it exists does not leak). Starting a conversation needs the
 * `chat` feature; answering in one that exists does not. Blocked accounts neither write nor
 * receive (403). Lists page by keyset (`before`, `meta.next_before`).
 */
import * as v from 'valibot'
import { data, endpoint, schemaOf } from '../core/endpoint'
import {
  Conversation,
  ConversationParams,
  ConversationSummary,
  DirectMessage,
  DmUnread,
  ReadBody,
  ReadState,
  SendBody,
  dmInputSchemasFor,
} from './schemas'

const tag = 'messages'
const keysetQuery = schemaOf(dmInputSchemasFor, 'KeysetQuery')

/** A keyset page: `meta.next_before` is what to pass as `before` for the next one (null at the end). */
const keysetPage = <T extends v.GenericSchema>(item: T) =>
  v.object({ data: v.array(item), meta: v.object({ next_before: v.nullable(v.number()) }) })

export const listConversations = endpoint({
  method: 'GET',
  path: '/api/dms',
  auth: 'user',
  tag,
  summary:
    "The caller's conversations, the latest activity first: the other person, the last message and the unread count (keyset: before = a last_message_id)",
  query: keysetQuery,
  response: keysetPage(ConversationSummary),
})

export const getDmUnread = endpoint({
  method: 'GET',
  path: '/api/dms/unread',
  auth: 'user',
  tag,
  summary: "The caller's unread messages over every conversation (the sidebar's badge)",
  response: data(DmUnread),
})

export const openConversation = endpoint({
  method: 'POST',
  path: '/api/dms/new/:id',
  auth: 'user',
  tag,
  summary:
    'Opens the conversation with a user (by user id), or finds the one there is; starting one needs the chat feature (403 says how to get it)',
  params: ConversationParams,
  response: data(Conversation),
  errors: [403, 404],
})

export const getConversation = endpoint({
  method: 'GET',
  path: '/api/dms/:id',
  auth: 'user',
  tag,
  summary: 'One conversation of the caller: the other person, both read states, whether the caller may write',
  params: ConversationParams,
  response: data(Conversation),
  errors: [404],
})

export const listMessages = endpoint({
  method: 'GET',
  path: '/api/dms/:id/messages',
  auth: 'user',
  tag,
  summary: "A conversation's messages, the newest first, paged backwards (keyset: before = a message id)",
  params: ConversationParams,
  query: keysetQuery,
  response: keysetPage(DirectMessage),
  errors: [404],
})

export const getLastMessage = endpoint({
  method: 'GET',
  path: '/api/dms/:id/last-message',
  auth: 'user',
  tag,
  summary: "A conversation's last message (null while empty)",
  params: ConversationParams,
  response: data(v.nullable(DirectMessage)),
  errors: [404],
})

export const markConversationRead = endpoint({
  method: 'PUT',
  path: '/api/dms/:id/read',
  auth: 'user',
  tag,
  summary:
    'Read receipt: the caller read up to a message (the latest when none is given); never moves back; the other side sees it live',
  params: ConversationParams,
  body: ReadBody,
  response: data(ReadState),
  errors: [404],
})

export const sendMessage = endpoint({
  method: 'POST',
  path: '/api/dms/:id/messages',
  auth: 'user',
  tag,
  summary:
    'Sends a message (trimmed, 1–2000 characters): stored, then pushed to both participants; the recipient gets one notification until they read',
  params: ConversationParams,
  body: SendBody,
  status: 201,
  response: data(DirectMessage),
  errors: [404],
  rateLimited: true,
})
