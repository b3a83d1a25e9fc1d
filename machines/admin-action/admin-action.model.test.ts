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
  adminActionMachine,
  needsReason,
  type AdminAction,
  type AdminActionEvent,
  type PerformInput,
} from './index'

// One action that keeps a reason and one that does not: both branches of reasonMissing.
const events: EventCases<AdminActionEvent> = {
  'admin.choose': [
    { type: 'admin.choose', action: 'blockAuthor' },
    { type: 'admin.choose', action: 'dismiss' },
  ],
  'admin.reason': [
    { type: 'admin.reason', reason: 'Spam ripetuto' },
    { type: 'admin.reason', reason: '   ' },
  ],
  'admin.confirm': [{ type: 'admin.confirm' }],
  'admin.cancel': [{ type: 'admin.cancel' }],
}

// What the server can answer: done, a refusal with its message (a 422 on the reason), no network.
const outcomes: ModelEvent<AdminActionEvent>[] = [
  { type: 'xstate.done.actor.perform', output: { data: { id: 7, status: 'blocked' } } },
  {
    type: 'xstate.error.actor.perform',
    error: { status: 422, serverMessage: 'Dati non validi', fieldErrors: { reason: ['Scrivi il motivo.'] } },
  },
  { type: 'xstate.error.actor.perform', error: new TypeError('Failed to fetch') },
]

const recorder = createCoverageRecorder('admin-action', adminActionMachine)
afterAll(() => {
  assertFullCoverage(recorder)
})

describe('admin action model', () => {
  const model = createMachineTestModel(adminActionMachine, { events: [...eventCases(events), ...outcomes] })
  // one path per distinct move (from a state, on an event, to a state): the reasons typed and the
  // errors multiply the model's vertices, not the machine's transitions or guard branches
  const seen = new Set<string>()
  const paths = transitionCoverPaths(model).filter((path) => {
    const [before, last] = [path.steps.at(-2), path.steps.at(-1)!]
    const key = JSON.stringify([before?.state.value, last.event.type, last.state.value])
    return !seen.has(key) && seen.add(key)
  })

  it(`replays all ${paths.length} paths: one call while busy, with the chosen action and its trimmed reason`, async () => {
    expect(paths.length).toBeGreaterThan(0)
    for (const path of paths) {
      const controls = createPromiseControls()
      const completed: AdminAction[] = []
      const machine = adminActionMachine.provide({
        actors: { perform: controls.logic<unknown, PerformInput>('perform') },
        actions: { completed: (_, params) => completed.push(params.action) },
      })
      let doneCount = 0
      await runModelPath({
        machine,
        path,
        recorder,
        controls,
        afterStep: (snapshot) => {
          const live = controls.pending.filter((call) => !call.signal.aborted)
          expect(live.length).toBe(snapshot.hasTag('busy') ? 1 : 0)
          const { action, reason, error, done } = snapshot.context
          if (snapshot.matches('submitting')) {
            const input = live[0].input as PerformInput
            expect(input.action).toBe(action)
            expect(input.reason).toBe(reason.trim())
            // never sent without the reason an account change keeps
            if (needsReason(input.action)) expect(input.reason).not.toBe('')
          }
          if (snapshot.matches('idle')) expect(action).toBeNull()
          if (snapshot.matches('done')) {
            expect(done).not.toBeNull()
            expect(action).toBeNull()
          }
          if (error?.kind === 'reasonRequired') expect(reason.trim()).toBe('')
          // `completed` runs once per action carried out, with that action
          if (snapshot.matches('done') && completed.length > doneCount) {
            doneCount = completed.length
            expect(completed.at(-1)).toBe(done)
          }
          expect(completed.length).toBe(doneCount)
        },
      })
    }
  }, 60_000)
})
