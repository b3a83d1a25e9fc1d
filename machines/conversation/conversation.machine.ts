/*
 * One direct-message conversation on screen (issue 17): its messages paged backwards, sending
 * with a retry, what arrives live, the other side's read receipt, whether they are online, their
 * typing indicator, and the user's own typing announced to them at most every few seconds.
 *
 *   ┌─ data ───────────────────────────────────────────────────────────────────────────────┐
 *   │ loading ── done ──▶ ready                          ready:                             │
 *   │    │ error            ▲                             idle ── conversation.send [hasText] ─▶ sending
 *   │    ▼                  │                               │  ◀── done (appended) ──────────────┘  │ error
 *   │ failed ── conversation.retry ──▶ loading              │                      sendFailed ◀─────┘
 *   │                                                       │   conversation.retrySend ─▶ sending
 *   │                                                       │   conversation.discard  ─▶ idle
 *   │                                                       └─ conversation.loadOlder [hasOlder] ─▶ loadingOlder
 *   │                                                          done (prepended) / error (olderError) ─▶ idle
 *   │ ready also takes conversation.received (appended once, in id order) and conversation.read
 *   │ (the other side's receipt, never moving back).
 *   └──────────────────────────────────────────────────────────────────────────────────────┘
 *   ┌─ typing ─────────────────────────────────────────────────────────────────────────────┐
 *   │ quiet ── conversation.typing ──▶ typing ── after typingTimeout / conversation.received ─▶ quiet
 *   │                                    └── conversation.typing (the timer starts again)
 *   └──────────────────────────────────────────────────────────────────────────────────────┘
 *   ┌─ presence ───────────────────────────────────────────────────────────────────────────┐
 *   │ offline ── conversation.otherOnline ──▶ online ── conversation.otherOffline ──▶ offline │
 *   └──────────────────────────────────────────────────────────────────────────────────────┘
 *   ┌─ announcing (the user's own typing) ─────────────────────────────────────────────────┐
 *   │ ready ── conversation.draft [draftHasText]: emit typing ──▶ announced                │
 *   │   ▲                                                             │ (drafts ignored)   │
 *   │   └──────────────────────── after typingEvery ──────────────────┘                    │
 *   └──────────────────────────────────────────────────────────────────────────────────────┘
 *
 * The calls (load the conversation and its newest page, load an older page, send) are actors the
 * page provides; marking read (PUT read) is the page's, when messages show. The presence channel
 * is the page's too (messages/actors.ts): it sends otherOnline / otherOffline and the other's
 * typing here, and passes the emitted `typing` on to the other side.
 */
import { assign, emit, fromPromise, setup } from 'xstate'
import type { Conversation, DirectMessage } from '../../contracts/messages/schemas'

export interface ConversationError {
  status?: number
  message?: string
}

export interface ConversationPage {
  /** Newest first, as the API answers. */
  data: DirectMessage[]
  meta: { next_before: number | null }
}

export interface LoadConversationOutput {
  conversation: Conversation
  page: ConversationPage
}

export interface ConversationContext {
  conversationId: number
  conversation: Conversation | null
  /** Oldest first, as they show. */
  messages: DirectMessage[]
  /** Cursor for "load older" (null: nothing older). */
  nextBefore: number | null
  /** The other person's read receipt. */
  otherLastReadId: number
  /** The text being sent, or that failed to send. */
  outgoing: string | null
  error?: ConversationError
  /** Loading older messages failed (the newer ones stay). */
  olderError?: ConversationError
}

export interface ConversationInput {
  conversationId: number
}

export type ConversationEvent =
  | { type: 'conversation.retry' }
  | { type: 'conversation.send'; text: string }
  | { type: 'conversation.retrySend' }
  | { type: 'conversation.discard' }
  | { type: 'conversation.loadOlder' }
  | { type: 'conversation.received'; message: DirectMessage }
  | { type: 'conversation.read'; lastReadId: number }
  /** The other person is typing (their client event on the presence channel). */
  | { type: 'conversation.typing' }
  /** The other person joined or left the presence channel. */
  | { type: 'conversation.otherOnline' }
  | { type: 'conversation.otherOffline' }
  /** The user's draft changed: typing is announced when it has text, at most every `typingEvery`. */
  | { type: 'conversation.draft'; text: string }

/** `typing`: tell the other side the user is typing (the presence channel's client event). */
export type ConversationEmitted = { type: 'typing' }

export interface LoadConversationInput {
  conversationId: number
}
export interface LoadOlderInput {
  conversationId: number
  before: number
}
export interface SendInput {
  conversationId: number
  text: string
}

/** Adds messages once each, in id order. */
export function mergeMessages(
  current: readonly DirectMessage[],
  added: readonly DirectMessage[],
): DirectMessage[] {
  const byId = new Map(current.map((message) => [message.id, message]))
  for (const message of added) byId.set(message.id, message)
  return [...byId.values()].sort((a, b) => a.id - b.id)
}

const asError = (error: unknown): ConversationError => {
  const { status, message } = (error ?? {}) as { status?: unknown; message?: unknown }
  return {
    ...(typeof status === 'number' ? { status } : {}),
    ...(typeof message === 'string' ? { message } : {}),
  }
}

