/*
 * A learner's notes on one lesson (SPEC.md §3 "Lesson note: text", issue 34): the list is loaded,
 * then a note is added (at the video's time when one plays), rewritten or deleted, one call at a
 * time (the chart is machines/owned-list's, shared with course-questions). Each form is named (`form`: 'new', or `note:{id}` for a note's edit and delete) so its
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
import { fromPromise } from 'xstate'
import type { LessonNote } from '../../contracts/learning/schemas'
import { needsProvided, ownedListMachine, type OwnedListForms } from '../owned-list/owned-list'

export interface LessonNotesContext extends OwnedListForms {
  lessonId: number
  /** Oldest first as the server lists them; empty before the first load. */
  notes: LessonNote[]
}

export interface LessonNotesInput {
  lessonId: number
}

export type LessonNotesEvent =
  | { type: 'notes.retry' }
  | { type: 'notes.add'; text: string; atSeconds: number | null }
  | { type: 'notes.edit'; id: number; text: string }
  | { type: 'notes.remove'; id: number }

/** `saved`: the form ('new', or `note:{id}`) whose call went through. */
export type LessonNotesEmitted = { type: 'saved'; form: string }

export interface AddNoteInput {
  lessonId: number
  text: string
  atSeconds: number | null
}

/** The form of a note's edit and delete. */
export const noteForm = (id: number) => `note:${id}`
export const NEW_NOTE_FORM = 'new'

const provide = (name: string) => needsProvided('lessonNotesMachine', name)

type Asked<TType extends LessonNotesEvent['type']> = Extract<LessonNotesEvent, { type: TType }>

export const lessonNotesMachine = ownedListMachine({
  id: 'lessonNotes',
  types: {
    context: {} as LessonNotesContext,
    events: {} as LessonNotesEvent,
    input: {} as LessonNotesInput,
  },
  actors: {
    loadNotes: fromPromise<LessonNote[], { lessonId: number }>(provide('loadNotes')),
    addNote: fromPromise<LessonNote, AddNoteInput>(provide('addNote')),
    editNote: fromPromise<LessonNote, { id: number; text: string }>(provide('editNote')),
    removeNote: fromPromise<unknown, { id: number }>(provide('removeNote')),
  },
  context: (input) => ({ lessonId: input.lessonId, notes: [] }),
  list: 'notes',
  load: { src: 'loadNotes', input: (context) => ({ lessonId: context.lessonId }) },
  retry: 'notes.retry',
  changes: {
    adding: {
      on: 'notes.add',
      src: 'addNote',
      form: () => NEW_NOTE_FORM,
      input: (context, event) => {
        const { text, atSeconds } = event as Asked<'notes.add'>
        return { lessonId: context.lessonId, text, atSeconds }
      },
    },
    saving: {
      on: 'notes.edit',
      src: 'editNote',
      form: (event) => noteForm((event as Asked<'notes.edit'>).id),
      input: (_, event) => {
        const { id, text } = event as Asked<'notes.edit'>
        return { id, text }
      },
    },
    removing: {
      on: 'notes.remove',
      src: 'removeNote',
      form: (event) => noteForm((event as Asked<'notes.remove'>).id),
      input: (_, event) => ({ id: (event as Asked<'notes.remove'>).id }),
    },
  },
})
