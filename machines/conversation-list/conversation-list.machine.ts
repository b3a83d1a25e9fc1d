/*
 * The conversations of /dms (issue 17, issue 34), the latest activity first, paged by keyset ("show
 * more"). A live message asks for the first page again (list.refresh), so the conversation it belongs
 * to moves to the top with its new count; what "show more" added beyond the first page stays. A
 * refresh asked while a page is under way is remembered (`stale`) and made once that page is in.
 * A page missing from the answer (a replayed trace keeps no output) adds nothing and keeps the cursor.
 *
 *   ┌─────────┐ done ┌─ ready ──────────────────────────────────────────────────────────────┐
 *   │ loading │ ───▶ │ ┌──────┐ list.more [hasMore] ┌─────────────┐ done: appended, none twice │
 *   └─────────┘      │ │ idle │ ──────────────────▶ │ loadingMore │ error: moreError           │
 *     │ error  ▲     │ │      │ list.refresh        ┌────────────┐ done: the first page merged │
 *     ▼        │     │ │      │ ──────────────────▶ │ refreshing │ error: the list kept        │
 *   ┌────────┐ │     │ └──────┘ ◀── [not isStale] ──┘  each: [isStale] ──▶ refreshing again   │
 *   │ failed │─┘     │ list.refresh in loadingMore / refreshing: stale                           │
 *   └────────┘       └──────────────────────────────────────────────────────────────────────────┘
 *   list.retry, list.refresh
 */
import { assign, fromPromise, setup } from 'xstate'
import type { ConversationSummary } from '../../contracts/messages/schemas'

export interface ConversationsPage {
  data: ConversationSummary[]
  meta: { next_before: number | null }
}

export interface ConversationListContext {
  items: ConversationSummary[]
  /** Cursor of the next page (null: none). */
  nextBefore: number | null
  /** The last "show more" failed. */
  moreError: boolean
  /** A refresh was asked while a page was under way. */
  stale: boolean
}

export type ConversationListEvent = { type: 'list.retry' } | { type: 'list.more' } | { type: 'list.refresh' }

export interface LoadConversationsInput {
  before: number | null
}

/** The fresh first page on top, then what was loaded beyond it (without repeats). */
export function mergeFirstPage(
  current: ConversationSummary[],
  first: ConversationSummary[],
): ConversationSummary[] {
  if (current.length <= first.length) return first
  const ids = new Set(first.map((c) => c.id))
  const oldest = first.at(-1)?.last_message_id ?? Infinity
  return [...first, ...current.filter((c) => !ids.has(c.id) && c.last_message_id < oldest)]
}

/** The answer's conversations and cursor; none (a replayed trace keeps no output): nothing, cursor kept. */
const pageOf = (output: ConversationsPage | undefined, nextBefore: number | null) => ({
  data: output?.data ?? [],
  nextBefore: output ? output.meta.next_before : nextBefore,
})

const afterPage = [{ guard: 'isStale', target: 'refreshing' }, { target: 'idle' }] as const

export const conversationListMachine = setup({
  types: {
    context: {} as ConversationListContext,
    events: {} as ConversationListEvent,
  },
  actors: {
    loadPage: fromPromise<ConversationsPage, LoadConversationsInput>(async () => {
      throw new Error('conversationListMachine: provide the `loadPage` actor')
    }),
  },
  guards: {
    hasMore: ({ context }) => context.nextBefore !== null,
    isStale: ({ context }) => context.stale,
  },
  actions: {
    markStale: assign({ stale: true }),
  },
}).createMachine({
  id: 'conversationList',
  context: { items: [], nextBefore: null, moreError: false, stale: false },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: () => ({ before: null }),
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => {
            const page = pageOf(event.output, null)
            return { items: page.data, nextBefore: page.nextBefore }
          }),
        },
        onError: { target: 'failed' },
      },
    },
    failed: {
      on: { 'list.retry': 'loading', 'list.refresh': 'loading' },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'list.more': { guard: 'hasMore', target: 'loadingMore', actions: assign({ moreError: false }) },
            'list.refresh': 'refreshing',
          },
        },
        loadingMore: {
          on: { 'list.refresh': { actions: 'markStale' } },
          invoke: {
            id: 'loadPage',
            src: 'loadPage',
            input: ({ context }) => ({ before: context.nextBefore }),
            onDone: {
              target: 'settled',
              actions: assign(({ context, event }) => {
                const page = pageOf(event.output, context.nextBefore)
                return {
                  items: [
                    ...context.items,
                    ...page.data.filter((c) => !context.items.some((i) => i.id === c.id)),
                  ],
                  nextBefore: page.nextBefore,
                }
              }),
            },
            onError: { target: 'settled', actions: assign({ moreError: true }) },
          },
        },
        refreshing: {
          entry: assign({ stale: false }),
          on: { 'list.refresh': { actions: 'markStale' } },
          invoke: {
            id: 'loadPage',
            src: 'loadPage',
            input: () => ({ before: null }),
            onDone: {
              target: 'settled',
              actions: assign(({ context, event }) => {
                if (!event.output) return {}
                const page = pageOf(event.output, context.nextBefore)
                return {
                  // keep what "show more" added beyond the first page, and its cursor
                  nextBefore: context.items.length > page.data.length ? context.nextBefore : page.nextBefore,
                  items: mergeFirstPage(context.items, page.data),
                }
              }),
            },
            // the list shown stays; the next live message asks again
            onError: { target: 'settled' },
          },
        },
        /** A page is in: a refresh asked meanwhile is made now. */
        settled: { always: [...afterPage] },
      },
    },
  },
})
