/*
 * A course's reviews on its page (issue 14, issue 34): two regions side by side.
 *
 * `list`: the first page (with the ratings' summary) is loaded, then "more" adds the next pages one
 * at a time; a change to one's own review reads the first page again (the pages after it start over).
 *
 *   ┌─────────┐ done [isEmptyPage] ┌───────┐ reviews.reload ┌───────────┐
 *   │ loading │ ─────────────────▶ │ empty │ ─────────────▶ │ reloading │ (the list kept)
 *   │         │ done               ├───────┴──────────────┐ │           │ done: empty / shown
 *   │         │ ─────────────────▶ │ shown                │ │           │ error: failure
 *   └─────────┘                    │ idle ── reviews.more [hasMore] ──▶ loadingMore
 *     │ error   ▲ reviews.retry    │ moreFailed ◀── error ─┘   done: the page added, idle
 *     ▼         │                  └──────────────────────┘
 *   ┌─────────┐ │
 *   │ failure │─┘
 *   └─────────┘
 *
 * `own`: the signed-in user's review (review.open once logged in, review.close on logout): loaded,
 * then written, rewritten or deleted, one call at a time. A submit without stars stays on the form
 * with its message and asks nothing; a refusal goes back to the form with the server's messages by
 * field (422) or its message; a failed delete back to the review. After a change the review is read
 * again and the list too (reviews.reload).
 *
 *   off ── review.open ──▶ loading ── done ──▶ ready ─────────────────────────────────────────┐
 *                            │ error          │ idle ── review.edit ──▶ editing ── cancel ──▶ idle
 *                            ▼                │ idle / editing ── review.submit [noRating] ─┘ (stays)
 *                         unavailable         │ idle / editing ── review.submit ──▶ submitting
 *                                             │ idle ── review.remove ──▶ removing
 *                                             │ submitting / removing ── done ──▶ refreshing ── ▶ idle
 *                                             │ submitting ── error ──▶ editing; removing ── error ──▶ idle
 *                                             └───────────────────────────────────────────────┘
 */
import { assign, enqueueActions, fromPromise, setup } from 'xstate'
import type { CourseReview, MyCourseReview, RatingSummary } from '../../contracts/courses/reviews'
import type { PaginationMeta } from '../../contracts/core/endpoint'
import { studioCallError, type StudioCallError } from '../course-manager/call-error'

/** A page of a course's reviews, with the spread of its ratings. */
export interface ReviewsPage {
  data: CourseReview[]
  meta: PaginationMeta
  summary: RatingSummary
}

export interface CourseReviewInput {
  courseId: number
}

export interface CourseReviewContext {
  courseId: number
  /** The reviews listed: the first page and those "more" added. */
  items: CourseReview[]
  summary: RatingSummary | null
  /** The last page listed, and the last there is. */
  page: number
  lastPage: number
  /** The caller's review and whether they may write one; null until read. */
  mine: MyCourseReview | null
  /** The form: 0 stars until one is chosen. */
  rating: number
  text: string
  /** A submit without stars: the form's own message under them. */
  missingRating: boolean
  /** The last refusal of a submit or a delete, until the next one is sent. */
  error: StudioCallError | null
  /** What the last change did, announced to screen readers. */
  status: 'saved' | 'deleted' | null
}

export type CourseReviewEvent =
  | { type: 'reviews.retry' }
  | { type: 'reviews.reload' }
  | { type: 'reviews.more' }
  | { type: 'review.open' }
  | { type: 'review.close' }
  | { type: 'review.rating'; rating: number }
  | { type: 'review.text'; text: string }
  | { type: 'review.edit' }
  | { type: 'review.cancel' }
  | { type: 'review.submit' }
  | { type: 'review.remove' }

export interface LoadReviewsInput {
  courseId: number
  page: number
}

export interface SaveReviewInput {
  courseId: number
  rating: number
  text: string
}

/** A course's section before anything is read. */
export const initialContext = (courseId: number): CourseReviewContext => ({
  courseId,
  items: [],
  summary: null,
  page: 1,
  lastPage: 1,
  mine: null,
  rating: 0,
  text: '',
  missingRating: false,
  error: null,
  status: null,
})

const needsProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`courseReviewMachine: provide the \`${name}\` actor`)
}

/** An answer missing (a replayed trace keeps no output) reads as an empty page. */
const itemsOf = (page: ReviewsPage | undefined) => page?.data ?? []

/** The first page, read at the start and again after a change: to `empty` or `shown`, or `failure`. */
const invokeFirstPage = {
  id: 'loadReviews',
  src: 'loadReviews',
  input: ({ context }: { context: CourseReviewContext }) => ({ courseId: context.courseId, page: 1 }),
  onDone: [
    {
      guard: {
        type: 'isEmptyPage',
        params: ({ event }: { event: { output?: ReviewsPage } }) => ({ output: event.output }),
      },
      target: 'empty',
      actions: {
        type: 'firstPage',
        params: ({ event }: { event: { output?: ReviewsPage } }) => ({ output: event.output }),
      },
    },
    {
      target: 'shown',
      actions: {
        type: 'firstPage',
        params: ({ event }: { event: { output?: ReviewsPage } }) => ({ output: event.output }),
      },
    },
  ],
  onError: { target: 'failure' },
} as const

