import { afterAll, describe, expect, it } from 'vitest'
import { type OnboardingProgress } from '../../contracts/onboarding/schemas'
import { FLOW_STEPS, type OnboardingFlow } from '../../contracts/onboarding/steps'
import { assertFullCoverage, createCoverageRecorder } from '../test-utils/coverage'
import {
  createMachineTestModel,
  createPromiseControls,
  eventCases,
  runModelPath,
  transitionCoverPaths,
  type EventCases,
  type ModelEvent,
} from '../test-utils/model'
import {
  HR_AT_END,
  STUDENT_DONE,
  STUDENT_FRESH,
  STUDENT_PHONE_SENT,
  TRAINER_AT_DOCUMENTS,
  TRAINER_AT_PAYMENT,
  TRAINER_DONE,
  TRAINER_FRESH,
} from './fixtures'
import {
  firstIncomplete,
  onboardingMachine,
  onboardingView,
  type SaveStepInput,
  type StepSaved,
  type WizardEvent,
  type WizardInput,
} from './index'

// The student's steps each need their own valid values; the general wizard's steps have none to
// check yet, so an empty form is the valid one there.
const studentEvents: EventCases<WizardEvent> = {
  'wizard.next': [
    { type: 'wizard.next', values: {} },
    { type: 'wizard.next', values: { phone: '3331234567' } },
    { type: 'wizard.next', values: { otp: '123456' } },
    { type: 'wizard.next', values: { interests: [1] } },
  ],
  'wizard.back': [{ type: 'wizard.back' }],
  'wizard.skip': [{ type: 'wizard.skip' }],
  'wizard.goTo': [
    { type: 'wizard.goTo', step: 'phone-number' },
    { type: 'wizard.goTo', step: 'interests-select' },
  ],
  'wizard.resend': [{ type: 'wizard.resend' }],
  'wizard.retry': [{ type: 'wizard.retry' }],
}
const generalEvents: EventCases<WizardEvent> = {
  ...studentEvents,
  'wizard.next': [
    { type: 'wizard.next', values: {} },
    { type: 'wizard.next', values: {}, then: 'me' },
  ],
  'wizard.goTo': [
    { type: 'wizard.goTo', step: 'payment-pending' },
    { type: 'wizard.goTo', step: 'profile-completed' },
  ],
}
// The trainer's own steps: the documents (nothing to check on "next"; asked for from far behind
// or ahead) and the optional payment-pending.
const trainerEvents: EventCases<WizardEvent> = {
  ...generalEvents,
  'wizard.next': [{ type: 'wizard.next', values: {} }],
  'wizard.goTo': [
    { type: 'wizard.goTo', step: 'documents' },
    { type: 'wizard.goTo', step: 'payment-pending' },
  ],
}

const outcomes = (answers: OnboardingProgress[]): ModelEvent<WizardEvent>[] => [
  ...answers.map((output) => ({ type: 'xstate.done.actor.loadProgress' as const, output })),
  { type: 'xstate.error.actor.loadProgress', error: { status: 500 } },
  { type: 'xstate.done.actor.saveStep', output: {} satisfies StepSaved },
  {
    type: 'xstate.error.actor.saveStep',
    error: { status: 422, data: { message: 'No', errors: { otp: ['No'] } } },
  },
  { type: 'xstate.done.actor.resendCode', output: { data: { resend_at: 'later' } } satisfies StepSaved },
  { type: 'xstate.error.actor.resendCode', error: { status: 429, data: { message: 'Wait' } } },
]

const recorder = createCoverageRecorder('onboarding', onboardingMachine)
afterAll(() => {
  assertFullCoverage(recorder)
})

// The HR model's last step is also left through a link naming where to go (`then`).
// The student's wizard (fresh, finished, resumed on a step), the trainer's (new, back at the
// documents, at the subscription, finished: its 13 steps with the optional payment-pending) and the
// HR one near its end. Each role's model walks its own step list; together they visit every state,
// transition and guard branch.
const models: {
  role: string
  flow: OnboardingFlow
  input: WizardInput
  answers: OnboardingProgress[]
  events: EventCases<WizardEvent>
}[] = [
  {
    role: 'student',
    flow: 'student',
    input: {},
    answers: [STUDENT_FRESH, STUDENT_DONE],
    events: studentEvents,
  },
  {
    role: 'student resuming',
    flow: 'student',
    input: { requested: 'phone-number' },
    answers: [STUDENT_PHONE_SENT],
    events: studentEvents,
  },
  {
    role: 'trainer',
    flow: 'trainer',
    input: {},
    answers: [TRAINER_FRESH, TRAINER_AT_PAYMENT, TRAINER_DONE],
    events: trainerEvents,
  },
  {
    role: 'trainer opening the documents',
    flow: 'trainer',
    input: { requested: 'documents' },
    answers: [TRAINER_AT_DOCUMENTS],
    events: trainerEvents,
  },
  { role: 'hr', flow: 'hr', input: {}, answers: [HR_AT_END], events: generalEvents },
]

describe('onboarding wizard model', () => {
  for (const { role, flow, input, answers, events } of models) {
    const model = createMachineTestModel(onboardingMachine, {
      input,
      events: [...eventCases(events), ...outcomes(answers)],
      limit: 5_000,
    })
    // one path per distinct move (from a state, on an event, to a state, changing the context or
    // not: a skip moves the index within `editing`): the step index and the saved values multiply
    // the model's vertices (27 s of CI), not the machine's transitions or guard branches
    const seen = new Set<string>()
    const paths = transitionCoverPaths(model).filter((path) => {
      const [before, last] = [path.steps.at(-2), path.steps.at(-1)!]
      const moved = JSON.stringify(before?.state.context) !== JSON.stringify(last.state.context)
      const key = JSON.stringify([before?.state.value, last.event.type, last.state.value, moved])
      return !seen.has(key) && seen.add(key)
    })

    it(`${role}: replays all ${paths.length} paths; never past the first incomplete step, saves only valid steps`, async () => {
      expect(paths.length).toBeGreaterThan(0)
      for (const path of paths) {
        const controls = createPromiseControls()
        const machine = onboardingMachine.provide({
          actors: {
            loadProgress: controls.logic<OnboardingProgress>('loadProgress'),
            saveStep: controls.logic<StepSaved, SaveStepInput>('saveStep'),
            resendCode: controls.logic<StepSaved>('resendCode'),
          },
        })
        await runModelPath({
          machine,
          input,
          path,
          recorder,
          controls,
          afterStep: (snapshot) => {
            const view = onboardingView(snapshot)
            const { context } = snapshot
            const live = controls.pending.filter((call) => !call.signal.aborted)
            expect(live.length).toBe(view.isBusy ? 1 : 0)
            if (context.steps.length > 0) expect(context.steps).toEqual(FLOW_STEPS[flow])
            if (view.step) {
              // The wizard never shows a step beyond the first incomplete one.
              expect(context.index).toBeLessThanOrEqual(firstIncomplete(context))
              expect(view.stepNumber).toBe(context.index + 1)
              expect(view.totalSteps).toBe(context.steps.length)
            }
          },
        })
      }
    }, 120_000)
  }
})
