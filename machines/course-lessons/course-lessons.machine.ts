/*
 * The lessons page of a course: add a lesson, put the lessons in order (the list moves at once
 * and goes back as it was if the server refuses), delete one, and take a lesson a row saved.
 *
 *   ┌──────┐ lesson.add [isBlankTitle]: error 'blank'
 *   │ idle │ ─────────────────────────────────────────┐ (stays)
 *   │      │ lesson.add ──▶ adding ── done: appended, announced; error: 'add' ──▶ idle
 *   │      │ lesson.move [isMove] ──▶ ordering (moved at once)
 *   │      │                 ── done: the server's order, announced; error: put back, 'order' ──▶ idle
 *   │      │ lesson.remove ──▶ removing ── done: gone, renumbered, announced; error: 'remove' ──▶ idle
 *   └──────┘ lesson.changed (anywhere): the row's saved lesson replaces its old one
 *
 * Every change of the list is emitted (`lessons`), so the course manager asks again what is missing.
 */
import { assign, emit, fromPromise, setup } from 'xstate'
import type { StudioLesson } from '../../contracts/studio/schemas'
import { studioCallError, type StudioCallError } from '../course-manager/call-error'

export interface LessonsError extends StudioCallError {
  /** What failed: a title left blank, adding, ordering, deleting. */
  kind: 'blank' | 'add' | 'order' | 'remove'
}

export interface LessonsAnnouncement {
  kind: 'added' | 'moved' | 'removed'
  title: string
  /** Where it went (1-based), for a move. */
  position: number
}

export interface CourseLessonsContext {
  courseId: number
  lessons: StudioLesson[]
  /** The list before a move, to put back if the server refuses it. */
  before: StudioLesson[] | null
  /** Where the moved lesson went (0-based) while the order is saved. */
  movedTo: number | null
  /** The lesson being deleted. */
  removing: number | null
  error: LessonsError | null
  /** What a screen reader hears after a change. */
  announcement: LessonsAnnouncement | null
}

export interface CourseLessonsInput {
  courseId: number
  lessons: StudioLesson[]
}

export type CourseLessonsEvent =
  | { type: 'lesson.add'; title: string }
  | { type: 'lesson.move'; from: number; to: number }
  | { type: 'lesson.remove'; id: number }
  | { type: 'lesson.changed'; lesson: StudioLesson }

export type CourseLessonsEmitted =
  { type: 'added'; lesson: StudioLesson } | { type: 'lessons'; lessons: StudioLesson[] }

const needsProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`courseLessonsMachine: provide the \`${name}\` actor`)
}

/** The new lesson's title, trimmed ('?' when a replayed flow kept none). */
const titleOf = (event: { title?: unknown }) => (typeof event.title === 'string' ? event.title.trim() : '?')

const moved = <T>(list: readonly T[], from: number, to: number): T[] => {
  const next = [...list]
  const [item] = next.splice(from, 1)
  next.splice(to, 0, item)
  return next
}

