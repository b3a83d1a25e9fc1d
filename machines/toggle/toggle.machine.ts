/*
 * One value a person flips and sees flipped at once: a reaction to a post, a pin, following someone,
 * a favourite. The new value shows while the server is asked (optimistic); a refusal puts the
 * confirmed one back (rollback) and says so. The value may be anything (true/false, a reaction or
 * none); asking for the value already confirmed asks nothing. A flip while one is being saved is
 * not lost: it shows at once and is sent once the first answers (the last flip wins).
 *
 *   ┌──────┐ toggle.set [isChange]: shown = the new value ┌────────┐ done: confirmed, emit applied ──▶ idle
 *   │ idle │ ───────────────────────────────────────────▶ │ saving │   [flipped again meanwhile] ──▶ saving
 *   └──────┘ toggle.sync: both = the value from outside    └────────┘ error: shown = confirmed (rollback),
 *                                  toggle.set: shown = the new value    the refusal, emit rolledBack ──▶ idle
 */
import { assign, emit, fromPromise, setup } from 'xstate'
import { studioCallError, type StudioCallError } from '../course-manager/call-error'

export interface ToggleContext {
  /** What is toggled (a post's id, a person's id): given to the `apply` actor. */
  target: unknown
  /** What the server has confirmed. */
  value: unknown
  /** What the view shows: the value asked for while saving. */
  shown: unknown
  /** The last refusal, until the next change. */
  error: StudioCallError | null
  /** The value being sent now (while saving; `shown` may have moved on since). */
  sending: unknown
}

export interface ToggleInput {
  target: unknown
  value: unknown
}

export interface ApplyToggleInput {
  target: unknown
  value: unknown
}

export type ToggleEvent =
  | { type: 'toggle.set'; value: unknown }
  /** The value changed elsewhere (a live update, the page's own data). */
  | { type: 'toggle.sync'; value: unknown }

export type ToggleEmitted =
  { type: 'applied'; value: unknown; output: unknown } | { type: 'rolledBack'; value: unknown }

export const toggleMachine = setup({
  types: {
    context: {} as ToggleContext,
    events: {} as ToggleEvent,
    input: {} as ToggleInput,
    emitted: {} as ToggleEmitted,
    tags: {} as 'busy',
  },
  actors: {
    apply: fromPromise<unknown, ApplyToggleInput>(async () => {
      throw new Error('toggleMachine: provide the `apply` actor')
    }),
  },
  actions: {
    confirm: assign({ value: ({ context }) => context.sending }),
    emitApplied: emit(({ context, event }) => ({
      type: 'applied' as const,
      value: context.sending,
      output: (event as { output?: unknown }).output,
    })),
  },
  guards: {
    isChange: ({ context }, params: { value: unknown }) => params.value !== context.value,
    flippedMeanwhile: ({ context }) => context.shown !== context.sending,
  },
}).createMachine({
  id: 'toggle',
  context: ({ input }) => ({
    target: input.target,
    value: input.value,
    shown: input.value,
    error: null,
    sending: input.value,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'toggle.set': {
          guard: { type: 'isChange', params: ({ event }) => ({ value: event.value }) },
          target: 'saving',
          actions: assign({ shown: ({ event }) => event.value, error: null }),
        },
        'toggle.sync': {
          actions: assign({ value: ({ event }) => event.value, shown: ({ event }) => event.value }),
        },
      },
    },
    saving: {
      tags: ['busy'],
      entry: assign({ sending: ({ context }) => context.shown }),
      on: {
        'toggle.set': { actions: assign({ shown: ({ event }) => event.value, error: null }) },
      },
      invoke: {
        id: 'apply',
        src: 'apply',
        input: ({ context }) => ({ target: context.target, value: context.sending }),
        onDone: [
          {
            guard: 'flippedMeanwhile',
            target: 'saving',
            reenter: true,
            actions: ['confirm', 'emitApplied'],
          },
          { target: 'idle', actions: ['confirm', 'emitApplied'] },
        ],
        onError: {
          target: 'idle',
          actions: [
            assign({
              shown: ({ context }) => context.value,
              error: ({ event }) => studioCallError(event.error),
            }),
            emit(({ context }) => ({ type: 'rolledBack' as const, value: context.value })),
          ],
        },
      },
    },
  },
})