// size: one statechart of four parallel regions (the data: paging, sending, live messages and receipts; typing; presence; announcing) and its setup, read whole with the diagram above
export const conversationMachine = setup({
  types: {
    context: {} as ConversationContext,
    events: {} as ConversationEvent,
    input: {} as ConversationInput,
    emitted: {} as ConversationEmitted,
  },
  actors: {
    loadConversation: fromPromise<LoadConversationOutput, LoadConversationInput>(() => {
      throw new Error('loadConversation: provide it')
    }),
    loadOlder: fromPromise<ConversationPage, LoadOlderInput>(() => {
      throw new Error('loadOlder: provide it')
    }),
    send: fromPromise<DirectMessage, SendInput>(() => {
      throw new Error('send: provide it')
    }),
  },
  guards: {
    hasText: ({ event }) => event.type === 'conversation.send' && event.text.trim() !== '',
    hasOlder: ({ context }) => context.nextBefore !== null,
    draftHasText: ({ event }) => event.type === 'conversation.draft' && event.text.trim() !== '',
  },
  delays: {
    /** A typing indicator without news for this long goes away. */
    typingTimeout: 5_000,
    /** The user's typing is announced at most this often. */
    typingEvery: 2_500,
  },
}).createMachine({
  id: 'conversation',
  type: 'parallel',
  context: ({ input }) => ({
    conversationId: input.conversationId,
    conversation: null,
    messages: [],
    nextBefore: null,
    otherLastReadId: 0,
    outgoing: null,
  }),
  states: {
    data: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['busy'],
          entry: assign({ error: undefined }),
          invoke: {
            id: 'loadConversation',
            src: 'loadConversation',
            input: ({ context }) => ({ conversationId: context.conversationId }),
            onDone: {
              target: 'ready',
              actions: assign(({ event }) => ({
                conversation: event.output.conversation,
                messages: mergeMessages([], event.output.page.data),
                nextBefore: event.output.page.meta.next_before,
                otherLastReadId: event.output.conversation.other_last_read_id,
              })),
            },
            onError: { target: 'failed', actions: assign({ error: ({ event }) => asError(event.error) }) },
          },
        },
        failed: {
          on: { 'conversation.retry': 'loading' },
        },
        ready: {
          initial: 'idle',
          on: {
            'conversation.received': {
              actions: assign({
                messages: ({ context, event }) => mergeMessages(context.messages, [event.message]),
              }),
            },
            'conversation.read': {
              actions: assign({
                otherLastReadId: ({ context, event }) => Math.max(context.otherLastReadId, event.lastReadId),
              }),
            },
          },
          states: {
            idle: {
              on: {
                'conversation.send': {
                  guard: 'hasText',
                  target: 'sending',
                  actions: assign({ outgoing: ({ event }) => event.text.trim(), error: undefined }),
                },
                'conversation.loadOlder': { guard: 'hasOlder', target: 'loadingOlder' },
              },
            },
            sending: {
              tags: ['busy'],
              invoke: {
                id: 'send',
                src: 'send',
                input: ({ context }) => ({
                  conversationId: context.conversationId,
                  text: context.outgoing ?? '',
                }),
                onDone: {
                  target: 'idle',
                  actions: assign(({ context, event }) => ({
                    messages: mergeMessages(context.messages, [event.output]),
                    outgoing: null,
                    error: undefined,
                  })),
                },
                onError: {
                  target: 'sendFailed',
                  actions: assign({ error: ({ event }) => asError(event.error) }),
                },
              },
            },
            sendFailed: {
              on: {
                'conversation.retrySend': { target: 'sending', actions: assign({ error: undefined }) },
                'conversation.discard': {
                  target: 'idle',
                  actions: assign({ outgoing: null, error: undefined }),
                },
              },
            },
            loadingOlder: {
              tags: ['busy'],
              entry: assign({ olderError: undefined }),
              invoke: {
                id: 'loadOlder',
                src: 'loadOlder',
                input: ({ context }) => ({
                  conversationId: context.conversationId,
                  before: context.nextBefore ?? 0,
                }),
                onDone: {
                  target: 'idle',
                  actions: assign(({ context, event }) => ({
                    messages: mergeMessages(context.messages, event.output.data),
                    nextBefore: event.output.meta.next_before,
                  })),
                },
                onError: {
                  target: 'idle',
                  actions: assign({ olderError: ({ event }) => asError(event.error) }),
                },
              },
            },
          },
        },
      },
    },
    typing: {
      initial: 'quiet',
      states: {
        quiet: {
          on: { 'conversation.typing': 'typing' },
        },
        typing: {
          after: { typingTimeout: 'quiet' },
          on: {
            'conversation.typing': { target: 'typing', reenter: true },
            'conversation.received': 'quiet',
          },
        },
      },
    },
    presence: {
      initial: 'offline',
      states: {
        offline: {
          on: { 'conversation.otherOnline': 'online' },
        },
        online: {
          on: { 'conversation.otherOffline': 'offline' },
        },
      },
    },
    announcing: {
      initial: 'ready',
      states: {
        ready: {
          on: {
            'conversation.draft': {
              guard: 'draftHasText',
              target: 'announced',
              actions: emit({ type: 'typing' as const }),
            },
          },
        },
        announced: {
          after: { typingEvery: 'ready' },
        },
      },
    },
  },
})
