/*
 * One application in its listing owner's pipeline (issue 18; SPEC.md §3 Profile job_applications:
 * sent, viewed, shortlisted, rejected, hired). The owner moves it along APPLICATION_TRANSITIONS
 * (contracts/jobs/schemas.ts, which the server enforces too); each move is one call whose answer
 * says where the application stands now.
 *
 *   starting ──▶ choosing (routes on context.status, no event)
 *                  │
 *      ┌───────────┼─────────────┬───────────────┬───────────┐
 *      ▼           ▼             ▼               ▼           ▼
 *    sent       viewed      shortlisted      rejected      hired (no move out)
 *      │ shortlist, reject  │ reject, hire   │ shortlist
 *      └────────────────────┴────────────────┴──▶ moving ── done (the answer's status) ──▶ choosing
 *                                                        └─ error (status kept, error shown) ──▶ choosing
 */
import { assign, fromPromise, setup } from 'xstate'
import { APPLICATION_TRANSITIONS, type ApplicationStatus } from '../../contracts/jobs/schemas'

export interface JobApplicationError {
  status?: number
  message?: string
}

export interface JobApplicationContext {
  id: number
  status: ApplicationStatus
  /** Where the running move goes. */
  target: ApplicationStatus | null
  error?: JobApplicationError
}

export interface JobApplicationInput {
  id: number
  status: ApplicationStatus
}

export type JobApplicationEvent =
  { type: 'application.shortlist' } | { type: 'application.reject' } | { type: 'application.hire' }

export interface MoveInput {
  id: number
  to: ApplicationStatus
}

const needsProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`jobApplicationMachine: provide the \`${name}\` actor`)
}

function errorOf(error: unknown): JobApplicationError {
  if (typeof error !== 'object' || error === null) return {}
  const { status, message } = error as { status?: unknown; message?: unknown }
  return {
    status: typeof status === 'number' ? status : undefined,
    message: typeof message === 'string' && message !== '' ? message : undefined,
  }
}

const TARGET = {
  'application.shortlist': 'shortlisted',
  'application.reject': 'rejected',
  'application.hire': 'hired',
} as const satisfies Record<JobApplicationEvent['type'], ApplicationStatus>

const jobApplicationSetup = setup({
  types: {
    context: {} as JobApplicationContext,
    events: {} as JobApplicationEvent,
    input: {} as JobApplicationInput,
    tags: {} as 'busy',
  },
  actors: {
    move: fromPromise<{ status: ApplicationStatus }, MoveInput>(needsProvided('move')),
  },
  actions: {
    aim: assign(({ event }) => ({ target: TARGET[event.type], error: undefined })),
    storeStatus: assign((_, params: { status: ApplicationStatus }) => ({
      status: params.status,
      target: null,
    })),
    storeError: assign((_, params: { error: unknown }) => ({ error: errorOf(params.error), target: null })),
  },
  guards: {
    isStatus: ({ context }, params: { status: ApplicationStatus }) => context.status === params.status,
  },
})

/** The moves out of a state, read from the contracts' graph (viewed is the server's own move). */
const movesFrom = (from: ApplicationStatus) =>
  Object.fromEntries(
    (Object.entries(TARGET) as [JobApplicationEvent['type'], ApplicationStatus][])
      .filter(([, to]) => APPLICATION_TRANSITIONS[from].includes(to))
      .map(([type]) => [type, { target: 'moving', actions: 'aim' as const }]),
  ) as Partial<Record<JobApplicationEvent['type'], { target: 'moving'; actions: 'aim' }>>

export const jobApplicationMachine = jobApplicationSetup.createMachine({
  id: 'jobApplication',
  context: ({ input }) => ({ id: input.id, status: input.status, target: null }),
  initial: 'choosing',
  states: {
    choosing: {
      always: [
        { guard: { type: 'isStatus', params: { status: 'sent' } }, target: 'sent' },
        { guard: { type: 'isStatus', params: { status: 'viewed' } }, target: 'viewed' },
        { guard: { type: 'isStatus', params: { status: 'shortlisted' } }, target: 'shortlisted' },
        { guard: { type: 'isStatus', params: { status: 'rejected' } }, target: 'rejected' },
        { target: 'hired' },
      ],
    },
    sent: { on: movesFrom('sent') },
    viewed: { on: movesFrom('viewed') },
    shortlisted: { on: movesFrom('shortlisted') },
    rejected: { on: movesFrom('rejected') },
    hired: { on: movesFrom('hired') },
    moving: {
      tags: 'busy',
      invoke: {
        id: 'move',
        src: 'move',
        input: ({ context }) => ({ id: context.id, to: context.target! }),
        onDone: {
          target: 'choosing',
          actions: { type: 'storeStatus', params: ({ event }) => ({ status: event.output.status }) },
        },
        onError: {
          target: 'choosing',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
})
