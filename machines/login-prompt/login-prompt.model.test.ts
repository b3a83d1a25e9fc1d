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
import {
  isLoginFormValid,
  loginPromptMachine,
  loginPromptView,
  type LoginPromptEvent,
  type LoginPromptLoginInput,
} from './index'

const events: EventCases<LoginPromptEvent> = {
  'prompt.request': [{ type: 'prompt.request' }, { type: 'prompt.request', isLoggedIn: true }],
  'prompt.change': [
    { type: 'prompt.change', field: 'email', value: 'mario' },
    { type: 'prompt.change', field: 'email', value: 'mario@example.it' },
    { type: 'prompt.change', field: 'password', value: 'segreta' },
  ],
  'prompt.blur': [{ type: 'prompt.blur', field: 'password' }],
  'prompt.togglePassword': [{ type: 'prompt.togglePassword' }],
  'prompt.submit': [{ type: 'prompt.submit' }],
  'prompt.close': [{ type: 'prompt.close' }],
  'prompt.register': [{ type: 'prompt.register' }],
  'prompt.forgotPassword': [{ type: 'prompt.forgotPassword' }],
}

// What the session's login sequence can answer.
const loginOutcomes: ModelEvent<LoginPromptEvent>[] = [
  { type: 'xstate.done.actor.login', output: undefined },
  { type: 'xstate.error.actor.login', error: { status: 401 } },
  { type: 'xstate.error.actor.login', error: { status: 500 } },
]

const recorder = createCoverageRecorder('login-prompt', loginPromptMachine)
afterAll(() => {
  assertFullCoverage(recorder)
})

describe('login prompt model', () => {
  const model = createMachineTestModel(loginPromptMachine, {
    events: [...eventCases(events), ...loginOutcomes],
  })
  const paths = transitionCoverPaths(model)

  it(`replays all ${paths.length} paths: resolved once per dismissal or success, submit only when valid`, async () => {
    expect(paths.length).toBeGreaterThan(0)
    for (const path of paths) {
      const controls = createPromiseControls()
      const resolved: boolean[] = []
      const machine = loginPromptMachine.provide({
        actors: { login: controls.logic<unknown, LoginPromptLoginInput>('login') },
        actions: { resolve: (_, { result }) => resolved.push(result) },
      })
      let wasOpen = false
      let answers = 0
      await runModelPath({
        machine,
        path,
        recorder,
        controls,
        afterStep: (snapshot, step) => {
          const view = loginPromptView(snapshot)
          expect(view.canSubmit).toBe(
            snapshot.matches({ open: 'editing' }) && isLoginFormValid(snapshot.context),
          )
          const live = controls.pending.filter((call) => !call.signal.aborted)
          expect(live.length).toBe(view.isSubmitting ? 1 : 0)
          // Exactly one answer when an open prompt closes (true only for a successful login) or a
          // logged-in user asks; none otherwise.
          const answered = resolved.slice(answers)
          answers = resolved.length
          if (wasOpen && !view.isOpen) {
            expect(answered).toEqual([step.event.type === 'xstate.done.actor.login'])
          } else if (!wasOpen && step.event.type === 'prompt.request' && step.event.isLoggedIn) {
            expect(answered).toEqual([true])
          } else {
            expect(answered).toEqual([])
          }
          wasOpen = view.isOpen
        },
      })
    }
  })
})
