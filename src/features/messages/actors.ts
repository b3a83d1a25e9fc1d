/**
 * What the direct-message views run, with the real calls of api.ts given with .provide() and started
 * with the flow recorder's inspect, so a view reads a view mapper and sends events instead of calling
 * the server (DESIGN.md §2, issue 34): the list of conversations (machines/conversation-list), one
 * conversation (machines/conversation, with its live events and its presence channel), and opening
 * one with someone (machines/request).
 */
import { useActorRef, useSelector } from '@xstate/react'
import type { PresenceChannel } from 'pusher-js'
import { useEffect, useRef } from 'react'
import { fromPromise, type Actor, type AnyStateMachine } from 'xstate'
import {
  DM_TYPING_EVENT,
  dmPresenceChannel,
  type Conversation,
  type DirectMessage,
} from '../../../contracts/messages/schemas'
import {
  conversationMachine,
  conversationView,
  type ConversationPage,
  type LoadConversationInput,
  type LoadConversationOutput,
  type LoadOlderInput,
  type SendInput,
} from '../../../machines/conversation'
import {
  conversationListMachine,
  conversationListView,
  type ConversationsPage,
  type LoadConversationsInput,
} from '../../../machines/conversation-list'
import { requestMachine, requestView } from '../../../machines/request'
import { isApiError } from '../../shared/api/api-error'
import { useEmitted } from '../../shared/lib/actor-events'
import { flowRecorder } from '../../shared/lib/flow-recorder'
import { holdPusher } from '../../shared/realtime/pusher-client'
import { fetchConversation, fetchConversations, fetchMessages, openWith, postMessage, readUpTo } from './api'
import { onDmEvent } from './live'

const useMessagesActor = <TMachine extends AnyStateMachine>(machine: TMachine, input?: unknown) =>
  useActorRef(machine, { input, inspect: flowRecorder.inspect } as never) as Actor<TMachine>

/** /dms's conversations, page by page; each live message reads the first page again. */
export const appConversationListMachine = conversationListMachine.provide({
  actors: {
    loadPage: fromPromise<ConversationsPage, LoadConversationsInput>(({ input, signal }) =>
      fetchConversations(input.before === null ? {} : { before: input.before }, signal),
    ),
  },
})

export function useConversationList() {
  const actor = useMessagesActor(appConversationListMachine)
  useEffect(() => onDmEvent(() => actor.send({ type: 'list.refresh' })), [actor])
  return { actor, view: useSelector(actor, conversationListView) }
}

const errorOf = (error: unknown) =>
  isApiError(error) ? { status: error.status, message: error.serverMessage } : { status: 0 }

/** One conversation: loaded with its newest page, older pages, sending. */
export const appConversationMachine = conversationMachine.provide({
  actors: {
    loadConversation: fromPromise<LoadConversationOutput, LoadConversationInput>(
      async ({ input, signal }) => {
        try {
          const [conversation, page] = await Promise.all([
            fetchConversation(input.conversationId, signal),
            fetchMessages(input.conversationId, undefined, signal),
          ])
          return { conversation, page }
        } catch (error) {
          throw errorOf(error)
        }
      },
    ),
    loadOlder: fromPromise<ConversationPage, LoadOlderInput>(async ({ input, signal }) => {
      try {
        return await fetchMessages(input.conversationId, input.before, signal)
      } catch (error) {
        throw errorOf(error)
      }
    }),
    send: fromPromise<DirectMessage, SendInput>(async ({ input }) => {
      try {
        return await postMessage(input.conversationId, input.text)
      } catch (error) {
        throw errorOf(error)
      }
    }),
  },
})

/**
 * One conversation on screen for the user `me`: its machine, fed with what arrives live (its
 * messages, the other side's receipts) and with the presence channel `presence-dm.{id}` once the
 * other person is known (online / offline, their typing); the machine's `typing` is passed on to
 * them as the channel's client event.
 */
