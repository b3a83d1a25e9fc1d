/*
 * The onboarding wizard (SPEC.md §2 "Student onboarding", "General onboarding"; issue 13): one
 * machine for every role, parameterised by the step list the server answers for the user
 * (GET /api/onboarding). The server owns the progress, so a reload, another browser or another
 * device starts here again and lands on the same step with the data saved so far.
 *
 *   ┌─────────┐ failed ┌────────────┐
 *   │ loading │ ─────▶ │ loadFailed │ ── wizard.retry ──▶ loading
 *   └────┬────┘        └────────────┘
 *        │ done: [isAllDone] ──────────────────────────────────────────────▶ finished (final)
 *        │ otherwise: the step asked for by the URL if reachable, else the first incomplete one
 *        ▼
 *   ┌ ready ─────────────────────────────────────────────────────────────────────────────────┐
 *   │ ┌─────────┐ wizard.next [isStepValid] ┌────────┐ done [isLastStep] ──▶ finished       │
 *   │ │ editing │ ────────────────────────▶ │ saving │ done ──▶ editing, next step          │
 *   │ │         │ ◀─ failed: 422 field errors or the error ─┘                                │
 *   │ │         │ wizard.next (invalid): the schema's field errors                           │
 *   │ │         │ wizard.back [hasPrevious] · wizard.skip [isOptional]                       │
 *   │ │         │ wizard.goTo [isReachable]: that step · otherwise: the first incomplete one │
 *   │ │         │ wizard.resend [isResendable] ──▶ resending ── done/failed ──▶ editing      │
 *   │ └─────────┘                                                                            │
 *   └────────────────────────────────────────────────────────────────────────────────────────┘
 *
 * A step is reachable when it is completed or is the first incomplete one: a step's URL opened out
 * of order lands on the first incomplete step. Optional steps (payment-pending) are passed over
 * when moving on. Each step's values are checked against its contract schema before they are sent
 * (the view shows the same rules in the user's language as the user types); the server checks
 * them again and its 422 lands on the fields. `busy` tags every call, so nothing is sent twice.
 *
 * The last step's links ("Crea il tuo primo corso", "Vai al tuo profilo") finish the wizard before
 * they lead on: their `wizard.next` names where to go (`then`), kept as `destination` once the last
 * step is saved, so a finished wizard goes where its link said instead of through a guard chain that
 * still sees it unfinished.
 */
import * as v from 'valibot'
import { assign, fromPromise, setup } from 'xstate'
import { formatIssues } from '../../contracts/core/validation'
import { onboardingSchemas, type OnboardingProgress } from '../../contracts/onboarding/schemas'
import { type OnboardingFlow, type OnboardingStep } from '../../contracts/onboarding/steps'

export type FieldErrors = Record<string, string[]>

/** What a failed call tells the user: the field errors of a 422, else its status and message. */
export interface WizardError {
  status?: number
  message?: string
  fields: FieldErrors
}

/** What saving a step answers: data to keep for the step (e.g. when a new SMS code may be asked for). */
export interface StepSaved {
  data?: Record<string, unknown>
}

export interface SaveStepInput {
  flow: OnboardingFlow
  step: OnboardingStep
  values: Record<string, unknown>
}

export interface WizardInput {
  /** The step the URL names, if any. */
  requested?: OnboardingStep
}

export interface WizardContext {
  flow: OnboardingFlow | null
  steps: readonly OnboardingStep[]
  optional: readonly OnboardingStep[]
  completed: readonly OnboardingStep[]
  index: number
  data: Readonly<Record<string, Record<string, unknown>>>
  requested: OnboardingStep | undefined
  error: WizardError | undefined
  /** A new code went out (the confirm step says so). */
  resent: boolean
  /** Where the finished wizard goes (a route name), when the last step's link named it. */
  destination: string | undefined
}

export type WizardEvent =
  /** `then`: the route a link of the last step leads to once the wizard is finished. */
  | { type: 'wizard.next'; values: Record<string, unknown>; then?: string }
  | { type: 'wizard.back' }
  | { type: 'wizard.skip' }
  | { type: 'wizard.goTo'; step: OnboardingStep }
  | { type: 'wizard.resend' }
  | { type: 'wizard.retry' }

