/*
 * Generic page-data loader: one actor per page, the page's fetch provided as the `load` actor.
 *
 *   ┌─────────┐  done [isEmptyOutput]  ┌───────┐  resource.reload  ┌───────────┐
 *   │ loading │ ─────────────────────▶ │ empty │ ────────────────▶ │ reloading │
 *   │         │  done                  ├───────┴─┐ resource.reload │           │
 *   │         │ ─────────────────────▶ │ success │ ──────────────▶ │           │
 *   └─────────┘                        └─────────┘ ◀────────────── └───────────┘
 *     │    ▲ resource.retry   ┌─────────┐   done (to empty or success, as from loading)
 *     │    └───────────────── │ failure │ ◀───────────────────────────── error
 *     └────── error ────────▶ └─────────┘
 *
 *   resource.setParams, in any state: new params, previous data dropped, back to loading.
 *
 * `reloading` keeps the previous data in context so the view can keep showing it (with a
 * spinner) instead of blanking the page. Leaving a state stops its `load` actor, which aborts
 * the provided promise's signal, so an answer for stale params can never land.
 */
import { assign, fromPromise, setup } from 'xstate'

export interface ResourceInput {
  params?: Record<string, unknown>
}

export interface ResourceContext {
  params: Record<string, unknown>
  data: unknown
  error: unknown
}

export type ResourceEvent =
  | { type: 'resource.retry' }
  | { type: 'resource.reload' }
  | { type: 'resource.setParams'; params: Record<string, unknown> }

export interface ResourceLoadInput {
  params: Record<string, unknown>
}

/** Empty = an empty list, or a paginated body `{ data: [], meta }` with an empty page. */
export function isEmptyData(data: unknown): boolean {
  if (Array.isArray(data)) return data.length === 0
  if (typeof data === 'object' && data !== null && 'data' in data) {
    const inner = (data as { data: unknown }).data
    return Array.isArray(inner) && inner.length === 0
  }
  return false
}

const resourceSetup = setup({
  types: {
    input: {} as ResourceInput,
    context: {} as ResourceContext,
    events: {} as ResourceEvent,
  },
  actors: {
    // Placeholder: the page provides the real loader with `.provide({ actors: { load } })`.
    load: fromPromise<unknown, ResourceLoadInput>(async () => {
      throw new Error('resourceMachine: provide a `load` actor')
    }),
  },
  actions: {
    storeData: assign((_, params: { output: unknown }) => ({ data: params.output, error: undefined })),
    storeError: assign((_, params: { error: unknown }) => ({ error: params.error })),
  },
  guards: {
    isEmptyOutput: (_, params: { output: unknown }) => isEmptyData(params.output),
  },
})

// Both loading states run the same load; only what the view shows meanwhile differs.
const invokeLoad = {
  id: 'load',
  src: 'load',
  input: ({ context }: { context: ResourceContext }) => ({ params: context.params }),
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

export const resourceMachine = resourceSetup.createMachine({
  id: 'resource',
  context: ({ input }) => ({ params: input.params ?? {}, data: undefined, error: undefined }),
  initial: 'loading',
  on: {
    'resource.setParams': {
      target: '.loading',
      // Re-enter even when already loading, so the load for the old params is cancelled.
      reenter: true,
      actions: assign({ params: ({ event }) => event.params, data: undefined, error: undefined }),
    },
  },
  states: {
    loading: { invoke: invokeLoad },
    success: { on: { 'resource.reload': 'reloading' } },
    empty: { on: { 'resource.reload': 'reloading' } },
    failure: { on: { 'resource.retry': { target: 'loading', actions: assign({ error: undefined }) } } },
    reloading: { invoke: invokeLoad },
  },
})
