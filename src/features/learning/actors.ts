/**
 * What the learning views run, with the real calls of api.ts given with .provide(), so a view reads
 * a view mapper and sends events instead of calling the server (DESIGN.md §2; issue 34's thin views):
 * the resource actor (machines/resource) for page data, the lesson player (machines/lesson-player),
 * a lesson's notes (machines/lesson-notes), a course's questions (machines/course-questions) and the
 * favourite taken off /myfavorites (machines/toggle, put back if refused). The learner's lists read
 * through ./list-actors.ts, whose calls the player and the certificate page do not load.
 */
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useRef, useState } from 'react'
import { fromPromise, type Actor, type AnyStateMachine } from 'xstate'
import {
  WATCHED_DELTA_MAX_SECONDS,
  PROGRESS_SAVE_SECONDS,
  type CourseOutline,
  type CourseQuestion,
  type Lesson,
  type LessonNote,
} from '../../../contracts/learning/schemas'
import {
  courseQuestionsMachine,
  courseQuestionsView,
  type PostInput,
} from '../../../machines/course-questions'
import { lessonNotesMachine, lessonNotesView, type AddNoteInput } from '../../../machines/lesson-notes'
import { lessonPlayerMachine } from '../../../machines/lesson-player'
import { toggleMachine, toggleView, type ApplyToggleInput, type ToggleView } from '../../../machines/toggle'
import { saveFavorite } from '../../session/favorites'
import { useRequireLogin } from '../../session/require-login'
import { ApiError } from '../../shared/api'
import { useEmitted } from '../../shared/lib/actor-events'
import { flowRecorder } from '../../shared/lib/flow-recorder'
import { useNavigate, useRouteUrl } from '../../shared/lib/routing'
import { useResource } from '../../shared/lib/use-resource'
import {
  addNote,
  answerQuestion,
  askQuestion,
  certificateUrl,
  editNote,
  fetchNotes,
  fetchQuestions,
  removeNote,
  removePost,
  fetchCertificateCheck,
  fetchCourseEnd,
  fetchLesson,
  fetchOutline,
  finish,
  saveProgress,
  type CourseEnd,
} from './api'

export type { CourseEnd }
export { certificateUrl }

/** The end of a course: the review prompt and the trainer's other courses (issue 35). */
export const useCourseEnd = (courseId: number, slug: string) =>
  useResource(fetchCourseEnd, { courseId, slug })

/** What a certificate with this verification code states (/certificate/{code}). */
export const useCertificateCheck = (code: string) => useResource(fetchCertificateCheck, { code })

/** The check found no certificate: the code is unknown (404) or not a code at all (422). */
export const isUnknownCode = (error: unknown) =>
  [404, 422].includes((error as { status?: number } | null)?.status ?? 0)

/** A course of the player: its outline, ticks and progress. */
export const useCourseOutline = (slug: string) => useResource(fetchOutline, { slug })

const useLearningActor = <TMachine extends AnyStateMachine>(machine: TMachine, input: unknown) =>
  useActorRef(machine, { input, inspect: flowRecorder.inspect } as never) as Actor<TMachine>

/** A course being a favourite, or not: shown at once, put back if the server refuses. */
export const appFavoriteMachine = toggleMachine.provide({
  actors: {
    apply: fromPromise<unknown, ApplyToggleInput>(({ input }) =>
      saveFavorite(input.target as number, input.value as boolean),
    ),
  },
})

/**
 * The favourite of a course listed on /myfavorites (machines/toggle): `take off` shows it taken off
 * at once; once the server agreed `onRemoved` runs (the page reads its list again), a refusal puts
 * it back with the error.
 */
export function useFavorite(courseId: number, onRemoved: () => void) {
  const actor = useLearningActor(appFavoriteMachine, { target: courseId, value: true })
  useEmitted(actor, 'applied', () => onRemoved())
  const view = useSelector(actor, (snapshot) => toggleView<boolean>(snapshot), sameToggleView)
  return { view, takeOff: () => actor.send({ type: 'toggle.set', value: false }) }
}
const sameToggleView = (a: ToggleView, b: ToggleView) =>
  a.value === b.value && a.busy === b.busy && a.error === b.error

/**
 * The lesson player (machines/lesson-player) of this course: a lesson of another course under this
 * course's address is not found; finishing, logging in and the buy page are the app's.
 */
