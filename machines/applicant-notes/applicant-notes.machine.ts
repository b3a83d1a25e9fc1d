/*
 * The notes a listing's owner keeps on an applicant (only the owner reads them), in the HR
 * applications pipeline beside the moves of machines/job-application.
 *
 *   ┌─────────┐ notes.save [isChanged] ┌────────┐ done: saved, 'Note salvate.', emit changed ──▶ editing
 *   │ editing │ ─────────────────────▶ │ saving │ error: the server's message, or a failure ──▶ editing
 *   └─────────┘                        └────────┘
 *     notes.set (anywhere): the text typed (a save sends the text as it was when pressed)
 */
import { assign, emit, fromPromise, setup } from 'xstate'
import type { Applicant } from '../../contracts/jobs/schemas'
import { studioCallError } from '../course-manager/call-error'

export interface ApplicantNotesContext {
  id: number
  notes: string
  /** The notes as last saved (or loaded): the save button waits until they differ. */
  saved: string
  /** What the line beside the button says after a save: done, or why not. */
  outcome: { saved: true } | { saved: false; message?: string } | null
}

export interface ApplicantNotesInput {
  id: number
  notes: string
}

export interface SaveNotesInput {
  id: number
  notes: string
}

export type ApplicantNotesEvent = { type: 'notes.set'; notes: string } | { type: 'notes.save' }

export type ApplicantNotesEmitted = { type: 'changed'; applicant: Applicant }

const needsProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`applicantNotesMachine: provide the \`${name}\` actor`)
}

export const applicantNotesMachine = setup({
  types: {
    context: {} as ApplicantNotesContext,
    events: {} as ApplicantNotesEvent,
    input: {} as ApplicantNotesInput,
    emitted: {} as ApplicantNotesEmitted,
    tags: {} as 'busy',
  },
  actors: {
    saveNotes: fromPromise<Applicant, SaveNotesInput>(needsProvided('saveNotes')),
  },
  guards: {
    isChanged: ({ context }) => context.notes !== context.saved,
  },
}).createMachine({
  id: 'applicantNotes',
  context: ({ input }) => ({ id: input.id, notes: input.notes, saved: input.notes, outcome: null }),
  initial: 'editing',
  on: {
    'notes.set': { actions: assign({ notes: ({ event }) => event.notes }) },
  },
  states: {
    editing: {
      on: {
        'notes.save': { guard: 'isChanged', target: 'saving', actions: assign({ outcome: null }) },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveNotes',
        src: 'saveNotes',
        input: ({ context }) => ({ id: context.id, notes: context.notes }),
        onDone: {
          target: 'editing',
          actions: [
            // what was sent is what is saved (a replayed trace holds no answer)
            assign({
              saved: ({ context, event }) => event.output?.notes ?? context.notes,
              outcome: { saved: true },
            }),
            emit(({ event }) => ({ type: 'changed' as const, applicant: event.output })),
          ],
        },
        onError: {
          target: 'editing',
          actions: assign({
            outcome: ({ event }) => ({
              saved: false as const,
              message: studioCallError(event.error).message,
            }),
          }),
        },
      },
    },
  },
})
