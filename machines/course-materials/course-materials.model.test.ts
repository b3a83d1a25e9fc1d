import { afterAll, describe, expect, it } from 'vitest'
import type { Material, VideoTarget } from '../../contracts/studio/schemas'
import { handout, refusals, slides } from '../course-manager/fixtures'
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
  courseMaterialsMachine,
  courseMaterialsView,
  type CourseMaterialsEvent,
  type PickedFile,
} from './index'

const file: PickedFile = { name: 'slide.pptx', size: 512 }
const events: EventCases<CourseMaterialsEvent> = {
  'material.attach': [{ type: 'material.attach', file }],
  'material.remove': [{ type: 'material.remove', id: 31 }],
}

const outcomes: ModelEvent<CourseMaterialsEvent>[] = [
  { type: 'xstate.done.actor.attachMaterial', output: slides },
  { type: 'xstate.error.actor.attachMaterial', error: refusals.fields('file', 'Il file non è un PDF.') },
  { type: 'xstate.done.actor.removeMaterial', output: undefined },
  { type: 'xstate.error.actor.removeMaterial', error: refusals.network },
]

const recorder = createCoverageRecorder('course-materials', courseMaterialsMachine)
afterAll(() => {
  assertFullCoverage(recorder)
})

describe('course materials model', () => {
  const input = { target: { kind: 'lesson', id: 11 } as VideoTarget, materials: [handout] }
  const model = createMachineTestModel(courseMaterialsMachine, {
    input,
    events: [...eventCases(events), ...outcomes],
  })
  const paths = transitionCoverPaths(model)

  it(`replays all ${paths.length} paths: one call at a time, the file's message when refused`, async () => {
    for (const path of paths) {
      const controls = createPromiseControls()
      const machine = courseMaterialsMachine.provide({
        actors: {
          attachMaterial: controls.logic<Material, { target: VideoTarget; file: PickedFile }>(
            'attachMaterial',
          ),
          removeMaterial: controls.logic<unknown, { id: number }>('removeMaterial'),
        },
      })
      await runModelPath({
        machine,
        input,
        path,
        recorder,
        controls,
        afterStep: (snapshot) => {
          const live = controls.pending.filter((call) => !call.signal.aborted)
          expect(live.length).toBe(snapshot.matches('idle') ? 0 : 1)
          if (snapshot.matches('attaching')) expect(live[0].input).toEqual({ target: input.target, file })
          const view = courseMaterialsView(snapshot)
          if (view.error?.kind === 'attach') expect(view.fileMessage).toBe('Il file non è un PDF.')
        },
      })
    }
  })
})
