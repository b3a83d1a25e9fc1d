/*
 * The lesson player (SPEC.md §2 "/learn-{slug}", §4 "Lesson: finish, previous, next"; issue 14):
 * one lesson at a time, loaded by id; finishing it, moving to the previous or next one, and what a
 * viewer who may not open a lesson is offered instead.
 *
 *                 player.open(id) from every state below, to that lesson
 *   ┌─────────┐ done            ┌─────────┐ player.finish [canTrack] ┌───────────┐
 *   │ loading │ ──────────────▶ │ playing │ ───────────────────────▶ │ finishing │
 *   │ (load)  │                 │         │ player.ended [canTrack]  │ (finish)  │
 *   └────┬────┘                 └────┬────┘ ───────────────────────▶ └─────┬─────┘
 *        │ error [isUnauthenticated]  │ player.next [hasNext]              │ done [isCourseCompleted]
 *        ├────────▶ locked.login      │ player.previous [hasPrevious]      ├─────────▶ courseEnd
 *        │ error [isNotEnrolled]      ▼   ▶ loading (that lesson)          │ done
 *        ├────────▶ locked.notEnrolled                                     ├─────────▶ finished
 *        │ error                                                           │ error
 *        └────────▶ failed ── player.retry ──▶ loading                     └─────────▶ playing (finishError)
 *
 *   finished, courseEnd: player.next [hasNext] / player.previous [hasPrevious] ▶ loading
 *   locked.login:   player.login ▶ locked.loggingIn (requestLogin: the login prompt)
 *                     done [isTrue] ▶ loading (the same lesson, now as the user), done ▶ locked.login
 *   locked.notEnrolled: player.buy / goToBuy (the course's buy page)
 *
 * The machine never touches the network itself: the app provides `loadLesson`, `finishLesson` and
 * `requestLogin` (the login prompt, answering true once logged in) and the `goToBuy` action.
 * Saving the playback position every few seconds is the video's business, not a state.
 */
import { assign, fromPromise, setup } from 'xstate'
import { errorStatus } from '../../contracts/accounts/api-error-fields'
import type { Lesson, LessonProgress } from '../../contracts/learning/schemas'

export interface LessonPlayerInput {
  lessonId: number
}

export interface LessonPlayerContext {
  /** The lesson asked for (loading) or shown. */
  lessonId: number
  lesson: Lesson | null
  /** Where the course stands after the last finish. */
  progress: LessonProgress | null
  /** The last load or finish that failed, for the view's message. */
  error: unknown
  finishError: boolean
}

export type LessonPlayerEvent =
  | { type: 'player.open'; lessonId: number }
  | { type: 'player.finish' }
  | { type: 'player.ended' }
  | { type: 'player.next' }
  | { type: 'player.previous' }
  | { type: 'player.retry' }
  | { type: 'player.login' }
  | { type: 'player.buy' }

const lessonPlayerSetup = setup({
  types: {
    input: {} as LessonPlayerInput,
    context: {} as LessonPlayerContext,
    events: {} as LessonPlayerEvent,
  },
  actors: {
    // Placeholders: the page provides the API calls and the login prompt.
    loadLesson: fromPromise<Lesson, { lessonId: number }>(async () => {
      throw new Error('lessonPlayerMachine: provide a `loadLesson` actor')
    }),
    finishLesson: fromPromise<LessonProgress, { lessonId: number }>(async () => {
      throw new Error('lessonPlayerMachine: provide a `finishLesson` actor')
    }),
    requestLogin: fromPromise<boolean>(async () => {
      throw new Error('lessonPlayerMachine: provide a `requestLogin` actor')
    }),
  },
  actions: {
    // Provided by the page, which knows the course: to /buy/course/{id}.
    goToBuy: () => {},
    open: assign(({ event }) => (event.type === 'player.open' ? { lessonId: event.lessonId } : {})),
    toNext: assign(({ context }) => ({ lessonId: context.lesson?.next_id ?? context.lessonId })),
    toPrevious: assign(({ context }) => ({ lessonId: context.lesson?.prev_id ?? context.lessonId })),
    startLoad: assign({ error: null, finishError: false }),
    storeLesson: assign((_, params: { lesson: Lesson }) => ({
      lesson: params.lesson,
      lessonId: params.lesson.id,
    })),
    /** The course's progress after a finish; the lesson shown is now finished. */
    storeProgress: assign(({ context }, params: { progress: LessonProgress }) => ({
      progress: params.progress,
      lesson: context.lesson && { ...context.lesson, finished: true },
    })),
    storeError: assign((_, params: { error: unknown }) => ({ error: params.error, lesson: null })),
    markFinishFailed: assign({ finishError: true }),
  },
  guards: {
    canTrack: ({ context }) => context.lesson?.enrolled === true,
    hasNext: ({ context }) => (context.lesson?.next_id ?? null) !== null,
    hasPrevious: ({ context }) => (context.lesson?.prev_id ?? null) !== null,
    isUnauthenticated: (_, params: { error: unknown }) => errorStatus(params.error) === 401,
    isNotEnrolled: (_, params: { error: unknown }) => errorStatus(params.error) === 403,
    isCourseCompleted: (_, params: { progress: LessonProgress }) => params.progress.course_completed,
    isTrue: (_, params: { answer: boolean }) => params.answer,
  },
})

