/** Typed calls of direct messages (contracts/messages/endpoints.ts). */
import {
  getConversation,
  getDmUnread,
  listConversations,
  listMessages,
  markConversationRead,
  openConversation,
  sendMessage,
} from '../../../contracts/messages/endpoints'
import { call } from '../../shared/api'

export const CONVERSATIONS_PER_PAGE = 20
export const MESSAGES_PER_PAGE = 30

export const fetchConversations = ({ before }: { before?: number }, signal?: AbortSignal) =>
  call(
    listConversations,
    { query: before ? { perPage: CONVERSATIONS_PER_PAGE, before } : { perPage: CONVERSATIONS_PER_PAGE } },
    { signal },
  )

export const fetchDmUnread = (signal?: AbortSignal) => call(getDmUnread, {}, { signal })

export const fetchConversation = (id: number, signal?: AbortSignal) =>
  call(getConversation, { params: { id } }, { signal })

export const fetchMessages = (id: number, before: number | undefined, signal?: AbortSignal) =>
  call(
    listMessages,
    {
      params: { id },
      query: before ? { perPage: MESSAGES_PER_PAGE, before } : { perPage: MESSAGES_PER_PAGE },
    },
    { signal },
  )

export const openWith = (userId: number, signal?: AbortSignal) =>
  call(openConversation, { params: { id: userId } }, { signal })

export const readUpTo = (id: number, messageId?: number) =>
  call(markConversationRead, { params: { id }, body: messageId ? { message_id: messageId } : {} })

export const postMessage = (id: number, message: string, signal?: AbortSignal) =>
  call(sendMessage, { params: { id }, body: { message } }, { signal })
