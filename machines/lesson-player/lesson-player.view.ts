/*
 * What the lesson player page renders, derived from a snapshot: which panel, which buttons, and
 * the lesson to show (kept on screen while it is being finished).
 */
import type { SnapshotFrom } from 'xstate'
import type { Lesson } from '../../contracts/learning/schemas'
import type { lessonPlayerMachine } from './lesson-player.machine'

export type LessonPlayerStatus =
  | 'loading'
  | 'playing'
  | 'finishing'
  | 'finished'
  | 'courseEnd'
  | 'needsLogin'
  | 'loggingIn'
  | 'notEnrolled'
  | 'failed'

export interface LessonPlayerView {
  status: LessonPlayerStatus
  lesson: Lesson | null
  /** The course's progress after the last finish, when one happened on this page. */
  progressPercent: number | null
  canFinish: boolean
  canNext: boolean
  canPrevious: boolean
  /** The last finish did not go through: the lesson stays, with a message. */
  finishError: boolean
  /** Why the lesson did not load (its status tells a missing lesson from a failure). */
  error: unknown
}

export function lessonPlayerView(snapshot: SnapshotFrom<typeof lessonPlayerMachine>): LessonPlayerView {
  const { lesson, progress, finishError } = snapshot.context
  const status: LessonPlayerStatus = snapshot.matches({ locked: 'login' })
    ? 'needsLogin'
    : snapshot.matches({ locked: 'loggingIn' })
      ? 'loggingIn'
      : snapshot.matches({ locked: 'notEnrolled' })
        ? 'notEnrolled'
        : (snapshot.value as LessonPlayerStatus)
  const shown = status === 'playing' || status === 'finished' || status === 'courseEnd'
  return {
    status,
    lesson,
    progressPercent: progress?.progress_percent ?? null,
    canFinish: status === 'playing' && lesson?.enrolled === true && !lesson.finished,
    canNext: shown && (lesson?.next_id ?? null) !== null,
    canPrevious: shown && (lesson?.prev_id ?? null) !== null,
    finishError,
    error: snapshot.context.error,
  }
}
