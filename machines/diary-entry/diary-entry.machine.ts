/*
 * A diary page's form (the private /diary): write a new page or rewrite one. The form checks what a
 * person can see at once (a day, a text, at most five tags) and says it with diary.invalid; the
 * server checks the rest and answers 422 by field (a tag's message comes as `tags.N`).
 *
 *   ┌─────────┐ diary.save ┌────────┐ done: emit saved (a new page's fields are emptied by the page) ─▶ editing
 *   │ editing │ ─────────▶ │ saving │ error [isFieldRefusal]: the messages by field ─────────────────▶ editing
 *   └─────────┘            └────────┘ error: the failure (the server's message below 500, if any) ──▶ editing
 *     diary.invalid: the page's own messages by field, no call
 *
 * `saveEntry` creates the page when the form has no entry yet, else saves that entry.
 */
import { assign, emit, fromPromise, setup } from 'xstate'
import type { DiaryEntry, DiaryEntryInput } from '../../contracts/diary/schemas'
import { studioCallError, type StudioCallError } from '../course-manager/call-error'

export type DiaryField = 'entry_date' | 'text' | 'mood' | 'tags'

export interface DiaryEntryContext {
  /** The page rewritten, or null for a new one. */
  entryId: number | null
  errors: Partial<Record<DiaryField, string>>
  /** The save failed other than by field. */
  failure: StudioCallError | null
}

export interface DiaryEntryMachineInput {
  entryId: number | null
}

export type DiaryEntryEvent =
  | { type: 'diary.save'; body: DiaryEntryInput }
  | { type: 'diary.invalid'; errors: Partial<Record<DiaryField, string>> }

export type DiaryEntryEmitted = { type: 'saved'; entry: DiaryEntry }

export interface SaveEntryInput {
  entryId: number | null
  body: DiaryEntryInput
}

const FIELDS: DiaryField[] = ['entry_date', 'text', 'mood', 'tags']

/** A 422's first message per form field (`tags.2` counts for tags). */
export function diaryFieldErrors(fields: Record<string, string>): Partial<Record<DiaryField, string>> {
  const found: Partial<Record<DiaryField, string>> = {}
  for (const field of FIELDS) {
    const message =
      fields[field] ?? Object.entries(fields).find(([name]) => name.startsWith(`${field}.`))?.[1]
    if (message) found[field] = message
  }
  return found
}

export const diaryEntryMachine = setup({
  types: {
    context: {} as DiaryEntryContext,
    events: {} as DiaryEntryEvent,
    input: {} as DiaryEntryMachineInput,
    emitted: {} as DiaryEntryEmitted,
    tags: {} as 'busy',
  },
  actors: {
    saveEntry: fromPromise<DiaryEntry, SaveEntryInput>(async () => {
      throw new Error('diaryEntryMachine: provide the `saveEntry` actor')
    }),
  },
  guards: {
    isFieldRefusal: (_, params: { error: unknown }) => studioCallError(params.error).status === 422,
  },
}).createMachine({
  id: 'diaryEntry',
  context: ({ input }) => ({ entryId: input.entryId, errors: {}, failure: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'diary.invalid': { actions: assign({ errors: ({ event }) => event.errors }) },
        'diary.save': { target: 'saving', actions: assign({ errors: {}, failure: null }) },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveEntry',
        src: 'saveEntry',
        input: ({ context, event }) => ({
          entryId: context.entryId,
          body: (event as Extract<DiaryEntryEvent, { type: 'diary.save' }>).body,
        }),
        onDone: {
          target: 'editing',
          actions: emit(({ event }) => ({ type: 'saved' as const, entry: event.output })),
        },
        onError: [
          {
            guard: { type: 'isFieldRefusal', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: assign({
              errors: ({ event }) => diaryFieldErrors(studioCallError(event.error).fields ?? {}),
            }),
          },
          { target: 'editing', actions: assign({ failure: ({ event }) => studioCallError(event.error) }) },
        ],
      },
    },
  },
})
