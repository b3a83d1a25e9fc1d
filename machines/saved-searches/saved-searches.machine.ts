/*
 * The owner's saved searches on /search: the list, and one change at a time to a row (rename it,
 * turn its daily notification on or off, delete it after the page's confirmation). Each change's
 * answer lands in the list (the renamed or switched row, the deleted one gone); a refusal stays
 * under the row it concerns. Opening one is a link (its URL); saving one is machines/request.
 *
 *   ┌─────────┐ done ┌───────────────────────────────────────────────┐ saved.rename / saved.notify /
 *   │ loading │ ───▶ │ ready                                         │ saved.delete [isListed]
 *   └─────────┘      │  saved.startRename: that row's form open      │ ─────────────────────▶ ┌──────────┐
 *     │    ▲         │  saved.cancelRename: closed                   │ ◀── done: the row      │ changing │
 *     │    │         └───────────────────────────────────────────────┘     changed or gone,   └──────────┘
 *     │    │ saved.retry ┌─────────┐                                         the form closed;
 *     └─ error ────────▶ │ failure │                                         error: the refusal
 *                        └─────────┘                                         under that row
 */
import { assign, fromPromise, setup } from 'xstate'
import type { SavedSearch } from '../../contracts/search/schemas'
import { studioCallError, type StudioCallError } from '../course-manager/call-error'

export type SavedChange =
  | { action: 'rename'; id: number; name: string }
  | { action: 'notify'; id: number; notify: boolean }
  | { action: 'delete'; id: number }

export interface SavedSearchesContext {
  rows: SavedSearch[]
  /** The row whose rename form is open. */
  editing: number | null
  /** The change under way, or the last one (its row shows the refusal). */
  change: SavedChange | null
  error: StudioCallError | null
}

export type SavedSearchesEvent =
  | { type: 'saved.retry' }
  | { type: 'saved.startRename'; id: number }
  | { type: 'saved.cancelRename' }
  | { type: 'saved.rename'; id: number; name: string }
  | { type: 'saved.notify'; id: number; notify: boolean }
  | { type: 'saved.delete'; id: number }

/** rename and notify answer the row as it is now; delete answers nothing. */
export type ApplyChangeOutput = SavedSearch | undefined

const changeOf = (event: SavedSearchesEvent): SavedChange => {
  switch (event.type) {
    case 'saved.rename':
      return { action: 'rename', id: event.id, name: event.name }
    case 'saved.notify':
      return { action: 'notify', id: event.id, notify: event.notify }
    default:
      return { action: 'delete', id: (event as { id: number }).id }
  }
}

const afterChange = (rows: SavedSearch[], change: SavedChange, output: ApplyChangeOutput): SavedSearch[] =>
  change.action === 'delete'
    ? rows.filter((row) => row.id !== change.id)
    : rows.map((row) => (row.id === change.id && output ? output : row))

export const savedSearchesMachine = setup({
  types: {
    context: {} as SavedSearchesContext,
    events: {} as SavedSearchesEvent,
    tags: {} as 'busy',
  },
  actors: {
    list: fromPromise<SavedSearch[]>(async () => {
      throw new Error('savedSearchesMachine: provide the `list` actor')
    }),
    apply: fromPromise<ApplyChangeOutput, SavedChange>(async () => {
      throw new Error('savedSearchesMachine: provide the `apply` actor')
    }),
  },
  guards: {
    // a row deleted meanwhile (another tab) is not changed again
    isListed: ({ context, event }) =>
      'id' in event && context.rows.some((row) => row.id === (event as { id: number }).id),
  },
}).createMachine({
  id: 'savedSearches',
  context: { rows: [], editing: null, change: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'list',
        src: 'list',
        onDone: { target: 'ready', actions: assign({ rows: ({ event }) => event.output }) },
        onError: {
          target: 'failure',
          actions: assign({ error: ({ event }) => studioCallError(event.error) }),
        },
      },
    },
    failure: {
      on: { 'saved.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
    ready: {
      on: {
        'saved.startRename': {
          guard: 'isListed',
          actions: assign({ editing: ({ event }) => event.id, change: null, error: null }),
        },
        'saved.cancelRename': { actions: assign({ editing: null, change: null, error: null }) },
        'saved.rename': {
          guard: 'isListed',
          target: 'changing',
          actions: assign({ change: ({ event }) => changeOf(event), error: null }),
        },
        'saved.notify': {
          guard: 'isListed',
          target: 'changing',
          actions: assign({ change: ({ event }) => changeOf(event), error: null }),
        },
        'saved.delete': {
          guard: 'isListed',
          target: 'changing',
          actions: assign({ change: ({ event }) => changeOf(event), error: null }),
        },
      },
    },
    changing: {
      tags: ['busy'],
      invoke: {
        id: 'apply',
        src: 'apply',
        input: ({ context }) => context.change as SavedChange,
        onDone: {
          target: 'ready',
          actions: assign({
            rows: ({ context, event }) =>
              afterChange(context.rows, context.change as SavedChange, event.output),
            editing: ({ context }) => (context.change?.action === 'notify' ? context.editing : null),
            change: null,
          }),
        },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => studioCallError(event.error) }) },
      },
    },
  },
})
