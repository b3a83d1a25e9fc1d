import { afterAll, describe, expect, it } from 'vitest'
import type { DirectMessage } from '../../contracts/messages/schemas'
import { assertFullCoverage, createCoverageRecorder } from '../test-utils/coverage'
import { createTestModel } from 'xstate/graph'
import {
  createPromiseControls,
  eventCases,
  runModelPath,
  serializeModelState,
  toModelMachine,
  transitionCoverPaths,
  type EventCases,
  type ModelEvent,
} from '../test-utils/model'
import {
  conversationMachine,
  type ConversationEvent,
  type ConversationPage,
  type LoadConversationInput,
  type LoadConversationOutput,
  type LoadOlderInput,
  type SendInput,
} from './index'
import { conversation, message } from './fixtures'

const events: EventCases<ConversationEvent> = {
  'conversation.retry': [{ type: 'conversation.retry' }],
  'conversation.send': [
    { type: 'conversation.send', text: '  Ciao  ' },
    { type: 'conversation.send', text: ' \n ' },
  ],
  'conversation.retrySend': [{ type: 'conversation.retrySend' }],
  'conversation.discard': [{ type: 'conversation.discard' }],
  'conversation.loadOlder': [{ type: 'conversation.loadOlder' }],
  'conversation.received': [{ type: 'conversation.received', message: message(12) }],
  'conversation.read': [{ type: 'conversation.read', lastReadId: 12 }],
  'conversation.typing': [{ type: 'conversation.typing' }],
  'conversation.otherOnline': [{ type: 'conversation.otherOnline' }],
  'conversation.otherOffline': [{ type: 'conversation.otherOffline' }],
  'conversation.draft': [
    { type: 'conversation.draft', text: 'Ci' },
    { type: 'conversation.draft', text: '  ' },
  ],
}

/** Presence and the user's own typing move apart from the rest: a model of their own (no product). */
const apart = new Set(['conversation.otherOnline', 'conversation.otherOffline', 'conversation.draft'])
const [sideEvents, mainEvents] = [true, false].map((side) =>
  eventCases(events).filter((event) => apart.has(event.type) === side),
)

// The newest page with or without older ones, an older page, a sent message, and failures.
const outcomes: ModelEvent<ConversationEvent>[] = [
  {
    type: 'xstate.done.actor.loadConversation',
    output: { conversation, page: { data: [message(11), message(10)], meta: { next_before: 10 } } },
  },
  { type: 'xstate.error.actor.loadConversation', error: { status: 503 } },
  { type: 'xstate.done.actor.loadOlder', output: { data: [message(5, 1)], meta: { next_before: null } } },
  { type: 'xstate.error.actor.loadOlder', error: { status: 500 } },
  { type: 'xstate.done.actor.send', output: message(13, 1) },
  { type: 'xstate.error.actor.send', error: { status: 429, message: 'Stai inviando troppi messaggi' } },
]

const recorder = createCoverageRecorder('conversation', conversationMachine)
afterAll(() => {
  assertFullCoverage(recorder)
})

describe('conversation model', () => {
  const input = { conversationId: 9 }
  // each model leaves the other's events out (the traversal would offer them without a payload);
  // timers are the machine's own
  const modelOf = (events: readonly ModelEvent<ConversationEvent>[]) =>
    createTestModel(toModelMachine(conversationMachine), {
      input,
      events: events as ConversationEvent[],
      filterEvents: (_, event) =>
        event.type.startsWith('xstate.after.') || events.some((allowed) => allowed.type === event.type),
      serializeState: (snapshot) => serializeModelState(snapshot as never),
      limit: 5_000,
    })
  const model = modelOf([...mainEvents, ...outcomes])
  const sideModel = modelOf(sideEvents)
  const paths = [...transitionCoverPaths(model), ...transitionCoverPaths(sideModel)]

  it(`replays all ${paths.length} paths: one live call exactly while busy, messages in id order, once each`, async () => {
    expect(paths.length).toBeGreaterThan(0)
    for (const path of paths) {
      const controls = createPromiseControls()
      const machine = conversationMachine.provide({
        actors: {
          loadConversation: controls.logic<LoadConversationOutput, LoadConversationInput>('loadConversation'),
          loadOlder: controls.logic<ConversationPage, LoadOlderInput>('loadOlder'),
          send: controls.logic<DirectMessage, SendInput>('send'),
        },
      })
      await runModelPath({
        machine,
        input,
        path,
        recorder,
        controls,
        afterStep: (snapshot) => {
          const live = controls.pending.filter((call) => !call.signal.aborted)
          expect(live.length).toBe(snapshot.hasTag('busy') ? 1 : 0)
          if (snapshot.matches({ data: { ready: 'sending' } }))
            expect(live[0]).toMatchObject({ id: 'send', input: { conversationId: 9, text: 'Ciao' } })
          if (snapshot.matches({ data: { ready: 'loadingOlder' } }))
            expect(live[0]).toMatchObject({ id: 'loadOlder', input: { conversationId: 9, before: 10 } })
          const ids = snapshot.context.messages.map((m) => m.id)
          expect(ids).toEqual([...new Set(ids)].sort((a, b) => a - b))
          expect(snapshot.context.outgoing !== null).toBe(
            snapshot.matches({ data: { ready: 'sending' } }) ||
              snapshot.matches({ data: { ready: 'sendFailed' } }),
          )
        },
      })
    }
  }, 120_000)
})
