/*
 * One course of the trainer in the studio (/instructor/course/{id} and its manage pages): the
 * course as the last answer had it, whether the open page has unsaved changes, sending it for
 * review / withdrawing it, and the checklist asked again after a lesson changed. The pages' own
 * forms are their machines (course-section, course-lessons, lesson-editor, course-materials,
 * course-coupons); what they save comes back here as events.
 *
 *   ┌ status ───────────────────────────────────────────────────────────┐
 *   │ ┌──────┐ status.change [canChangeStatus] ┌──────────┐              │
 *   │ │ idle │ ──────────────────────────────▶ │ changing │ done: course │
 *   │ └──────┘ ◀────────────────────────────── └──────────┘ error: why   │
 *   ├ checklist ────────────────────────────────────────────────────────┤
 *   │ ┌───────┐ course.lessons ┌────────────┐ done: missing, duration    │
 *   │ │ fresh │ ─────────────▶ │ refreshing │ ─────▶ fresh (error: as is) │
 *   │ └───────┘                └────────────┘ ◀── course.lessons (again)  │
 *   └───────────────────────────────────────────────────────────────────┘
 *   course.saved, course.materials, course.promo, form.dirty: anywhere (a lesson's materials are
 *   those course.materials said last: course.lessons keeps them)
 *   page.open: anywhere, the page the trainer opened (the URL follows it: useRouteStep)
 *
 * A draft goes to review only when nothing is missing (the server checks it again); a course in
 * review or published goes back to draft.
 */
import { assign, fromPromise, setup } from 'xstate'
import type {
  CourseStatus,
  Material,
  StudioCourse,
  StudioLesson,
  VideoState,
} from '../../contracts/studio/schemas'
import { studioCallError, type StudioCallError } from './call-error'

/** The manage pages of a course, after its overview. */
export const COURSE_PAGES = [
  'heading',
  'goals',
  'lessons',
  'materials',
  'presentation',
  'price',
  'recipients',
] as const
export type CoursePage = (typeof COURSE_PAGES)[number] | 'overview'

export interface CourseManagerContext {
  course: StudioCourse
  /** The page open: the overview or one of the manage pages. */
  page: CoursePage
  /** The open page's form has changes not saved yet: leaving it asks first. */
  dirty: boolean
  /** Why the last status change failed. */
  statusError: StudioCallError | null
}

export interface CourseManagerInput {
  course: StudioCourse
  /** The page the URL opened (the overview when left out). */
  page?: CoursePage
}

export interface StatusChangeInput {
  id: number
  /** The status the course has now: a draft is submitted, anything else withdrawn. */
  from: CourseStatus
}

export type CourseManagerEvent =
  | { type: 'status.change' }
  | { type: 'course.saved'; course: StudioCourse }
  | { type: 'course.lessons'; lessons: StudioLesson[] }
  /** The materials of the whole course (lessonId null) or of one lesson. */
  | { type: 'course.materials'; lessonId: number | null; materials: Material[] }
  | { type: 'course.promo'; video: VideoState }
  | { type: 'form.dirty'; dirty: boolean }
  | { type: 'page.open'; page: CoursePage }

/**
 * What an event or an answer carries, or what the machine had: a replayed flow (/dev?trace=CODE)
 * keeps no payloads, and its course must survive them.
 */
const kept = <T>(value: T | undefined, had: T): T => (value === undefined ? had : value)

/**
 * The lessons' list as the lessons page has it, each lesson known here keeping its materials: the
 * materials page and each lesson's materials report to this machine (course.materials), so its
 * lists are the newest.
 */
const withMaterialsOf = (known: readonly StudioLesson[], lessons: StudioLesson[]): StudioLesson[] =>
  lessons.map((lesson) => {
    const had = known.find((item) => item.id === lesson.id)
    return had ? { ...lesson, materials: had.materials } : lesson
  })

const needsProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`courseManagerMachine: provide the \`${name}\` actor`)
}

export const courseManagerMachine = setup({
  types: {
    context: {} as CourseManagerContext,
    events: {} as CourseManagerEvent,
    input: {} as CourseManagerInput,
    tags: {} as 'busy',
  },
  actors: {
    changeStatus: fromPromise<StudioCourse, StatusChangeInput>(needsProvided('changeStatus')),
    refreshCourse: fromPromise<StudioCourse, { id: number }>(needsProvided('refreshCourse')),
  },
  guards: {
    /** A draft needs nothing missing; a course in review or published can always go back. */
    canChangeStatus: ({ context }) =>
      context.course.status !== 'draft' || context.course.missing.length === 0,
  },
}).createMachine({
  id: 'courseManager',
  context: ({ input }) => ({
    course: input.course,
    page: input.page ?? 'overview',
    dirty: false,
    statusError: null,
  }),
  type: 'parallel',
  on: {
    'course.saved': {
      actions: assign({ course: ({ context, event }) => kept(event.course, context.course) }),
    },
    'course.materials': {
      actions: assign({
        course: ({ context, event }) =>
          event.lessonId === null
            ? { ...context.course, materials: kept(event.materials, context.course.materials) }
            : {
                ...context.course,
                lessons: context.course.lessons.map((lesson) =>
                  lesson.id === event.lessonId
                    ? { ...lesson, materials: kept(event.materials, lesson.materials) }
                    : lesson,
                ),
              },
      }),
    },
    'course.promo': {
      actions: assign({
        course: ({ context, event }) => ({
          ...context.course,
          promo_video: kept(event.video, context.course.promo_video),
        }),
      }),
    },
    'form.dirty': { actions: assign({ dirty: ({ event }) => event.dirty }) },
    // another page: its form starts clean
    'page.open': {
      actions: assign({ page: ({ context, event }) => kept(event.page, context.page), dirty: false }),
    },
  },
  states: {
    status: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'status.change': {
              guard: 'canChangeStatus',
              target: 'changing',
              actions: assign({ statusError: null }),
            },
          },
        },
        changing: {
          tags: ['busy'],
          invoke: {
            id: 'changeStatus',
            src: 'changeStatus',
            input: ({ context }) => ({ id: context.course.id, from: context.course.status }),
            onDone: {
              target: 'idle',
              actions: assign({ course: ({ context, event }) => kept(event.output, context.course) }),
            },
            onError: {
              target: 'idle',
              actions: assign({ statusError: ({ event }) => studioCallError(event.error) }),
            },
          },
        },
      },
    },
    checklist: {
      initial: 'fresh',
      on: {
        // a lesson changed: the server says again what is missing (the tabs' marks, the button)
        'course.lessons': {
          target: '.refreshing',
          reenter: true,
          actions: assign({
            course: ({ context, event }) => ({
              ...context.course,
              lessons: withMaterialsOf(context.course.lessons, kept(event.lessons, context.course.lessons)),
            }),
          }),
        },
      },
      states: {
        fresh: {},
        refreshing: {
          invoke: {
            id: 'refreshCourse',
            src: 'refreshCourse',
            input: ({ context }) => ({ id: context.course.id }),
            onDone: {
              target: 'fresh',
              actions: assign({
                course: ({ context, event }) => ({
                  ...context.course,
                  missing: kept(event.output?.missing, context.course.missing),
                  duration_seconds: kept(event.output?.duration_seconds, context.course.duration_seconds),
                }),
              }),
            },
            // the marks catch up with the next save or load
            onError: { target: 'fresh' },
          },
        },
      },
    },
  },
})
