/*
 * A learner's notes on one lesson (SPEC.md §3 "Lesson note: text", issue 34): the list is loaded,
 * then a note is added (at the video's time when one plays), rewritten or deleted, one call at a
 * time. Each form is named (`form`: 'new', or `note:{id}` for a note's edit and delete) so its
 * failure shows under it and, once it went through (emit saved), the view clears or closes it. After
 * each change the list is read again (the server orders it); a failed re-read keeps the list shown.
 * A list missing from the answer (a replayed trace keeps no output) keeps the one shown.
 *
 *   ┌─────────┐ done ┌─ ready ────────────────────────────────────────────────────────────────┐
 *   │ loading │ ───▶ │ ┌──────┐ notes.add    ┌────────┐ done: emit saved ─▶ ┌────────────┐   │
 *   └─────────┘      │ │ idle │ ───────────▶ │ adding │                     │ refreshing │   │
 *     │ error  ▲     │ │      │ notes.edit   ┌────────┐ done: emit saved ─▶ │            │   │
 *     ▼        │     │ │      │ ───────────▶ │ saving │                     │            │   │
 *   ┌────────┐ │     │ │      │ notes.remove ┌──────────┐ done: emit saved ▶ │            │   │
 *   │ failed │─┘     │ │      │ ───────────▶ │ removing │                   └────────────┘   │
 *   └────────┘       │ └──────┘ ◀── error (the form's failure) ─┘  ◀── done (the list) / error │
 *   notes.retry      └────────────────────────────────────────────────────────────────────────┘
 */
import { assign, emit, fromPromise, setup } from 'xstate'
import type { LessonNote } from '../../contracts/learning/schemas'
import { studioCallError, type StudioCallError } from '../course-manager/call-error'

export interface LessonNotesContext {
  lessonId: number
  /** Oldest first as the server lists them; empty before the first load. */
  notes: LessonNote[]
  /** The form whose call is under way ('new', or `note:{id}`). */
  form: string | null
  /** Each form's last failure, until it is sent again. */
  errors: Record<string, StudioCallError>
  /** The list could not be loaded. */
  loadError: StudioCallError | null
}

export interface LessonNotesInput {
  lessonId: number
}

export type LessonNotesEvent =
  | { type: 'notes.retry' }
  | { type: 'notes.add'; text: string; atSeconds: number | null }
  | { type: 'notes.edit'; id: number; text: string }
  | { type: 'notes.remove'; id: number }

export type LessonNotesEmitted = { type: 'saved'; form: string }

export interface AddNoteInput {
  lessonId: number
  text: string
  atSeconds: number | null
}

/** The form of a note's edit and delete. */
export const noteForm = (id: number) => `note:${id}`
export const NEW_NOTE_FORM = 'new'

const needsProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`lessonNotesMachine: provide the \`${name}\` actor`)
}

const withoutForm = (errors: Record<string, StudioCallError>, form: string) =>
  Object.fromEntries(Object.entries(errors).filter(([key]) => key !== form))

export const lessonNotesMachine = setup({
  types: {
    context: {} as LessonNotesContext,
    events: {} as LessonNotesEvent,
    input: {} as LessonNotesInput,
    emitted: {} as LessonNotesEmitted,
    tags: {} as 'busy',
  },
  actors: {
    loadNotes: fromPromise<LessonNote[], { lessonId: number }>(needsProvided('loadNotes')),
    addNote: fromPromise<LessonNote, AddNoteInput>(needsProvided('addNote')),
    editNote: fromPromise<LessonNote, { id: number; text: string }>(needsProvided('editNote')),
    removeNote: fromPromise<unknown, { id: number }>(needsProvided('removeNote')),
  },
  actions: {
    ask: assign({
      form: (_, params: { form: string }) => params.form,
      errors: ({ context }, params: { form: string }) => withoutForm(context.errors, params.form),
    }),
    failed: assign({
      errors: ({ context }, params: { error: unknown }) => ({
        ...context.errors,
        [context.form ?? '']: studioCallError(params.error),
      }),
      form: null,
    }),
    saved: emit(({ context }) => ({ type: 'saved' as const, form: context.form ?? '' })),
  },
}).createMachine({
  id: 'lessonNotes',
  context: ({ input }) => ({
    lessonId: input.lessonId,
    notes: [],
    form: null,
    errors: {},
    loadError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadNotes',
        src: 'loadNotes',
        input: ({ context }) => ({ lessonId: context.lessonId }),
        onDone: {
          target: 'ready',
          actions: assign({ notes: ({ context, event }) => event.output ?? context.notes }),
        },
        onError: {
          target: 'failed',
          actions: assign({ loadError: ({ event }) => studioCallError(event.error) }),
        },
      },
    },
    failed: {
      on: { 'notes.retry': { target: 'loading', actions: assign({ loadError: null }) } },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'notes.add': { target: 'adding', actions: { type: 'ask', params: { form: NEW_NOTE_FORM } } },
            'notes.edit': {
              target: 'saving',
              actions: { type: 'ask', params: ({ event }) => ({ form: noteForm(event.id) }) },
            },
            'notes.remove': {
              target: 'removing',
              actions: { type: 'ask', params: ({ event }) => ({ form: noteForm(event.id) }) },
            },
          },
        },
        adding: {
          tags: ['busy'],
          invoke: {
            id: 'addNote',
            src: 'addNote',
            input: ({ context, event }) => {
              const { text, atSeconds } = event as Extract<LessonNotesEvent, { type: 'notes.add' }>
              return { lessonId: context.lessonId, text, atSeconds }
            },
            onDone: { target: 'refreshing', actions: 'saved' },
            onError: {
              target: 'idle',
              actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'editNote',
            src: 'editNote',
            input: ({ event }) => {
              const { id, text } = event as Extract<LessonNotesEvent, { type: 'notes.edit' }>
              return { id, text }
            },
            onDone: { target: 'refreshing', actions: 'saved' },
            onError: {
              target: 'idle',
              actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        removing: {
          tags: ['busy'],
          invoke: {
            id: 'removeNote',
            src: 'removeNote',
            input: ({ event }) => ({ id: (event as Extract<LessonNotesEvent, { type: 'notes.remove' }>).id }),
            onDone: { target: 'refreshing', actions: 'saved' },
            onError: {
              target: 'idle',
              actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        refreshing: {
          entry: assign({ form: null }),
          invoke: {
            id: 'loadNotes',
            src: 'loadNotes',
            input: ({ context }) => ({ lessonId: context.lessonId }),
            onDone: {
              target: 'idle',
              actions: assign({ notes: ({ context, event }) => event.output ?? context.notes }),
            },
            // the change went through: the list shown stays until the next one
            onError: { target: 'idle' },
          },
        },
      },
    },
  },
})
