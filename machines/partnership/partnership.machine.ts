/*
 * The partnership between the logged-in user and the person whose profile they look at (issue 16;
 * SPEC.md §4 "Partnership actions by target id: request, accept, reject, cancel, terminate").
 * The server is the judge: each action is one call whose answer says where the pair stands now.
 *
 *   starting ── [isKnown: the input gave the standing] ──▶ choosing; otherwise ──▶ loading
 *   ┌─────────┐ done ┌──────────┐ (routes on context.standing, no event)
 *   │ loading │ ───▶ │ choosing │ ──▶ none | pendingSent | pendingReceived | partners
 *   └────┬────┘      └──────────┘
 *        │ error            ▲ done (the answer's standing) / error (kept standing + error)
 *        ▼                  │
 *   ┌────────┐          requesting ◀─ partnership.request ── none
 *   │ failed │          cancelling ◀─ partnership.cancel ─── pendingSent
 *   └────────┘          accepting  ◀─ partnership.accept ─── pendingReceived
 *   partnership.retry   rejecting  ◀─ partnership.reject ─── pendingReceived
 *   → loading           terminating ◀─ partnership.confirm ─ confirmingTerminate ◀─ partnership.terminate ─ partners
 *                                      partnership.dismiss: confirmingTerminate → partners
 *
 * An action refused because the pair changed meanwhile (404: the other side withdrew or ended it;
 * 409: they answered or asked first) reloads the standing with a `changed` notice [isStale];
 * any other failure keeps the standing and shows the error. `partnership.refresh` (a notification
 * about this person arrived) reloads from any settled state.
 */
import { assign, fromPromise, setup } from 'xstate'
import type {
  PartnershipAction,
  PartnershipStanding,
  PartnershipStatus,
} from '../../contracts/network/schemas'

export interface PartnershipError {
  /** HTTP status of the failed call; undefined for a network failure. */
  status?: number
  /** The server's message, in the user's language, when it gave one. */
  message?: string
}

export interface PartnershipContext {
  /** The other person's user id. */
  userId: number
  /** Null until read from the server (or given in the input). */
  standing: PartnershipStanding | null
  error?: PartnershipError
  /** The pair changed on the other side while the user acted: the standing was read again. */
  notice?: 'changed'
}

export interface PartnershipInput {
  userId: number
  /** The standing already known (e.g. from the profile's network summary): no first load. */
  standing?: PartnershipStanding
}

export type PartnershipEvent =
  | { type: 'partnership.request' }
  | { type: 'partnership.accept' }
  | { type: 'partnership.reject' }
  | { type: 'partnership.cancel' }
  | { type: 'partnership.terminate' }
  | { type: 'partnership.confirm' }
  | { type: 'partnership.dismiss' }
  | { type: 'partnership.retry' }
  | { type: 'partnership.refresh' }

export interface LoadPartnershipInput {
  userId: number
}

export interface ActInput {
  userId: number
  action: PartnershipAction
}

const needsProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`partnershipMachine: provide the \`${name}\` actor`)
}

function errorOf(error: unknown): PartnershipError {
  if (typeof error !== 'object' || error === null) return {}
  const { status, message } = error as { status?: unknown; message?: unknown }
  return {
    status: typeof status === 'number' ? status : undefined,
    message: typeof message === 'string' && message !== '' ? message : undefined,
  }
}

const partnershipSetup = setup({
  types: {
    context: {} as PartnershipContext,
    events: {} as PartnershipEvent,
    input: {} as PartnershipInput,
    tags: {} as 'busy',
  },
  actors: {
    loadPartnership: fromPromise<PartnershipStatus, LoadPartnershipInput>(needsProvided('loadPartnership')),
    act: fromPromise<PartnershipStatus, ActInput>(needsProvided('act')),
  },
  actions: {
    storeStanding: assign((_, params: { output: PartnershipStatus }) => ({
      standing: params.output.standing,
      error: undefined,
    })),
    storeError: assign((_, params: { error: unknown }) => ({
      error: errorOf(params.error),
      notice: undefined,
    })),
    noteChanged: assign({ notice: 'changed' as const, error: undefined }),
    clearMessages: assign({ error: undefined, notice: undefined }),
  },
  guards: {
    isKnown: ({ context }) => context.standing !== null,
    isStanding: ({ context }, params: { standing: PartnershipStanding }) =>
      context.standing === params.standing,
    isStale: (_, params: { error: unknown }) => {
      const { status } = errorOf(params.error)
      return status === 404 || status === 409
    },
  },
})

/** An action state: the call, then where the answer leads. */
const acting = (action: PartnershipAction) => ({
  tags: 'busy' as const,
  entry: 'clearMessages' as const,
  invoke: {
    id: 'act',
    src: 'act' as const,
    input: ({ context }: { context: PartnershipContext }) => ({ userId: context.userId, action }),
    onDone: {
      target: 'choosing',
      actions: {
        type: 'storeStanding' as const,
        params: ({ event }: { event: { output: PartnershipStatus } }) => ({ output: event.output }),
      },
    },
    onError: [
      {
        guard: {
          type: 'isStale' as const,
          params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
        },
        target: 'loading',
        actions: 'noteChanged' as const,
      },
      {
        target: 'choosing',
        actions: {
          type: 'storeError' as const,
          params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
        },
      },
    ],
  },
})

const refresh = { 'partnership.refresh': { target: 'loading', actions: 'clearMessages' as const } }

export const partnershipMachine = partnershipSetup.createMachine({
  id: 'partnership',
  context: ({ input }) => ({ userId: input.userId, standing: input.standing ?? null }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isKnown', target: 'choosing' }, { target: 'loading' }],
    },
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadPartnership',
        src: 'loadPartnership',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: {
          target: 'choosing',
          actions: { type: 'storeStanding', params: ({ event }) => ({ output: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      on: { 'partnership.retry': { target: 'loading', actions: 'clearMessages' } },
    },
    choosing: {
      always: [
        { guard: { type: 'isStanding', params: { standing: 'none' } }, target: 'none' },
        { guard: { type: 'isStanding', params: { standing: 'pending_sent' } }, target: 'pendingSent' },
        {
          guard: { type: 'isStanding', params: { standing: 'pending_received' } },
          target: 'pendingReceived',
        },
        { target: 'partners' },
      ],
    },
    none: { on: { 'partnership.request': 'requesting', ...refresh } },
    pendingSent: { on: { 'partnership.cancel': 'cancelling', ...refresh } },
    pendingReceived: {
      on: { 'partnership.accept': 'accepting', 'partnership.reject': 'rejecting', ...refresh },
    },
    partners: { on: { 'partnership.terminate': 'confirmingTerminate', ...refresh } },
    confirmingTerminate: {
      on: { 'partnership.confirm': 'terminating', 'partnership.dismiss': 'partners' },
    },
    requesting: acting('request'),
    cancelling: acting('cancel'),
    accepting: acting('accept'),
    rejecting: acting('reject'),
    terminating: acting('terminate'),
  },
})
