import { afterAll, describe, expect, it } from 'vitest'
import type { Media } from '../../contracts/media/schemas'
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
import { cvPdf } from './fixtures'
import { profileFilesMachine, profileFilesView, type ProfileFilesEvent, type UploadFileInput } from './index'

const events: EventCases<ProfileFilesEvent> = {
  'file.pick': [{ type: 'file.pick', collection: 'cv', file: { name: 'cv.pdf', size: 4096 } }],
  'file.remove': [{ type: 'file.remove', id: 9 }],
}

// uploaded, refused with the file's reason (422) or failed (503); deleted or not
const outcomes: ModelEvent<ProfileFilesEvent>[] = [
  { type: 'xstate.done.actor.uploadFile', output: cvPdf },
  { type: 'xstate.error.actor.uploadFile', error: refusals.fields('file', 'Il file deve essere un PDF.') },
  { type: 'xstate.error.actor.uploadFile', error: refusals.server },
  { type: 'xstate.done.actor.removeFile', output: undefined },
  { type: 'xstate.error.actor.removeFile', error: refusals.server },
]

const recorder = createCoverageRecorder('profile-files', profileFilesMachine)
afterAll(() => {
  assertFullCoverage(recorder)
})

describe('profile files model', () => {
  const model = createMachineTestModel(profileFilesMachine, { events: [...eventCases(events), ...outcomes] })
  const paths = transitionCoverPaths(model)

  it(`replays all ${paths.length} paths: one call at a time, the reason of a refused file`, async () => {
    for (const path of paths) {
      const controls = createPromiseControls()
      const machine = profileFilesMachine.provide({
        actors: {
          uploadFile: controls.logic<Media, UploadFileInput>('uploadFile'),
          removeFile: controls.logic<unknown, { id: number }>('removeFile'),
        },
      })
      await runModelPath({
        machine,
        path,
        recorder,
        controls,
        afterStep: (snapshot) => {
          const live = controls.pending.filter((call) => !call.signal.aborted)
          const view = profileFilesView(snapshot)
          expect(live.length).toBe(view.busy ? 1 : 0)
          expect(view.uploading).toBe(snapshot.matches('uploading') ? 'cv' : null)
          if (snapshot.matches('removing')) expect(live[0].input).toEqual({ id: 9 })
          if (view.uploadError !== null && view.uploadError !== 'failed')
            expect(view.uploadError.reason).toBe('Il file deve essere un PDF.')
        },
      })
    }
  })
})
