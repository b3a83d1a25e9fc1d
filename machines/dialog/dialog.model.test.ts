import { afterAll, describe, expect, it } from 'vitest'
import { assertFullCoverage, createCoverageRecorder } from '../test-utils/coverage'
import {
  createMachineTestModel,
  eventCases,
  runModelPath,
  transitionCoverPaths,
  type EventCases,
} from '../test-utils/model'
import { dialogMachine, type DialogEvent, type DialogInput } from './index'

const events: EventCases<DialogEvent> = {
  'dialog.open': [{ type: 'dialog.open' }],
  'dialog.close': [{ type: 'dialog.close' }, { type: 'dialog.close', result: true }],
  'dialog.escape': [{ type: 'dialog.escape' }],
  'dialog.backdrop': [{ type: 'dialog.backdrop' }],
  'dialog.routeChange': [{ type: 'dialog.routeChange' }],
  'dialog.configure': [
    { type: 'dialog.configure', persistent: true },
    { type: 'dialog.configure', persistent: false },
    { type: 'dialog.configure', disabled: true },
    { type: 'dialog.configure', disabled: false },
    { type: 'dialog.configure', loading: true },
  ],
}

// closeOnRouteChange is fixed at creation, so the model is explored once per setting.
const inputs: DialogInput[] = [{}, { closeOnRouteChange: true }]

const recorder = createCoverageRecorder('dialog', dialogMachine)
afterAll(() => {
  assertFullCoverage(recorder)
})

describe.each(inputs)('dialog model with input %o', (input) => {
  const model = createMachineTestModel(dialogMachine, { input, events: eventCases(events) })
  const paths = transitionCoverPaths(model)

  it(`replays all ${paths.length} paths, scroll locked exactly while the dialog shows`, async () => {
    expect(paths.length).toBeGreaterThan(0)
    for (const path of paths) {
      let locks = 0
      const machine = dialogMachine.provide({
        actions: {
          lockScroll: () => {
            locks += 1
          },
          unlockScroll: () => {
            locks -= 1
          },
        },
      })
      await runModelPath({
        machine,
        input,
        path,
        recorder,
        afterStep: (snapshot) => expect(locks).toBe(snapshot.matches('closed') ? 0 : 1),
      })
    }
  })
})
