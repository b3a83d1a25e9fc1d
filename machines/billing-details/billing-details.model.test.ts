import { afterAll, describe, expect, it } from 'vitest'
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
import { body, refusals, saved } from './fixtures'
import {
  billingDetailsInput,
  billingDetailsMachine,
  billingDetailsView,
  type BillingDetailsEvent,
} from './index'

// confirm and cancel belong to the account's deletion: here they change nothing
const events: EventCases<BillingDetailsEvent> = {
  'form.submit': [{ type: 'form.submit', body }],
  'form.invalid': [{ type: 'form.invalid', errors: { zip: 'Il CAP ha 5 cifre.' } }],
  'form.edit': [{ type: 'form.edit', field: 'hr_data.p_iva' }],
  'form.confirm': [{ type: 'form.confirm' }],
  'form.cancel': [{ type: 'form.cancel' }],
  'form.reset': [{ type: 'form.reset' }],
}

const outcomes: ModelEvent<BillingDetailsEvent>[] = [
  { type: 'xstate.done.actor.submit', output: saved },
  {
    type: 'xstate.error.actor.submit',
    error: refusals.fields('hr_data.p_iva', 'La partita IVA non è valida.'),
  },
  { type: 'xstate.error.actor.submit', error: refusals.network },
]

const recorder = createCoverageRecorder('billing-details', billingDetailsMachine)
afterAll(() => {
  assertFullCoverage(recorder)
})

describe('billing details model', () => {
  const model = createMachineTestModel(billingDetailsMachine, {
    input: billingDetailsInput,
    events: [...eventCases(events), ...outcomes],
  })
  const paths = transitionCoverPaths(model)

  it(`replays all ${paths.length} paths: one save while submitting, a nested field's 422 under it`, async () => {
    for (const path of paths) {
      const controls = createPromiseControls()
      const machine = billingDetailsMachine.provide({ actors: { submit: controls.logic('submit') } })
      await runModelPath({
        machine,
        input: billingDetailsInput,
        path,
        recorder,
        controls,
        afterStep: (snapshot) => {
          const live = controls.pending.filter((call) => !call.signal.aborted)
          expect(live.map((call) => call.input)).toEqual(snapshot.hasTag('busy') ? [body] : [])
          const view = billingDetailsView(snapshot)
          expect(view.saved).toEqual(JSON.stringify(snapshot.value) === '{"form":"saved"}' ? saved : null)
          expect(view.confirming).toBe(false)
          // every field a 422 names is the form's: none becomes the alert
          if (view.phase === 'invalid') expect(view.alert).toBeNull()
          for (const [field, message] of Object.entries(view.errors))
            expect(view.serverErrors[field]).toEqual([message])
        },
      })
    }
  }, 30_000)
})