export function useLessonPlayer(course: CourseOutline, lessonId: number) {
  const requireLogin = useRequireLogin()
  const navigate = useNavigate()
  const url = useRouteUrl()
  const [machine] = useState(() =>
    lessonPlayerMachine.provide({
      actors: {
        loadLesson: fromPromise<Lesson, { lessonId: number }>(async ({ input, signal }) => {
          const lesson = await fetchLesson(input.lessonId, signal)
          if (lesson.course_slug !== course.slug)
            throw new ApiError(404, { message: 'Not found.' }, 'Not found.')
          return lesson
        }),
        finishLesson: fromPromise(({ input, signal }: { input: { lessonId: number }; signal: AbortSignal }) =>
          finish(input.lessonId, signal),
        ),
        requestLogin: fromPromise(() => requireLogin()),
      },
      actions: {
        goToBuy: () => navigate(url('buy-course-id-billing-information', { id: course.id })),
      },
    }),
  )
  return useLearningActor(machine, { lessonId })
}
export type LessonPlayerActor = ReturnType<typeof useLessonPlayer>

/**
 * Saves where a video is every PROGRESS_SAVE_SECONDS while it plays, when it pauses and when the
 * lesson goes, with the seconds watched since the last save (seeking is not watching). Returns the
 * video's time handler. Saving is best effort: a lost save is made good by the next one.
 */
export function useProgressSaver(lesson: Lesson) {
  const state = useRef({
    position: lesson.position_seconds,
    watched: 0,
    lastTime: null as number | null,
    lastSave: 0,
  })
  useEffect(() => {
    const current = state.current
    current.position = lesson.position_seconds
    current.watched = 0
    current.lastTime = null
    return () => {
      if (lesson.enrolled && current.watched > 0)
        void saveProgress(
          lesson.id,
          Math.floor(current.position),
          Math.min(Math.round(current.watched), WATCHED_DELTA_MAX_SECONDS),
        ).catch(() => {})
    }
  }, [lesson.id, lesson.enrolled, lesson.position_seconds])
  return (seconds: number, playing: boolean) => {
    if (!lesson.enrolled) return
    const current = state.current
    if (current.lastTime !== null) {
      const step = seconds - current.lastTime
      if (step > 0 && step < 5) current.watched += step
    }
    current.lastTime = playing ? seconds : null
    current.position = seconds
    const now = Date.now()
    if (!playing || now - current.lastSave >= PROGRESS_SAVE_SECONDS * 1000) {
      current.lastSave = now
      const watched = Math.min(Math.round(current.watched), WATCHED_DELTA_MAX_SECONDS)
      current.watched = Math.max(0, current.watched - watched)
      void saveProgress(lesson.id, Math.floor(seconds), watched).catch(() => {})
    }
  }
}

/** A lesson's notes (machines/lesson-notes): listed, added, rewritten, deleted. */
export const appLessonNotesMachine = lessonNotesMachine.provide({
  actors: {
    loadNotes: fromPromise<LessonNote[], { lessonId: number }>(({ input, signal }) =>
      fetchNotes({ lessonId: input.lessonId }, signal),
    ),
    addNote: fromPromise<LessonNote, AddNoteInput>(({ input }) =>
      addNote(input.lessonId, input.text, input.atSeconds),
    ),
    editNote: fromPromise<LessonNote, { id: number; text: string }>(({ input }) =>
      editNote(input.id, input.text),
    ),
    removeNote: fromPromise<unknown, { id: number }>(({ input }) => removeNote(input.id)),
  },
})

/** The notes of a lesson: the actor to send events to, its view, and each form's `saved`. */
export function useLessonNotes(lessonId: number, onSaved: (form: string) => void) {
  const actor = useLearningActor(appLessonNotesMachine, { lessonId })
  useEmitted(actor, 'saved', (event) => onSaved(event.form))
  return { actor, view: useSelector(actor, lessonNotesView, sameJson) }
}

/** A course's questions and answers (machines/course-questions): the first page, ask, answer, delete. */
export const appCourseQuestionsMachine = courseQuestionsMachine.provide({
  actors: {
    loadQuestions: fromPromise<CourseQuestion[], { courseId: number }>(async ({ input, signal }) => {
      const page = await fetchQuestions({ courseId: input.courseId }, signal)
      return page.data
    }),
    post: fromPromise<unknown, PostInput>(({ input }) =>
      input.questionId === null
        ? askQuestion(input.courseId, input.text)
        : answerQuestion(input.questionId, input.text),
    ),
    removePost: fromPromise<unknown, { id: number }>(({ input }) => removePost(input.id)),
  },
})

/** A course's questions: the actor to send events to, its view, and each form's `saved`. */
export function useCourseQuestions(courseId: number, onSaved: (form: string) => void) {
  const actor = useLearningActor(appCourseQuestionsMachine, { courseId })
  useEmitted(actor, 'saved', (event) => onSaved(event.form))
  return { actor, view: useSelector(actor, courseQuestionsView, sameJson) }
}

/** A view mapper builds a new object each time: the view re-renders only when what it shows changed. */
const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
