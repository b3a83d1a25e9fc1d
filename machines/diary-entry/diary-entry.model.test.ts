import { afterAll, describe, expect, it } from 'vitest'
import type { DiaryEntry } from '../../contracts/diary/schemas'
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
import { body, entry } from './fixtures'
import { diaryEntryMachine, diaryEntryView, type DiaryEntryEvent, type SaveEntryInput } from './index'

const events: EventCases<DiaryEntryEvent> = {
  'diary.save': [{ type: 'diary.save', body }],
  'diary.invalid': [{ type: 'diary.invalid', errors: { text: 'Scrivi qualcosa nella pagina.' } }],
}
const outcomes: ModelEvent<DiaryEntryEvent>[] = [
  { type: 'xstate.done.actor.saveEntry', output: entry },
  { type: 'xstate.error.actor.saveEntry', error: refusals.fields('tags.1', 'Etichetta troppo lunga.') },
  { type: 'xstate.error.actor.saveEntry', error: refusals.server },
]

const recorder = createCoverageRecorder('diary-entry', diaryEntryMachine)
afterAll(() => {
  assertFullCoverage(recorder)
})

describe('diary entry model', () => {
  for (const entryId of [null, 9]) {
    const input = { entryId }
    const model = createMachineTestModel(diaryEntryMachine, {
      input,
      events: [...eventCases(events), ...outcomes],
    })
    const paths = transitionCoverPaths(model)

    it(`replays all ${paths.length} paths of ${entryId ? 'a page rewritten' : 'a new page'}`, async () => {
      for (const path of paths) {
        const controls = createPromiseControls()
        const machine = diaryEntryMachine.provide({
          actors: { saveEntry: controls.logic<DiaryEntry, SaveEntryInput>('saveEntry') },
        })
        await runModelPath({
          machine,
          input,
          path,
          recorder,
          controls,
          afterStep: (snapshot) => {
            const live = controls.pending.filter((call) => !call.signal.aborted)
            expect(live.map((call) => call.input)).toEqual(snapshot.hasTag('busy') ? [{ entryId, body }] : [])
            // a 422 is told by field, never as the form's failure
            expect(snapshot.context.failure?.status).not.toBe(422)
            expect(diaryEntryView(snapshot).busy).toBe(snapshot.matches('saving'))
          },
        })
      }
    }, 30_000)
  }
})
