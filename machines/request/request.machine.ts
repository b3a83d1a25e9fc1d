/*
 * One call a person makes at a time and waits for: a registration, accepting the terms, "send me a
 * new link", a report. The page provides the call as the `call` actor; the machine owns its waiting,
 * its answer and its refusal (kept as status, the server's message and the 422's messages by field).
 *
 *   ┌──────┐ request.send ┌─────────┐ done: output, emit done ──────────▶ ┌──────┐
 *   │ idle │ ───────────▶ │ sending │                                      │ done │
 *   └──────┘              └─────────┘ error: the refusal, emit failed ─▶ ┌────────┐
 *      ▲                      ▲  request.send (again, from done or failed) │ failed │
 *      └──────── request.reset (from done or failed) ───────────────────── └────────┘
 *
 * A request.send while sending is ignored: the page's button waits. The raw error goes out with the
 * `failed` event (a form maps a 422 onto its fields), the context keeps only what can be shown.
 */
import { assign, emit, fromPromise, setup } from 'xstate'
import { studioCallError, type StudioCallError } from '../course-manager/call-error'

export type CallError = StudioCallError
/** A failed call's status, the server's message and its 422 messages by field (none for a network failure). */
export const callError = studioCallError

export interface RequestContext {
  /** What the last request.send asked for. */
  input: unknown
  output: unknown
  error: CallError | null
}

export type RequestEvent = { type: 'request.send'; input: unknown } | { type: 'request.reset' }

export type RequestEmitted = { type: 'done'; output: unknown } | { type: 'failed'; error: unknown }

export const requestMachine = setup({
  types: {
    context: {} as RequestContext,
    events: {} as RequestEvent,
    emitted: {} as RequestEmitted,
    tags: {} as 'busy',
  },
  actors: {
    call: fromPromise<unknown, unknown>(async () => {
      throw new Error('requestMachine: provide the `call` actor')
    }),
  },
  actions: {
    ask: assign({
      input: (_, params: { input: unknown }) => params.input,
      error: null,
    }),
  },
}).createMachine({
  id: 'request',
  context: { input: undefined, output: undefined, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'request.send': {
          target: 'sending',
          actions: { type: 'ask', params: ({ event }) => ({ input: event.input }) },
        },
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'call',
        src: 'call',
        input: ({ context }: { context: RequestContext }) => context.input,
        onDone: {
          target: 'done',
          actions: [
            assign({ output: ({ event }) => event.output }),
            emit(({ event }) => ({ type: 'done' as const, output: event.output })),
          ],
        },
        onError: {
          target: 'failed',
          actions: [
            assign({ error: ({ event }) => studioCallError(event.error) }),
            emit(({ event }) => ({ type: 'failed' as const, error: event.error })),
          ],
        },
      },
    },
    done: {
      on: {
        'request.send': {
          target: 'sending',
          actions: { type: 'ask', params: ({ event }) => ({ input: event.input }) },
        },
        'request.reset': { target: 'idle', actions: assign({ output: undefined }) },
      },
    },
    failed: {
      on: {
        'request.send': {
          target: 'sending',
          actions: { type: 'ask', params: ({ event }) => ({ input: event.input }) },
        },
        'request.reset': { target: 'idle', actions: assign({ error: null }) },
      },
    },
  },
})
