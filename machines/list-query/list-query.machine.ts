/*
 * A paged list whose filters live in the URL (the catalogue, the job list, the directories of
 * trainers and students, the search result pages): the URL's query is the context, so a shared link,
 * the back button and a filter form that navigates all land here as `list.sync`; the list is loaded
 * for that query and loaded again whenever it changes. The page provides the call as the `load` actor.
 *
 *                list.sync [isNewQuery]: the new query, data dropped (from any state)
 *                          │
 *                          ▼
 *   ┌─────────┐  done [isEmptyOutput]  ┌───────┐  list.reload   ┌───────────┐
 *   │ loading │ ─────────────────────▶ │ empty │ ─────────────▶ │ reloading │ (the data kept, dimmed)
 *   │         │  done                  ├───────┴─┐ list.reload  │           │
 *   │         │ ─────────────────────▶ │ success │ ───────────▶ │           │
 *   └─────────┘                        └─────────┘ ◀─────────── └───────────┘
 *     │    ▲ list.retry   ┌─────────┐   done (to empty or success, as from loading)
 *     │    └───────────── │ failure │ ◀───────────────────────────────── error
 *     └──── error ──────▶ └─────────┘
 *
 * A list.sync with the query already held asks nothing (the URL was written from it). Leaving a
 * loading state stops its `load` actor, which aborts the call's signal: an answer for an older query
 * never lands.
 */
import { assign, fromPromise, setup } from 'xstate'
import { isEmptyData } from '../resource/resource.machine'

/** The URL's query as the page understood it: every value a string, empty ones left out. */
export type ListQuery = Record<string, string>

export interface ListQueryInput {
  query: ListQuery
}

export interface ListQueryContext {
  query: ListQuery
  data: unknown
  error: unknown
}

export type ListQueryEvent =
  { type: 'list.sync'; query: ListQuery } | { type: 'list.retry' } | { type: 'list.reload' }

export interface ListLoadInput {
  query: ListQuery
}

/** The same query: the same keys with the same values, whatever their order. */
export function sameQuery(a: ListQuery, b: ListQuery): boolean {
  const keys = Object.keys(a)
  return keys.length === Object.keys(b).length && keys.every((key) => b[key] === a[key])
}

const listSetup = setup({
  types: {
    input: {} as ListQueryInput,
    context: {} as ListQueryContext,
    events: {} as ListQueryEvent,
    tags: {} as 'busy',
  },
  actors: {
    load: fromPromise<unknown, ListLoadInput>(async () => {
      throw new Error('listQueryMachine: provide the `load` actor')
    }),
  },
  actions: {
    storeData: assign((_, params: { output: unknown }) => ({ data: params.output, error: undefined })),
    storeError: assign((_, params: { error: unknown }) => ({ error: params.error })),
  },
  guards: {
    isNewQuery: ({ context }, params: { query: ListQuery }) => !sameQuery(context.query, params.query),
    // empty = an empty list, or a page `{ data: [], meta }` with nothing on it (as the resource machine)
    isEmptyOutput: (_, params: { output: unknown }) => isEmptyData(params.output),
  },
})

const invokeLoad = {
  id: 'load',
  src: 'load',
  input: ({ context }: { context: ListQueryContext }) => ({ query: context.query }),
  onDone: [
    {
      guard: {
        type: 'isEmptyOutput',
        params: ({ event }: { event: { output: unknown } }) => ({ output: event.output }),
      },
      target: 'empty',
      actions: {
        type: 'storeData',
        params: ({ event }: { event: { output: unknown } }) => ({ output: event.output }),
      },
    },
    {
      target: 'success',
      actions: {
        type: 'storeData',
        params: ({ event }: { event: { output: unknown } }) => ({ output: event.output }),
      },
    },
  ],
  onError: {
    target: 'failure',
    actions: {
      type: 'storeError',
      params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
    },
  },
} as const

export const listQueryMachine = listSetup.createMachine({
  id: 'listQuery',
  context: ({ input }) => ({ query: input.query, data: undefined, error: undefined }),
  initial: 'loading',
  on: {
    'list.sync': {
      guard: { type: 'isNewQuery', params: ({ event }) => ({ query: event.query }) },
      target: '.loading',
      // re-entered even while loading, so the call for the older query is cancelled
      reenter: true,
      actions: assign({ query: ({ event }) => event.query, data: undefined, error: undefined }),
    },
  },
  states: {
    loading: { tags: ['busy'], invoke: invokeLoad },
    success: { on: { 'list.reload': 'reloading' } },
    empty: { on: { 'list.reload': 'reloading' } },
    failure: { on: { 'list.retry': { target: 'loading', actions: assign({ error: undefined }) } } },
    reloading: { tags: ['busy'], invoke: invokeLoad },
  },
})
