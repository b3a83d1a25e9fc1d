/*
 * The preview of the search box in every layout's header (issue 19, SPEC.md §7 `short_preview`):
 * a few results of each kind as one types, asked once the typing pauses, each keystroke dropping
 * the request before it; a combobox whose options the arrows move through.
 *
 *                  search.type (2+ characters), from any state: restarts the wait
 *   ┌──────┐ ───────────────────────────────────────▶ ┌────────────┐ after debounce ┌─────────┐
 *   │ idle │                                           │ debouncing │ ─────────────▶ │ loading │
 *   └──────┘ ◀── search.type (shorter) / search.escape └────────────┘                └─────────┘
 *       ▲         (closed, with text: clears it)                          found │  none │  │ error
 *       │                                                                      ▼       ▼  ▼
 *       └──────────────────────────────────────────────────────────── showing · empty · error
 *
 * Leaving `loading` (a new keystroke, a shorter text, Escape) stops the invoked `fetchPreview`, so
 * the request in flight is aborted and its answer never lands. While a new one is awaited the
 * previous results stay (the view dims them). Whether the list shows (`open`) and which option is
 * highlighted live in the context; every state answers the arrows (`search.next`/`previous`, with
 * wrap-around, only when there are options), Escape, focus, blur and `search.picked` alike.
 * The options are every previewed result in order plus a last "all results" one: `optionCount`.
 */
import { assign, fromPromise, setup } from 'xstate'
import { SEARCH_LIMITS, type SearchAll } from '../../contracts/search/schemas'

/** Wait this long after the last keystroke before asking. */
export const SEARCH_DEBOUNCE_MS = 200
/** Fewer characters than this (trimmed) ask nothing. */
export const SEARCH_MIN_LENGTH = 2

export interface SearchPreviewContext {
  /** The text in the box, as typed. */
  q: string
  /** The latest results (kept while the next ones are awaited); null before any, after a failure. */
  results: SearchAll | null
  /** The list is open (it shows when the state is not idle). */
  open: boolean
  /** The highlighted option, -1 for none. */
  highlighted: number
}

export type SearchPreviewEvent =
  | { type: 'search.type'; value: string }
  | { type: 'search.next' }
  | { type: 'search.previous' }
  | { type: 'search.escape' }
  | { type: 'search.focus' }
  | { type: 'search.blur' }
  /** An option (or the search page) was opened: the list closes. */
  | { type: 'search.picked' }

export interface FetchPreviewInput {
  /** Trimmed, at most SEARCH_LIMITS.qMax characters. */
  q: string
}

/** The text the preview asks for: trimmed and cut to what the API takes. */
export const previewQuery = (q: string) => q.trim().slice(0, SEARCH_LIMITS.qMax)

const longEnough = (q: string) => q.trim().length >= SEARCH_MIN_LENGTH

const KINDS = ['courses', 'trainers', 'students', 'companies', 'jobs', 'categories', 'topics'] as const

/** How many results the preview holds in all (every kind's items). */
export function previewResultCount(results: SearchAll): number {
  return KINDS.reduce((sum, kind) => sum + results[kind].items.length, 0)
}

/** The options of the list: every result plus "all results"; none without results. */
export function optionCount(results: SearchAll | null): number {
  return results ? previewResultCount(results) + 1 : 0
}

const step = (context: SearchPreviewContext, by: 1 | -1) => {
  const count = optionCount(context.results)
  const next = context.highlighted + by
  return next >= count ? 0 : next < 0 ? count - 1 : next
}

export const searchPreviewMachine = setup({
  types: {
    context: {} as SearchPreviewContext,
    events: {} as SearchPreviewEvent,
    tags: {} as 'busy',
  },
  actors: {
    fetchPreview: fromPromise<SearchAll, FetchPreviewInput>(async () => {
      throw new Error('searchPreviewMachine: provide the `fetchPreview` actor')
    }),
  },
  guards: {
    /** The text typed is too short to ask. */
    tooShort: ({ event }) => event.type === 'search.type' && !longEnough(event.value),
    /** The answer holds at least one result. */
    found: (_, params: { output: SearchAll }) => previewResultCount(params.output) > 0,
    /** The list has options to move through. */
    hasOptions: ({ context }) => optionCount(context.results) > 0,
    /** Escape closes an open list (text in the box). */
    closable: ({ context }) => context.open && context.q !== '',
    /** Escape on a closed list clears the text. */
    hasText: ({ context }) => context.q !== '',
  },
  actions: {
    clear: assign({ q: '', results: null, open: false, highlighted: -1 }),
    storeShortQuery: assign(({ event }) => ({
      q: event.type === 'search.type' ? event.value : '',
      results: null,
      open: false,
      highlighted: -1,
    })),
    storeQuery: assign(({ event }) => ({
      q: event.type === 'search.type' ? event.value : '',
      open: true,
      highlighted: -1,
    })),
    // an option highlighted on the previous results stays so when the new ones still have it
    storeResults: assign(({ context }, params: { output: SearchAll }) => ({
      results: params.output,
      highlighted: context.highlighted < optionCount(params.output) ? context.highlighted : -1,
    })),
    forgetResults: assign({ results: null, highlighted: -1 }),
    next: assign(({ context }) => ({ open: true, highlighted: step(context, 1) })),
    previous: assign(({ context }) => ({ open: true, highlighted: step(context, -1) })),
    close: assign({ open: false, highlighted: -1 }),
    reopen: assign(({ context }) => ({ open: longEnough(context.q) })),
  },
  delays: {
    debounce: SEARCH_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'searchPreview',
  context: { q: '', results: null, open: false, highlighted: -1 },
  initial: 'idle',
  on: {
    'search.type': [
      { guard: 'tooShort', target: '.idle', actions: 'storeShortQuery' },
      // re-entered when already waiting: the wait starts again
      { target: '.debouncing', reenter: true, actions: 'storeQuery' },
    ],
    'search.next': { guard: 'hasOptions', actions: 'next' },
    'search.previous': { guard: 'hasOptions', actions: 'previous' },
    'search.escape': [
      { guard: 'closable', actions: 'close' },
      { guard: 'hasText', target: '.idle', actions: 'clear' },
    ],
    'search.focus': { actions: 'reopen' },
    'search.blur': { actions: assign({ open: false }) },
    'search.picked': { actions: 'close' },
  },
  states: {
    idle: {},
    debouncing: {
      tags: ['busy'],
      after: { debounce: 'loading' },
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'fetchPreview',
        src: 'fetchPreview',
        input: ({ context }) => ({ q: previewQuery(context.q) }),
        onDone: [
          {
            guard: { type: 'found', params: ({ event }) => ({ output: event.output }) },
            target: 'showing',
            actions: { type: 'storeResults', params: ({ event }) => ({ output: event.output }) },
          },
          {
            target: 'empty',
            actions: { type: 'storeResults', params: ({ event }) => ({ output: event.output }) },
          },
        ],
        onError: { target: 'error', actions: 'forgetResults' },
      },
    },
    showing: {},
    empty: {},
    error: {},
  },
})
