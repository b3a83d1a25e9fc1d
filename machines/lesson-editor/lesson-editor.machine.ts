/*
 * One lesson's row on the lessons page: its title, free preview, content kind and text, each
 * saved at once. The free box follows the click before the answer and goes back if the save
 * fails; a change made while a save runs waits for it and goes next.
 *
 *   ┌──────┐ lesson.save ┌────────┐ done: saved, emit changed ┌─────────┐ [hasQueued] ─▶ saving
 *   │ idle │ ──────────▶ │ saving │ ─────────────────────────▶│ settled │
 *   └──────┘             └────────┘ error: free put back      └─────────┘ ─────────────▶ idle
 *      ▲                   │ lesson.save: queued (merged)
 *      └────────────────────────────────────────────────────────────────┘
 */
import { assign, emit, fromPromise, setup } from 'xstate'
import type { StudioLesson } from '../../contracts/studio/schemas'
import { studioCallError, type StudioCallError } from '../course-manager/call-error'

export interface LessonChanges {
  title?: string
  free?: boolean
  kind?: StudioLesson['kind']
  body?: string
}

export interface LessonEditorContext {
  lessonId: number
  /** The free box as shown: the click's value until the server answers. */
  free: boolean
  /** The free preview as the server last said. */
  savedFree: boolean
  /** The changes being saved, and those waiting for that save. */
  pending: LessonChanges | null
  queued: LessonChanges | null
  error: StudioCallError | null
  /** The last save succeeded. */
  saved: boolean
}

export interface LessonEditorInput {
  lesson: Pick<StudioLesson, 'id' | 'free'>
}

export type LessonEditorEvent = { type: 'lesson.save'; changes: LessonChanges }

export type LessonEditorEmitted = { type: 'changed'; lesson: StudioLesson }

const needsProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`lessonEditorMachine: provide the \`${name}\` actor`)
}

export const lessonEditorMachine = setup({
  types: {
    context: {} as LessonEditorContext,
    events: {} as LessonEditorEvent,
    input: {} as LessonEditorInput,
    emitted: {} as LessonEditorEmitted,
    tags: {} as 'busy',
  },
  actors: {
    saveLesson: fromPromise<StudioLesson, { id: number; changes: LessonChanges }>(
      needsProvided('saveLesson'),
    ),
  },
  guards: {
    hasQueued: ({ context }) => context.queued !== null,
  },
  actions: {
    follow: assign({
      free: ({ context, event }) =>
        event.type === 'lesson.save' ? (event.changes.free ?? context.free) : context.free,
    }),
  },
}).createMachine({
  id: 'lessonEditor',
  context: ({ input }) => ({
    lessonId: input.lesson.id,
    free: input.lesson.free,
    savedFree: input.lesson.free,
    pending: null,
    queued: null,
    error: null,
    saved: false,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'lesson.save': {
          target: 'saving',
          actions: ['follow', assign({ pending: ({ event }) => event.changes, error: null, saved: false })],
        },
      },
    },
    saving: {
      tags: ['busy'],
      on: {
        'lesson.save': {
          actions: [
            'follow',
            assign({ queued: ({ context, event }) => ({ ...context.queued, ...event.changes }) }),
          ],
        },
      },
      invoke: {
        id: 'saveLesson',
        src: 'saveLesson',
        input: ({ context }) => ({ id: context.lessonId, changes: context.pending ?? {} }),
        onDone: {
          target: 'settled',
          actions: [
            assign({
              savedFree: ({ event }) => event.output.free,
              free: ({ context, event }) => context.queued?.free ?? event.output.free,
              pending: null,
              saved: true,
            }),
            emit(({ event }) => ({ type: 'changed' as const, lesson: event.output })),
          ],
        },
        onError: {
          target: 'settled',
          actions: assign({
            free: ({ context }) => context.queued?.free ?? context.savedFree,
            pending: null,
            error: ({ event }) => studioCallError(event.error),
          }),
        },
      },
    },
    settled: {
      always: [
        {
          guard: 'hasQueued',
          target: 'saving',
          actions: assign({ pending: ({ context }) => context.queued, queued: null, saved: false }),
        },
        { target: 'idle' },
      ],
    },
  },
})