// size: one statechart (add, reorder with rollback, delete, a row's save) and its setup, read whole with the diagram above
export const courseLessonsMachine = setup({
  types: {
    context: {} as CourseLessonsContext,
    events: {} as CourseLessonsEvent,
    input: {} as CourseLessonsInput,
    emitted: {} as CourseLessonsEmitted,
    tags: {} as 'busy',
  },
  actors: {
    addLesson: fromPromise<StudioLesson, { courseId: number; title: string }>(needsProvided('addLesson')),
    orderLessons: fromPromise<StudioLesson[], { courseId: number; ids: number[] }>(
      needsProvided('orderLessons'),
    ),
    removeLesson: fromPromise<unknown, { id: number }>(needsProvided('removeLesson')),
  },
  guards: {
    // a replayed flow (/dev?trace=CODE) keeps no payloads: a title it does not know is not blank
    isBlankTitle: ({ event }) => event.type === 'lesson.add' && titleOf(event) === '',
    isMove: ({ context, event }) =>
      event.type === 'lesson.move' &&
      event.from !== event.to &&
      event.from >= 0 &&
      event.to >= 0 &&
      event.from < context.lessons.length &&
      event.to < context.lessons.length,
  },
  actions: {
    emitLessons: emit(({ context }) => ({ type: 'lessons' as const, lessons: context.lessons })),
  },
}).createMachine({
  id: 'courseLessons',
  context: ({ input }) => ({
    courseId: input.courseId,
    lessons: input.lessons,
    before: null,
    movedTo: null,
    removing: null,
    error: null,
    announcement: null,
  }),
  initial: 'idle',
  on: {
    'lesson.changed': {
      actions: [
        assign({
          lessons: ({ context, event }) =>
            context.lessons.map((lesson) => (lesson.id === event.lesson.id ? event.lesson : lesson)),
        }),
        'emitLessons',
      ],
    },
  },
  states: {
    idle: {
      on: {
        'lesson.add': [
          { guard: 'isBlankTitle', actions: assign({ error: { kind: 'blank' } }) },
          { target: 'adding', actions: assign({ error: null }) },
        ],
        'lesson.move': {
          guard: 'isMove',
          target: 'ordering',
          actions: [
            assign({
              before: ({ context }) => context.lessons,
              lessons: ({ context, event }) => moved(context.lessons, event.from, event.to),
              movedTo: ({ event }) => event.to,
            }),
            'emitLessons',
          ],
        },
        'lesson.remove': { target: 'removing', actions: assign({ removing: ({ event }) => event.id }) },
      },
    },
    adding: {
      tags: ['busy'],
      invoke: {
        id: 'addLesson',
        src: 'addLesson',
        input: ({ context, event }) => ({
          courseId: context.courseId,
          title: titleOf(event as Extract<CourseLessonsEvent, { type: 'lesson.add' }>),
        }),
        onDone: {
          target: 'idle',
          actions: [
            // a replayed answer carries no lesson: the list stays as it was
            assign(({ context, event }) =>
              (event.output as StudioLesson | undefined) === undefined
                ? {}
                : {
                    lessons: [
                      ...context.lessons.filter((lesson) => lesson.id !== event.output.id),
                      event.output,
                    ],
                    announcement: {
                      kind: 'added' as const,
                      title: event.output.title,
                      position: event.output.position,
                    },
                  },
            ),
            emit(({ event }) => ({ type: 'added' as const, lesson: event.output })),
            'emitLessons',
          ],
        },
        onError: {
          target: 'idle',
          actions: assign({
            error: ({ event }) => ({ ...studioCallError(event.error), kind: 'add' as const }),
          }),
        },
      },
    },
    ordering: {
      tags: ['busy'],
      invoke: {
        id: 'orderLessons',
        src: 'orderLessons',
        input: ({ context }) => ({
          courseId: context.courseId,
          ids: context.lessons.map((lesson) => lesson.id),
        }),
        onDone: {
          target: 'idle',
          actions: [
            assign({
              announcement: ({ context }) => ({
                kind: 'moved',
                title: context.lessons[context.movedTo ?? 0]?.title ?? '',
                position: (context.movedTo ?? 0) + 1,
              }),
              lessons: ({ event }) => event.output,
              before: null,
              movedTo: null,
            }),
            'emitLessons',
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            assign({
              lessons: ({ context }) => context.before ?? context.lessons,
              before: null,
              movedTo: null,
              error: ({ event }) => ({ ...studioCallError(event.error), kind: 'order' as const }),
            }),
            'emitLessons',
          ],
        },
      },
    },
    removing: {
      tags: ['busy'],
      invoke: {
        id: 'removeLesson',
        src: 'removeLesson',
        input: ({ context }) => ({ id: context.removing ?? 0 }),
        onDone: {
          target: 'idle',
          actions: [
            assign({
              announcement: ({ context }) => ({
                kind: 'removed',
                title: context.lessons.find((lesson) => lesson.id === context.removing)?.title ?? '',
                position: 0,
              }),
              lessons: ({ context }) =>
                context.lessons
                  .filter((lesson) => lesson.id !== context.removing)
                  .map((lesson, index) => ({ ...lesson, position: index + 1 })),
              removing: null,
            }),
            'emitLessons',
          ],
        },
        onError: {
          target: 'idle',
          actions: assign({
            removing: null,
            error: ({ event }) => ({ ...studioCallError(event.error), kind: 'remove' as const }),
          }),
        },
      },
    },
  },
})