// size: one statechart of two parallel regions (the list, one's own review) and its setup, read whole with the diagram above
export const courseReviewMachine = setup({
  types: {
    context: {} as CourseReviewContext,
    events: {} as CourseReviewEvent,
    input: {} as CourseReviewInput,
  },
  actors: {
    loadReviews: fromPromise<ReviewsPage, LoadReviewsInput>(needsProvided('loadReviews')),
    loadMine: fromPromise<MyCourseReview, { courseId: number }>(needsProvided('loadMine')),
    saveReview: fromPromise<CourseReview, SaveReviewInput>(needsProvided('saveReview')),
    removeReview: fromPromise<unknown, { courseId: number }>(needsProvided('removeReview')),
  },
  guards: {
    isEmptyPage: (_, params: { output?: ReviewsPage }) => itemsOf(params.output).length === 0,
    hasMore: ({ context }) => context.page < context.lastPage,
    noRating: ({ context }) => context.rating === 0,
  },
  actions: {
    firstPage: assign((_, params: { output?: ReviewsPage }) => ({
      items: itemsOf(params.output),
      summary: params.output?.summary ?? null,
      page: 1,
      lastPage: params.output?.meta.last_page ?? 1,
    })),
    refused: assign({ error: (_, params: { error: unknown }) => studioCallError(params.error) }),
    // a change went through: said to screen readers, and the list read again
    changed: enqueueActions(({ enqueue }, params: { status: 'saved' | 'deleted' }) => {
      enqueue.assign({ status: params.status })
      enqueue.raise({ type: 'reviews.reload' })
    }),
  },
}).createMachine({
  id: 'courseReview',
  type: 'parallel',
  context: ({ input }) => initialContext(input.courseId),
  states: {
    list: {
      initial: 'loading',
      states: {
        loading: {
          // a change before the first answer: that answer may be older than the change
          on: { 'reviews.reload': { target: 'loading', reenter: true } },
          invoke: invokeFirstPage,
        },
        failure: { on: { 'reviews.retry': 'loading' } },
        empty: { on: { 'reviews.reload': 'reloading' } },
        shown: {
          initial: 'idle',
          on: { 'reviews.reload': 'reloading' },
          states: {
            idle: { on: { 'reviews.more': { guard: 'hasMore', target: 'loadingMore' } } },
            moreFailed: { on: { 'reviews.more': 'loadingMore' } },
            loadingMore: {
              invoke: {
                id: 'loadReviews',
                src: 'loadReviews',
                input: ({ context }) => ({ courseId: context.courseId, page: context.page + 1 }),
                onDone: {
                  target: 'idle',
                  actions: assign(({ context, event }) => ({
                    items: [...context.items, ...itemsOf(event.output)],
                    page: context.page + 1,
                    lastPage: event.output?.meta.last_page ?? context.lastPage,
                  })),
                },
                onError: 'moreFailed',
              },
            },
          },
        },
        reloading: {
          invoke: invokeFirstPage,
        },
      },
    },
    own: {
      initial: 'off',
      on: {
        // logged out: another user may log in on this page, with a form of their own
        'review.close': {
          target: '.off',
          actions: assign({
            mine: null,
            rating: 0,
            text: '',
            missingRating: false,
            error: null,
            status: null,
          }),
        },
      },
      states: {
        off: { on: { 'review.open': 'loading' } },
        loading: {
          invoke: {
            id: 'loadMine',
            src: 'loadMine',
            input: ({ context }) => ({ courseId: context.courseId }),
            onDone: { target: 'ready', actions: assign({ mine: ({ event }) => event.output ?? null }) },
            onError: 'unavailable',
          },
        },
        // as before machines: a review that cannot be read offers nothing to write
        unavailable: {},
        ready: {
          initial: 'idle',
          on: {
            'review.rating': { actions: assign({ rating: ({ event }) => event.rating }) },
            'review.text': { actions: assign({ text: ({ event }) => event.text }) },
          },
          states: {
            idle: {
              on: {
                'review.edit': {
                  target: 'editing',
                  actions: assign(({ context }) => ({
                    rating: context.mine?.review?.rating ?? 0,
                    text: context.mine?.review?.text ?? '',
                    missingRating: false,
                    error: null,
                  })),
                },
                'review.submit': [
                  {
                    guard: 'noRating',
                    target: 'editing',
                    actions: assign({ missingRating: true, error: null }),
                  },
                  { target: 'submitting' },
                ],
                'review.remove': {
                  target: 'removing',
                  actions: assign({ missingRating: false, error: null }),
                },
              },
            },
            editing: {
              on: {
                'review.cancel': { target: 'idle', actions: assign({ missingRating: false, error: null }) },
                'review.submit': [
                  { guard: 'noRating', actions: assign({ missingRating: true, error: null }) },
                  { target: 'submitting' },
                ],
              },
            },
            submitting: {
              entry: assign({ missingRating: false, error: null }),
              invoke: {
                id: 'saveReview',
                src: 'saveReview',
                input: ({ context }) => ({
                  courseId: context.courseId,
                  rating: context.rating,
                  text: context.text,
                }),
                onDone: { target: 'refreshing', actions: { type: 'changed', params: { status: 'saved' } } },
                onError: {
                  target: 'editing',
                  actions: { type: 'refused', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            removing: {
              invoke: {
                id: 'removeReview',
                src: 'removeReview',
                input: ({ context }) => ({ courseId: context.courseId }),
                onDone: { target: 'refreshing', actions: { type: 'changed', params: { status: 'deleted' } } },
                onError: {
                  target: 'idle',
                  actions: { type: 'refused', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            refreshing: {
              invoke: {
                id: 'loadMine',
                src: 'loadMine',
                input: ({ context }) => ({ courseId: context.courseId }),
                onDone: {
                  target: 'idle',
                  actions: assign({ mine: ({ context, event }) => event.output ?? context.mine }),
                },
                // the change went through: the review shown stays until the next read
                onError: 'idle',
              },
            },
          },
        },
      },
    },
  },
})
