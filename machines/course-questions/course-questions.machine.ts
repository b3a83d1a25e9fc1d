/*
 * A course's questions and answers in the player (issue 14, issue 34): the first page is loaded,
 * then a question is asked, one is answered, or one's own post is deleted, one call at a time. Each
 * form is named (`form`: 'ask', `answer:{questionId}`, `post:{id}` for a delete) so its failure shows
 * under it and, once it went through (emit saved), the view clears it. After each change the page is
 * read again (answers from others come with it); a failed re-read keeps what is shown. A page
 * missing from the answer (a replayed trace keeps no output) keeps what is shown.
 *
 *   ┌─────────┐ done ┌─ ready ───────────────────────────────────────────────────────────────────┐
 *   │ loading │ ───▶ │ ┌──────┐ questions.post   ┌─────────┐ done: emit saved ─▶ ┌────────────┐   │
 *   └─────────┘      │ │ idle │ ───────────────▶ │ posting │                     │ refreshing │   │
 *     │ error  ▲     │ │      │ questions.remove ┌──────────┐ done: emit saved ─▶ │            │   │
 *     ▼        │     │ │      │ ───────────────▶ │ removing │                    └────────────┘   │
 *   ┌────────┐ │     │ └──────┘ ◀── error (the form's failure) ─┘  ◀── done (the page) / error    │
 *   │ failed │─┘     └───────────────────────────────────────────────────────────────────────────┘
 *   └────────┘ questions.retry
 */
import { assign, emit, fromPromise, setup } from 'xstate'
import type { CourseQuestion } from '../../contracts/learning/schemas'
import { studioCallError, type StudioCallError } from '../course-manager/call-error'

export interface CourseQuestionsContext {
  courseId: number
  /** The newest questions first, each with its answers oldest first; empty before the first load. */
  questions: CourseQuestion[]
  /** The form whose call is under way. */
  form: string | null
  /** Each form's last failure, until it is sent again. */
  errors: Record<string, StudioCallError>
  /** The questions could not be loaded. */
  loadError: StudioCallError | null
}

export interface CourseQuestionsInput {
  courseId: number
}

export type CourseQuestionsEvent =
  | { type: 'questions.retry' }
  /** A question (questionId null) or an answer to one. */
  | { type: 'questions.post'; questionId: number | null; text: string }
  | { type: 'questions.remove'; id: number }

export type CourseQuestionsEmitted = { type: 'saved'; form: string }

export interface PostInput {
  courseId: number
  questionId: number | null
  text: string
}

export const ASK_FORM = 'ask'
/** The form of a question's answer. */
export const answerForm = (questionId: number) => `answer:${questionId}`
/** A post's delete (a question or an answer). */
export const postForm = (id: number) => `post:${id}`

const needsProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`courseQuestionsMachine: provide the \`${name}\` actor`)
}

const withoutForm = (errors: Record<string, StudioCallError>, form: string) =>
  Object.fromEntries(Object.entries(errors).filter(([key]) => key !== form))

export const courseQuestionsMachine = setup({
  types: {
    context: {} as CourseQuestionsContext,
    events: {} as CourseQuestionsEvent,
    input: {} as CourseQuestionsInput,
    emitted: {} as CourseQuestionsEmitted,
    tags: {} as 'busy',
  },
  actors: {
    loadQuestions: fromPromise<CourseQuestion[], { courseId: number }>(needsProvided('loadQuestions')),
    post: fromPromise<unknown, PostInput>(needsProvided('post')),
    removePost: fromPromise<unknown, { id: number }>(needsProvided('removePost')),
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
  id: 'courseQuestions',
  context: ({ input }) => ({
    courseId: input.courseId,
    questions: [],
    form: null,
    errors: {},
    loadError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadQuestions',
        src: 'loadQuestions',
        input: ({ context }) => ({ courseId: context.courseId }),
        onDone: {
          target: 'ready',
          actions: assign({ questions: ({ context, event }) => event.output ?? context.questions }),
        },
        onError: {
          target: 'failed',
          actions: assign({ loadError: ({ event }) => studioCallError(event.error) }),
        },
      },
    },
    failed: {
      on: { 'questions.retry': { target: 'loading', actions: assign({ loadError: null }) } },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'questions.post': {
              target: 'posting',
              actions: {
                type: 'ask',
                params: ({ event }) => ({
                  form: event.questionId === null ? ASK_FORM : answerForm(event.questionId),
                }),
              },
            },
            'questions.remove': {
              target: 'removing',
              actions: { type: 'ask', params: ({ event }) => ({ form: postForm(event.id) }) },
            },
          },
        },
        posting: {
          tags: ['busy'],
          invoke: {
            id: 'post',
            src: 'post',
            input: ({ context, event }) => {
              const { questionId, text } = event as Extract<CourseQuestionsEvent, { type: 'questions.post' }>
              return { courseId: context.courseId, questionId, text }
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
            id: 'removePost',
            src: 'removePost',
            input: ({ event }) => ({
              id: (event as Extract<CourseQuestionsEvent, { type: 'questions.remove' }>).id,
            }),
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
            id: 'loadQuestions',
            src: 'loadQuestions',
            input: ({ context }) => ({ courseId: context.courseId }),
            onDone: {
              target: 'idle',
              actions: assign({ questions: ({ context, event }) => event.output ?? context.questions }),
            },
            // the change went through: what is shown stays until the next one
            onError: { target: 'idle' },
          },
        },
      },
    },
  },
})
