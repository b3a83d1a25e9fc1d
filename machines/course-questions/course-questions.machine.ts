/*
 * A course's questions and answers in the player (issue 14, issue 34): the first page is loaded,
 * then a question is asked, one is answered, or one's own post is deleted, one call at a time. Each
 * form is named (`form`: 'ask', `answer:{questionId}`, `post:{id}` for a delete) so its failure shows
 * under it and, once it went through (emit saved), the view clears it. After each change the page is
 * read again (answers from others come with it); a failed re-read keeps what is shown. A page
 * missing from the answer (a replayed trace keeps no output) keeps what is shown. The chart is
 * machines/owned-list's, shared with lesson-notes.
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
import { fromPromise } from 'xstate'
import type { CourseQuestion } from '../../contracts/learning/schemas'
import { needsProvided, ownedListMachine, type OwnedListForms } from '../owned-list/owned-list'

export interface CourseQuestionsContext extends OwnedListForms {
  courseId: number
  /** The newest questions first, each with its answers oldest first; empty before the first load. */
  questions: CourseQuestion[]
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

const provide = (name: string) => needsProvided('courseQuestionsMachine', name)

type Asked<TType extends CourseQuestionsEvent['type']> = Extract<CourseQuestionsEvent, { type: TType }>

export const courseQuestionsMachine = ownedListMachine({
  id: 'courseQuestions',
  types: {
    context: {} as CourseQuestionsContext,
    events: {} as CourseQuestionsEvent,
    input: {} as CourseQuestionsInput,
  },
  actors: {
    loadQuestions: fromPromise<CourseQuestion[], { courseId: number }>(provide('loadQuestions')),
    post: fromPromise<unknown, PostInput>(provide('post')),
    removePost: fromPromise<unknown, { id: number }>(provide('removePost')),
  },
  context: (input) => ({ courseId: input.courseId, questions: [] }),
  list: 'questions',
  load: { src: 'loadQuestions', input: (context) => ({ courseId: context.courseId }) },
  retry: 'questions.retry',
  changes: {
    posting: {
      on: 'questions.post',
      src: 'post',
      form: (event) => {
        const { questionId } = event as Asked<'questions.post'>
        return questionId === null ? ASK_FORM : answerForm(questionId)
      },
      input: (context, event) => {
        const { questionId, text } = event as Asked<'questions.post'>
        return { courseId: context.courseId, questionId, text }
      },
    },
    removing: {
      on: 'questions.remove',
      src: 'removePost',
      form: (event) => postForm((event as Asked<'questions.remove'>).id),
      input: (_, event) => ({ id: (event as Asked<'questions.remove'>).id }),
    },
  },
})
