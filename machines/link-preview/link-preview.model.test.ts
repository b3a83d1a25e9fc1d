import { afterAll, describe, expect, it } from 'vitest'
import { preview } from '../composer/fixtures'
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
import { linkPreviewMachine, linkPreviewView, type LinkPreviewEvent } from './index'

const events: EventCases<LinkPreviewEvent> = {
  'link.change': [
    { type: 'link.change', link: ' https://aula.it/corsi ' },
    { type: 'link.change', link: 'aula' },
  ],
}
const outcomes: ModelEvent<LinkPreviewEvent>[] = [
  { type: 'xstate.done.actor.fetchPreview', output: preview },
  { type: 'xstate.error.actor.fetchPreview', error: refusals.server },
]

const recorder = createCoverageRecorder('link-preview', linkPreviewMachine)
afterAll(() => {
  assertFullCoverage(recorder)
})

describe('link preview model', () => {
  const model = createMachineTestModel(linkPreviewMachine, { events: [...eventCases(events), ...outcomes] })
  const paths = transitionCoverPaths(model)

  it(`replays all ${paths.length} paths: one call only while loading, for the trimmed link`, async () => {
    for (const path of paths) {
      const controls = createPromiseControls()
      const machine = linkPreviewMachine.provide({
        actors: { fetchPreview: controls.logic<typeof preview | null, { url: string }>('fetchPreview') },
      })
      await runModelPath({
        machine,
        path,
        recorder,
        controls,
        afterStep: (snapshot) => {
          const live = controls.pending.filter((call) => !call.signal.aborted)
          expect(live.map((call) => call.input)).toEqual(
            snapshot.matches('loading') ? [{ url: 'https://aula.it/corsi' }] : [],
          )
          const view = linkPreviewView(snapshot)
          if (view !== null) expect(snapshot.context.url).toBe('https://aula.it/corsi')
        },
      })
    }
  }, 30_000)
})
