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
import { deletion, refusals, wrongPassword } from './fixtures'
import {
  accountFormInput,
  accountSettingsMachine,
  accountSettingsView,
  type AccountForm,
  type AccountSettingsEvent,
} from './index'

// A bounded event set: one body, one message of the form's own checks, one field edited.
const events: EventCases<AccountSettingsEvent> = {
  'form.submit': [{ type: 'form.submit', body: deletion }],
  'form.invalid': [{ type: 'form.invalid', errors: { current_password: 'Inserisci la password attuale.' } }],
  'form.edit': [{ type: 'form.edit', field: 'current_password' }],
  'form.confirm': [{ type: 'form.confirm' }],
  'form.cancel': [{ type: 'form.cancel' }],
  'form.reset': [{ type: 'form.reset' }],
}

// saved, refused on the password (422), or failed (503)
const outcomes: ModelEvent<AccountSettingsEvent>[] = [
  { type: 'xstate.done.actor.submit', output: { ok: true } },
  { type: 'xstate.error.actor.submit', error: refusals.fields('current_password', wrongPassword) },
  { type: 'xstate.error.actor.submit', error: refusals.server },
]

const recorder = createCoverageRecorder('account-settings', accountSettingsMachine)
afterAll(() => {
  assertFullCoverage(recorder)
})

describe('account settings model', () => {
  // the e-mail form calls at once, the deletion asks first
  for (const form of ['email', 'deletion'] as AccountForm[]) {
    const input = accountFormInput(form)
    const model = createMachineTestModel(accountSettingsMachine, {
      input,
      events: [...eventCases(events), ...outcomes],
    })
    const paths = transitionCoverPaths(model)

    it(`replays all ${paths.length} paths of the ${form} form: one call while submitting, asked first only to delete`, async () => {
      for (const path of paths) {
        const controls = createPromiseControls()
        const machine = accountSettingsMachine.provide({ actors: { submit: controls.logic('submit') } })
        await runModelPath({
          machine,
          input,
          path,
          recorder,
          controls,
          afterStep: (snapshot) => {
            const live = controls.pending.filter((call) => !call.signal.aborted)
            expect(live.map((call) => call.input)).toEqual(snapshot.hasTag('busy') ? [deletion] : [])
            const view = accountSettingsView(snapshot)
            expect(view.busy).toBe(view.phase === 'submitting')
            if (form !== 'deletion') expect(view.confirming).toBe(false)
            // a 422 on the form's own field is told under it, never as the form's alert
            if (view.phase === 'invalid') expect(view.alert).toBeNull()
            expect(view.alert?.kind === 'failed').toBe(view.phase === 'failed')
          },
        })
      }
    }, 30_000)
  }
})
