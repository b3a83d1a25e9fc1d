/** What a direct-message conversation shows, from the conversation machine's snapshot. */
import type { SnapshotFrom } from 'xstate'
import type { Conversation, DirectMessage } from '../../contracts/messages/schemas'
import type { ConversationError, conversationMachine } from './conversation.machine'

export type ConversationPhase = 'loading' | 'failed' | 'idle' | 'sending' | 'sendFailed' | 'loadingOlder'

export interface ConversationView {
  phase: ConversationPhase
  /** The conversation and its messages are on screen. */
  ready: boolean
  conversation: Conversation | null
  /** Oldest first, as they show. */
  messages: DirectMessage[]
  /** Something older can be loaded ("load older" shows). */
  hasOlder: boolean
  /** The other person's read receipt: messages up to this id are read. */
  otherLastReadId: number
  /** The text being sent, or that failed to send (retry or discard). */
  outgoing: string | null
  sending: boolean
  sendFailed: boolean
  loadingOlder: boolean
  /** The other person is typing. */
  otherTyping: boolean
  /** The other person is on the conversation's presence channel (the online dot). */
  otherOnline: boolean
  /** Loading the conversation or sending failed. */
  error: ConversationError | undefined
  /** Loading older messages failed (the newer ones stay). */
  olderError: ConversationError | undefined
}

export function conversationView(snapshot: SnapshotFrom<typeof conversationMachine>): ConversationView {
  const { conversation, messages, nextBefore, otherLastReadId, outgoing, error, olderError } =
    snapshot.context
  const phase: ConversationPhase = snapshot.matches({ data: 'loading' })
    ? 'loading'
    : snapshot.matches({ data: 'failed' })
      ? 'failed'
      : snapshot.matches({ data: { ready: 'sending' } })
        ? 'sending'
        : snapshot.matches({ data: { ready: 'sendFailed' } })
          ? 'sendFailed'
          : snapshot.matches({ data: { ready: 'loadingOlder' } })
            ? 'loadingOlder'
            : 'idle'
  return {
    phase,
    ready: phase !== 'loading' && phase !== 'failed',
    conversation,
    messages,
    hasOlder: nextBefore !== null,
    otherLastReadId,
    outgoing,
    sending: phase === 'sending',
    sendFailed: phase === 'sendFailed',
    loadingOlder: phase === 'loadingOlder',
    otherTyping: snapshot.matches({ typing: 'typing' }),
    otherOnline: snapshot.matches({ presence: 'online' }),
    error,
    olderError,
  }
}
