/*
 * One admin action on one item of the admin area (issue 35): a user in the users list (block,
 * unblock, deactivate), a report in the reports queue (dismiss, hide the post or comment, block its
 * author), an order in the orders list (refund it, with the reason: issue 36). The admin picks the action, confirms it (writing the reason where the action keeps one:
 * every change to an account), and the server does it; the list reloads when it is done.
 *
 *            admin.choose                 admin.confirm [reason given or none needed]
 *   ┌──────┐ ───────────▶ ┌────────────┐ ─────────────────────────────────────────▶ ┌────────────┐
 *   │ idle │              │ confirming │ ◀── error (the server's reason or message) ─│ submitting │
 *   └──────┘ ◀─────────── └────────────┘                                              └────────────┘
 *      ▲     admin.cancel   │  ▲  admin.reason (clears the error)                        │ done
 *      │                    │  └─ admin.confirm [reason missing] (reasonRequired)         ▼
 *      │                    └────────────────────────── admin.choose ──────────────── ┌──────┐
 *      └──────────────────────────────────────────────── admin.cancel ─────────────── │ done │
 *                                                                                      └──────┘
 * `done` calls the provided `completed` action with what was done (the view reloads its list and
 * says so); another action may follow from there (hide a post, then block its author).
 */
import { assign, fromPromise, setup } from 'xstate'

export const ADMIN_ACTIONS = [
  'block',
  'unblock',
  'deactivate',
  'dismiss',
  'hide',
  'blockAuthor',
  'refund',
] as const
export type AdminAction = (typeof ADMIN_ACTIONS)[number]

/** The actions that change an account keep a reason (the next admin reads it in the users list). */
export const REASON_ACTIONS: readonly AdminAction[] = [
  'block',
  'unblock',
  'deactivate',
  'blockAuthor',
  'refund',
]
export const needsReason = (action: AdminAction) => REASON_ACTIONS.includes(action)

export interface AdminActionError {
  /** reasonRequired: confirmed with no reason; failed: the server refused or could not be reached. */
  kind: 'reasonRequired' | 'failed'
  /** The server's message (or its reason field's), in the admin's language, when it gave one. */
  message?: string
}

export interface AdminActionContext {
  action: AdminAction | null
  reason: string
  error: AdminActionError | null
  /** The last action carried out. */
  done: AdminAction | null
}

export type AdminActionEvent =
  | { type: 'admin.choose'; action: AdminAction }
  | { type: 'admin.reason'; reason: string }
  | { type: 'admin.confirm' }
  | { type: 'admin.cancel' }

export interface PerformInput {
  action: AdminAction
  reason: string
}

export function adminActionError(error: unknown): AdminActionError {
  const { serverMessage, fieldErrors } = (typeof error === 'object' && error !== null ? error : {}) as {
    serverMessage?: unknown
    fieldErrors?: Record<string, string[] | undefined>
  }
  const message = fieldErrors?.reason?.[0] ?? (typeof serverMessage === 'string' ? serverMessage : '')
  return message ? { kind: 'failed', message } : { kind: 'failed' }
}

export const adminActionMachine = setup({
  types: {
    context: {} as AdminActionContext,
    events: {} as AdminActionEvent,
    tags: {} as 'busy',
  },
  actors: {
    perform: fromPromise<unknown, PerformInput>(async () => {
      throw new Error('adminActionMachine: provide the `perform` actor')
    }),
  },
  guards: {
    reasonMissing: ({ context }) =>
      context.action !== null && needsReason(context.action) && context.reason.trim() === '',
  },
  actions: {
    /** What the view does once an action is carried out: reload, announce. */
    completed: (_, _params: { action: AdminAction }) => {},
  },
}).createMachine({
  id: 'adminAction',
  context: { action: null, reason: '', error: null, done: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'admin.choose': {
          target: 'confirming',
          actions: assign(({ event }) => ({ action: event.action, reason: '', error: null })),
        },
      },
    },
    confirming: {
      on: {
        'admin.reason': { actions: assign(({ event }) => ({ reason: event.reason, error: null })) },
        'admin.confirm': [
          {
            guard: 'reasonMissing',
            actions: assign({ error: { kind: 'reasonRequired' } as AdminActionError }),
          },
          { target: 'submitting', actions: assign({ error: null }) },
        ],
        'admin.cancel': {
          target: 'idle',
          actions: assign({ action: null, reason: '', error: null }),
        },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'perform',
        src: 'perform',
        input: ({ context }) => ({ action: context.action!, reason: context.reason.trim() }),
        onDone: {
          target: 'done',
          actions: [
            { type: 'completed', params: ({ context }) => ({ action: context.action! }) },
            assign(({ context }) => ({ done: context.action, action: null, reason: '' })),
          ],
        },
        onError: {
          target: 'confirming',
          actions: assign(({ event }) => ({ error: adminActionError(event.error) })),
        },
      },
    },
    done: {
      on: {
        'admin.choose': {
          target: 'confirming',
          actions: assign(({ event }) => ({ action: event.action, reason: '', error: null })),
        },
        'admin.cancel': { target: 'idle', actions: assign({ done: null }) },
      },
    },
  },
})
