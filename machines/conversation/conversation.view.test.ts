import { describe, expect, it } from 'vitest'
import type { DirectMessage } from '../../contracts/messages/schemas'
import { conversationMachine, type ConversationContext } from './conversation.machine'
import { conversationView } from './conversation.view'

const message: DirectMessage = {
  id: 9,
  conversation_id: 3,
  sender_id: 2,
  message: 'Ciao',
  created_at: '2026-01-01T00:00:00Z',
}
const base: ConversationContext = {
  conversationId: 3,
  conversation: null,
  messages: [],
  nextBefore: null,
  otherLastReadId: 0,
  outgoing: null,
}
const at = (data: unknown, typing = 'quiet', context: Partial<ConversationContext> = {}) =>
  conversationView(
    conversationMachine.resolveState({ value: { data, typing } as never, context: { ...base, ...context } }),
  )

describe('conversationView', () => {
  it('names the phase the view draws, from loading to each ready sub-state', () => {
    expect(at('loading')).toMatchObject({ phase: 'loading', ready: false })
    expect(at('failed', 'quiet', { error: { status: 500 } })).toMatchObject({
      phase: 'failed',
      ready: false,
      error: { status: 500 },
    })
    expect(at({ ready: 'idle' })).toMatchObject({ phase: 'idle', ready: true, sending: false })
    expect(at({ ready: 'sending' }, 'quiet', { outgoing: 'Eccomi' })).toMatchObject({
      phase: 'sending',
      sending: true,
      outgoing: 'Eccomi',
    })
    expect(at({ ready: 'sendFailed' })).toMatchObject({ phase: 'sendFailed', sendFailed: true })
    expect(at({ ready: 'loadingOlder' })).toMatchObject({ phase: 'loadingOlder', loadingOlder: true })
  })

  it('carries the messages, the read receipt, whether older ones exist and the other side typing', () => {
    const view = at({ ready: 'idle' }, 'typing', { messages: [message], nextBefore: 9, otherLastReadId: 9 })
    expect(view).toMatchObject({ messages: [message], hasOlder: true, otherLastReadId: 9, otherTyping: true })
    expect(at({ ready: 'idle' }).hasOlder).toBe(false)
    expect(at({ ready: 'idle' }).otherTyping).toBe(false)
  })

  it('says whether the other person is online, from the presence region', () => {
    const online = conversationView(
      conversationMachine.resolveState({
        value: { data: 'loading', typing: 'quiet', presence: 'online', announcing: 'ready' },
        context: base,
      }),
    )
    expect(online.otherOnline).toBe(true)
    expect(at('loading').otherOnline).toBe(false)
  })
})
