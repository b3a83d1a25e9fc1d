/*
 * Dialog lifecycle (SPEC.md §4 "Dialog: closed, opening, open, closing, closed").
 *
 *            dialog.open
 *   ┌────────┐ ───────────▶ ┌─────────┐  after transition  ┌──────┐
 *   │ closed │              │ opening │ ─────────────────▶ │ open │
 *   └────────┘ ◀─────────── └─────────┘                    └──────┘
 *        ▲   after transition    │ dismiss / close            │ dismiss / close
 *        │  (unlockScroll,       ▼                            │
 *        │   notifyClosed)  ┌─────────┐ ◀─────────────────────┘
 *        └───────────────── │ closing │
 *                           └─────────┘
 *
 * "dismiss" = dialog.escape / dialog.backdrop (not when persistent or disabled),
 *             dialog.routeChange (only when closeOnRouteChange);
 * "close"   = dialog.close, an explicit answer or the close button (not when disabled).
 * dialog.configure updates persistent / disabled / loading in any state.
 *
 * The 350 ms delay lets the CSS transition play before the view unmounts. Scroll is locked as
 * soon as the dialog starts opening and released only once it has fully closed, so the page
 * behind never jumps mid-animation. Closing is accepted while still opening: a user who hits
 * Escape right away must not be ignored.
 */
import { assign, setup } from 'xstate'
import { DIALOG_TRANSITION_MS } from '../../contracts/core/constants'

export interface DialogInput {
  persistent?: boolean
  disabled?: boolean
  closeOnRouteChange?: boolean
}

export interface DialogContext {
  persistent: boolean
  disabled: boolean
  loading: boolean
  closeOnRouteChange: boolean
  /** The answer the dialog closed with; undefined until it closes. A dismissal answers false. */
  result: boolean | undefined
}

export type DialogEvent =
  | { type: 'dialog.open' }
  | { type: 'dialog.close'; result?: boolean }
  | { type: 'dialog.escape' }
  | { type: 'dialog.backdrop' }
  | { type: 'dialog.routeChange' }
  | { type: 'dialog.configure'; persistent?: boolean; disabled?: boolean; loading?: boolean }

const dialogSetup = setup({
  types: {
    input: {} as DialogInput,
    context: {} as DialogContext,
    events: {} as DialogEvent,
  },
  actions: {
    // Provided by the app (src/app): the page behind a dialog must not scroll.
    lockScroll: () => {},
    unlockScroll: () => {},
    // Provided by the app: resolves whoever awaited the dialog (confirm, login prompt).
    notifyClosed: (_, _params: { result: boolean | undefined }) => {},
    answer: assign({
      result: ({ event }) => (event.type === 'dialog.close' ? (event.result ?? false) : false),
    }),
    clearResult: assign({ result: undefined }),
    configure: assign(({ context, event }) => {
      if (event.type !== 'dialog.configure') return {}
      return {
        persistent: event.persistent ?? context.persistent,
        disabled: event.disabled ?? context.disabled,
        loading: event.loading ?? context.loading,
      }
    }),
  },
  guards: {
    isEnabled: ({ context }) => !context.disabled,
    isDismissible: ({ context }) => !context.persistent && !context.disabled,
    isClosedByRouteChange: ({ context }) => context.closeOnRouteChange,
  },
  delays: {
    transition: DIALOG_TRANSITION_MS,
  },
})

// The same ways out apply while opening and once open.
const closeTransitions = {
  'dialog.close': { guard: 'isEnabled', target: 'closing', actions: 'answer' },
  'dialog.escape': { guard: 'isDismissible', target: 'closing', actions: 'answer' },
  'dialog.backdrop': { guard: 'isDismissible', target: 'closing', actions: 'answer' },
  'dialog.routeChange': { guard: 'isClosedByRouteChange', target: 'closing', actions: 'answer' },
} as const

export const dialogMachine = dialogSetup.createMachine({
  id: 'dialog',
  context: ({ input }) => ({
    persistent: input.persistent ?? false,
    disabled: input.disabled ?? false,
    loading: false,
    closeOnRouteChange: input.closeOnRouteChange ?? false,
    result: undefined,
  }),
  initial: 'closed',
  on: {
    'dialog.configure': { actions: 'configure' },
  },
  states: {
    closed: {
      on: {
        'dialog.open': { target: 'opening', actions: 'clearResult' },
      },
    },
    opening: {
      entry: 'lockScroll',
      after: { transition: 'open' },
      on: closeTransitions,
    },
    open: {
      on: closeTransitions,
    },
    closing: {
      after: {
        transition: {
          target: 'closed',
          actions: [
            'unlockScroll',
            { type: 'notifyClosed', params: ({ context }) => ({ result: context.result }) },
          ],
        },
      },
    },
  },
})
