import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import type { DirectMessage } from '../../contracts/messages/schemas'
import { conversation, message } from './fixtures'
import {
  conversationMachine,
  conversationView,
  type ConversationPage,
  type LoadConversationInput,
  type LoadConversationOutput,
  type LoadOlderInput,
  type SendInput,
} from './index'

/** A server with Bruno's messages 10 and 11 (older ones before 10 on demand) that may refuse. */
interface Server {
  failLoad?: number
  refuseSend?: { status: number; message: string }
  sent: SendInput[]
}

function start(server: Server) {
  const clock = new SimulatedClock()
  const announced: string[] = []
  const actor = createActor(
    conversationMachine.provide({
      actors: {
        loadConversation: fromPromise<LoadConversationOutput, LoadConversationInput>(async () => {
          if (server.failLoad) {
            const status = server.failLoad
            server.failLoad = undefined
            throw { status }
          }
          return { conversation, page: { data: [message(11), message(10)], meta: { next_before: 10 } } }
        }),
        loadOlder: fromPromise<ConversationPage, LoadOlderInput>(async ({ input }) => ({
          data: [message(input.before - 1, 1), message(input.before - 2)],
          meta: { next_before: null },
        })),
        send: fromPromise<DirectMessage, SendInput>(async ({ input }) => {
          server.sent.push(input)
          if (server.refuseSend) throw server.refuseSend
          return { ...message(20, 1), message: input.text }
        }),
      },
    }),
    { input: { conversationId: 9 }, clock },
  ).start()
  actor.on('typing', (event) => announced.push(event.type))
  const view = () => conversationView(actor.getSnapshot())
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'))
  return { actor, clock, announced, view, settled }
}

describe('conversation journeys', () => {
  it('opens after a failed first load, reads older messages, sends one that Bruno then reads', async () => {
    const server: Server = { failLoad: 503, sent: [] }
    const { actor, view, settled } = start(server)
    await waitFor(actor, (s) => s.matches({ data: 'failed' }))
    expect(view()).toMatchObject({ phase: 'failed', error: { status: 503 } })
    actor.send({ type: 'conversation.retry' })
    await settled()
    expect(view()).toMatchObject({ phase: 'idle', hasOlder: true, otherLastReadId: 10 })
    expect(view().messages.map((m) => m.id)).toEqual([10, 11])

    actor.send({ type: 'conversation.loadOlder' })
    expect(view().loadingOlder).toBe(true)
    await settled()
    expect(view().messages.map((m) => m.id)).toEqual([8, 9, 10, 11])
    expect(view().hasOlder).toBe(false)

    // a blank message is not sent
    actor.send({ type: 'conversation.send', text: '  \n ' })
    expect(view().phase).toBe('idle')
    actor.send({ type: 'conversation.send', text: '  Ci vediamo domani  ' })
    expect(view()).toMatchObject({ sending: true, outgoing: 'Ci vediamo domani' })
    await settled()
    expect(server.sent).toEqual([{ conversationId: 9, text: 'Ci vediamo domani' }])
    expect(view()).toMatchObject({ phase: 'idle', outgoing: null })
    expect(view().messages.at(-1)).toMatchObject({ id: 20, message: 'Ci vediamo domani' })

    // Bruno's receipt arrives live, and an older receipt never moves it back
    actor.send({ type: 'conversation.read', lastReadId: 20 })
    actor.send({ type: 'conversation.read', lastReadId: 11 })
    expect(view().otherLastReadId).toBe(20)
  })

  it('keeps a refused message for a retry, or gives it back to be changed', async () => {
    const server: Server = { refuseSend: { status: 429, message: 'Stai inviando troppi messaggi' }, sent: [] }
    const { actor, view, settled } = start(server)
    await settled()
    actor.send({ type: 'conversation.send', text: 'Ciao Bruno' })
    await waitFor(actor, (s) => s.matches({ data: { ready: 'sendFailed' } }))
    expect(view()).toMatchObject({
      sendFailed: true,
      outgoing: 'Ciao Bruno',
      error: { status: 429, message: 'Stai inviando troppi messaggi' },
    })
    // still refused on retry, then discarded to be changed
    actor.send({ type: 'conversation.retrySend' })
    await waitFor(actor, (s) => s.matches({ data: { ready: 'sendFailed' } }))
    actor.send({ type: 'conversation.discard' })
    expect(view()).toMatchObject({ phase: 'idle', outgoing: null, error: undefined })

    server.refuseSend = undefined
    actor.send({ type: 'conversation.send', text: 'Ciao Bruno!' })
    await settled()
    expect(server.sent.map((s) => s.text)).toEqual(['Ciao Bruno', 'Ciao Bruno', 'Ciao Bruno!'])
    expect(view().messages.map((m) => m.id)).toEqual([10, 11, 20])
  })

  it('shows Bruno online and typing until his message arrives or he goes quiet, and leaves', async () => {
    const { actor, clock, view, settled } = start({ sent: [] })
    await settled()
    expect(view()).toMatchObject({ otherOnline: false, otherTyping: false })
    actor.send({ type: 'conversation.otherOnline' })
    actor.send({ type: 'conversation.typing' })
    expect(view()).toMatchObject({ otherOnline: true, otherTyping: true })
    // his message ends the indicator, the same message twice shows once
    actor.send({ type: 'conversation.received', message: message(12) })
    actor.send({ type: 'conversation.received', message: message(12) })
    expect(view().otherTyping).toBe(false)
    expect(view().messages.map((m) => m.id)).toEqual([10, 11, 12])
    // typing again: each signal restarts the 5 s, then it goes quiet
    actor.send({ type: 'conversation.typing' })
    clock.increment(4_000)
    actor.send({ type: 'conversation.typing' })
    clock.increment(4_000)
    expect(view().otherTyping).toBe(true)
    clock.increment(1_000)
    expect(view().otherTyping).toBe(false)
    actor.send({ type: 'conversation.otherOffline' })
    expect(view().otherOnline).toBe(false)
  })

  it('announces the user’s typing at most every 2.5 s, and only with text in the draft', async () => {
    const { actor, clock, announced, settled } = start({ sent: [] })
    await settled()
    actor.send({ type: 'conversation.draft', text: '   ' })
    expect(announced).toEqual([])
    actor.send({ type: 'conversation.draft', text: 'C' })
    actor.send({ type: 'conversation.draft', text: 'Ci' })
    actor.send({ type: 'conversation.draft', text: 'Cia' })
    expect(announced).toEqual(['typing'])
    clock.increment(2_500)
    actor.send({ type: 'conversation.draft', text: 'Ciao' })
    expect(announced).toEqual(['typing', 'typing'])
  })
})
