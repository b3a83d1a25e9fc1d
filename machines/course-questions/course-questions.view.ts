/** What a course's questions and answers show, from the course-questions machine's snapshot. */
import type { SnapshotFrom } from 'xstate'
import type { CourseQuestion } from '../../contracts/learning/schemas'
import type { courseQuestionsMachine } from './course-questions.machine'

export interface CourseQuestionsView {
  /** loading: a placeholder; failed: a retry; empty: the first question is to be asked; ready: the list. */
  phase: 'loading' | 'failed' | 'empty' | 'ready'
  questions: CourseQuestion[]
  /** The page is read again after a change: shown dimmed meanwhile. */
  stale: boolean
  /** A call is under way: the forms' buttons wait. */
  busy: boolean
  /** The form whose call is under way ('ask', `answer:{id}`, `post:{id}`). */
  sending: string | null
  /**
   * Each form's failure: the server's message for the text, or its message below 500 (none: the page's
   * own words; a 5xx's message is not written for people).
   */
  errors: Record<string, { message?: string }>
}

export function courseQuestionsView(
  snapshot: SnapshotFrom<typeof courseQuestionsMachine>,
): CourseQuestionsView {
  const { questions, errors, form } = snapshot.context
  const phase = snapshot.matches('loading')
    ? 'loading'
    : snapshot.matches('failed')
      ? 'failed'
      : questions.length === 0
        ? 'empty'
        : 'ready'
  return {
    phase,
    questions,
    stale: snapshot.matches({ ready: 'refreshing' }),
    busy: snapshot.hasTag('busy'),
    sending: form,
    errors: Object.fromEntries(
      Object.entries(errors).map(([key, error]) => [
        key,
        {
          message:
            error.fields?.text ??
            (error.status !== undefined && error.status < 500 ? error.message : undefined),
        },
      ]),
    ),
  }
}