/** Moving on from a shown lesson: the same three ways from playing, finished and courseEnd. */
const moves = {
  'player.next': { guard: 'hasNext', target: '#lessonPlayer.loading', actions: 'toNext' },
  'player.previous': { guard: 'hasPrevious', target: '#lessonPlayer.loading', actions: 'toPrevious' },
} as const

export const lessonPlayerMachine = lessonPlayerSetup.createMachine({
  id: 'lessonPlayer',
  context: ({ input }) => ({
    lessonId: input.lessonId,
    lesson: null,
    progress: null,
    error: null,
    finishError: false,
  }),
  initial: 'loading',
  on: {
    // reenter: a lesson opened while another is loading starts its own load (the old one is dropped).
    'player.open': { target: '.loading', reenter: true, actions: 'open' },
  },
  states: {
    loading: {
      entry: 'startLoad',
      invoke: {
        id: 'loadLesson',
        src: 'loadLesson',
        input: ({ context }) => ({ lessonId: context.lessonId }),
        onDone: {
          target: 'playing',
          actions: { type: 'storeLesson', params: ({ event }) => ({ lesson: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isUnauthenticated', params: ({ event }) => ({ error: event.error }) },
            target: 'locked.login',
            actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
          },
          {
            guard: { type: 'isNotEnrolled', params: ({ event }) => ({ error: event.error }) },
            target: 'locked.notEnrolled',
            actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'failed',
            actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    playing: {
      on: {
        'player.finish': { guard: 'canTrack', target: 'finishing' },
        'player.ended': { guard: 'canTrack', target: 'finishing' },
        ...moves,
      },
    },
    finishing: {
      invoke: {
        id: 'finishLesson',
        src: 'finishLesson',
        input: ({ context }) => ({ lessonId: context.lessonId }),
        onDone: [
          {
            guard: { type: 'isCourseCompleted', params: ({ event }) => ({ progress: event.output }) },
            target: 'courseEnd',
            actions: { type: 'storeProgress', params: ({ event }) => ({ progress: event.output }) },
          },
          {
            target: 'finished',
            actions: { type: 'storeProgress', params: ({ event }) => ({ progress: event.output }) },
          },
        ],
        onError: { target: 'playing', actions: 'markFinishFailed' },
      },
    },
    finished: { on: { ...moves } },
    courseEnd: { on: { ...moves } },
    locked: {
      initial: 'login',
      states: {
        login: {
          on: { 'player.login': 'loggingIn' },
        },
        loggingIn: {
          invoke: {
            id: 'requestLogin',
            src: 'requestLogin',
            onDone: [
              {
                guard: { type: 'isTrue', params: ({ event }) => ({ answer: event.output }) },
                target: '#lessonPlayer.loading',
              },
              { target: 'login' },
            ],
            onError: { target: 'login' },
          },
        },
        notEnrolled: {
          on: { 'player.buy': { actions: 'goToBuy' } },
        },
      },
    },
    failed: {
      on: { 'player.retry': 'loading' },
    },
  },
})
