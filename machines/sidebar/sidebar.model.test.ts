import { afterAll, describe, expect, it } from 'vitest'
import { assertFullCoverage, createCoverageRecorder } from '../test-utils/coverage'
import {
  createMachineTestModel,
  eventCases,
  runModelPath,
  transitionCoverPaths,
  type EventCases,
} from '../test-utils/model'
import {
  DEFAULT_SIDEBAR_TYPE,
  sidebarMachine,
  type SidebarEvent,
  type SidebarInput,
  type SidebarPersisted,
} from './index'

const events: EventCases<SidebarEvent> = {
  'sidebar.toggle': [{ type: 'sidebar.toggle' }],
  'sidebar.open': [{ type: 'sidebar.open' }],
  'sidebar.close': [{ type: 'sidebar.close' }],
  'sidebar.user': [
    { type: 'sidebar.user', roles: ['trainer'] },
    { type: 'sidebar.user', roles: ['admin'] },
    { type: 'sidebar.user', roles: ['hr'] },
  ],
  'sidebar.toggleType': [{ type: 'sidebar.toggleType' }],
  'sidebar.reset': [{ type: 'sidebar.reset' }],
}

// The starting state comes from localStorage, so each stored shape is a separate model: nothing,
// an HR menu left closed, a trainer's switch to the student menu.
const inputs: SidebarInput[] = [{}, { open: false, type: 'hr' }, { type: 'student' }]

const recorder = createCoverageRecorder('sidebar', sidebarMachine)
afterAll(() => {
  assertFullCoverage(recorder)
})

describe.each(inputs)('sidebar model with input %o', (input) => {
  const model = createMachineTestModel(sidebarMachine, { input, events: eventCases(events) })
  const paths = transitionCoverPaths(model)

  it(`replays all ${paths.length} paths, storage always matching what is shown`, async () => {
    expect(paths.length).toBeGreaterThan(0)
    for (const path of paths) {
      let stored: SidebarPersisted | undefined
      const machine = sidebarMachine.provide({
        actions: {
          persist: (_, params) => {
            stored = params
          },
        },
      })
      await runModelPath({
        machine,
        input,
        path,
        recorder,
        afterStep: (snapshot) => {
          if (!stored) return
          // read back on the next visit, storage shows what is shown now (no type: the default)
          expect({ open: stored.open, type: stored.type ?? DEFAULT_SIDEBAR_TYPE }).toEqual({
            open: snapshot.matches('open'),
            type: snapshot.context.type,
          })
          // and the type is forgotten only when nobody is logged in
          if (stored.type === null) expect(snapshot.context.roles).toEqual([])
        },
      })
    }
  })
})
