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
import { body, earlier, invalidIban, kept, refusals } from './fixtures'
import { payoutAccountInput, payoutAccountMachine, payoutAccountView, type PayoutAccountEvent } from './index'

const events: EventCases<PayoutAccountEvent> = {
  'form.submit': [{ type: 'form.submit', body }],
  'form.invalid': [{ type: 'form.invalid', errors: { holder: "Scrivi l'intestatario del conto." } }],
  'form.edit': [{ type: 'form.edit', field: 'iban' }],
  'form.confirm': [{ type: 'form.confirm' }],
  'form.cancel': [{ type: 'form.cancel' }],
  'form.reset': [{ type: 'form.reset' }],
}

// kept, the IBAN refused (422), another field refused (the form's alert), or failed
const outcomes: ModelEvent<PayoutAccountEvent>[] = [
  { type: 'xstate.done.actor.submit', output: kept },
  { type: 'xstate.error.actor.submit', error: refusals.fields('iban', invalidIban) },
  { type: 'xstate.error.actor.submit', error: refusals.fields('country', 'Solo conti in euro.') },
  { type: 'xstate.error.actor.submit', error: refusals.tooMany },
]

const recorder = createCoverageRecorder('payout-account', payoutAccountMachine)
afterAll(() => {
  assertFullCoverage(recorder)
})

describe('payout account model', () => {
  const model = createMachineTestModel(payoutAccountMachine, {
    input: payoutAccountInput,
    events: [...eventCases(events), ...outcomes],
  })
  const paths = transitionCoverPaths(model)

  it(`replays all ${paths.length} paths: one save while submitting, the account shown the last kept`, async () => {
    for (const path of paths) {
      const controls = createPromiseControls()
      const machine = payoutAccountMachine.provide({ actors: { submit: controls.logic('submit') } })
      await runModelPath({
        machine,
        input: payoutAccountInput,
        path,
        recorder,
        controls,
        afterStep: (snapshot) => {
          const live = controls.pending.filter((call) => !call.signal.aborted)
          expect(live.map((call) => call.input)).toEqual(snapshot.hasTag('busy') ? [body] : [])
          const view = payoutAccountView(snapshot, earlier)
          // the account loaded until one is kept, then that one (a later refusal keeps it)
          expect(view.account).toEqual(snapshot.context.output === undefined ? earlier : kept)
          const other =
            view.phase === 'invalid' && view.errors.iban === undefined && view.errors.holder === undefined
          if (other && view.alert)
            expect(view.alert).toEqual({ kind: 'refused', message: 'Solo conti in euro.' })
        },
      })
    }
  }, 30_000)
})