export function useConversation(conversationId: number, me: number) {
  const actor = useMessagesActor(appConversationMachine, { conversationId })
  const snapshot = useSelector(actor, (s) => s)
  const view = conversationView(snapshot)

  // Live messages and receipts of this conversation.
  useEffect(
    () =>
      onDmEvent((live) => {
        if (live.kind === 'message' && live.event.message.conversation_id === conversationId)
          actor.send({ type: 'conversation.received', message: live.event.message })
        if (
          live.kind === 'read' &&
          live.event.conversation_id === conversationId &&
          live.event.user_id !== me
        )
          actor.send({ type: 'conversation.read', lastReadId: live.event.last_read_message_id })
      }),
    [actor, conversationId, me],
  )
  usePresence(actor, conversationId, view.conversation?.other.id)
  return { actor, snapshot, view }
}

type ConversationActor = Actor<typeof appConversationMachine>

/** The presence channel of a conversation, while the other person is known. */
function usePresence(actor: ConversationActor, conversationId: number, otherId: number | undefined) {
  useEffect(() => {
    if (otherId === undefined) return
    let stopped = false
    let teardown = () => {}
    const name = dmPresenceChannel(conversationId)
    void holdPusher()
      .then((hold) => {
        if (stopped) return hold.release()
        const channel = hold.pusher.subscribe(name) as PresenceChannel
        const refresh = () =>
          actor.send({
            type: channel.members?.get(String(otherId))
              ? 'conversation.otherOnline'
              : 'conversation.otherOffline',
          })
        channel.bind('pusher:subscription_succeeded', refresh)
        channel.bind('pusher:member_added', refresh)
        channel.bind('pusher:member_removed', refresh)
        channel.bind(DM_TYPING_EVENT, () => actor.send({ type: 'conversation.typing' }))
        const typing = actor.on('typing', () => channel.trigger(DM_TYPING_EVENT, { typing: true }))
        teardown = () => {
          typing.unsubscribe()
          hold.pusher.unsubscribe(name)
          hold.release()
        }
      })
      .catch(() => {})
    return () => {
      stopped = true
      teardown()
      // off the channel: nobody reads as online (unless the page is gone with its actor)
      if (actor.getSnapshot().status === 'active') actor.send({ type: 'conversation.otherOffline' })
    }
  }, [actor, conversationId, otherId])
}

/**
 * What shows is read: the receipt moves to the newest message of the other person (PUT read),
 * once per message; a failed mark is asked again when the next one shows.
 */
export function useMarkRead(conversationId: number, newestFromOther: number, myLastRead: number) {
  const readSent = useRef(0)
  useEffect(() => {
    if (newestFromOther === 0 || newestFromOther <= Math.max(myLastRead, readSent.current)) return
    readSent.current = newestFromOther
    readUpTo(conversationId, newestFromOther).catch(() => {
      readSent.current = 0
    })
  }, [conversationId, newestFromOther, myLastRead])
}

/** Opening the conversation with someone (machines/request): the one there is, or a new one. */
export const appOpenConversationMachine = requestMachine.provide({
  actors: { call: fromPromise<unknown, unknown>(({ input, signal }) => openWith(input as number, signal)) },
})

/**
 * Opens the conversation with `userId` at once (and again on `retry`); `onOpened` hears it. The
 * view shows the request's phase and its refusal (status, the server's message).
 */
export function useOpenConversation(userId: number | null, onOpened: (conversation: Conversation) => void) {
  const actor = useMessagesActor(appOpenConversationMachine)
  useEmitted(actor, 'done', (event) => {
    if (event.type === 'done') onOpened(event.output as Conversation)
  })
  useEffect(() => {
    if (userId !== null) actor.send({ type: 'request.send', input: userId })
  }, [actor, userId])
  const view = useSelector(actor, (snapshot) => requestView<Conversation>(snapshot))
  return { view, retry: () => actor.send({ type: 'request.send', input: userId }) }
}