/** The contract schema of a step's form; steps without one have nothing to check. */
export const STEP_SCHEMAS: Partial<Record<OnboardingStep, v.GenericSchema>> = {
  'phone-number': onboardingSchemas.PhoneSendBody,
  'confirm-number': onboardingSchemas.PhoneValidateBody,
  'interests-select': onboardingSchemas.InterestsSyncBody,
  'user-details': onboardingSchemas.UserDetailsBody,
  'billing-information': onboardingSchemas.BillingStepBody,
  biography: onboardingSchemas.BiographyBody,
  mission: onboardingSchemas.MissionBody,
  social: onboardingSchemas.SocialBody,
  'hr-social': onboardingSchemas.SocialBody,
  'skill-select': onboardingSchemas.SkillsBody,
  'hr-details': onboardingSchemas.HrDetailsBody,
}

export function stepErrors(step: OnboardingStep, values: Record<string, unknown>): FieldErrors {
  const schema = STEP_SCHEMAS[step]
  if (!schema) return {}
  const result = v.safeParse(schema, values)
  return result.success ? {} : formatIssues(result.issues)
}

const currentStep = (context: WizardContext): OnboardingStep | undefined => context.steps[context.index]

/** Index of the first step neither completed nor optional (steps.length when all are done). */
export function firstIncomplete(context: Pick<WizardContext, 'steps' | 'completed' | 'optional'>): number {
  const index = context.steps.findIndex(
    (step) => !context.completed.includes(step) && !context.optional.includes(step),
  )
  return index < 0 ? context.steps.length : index
}

function isReachableStep(context: WizardContext, step: OnboardingStep): boolean {
  const index = context.steps.indexOf(step)
  return index >= 0 && (context.completed.includes(step) || index <= firstIncomplete(context))
}

/** The next step after `index` that is not optional (steps.length past the end). */
function nextIndex(context: WizardContext, index: number): number {
  let next = index + 1
  while (next < context.steps.length && context.optional.includes(context.steps[next])) next += 1
  return next
}

function toWizardError(error: unknown): WizardError {
  const e = error as { status?: number; data?: { message?: unknown; errors?: unknown } } | undefined
  const fields =
    e?.status === 422 && e.data?.errors && typeof e.data.errors === 'object'
      ? (e.data.errors as FieldErrors)
      : {}
  const message = typeof e?.data?.message === 'string' ? e.data.message : undefined
  return { status: e?.status, message, fields }
}

