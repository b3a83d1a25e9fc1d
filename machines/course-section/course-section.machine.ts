/*
 * One manage page's form of a course (heading, goals, recipients, presentation, price): its
 * values, the values last saved, the messages by field and a general failure.
 *
 *   ┌─────────┐ section.submit ┌────────┐ done: saved = submitted, emit saved
 *   │ editing │ ─────────────▶ │ saving │ ─────────────────────────────────────▶ editing
 *   └─────────┘                └────────┘ error [isFieldRefusal]: messages by field
 *     │ ▲ section.invalid (the view's own checks: messages by field)  error: failure
 *     └─┘ field.set (anywhere; typing while saving stays unsaved)
 *
 * The page turns the values into the request body (and says what is wrong in the user's
 * language) before sending section.submit; the server checks again and answers 422 by field.
 */
import { assign, emit, fromPromise, setup } from 'xstate'
import type { StudioCourse, UpdateCourseBody } from '../../contracts/studio/schemas'
import { studioCallError, type StudioCallError } from '../course-manager/call-error'

export type SectionValues = Record<string, string | boolean>

export interface CourseSectionContext {
  courseId: number
  values: SectionValues
  /** The values as last saved (or loaded): the form is dirty while they differ. */
  saved: SectionValues
  /** The values being saved. */
  submitted: SectionValues | null
  errors: Record<string, string>
  /** Why the last save failed, other than by field. */
  failure: StudioCallError | null
  /** The last save succeeded and nothing was typed since. */
  justSaved: boolean
}

export interface CourseSectionInput {
  courseId: number
  values: SectionValues
}

export interface SaveCourseInput {
  id: number
  body: UpdateCourseBody
}

export type CourseSectionEvent =
  | { type: 'field.set'; key: string; value: string | boolean }
  | { type: 'section.submit'; body: UpdateCourseBody }
  | { type: 'section.invalid'; errors: Record<string, string> }

export type CourseSectionEmitted = { type: 'saved'; course: StudioCourse }

const needsProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`courseSectionMachine: provide the \`${name}\` actor`)
}

export const courseSectionMachine = setup({
  types: {
    context: {} as CourseSectionContext,
    events: {} as CourseSectionEvent,
    input: {} as CourseSectionInput,
    emitted: {} as CourseSectionEmitted,
    tags: {} as 'busy',
  },
  actors: {
    saveCourse: fromPromise<StudioCourse, SaveCourseInput>(needsProvided('saveCourse')),
  },
  guards: {
    isFieldRefusal: (_, params: { error: unknown }) => studioCallError(params.error).status === 422,
  },
}).createMachine({
  id: 'courseSection',
  context: ({ input }) => ({
    courseId: input.courseId,
    values: input.values,
    saved: input.values,
    submitted: null,
    errors: {},
    failure: null,
    justSaved: false,
  }),
  initial: 'editing',
  on: {
    'field.set': {
      actions: assign({
        values: ({ context, event }) => ({ ...context.values, [event.key]: event.value }),
        justSaved: false,
      }),
    },
  },
  states: {
    editing: {
      on: {
        'section.invalid': { actions: assign({ errors: ({ event }) => event.errors }) },
        'section.submit': {
          target: 'saving',
          actions: assign({ errors: {}, failure: null, submitted: ({ context }) => context.values }),
        },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveCourse',
        src: 'saveCourse',
        input: ({ context, event }) => ({
          id: context.courseId,
          body: (event as Extract<CourseSectionEvent, { type: 'section.submit' }>).body,
        }),
        onDone: {
          target: 'editing',
          actions: [
            assign({
              saved: ({ context }) => context.submitted ?? context.values,
              submitted: null,
              justSaved: true,
            }),
            emit(({ event }) => ({ type: 'saved' as const, course: event.output })),
          ],
        },
        onError: [
          {
            guard: { type: 'isFieldRefusal', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: assign({
              submitted: null,
              errors: ({ event }) => studioCallError(event.error).fields ?? {},
            }),
          },
          {
            target: 'editing',
            actions: assign({ submitted: null, failure: ({ event }) => studioCallError(event.error) }),
          },
        ],
      },
    },
  },
})
