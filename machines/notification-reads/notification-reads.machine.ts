/*
 * What /notifications marks read (SPEC.md §2, issue 34): one notification or all of them. A mark
 * shows at once (optimistic) while the server is asked; a refusal takes it back (rollback) and says
 * so until the next mark is asked. Marks asked while one is saved wait their turn (`queue`, the
 * first is the one under way), so each shows at once and the calls go one at a time, in order.
 *
 *   ┌──────┐ reads.markOne [isUnmarked] / reads.markAll [isAllFree]   ┌────────┐ done: confirmed, emit marked
 *   │ idle │ ───────────────────────────────────────────────────────▶ │ saving │ error: rolled back, failed
 *   └──────┘ ◀── done / error [nothing queued] ────────────────────── │ (mark) │ ─┐ [queued]: saving again
 *                                           reads.markOne, reads.markAll queue ─▶ └────────┘ ◀┘ on the next
 *
 * The page opened at `openedAt`: what was pushed before is in its first batch already.
 */
import { assign, emit, fromPromise, setup } from 'xstate'

/** A mark: one notification, or all of them (id null) as of `at`. */
export interface NotificationMark {
  id: number | null
  at: string
}

export interface NotificationReadsContext {
  openedAt: number
  /** When each notification marked on this page reads as read (shown at once, confirmed after). */
  marks: Record<number, string>
  /** Set by "mark all": everything created up to then reads as read (shown at once). */
  allReadAt: string | null
  /** The last "mark all" the server confirmed, where a refused one goes back to. */
  confirmedAllReadAt: string | null
  /** Marks to save, the first under way. */
  queue: NotificationMark[]
  /** The last mark was refused: said until the next is asked. */
  failed: boolean
}

export interface NotificationReadsInput {
  openedAt: number
}

export type NotificationReadsEvent =
  { type: 'reads.markOne'; id: number; at: string } | { type: 'reads.markAll'; at: string }

export type NotificationReadsEmitted = { type: 'marked'; id: number | null; output: unknown }

/** What the `mark` actor is asked: one notification's id, or null for all. */
export interface MarkInput {
  id: number | null
}

const readAtOf = (output: unknown, fallback: string) => {
  const readAt = (output as { read_at?: unknown } | null | undefined)?.read_at
  return typeof readAt === 'string' ? readAt : fallback
}

export const notificationReadsMachine = setup({
  types: {
    context: {} as NotificationReadsContext,
    events: {} as NotificationReadsEvent,
    input: {} as NotificationReadsInput,
    emitted: {} as NotificationReadsEmitted,
    tags: {} as 'busy',
  },
  actors: {
    mark: fromPromise<unknown, MarkInput>(async () => {
      throw new Error('notificationReadsMachine: provide the `mark` actor')
    }),
  },
  guards: {
    /** Marked already on this page (shown read): nothing to ask. */
    isUnmarked: ({ context, event }) => event.type === 'reads.markOne' && !(event.id in context.marks),
    /** One "mark all" at a time. */
    isAllFree: ({ context }) => !context.queue.some((mark) => mark.id === null),
    hasQueued: ({ context }) => context.queue.length > 1,
  },
  actions: {
    ask: assign(({ context, event }) =>
      event.type === 'reads.markOne'
        ? {
            marks: { ...context.marks, [event.id]: event.at },
            queue: [...context.queue, { id: event.id, at: event.at }],
            failed: false,
          }
        : { allReadAt: event.at, queue: [...context.queue, { id: null, at: event.at }], failed: false },
    ),
    confirm: assign(({ context }, params: { output: unknown }) => {
      const [done, ...rest] = context.queue
      if (done.id === null) return { confirmedAllReadAt: done.at, queue: rest }
      return { marks: { ...context.marks, [done.id]: readAtOf(params.output, done.at) }, queue: rest }
    }),
    marked: emit(({ context }, params: { output: unknown }) => ({
      type: 'marked' as const,
      id: context.queue[0].id,
      output: params.output,
    })),
    rollBack: assign(({ context }) => {
      const [refused, ...rest] = context.queue
      if (refused.id === null) return { allReadAt: context.confirmedAllReadAt, queue: rest, failed: true }
      const id = refused.id
      return {
        marks: Object.fromEntries(Object.entries(context.marks).filter(([key]) => Number(key) !== id)),
        queue: rest,
        failed: true,
      }
    }),
  },
}).createMachine({
  id: 'notificationReads',
  context: ({ input }) => ({
    openedAt: input.openedAt,
    marks: {},
    allReadAt: null,
    confirmedAllReadAt: null,
    queue: [],
    failed: false,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'reads.markOne': { guard: 'isUnmarked', target: 'saving', actions: 'ask' },
        'reads.markAll': { target: 'saving', actions: 'ask' },
      },
    },
    saving: {
      tags: ['busy'],
      on: {
        'reads.markOne': { guard: 'isUnmarked', actions: 'ask' },
        'reads.markAll': { guard: 'isAllFree', actions: 'ask' },
      },
      invoke: {
        id: 'mark',
        src: 'mark',
        input: ({ context }) => ({ id: context.queue[0].id }),
        onDone: [
          {
            guard: 'hasQueued',
            target: 'saving',
            reenter: true,
            actions: [
              { type: 'marked', params: ({ event }) => ({ output: event.output }) },
              { type: 'confirm', params: ({ event }) => ({ output: event.output }) },
            ],
          },
          {
            target: 'idle',
            actions: [
              { type: 'marked', params: ({ event }) => ({ output: event.output }) },
              { type: 'confirm', params: ({ event }) => ({ output: event.output }) },
            ],
          },
        ],
        onError: [
          { guard: 'hasQueued', target: 'saving', reenter: true, actions: 'rollBack' },
          { target: 'idle', actions: 'rollBack' },
        ],
      },
    },
  },
})
