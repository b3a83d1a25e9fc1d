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
import { ASKED_AT, OPENED_AT, SERVER_READ_AT, older } from './fixtures'
import {
  notificationReadsMachine,
  notificationReadsView,
  type MarkInput,
  type NotificationReadsEvent,
} from './index'

const events: EventCases<NotificationReadsEvent> = {
  'reads.markOne': [
    { type: 'reads.markOne', id: 1, at: ASKED_AT },
    { type: 'reads.markOne', id: 2, at: ASKED_AT },
  ],
  'reads.markAll': [{ type: 'reads.markAll', at: ASKED_AT }],
}
const outcomes: ModelEvent<NotificationReadsEvent>[] = [
  { type: 'xstate.done.actor.mark', output: { ...older, read_at: SERVER_READ_AT } },
  { type: 'xstate.error.actor.mark', error: refusals.server },
]

const recorder = createCoverageRecorder('notification-reads', notificationReadsMachine)
afterAll(() => {
  assertFullCoverage(recorder)
})

describe('notification reads model', () => {
  const input = { openedAt: OPENED_AT }
  const model = createMachineTestModel(notificationReadsMachine, {
    input,
    events: [...eventCases(events), ...outcomes],
  })
  const paths = transitionCoverPaths(model)

  it(`replays all ${paths.length} paths: every mark shown at once, one call at a time, a refusal taken back`, async () => {
    for (const path of paths) {
      const controls = createPromiseControls()
      const machine = notificationReadsMachine.provide({
        actors: { mark: controls.logic<unknown, MarkInput>('mark') },
      })
      await runModelPath({
        machine,
        input,
        path,
        recorder,
        controls,
        afterStep: (snapshot) => {
          const { queue, marks, allReadAt } = snapshot.context
          const live = controls.pending.filter((call) => !call.signal.aborted)
          expect(live.map((call) => call.input)).toEqual(queue.length > 0 ? [{ id: queue[0].id }] : [])
          expect(snapshot.hasTag('busy')).toBe(queue.length > 0)
          // what waits shows already
          for (const mark of queue) {
            if (mark.id === null) expect(allReadAt).toBe(mark.at)
            else expect(marks[mark.id]).toBeDefined()
          }
          const view = notificationReadsView(snapshot)
          expect(view.markingAll).toBe(queue.some((mark) => mark.id === null))
        },
      })
    }
  }, 30_000)
})
