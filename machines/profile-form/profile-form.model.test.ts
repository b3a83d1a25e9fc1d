import { afterAll, describe, expect, it } from 'vitest'
import { refusals } from '../course-manager/fixtures'
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
  profileFormMachine,
  profileFormView,
  type ProfileFormEvent,
  type SaveProfileFormInput,
} from './index'

const events: EventCases<ProfileFormEvent> = {
  'form.open': [{ type: 'form.open', values: { payoff: 'Formatore' } }],
  'field.set': [{ type: 'field.set', values: { payoff: 'Formatore e coach' } }],
  'form.cancel': [{ type: 'form.cancel' }],
  'form.submit': [{ type: 'form.submit', body: { payoff: 'Formatore e coach' } }],
}

// saved, refused by field (422), or failed (503)
const outcomes: ModelEvent<ProfileFormEvent>[] = [
  { type: 'xstate.done.actor.saveProfileForm', output: {} },
  {
    type: 'xstate.error.actor.saveProfileForm',
    error: refusals.fields('payoff', 'Al massimo 160 caratteri'),
  },
  { type: 'xstate.error.actor.saveProfileForm', error: refusals.server },
]

const recorder = createCoverageRecorder('profile-form', profileFormMachine)
afterAll(() => {
  assertFullCoverage(recorder)
})

describe('profile form model', () => {
  const input = { target: 'about' as const }
  const model = createMachineTestModel(profileFormMachine, {
    input,
    events: [...eventCases(events), ...outcomes],
  })
  const paths = transitionCoverPaths(model)

  it(`replays all ${paths.length} paths: one save while saving, messages only while open`, async () => {
    for (const path of paths) {
      const controls = createPromiseControls()
      const machine = profileFormMachine.provide({
        actors: { saveProfileForm: controls.logic<unknown, SaveProfileFormInput>('saveProfileForm') },
      })
      await runModelPath({
        machine,
        input,
        path,
        recorder,
        controls,
        afterStep: (snapshot) => {
          const live = controls.pending.filter((call) => !call.signal.aborted)
          const view = profileFormView(snapshot)
          expect(live.length).toBe(view.saving ? 1 : 0)
          if (view.saving)
            expect(live[0].input).toEqual({ target: 'about', body: { payoff: 'Formatore e coach' } })
          if (!view.open) expect([view.errors, view.failed]).toEqual([{}, false])
        },
      })
    }
  })
})