// size: one statechart for every role's wizard (loading, a step edited, saved or its code sent again, finished) and its setup, read whole with the diagram above
export const onboardingMachine = setup({
  types: {
    context: {} as WizardContext,
    events: {} as WizardEvent,
    input: {} as WizardInput,
  },
  actors: {
    loadProgress: fromPromise<OnboardingProgress>(async () => {
      throw new Error('loadProgress is provided by the app')
    }),
    saveStep: fromPromise<StepSaved, SaveStepInput>(async () => {
      throw new Error('saveStep is provided by the app')
    }),
    resendCode: fromPromise<StepSaved>(async () => {
      throw new Error('resendCode is provided by the app')
    }),
  },
  guards: {
    isAllDone: (_, progress: OnboardingProgress) => progress.current === null,
    isStepValid: ({ context, event }) => {
      const step = currentStep(context)
      return (
        event.type === 'wizard.next' &&
        step !== undefined &&
        Object.keys(stepErrors(step, event.values)).length === 0
      )
    },
    isLastStep: ({ context }) => nextIndex(context, context.index) >= context.steps.length,
    hasPrevious: ({ context }) => context.index > 0,
    isOptional: ({ context }) => {
      const step = currentStep(context)
      return step !== undefined && context.optional.includes(step)
    },
    isReachable: ({ context, event }) => event.type === 'wizard.goTo' && isReachableStep(context, event.step),
    isResendable: ({ context }) => currentStep(context) === 'confirm-number',
  },
  actions: {
    /** Moves past the current step, passing over optional ones. */
    advance: assign(({ context }) => ({
      index: Math.min(nextIndex(context, context.index), context.steps.length - 1),
      error: undefined,
      resent: false,
    })),
  },
}).createMachine({
  id: 'onboarding',
  context: ({ input }) => ({
    flow: null,
    steps: [],
    optional: [],
    completed: [],
    index: 0,
    data: {},
    requested: input.requested,
    error: undefined,
    resent: false,
    destination: undefined,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadProgress',
        src: 'loadProgress',
        onDone: [
          { guard: { type: 'isAllDone', params: ({ event }) => event.output }, target: 'finished' },
          {
            target: 'ready',
            actions: assign(({ context, event }) => {
              const progress = event.output
              const base = {
                flow: progress.flow,
                steps: progress.steps,
                optional: progress.optional,
                completed: progress.completed,
                data: progress.data,
              }
              const requested = context.requested
              const index =
                requested && isReachableStep({ ...context, ...base }, requested)
                  ? progress.steps.indexOf(requested)
                  : Math.min(firstIncomplete(base), progress.steps.length - 1)
              return { ...base, index, error: undefined }
            }),
          },
        ],
        onError: {
          target: 'loadFailed',
          actions: assign({ error: ({ event }) => toWizardError(event.error) }),
        },
      },
    },
    loadFailed: {
      on: { 'wizard.retry': { target: 'loading', actions: assign({ error: undefined }) } },
    },
    ready: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'wizard.next': [
              {
                guard: 'isStepValid',
                target: 'saving',
                actions: assign(({ event }) => ({
                  error: undefined,
                  destination: event.type === 'wizard.next' ? event.then : undefined,
                })),
              },
              {
                actions: assign(({ context, event }) => ({
                  error: { fields: stepErrors(context.steps[context.index], event.values) },
                })),
              },
            ],
            'wizard.back': {
              guard: 'hasPrevious',
              actions: assign(({ context }) => ({
                index: context.index - 1,
                error: undefined,
                resent: false,
              })),
            },
            'wizard.skip': { guard: 'isOptional', actions: 'advance' },
            'wizard.goTo': [
              {
                guard: 'isReachable',
                actions: assign(({ context, event }) => ({
                  index: context.steps.indexOf(event.step),
                  error: undefined,
                  resent: false,
                })),
              },
              {
                actions: assign(({ context }) => ({
                  index: Math.min(firstIncomplete(context), context.steps.length - 1),
                })),
              },
            ],
            'wizard.resend': { guard: 'isResendable', target: 'resending' },
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'saveStep',
            src: 'saveStep',
            input: ({ context, event }) => ({
              flow: context.flow ?? 'student',
              step: context.steps[context.index],
              values: event.type === 'wizard.next' ? event.values : {},
            }),
            onDone: [
              { guard: 'isLastStep', target: '#onboarding.finished' },
              {
                target: 'editing',
                actions: [
                  assign(({ context, event }) => {
                    const step = context.steps[context.index]
                    return {
                      completed: context.completed.includes(step)
                        ? context.completed
                        : [...context.completed, step],
                      data: event.output.data ? { ...context.data, [step]: event.output.data } : context.data,
                      // Only the last step's links lead out of the wizard.
                      destination: undefined,
                    }
                  }),
                  'advance',
                ],
              },
            ],
            onError: {
              target: 'editing',
              actions: assign({ error: ({ event }) => toWizardError(event.error) }),
            },
          },
        },
        resending: {
          tags: ['busy'],
          invoke: {
            id: 'resendCode',
            src: 'resendCode',
            onDone: {
              target: 'editing',
              actions: assign(({ context, event }) => ({
                resent: true,
                error: undefined,
                // The code belongs to the phone step: its data carries when the next one may go.
                data: {
                  ...context.data,
                  'phone-number': { ...context.data['phone-number'], ...event.output.data },
                },
              })),
            },
            onError: {
              target: 'editing',
              actions: assign({ error: ({ event }) => toWizardError(event.error), resent: false }),
            },
          },
        },
      },
    },
    finished: { type: 'final' },
  },
})
