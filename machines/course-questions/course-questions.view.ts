/** What a course's questions and answers show, from the course-questions machine's snapshot. */
import type { SnapshotFrom } from 'xstate'
import type { CourseQuestion } from '../../contracts/learning/schemas'
import { ownedListView, type OwnedListView } from '../owned-list/owned-list'
import type { courseQuestionsMachine } from './course-questions.machine'

/**
 * phase — empty: the first question is to be asked; sending — the form whose call is under way
 * ('ask', `answer:{id}`, `post:{id}`); the rest as machines/owned-list says.
 */
export interface CourseQuestionsView extends OwnedListView {
  questions: CourseQuestion[]
}

export function courseQuestionsView(
  snapshot: SnapshotFrom<typeof courseQuestionsMachine>,
): CourseQuestionsView {
  const { questions } = snapshot.context
  return { ...ownedListView(snapshot, questions), questions }
}
