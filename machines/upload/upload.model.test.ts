import { fromCallback } from 'xstate'
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
  uploadMachine,
  type TransferInput,
  type UploadEvent,
  type UploadInput,
  type UploadTarget,
} from './index'

const file = { name: 'lezione-1.mp4', size: 1000 }

const events: EventCases<UploadEvent> = {
  'upload.start': [{ type: 'upload.start', file }],
  'upload.pause': [{ type: 'upload.pause' }],
  'upload.resume': [{ type: 'upload.resume' }],
  'upload.cancel': [{ type: 'upload.cancel' }],
  'upload.retry': [{ type: 'upload.retry' }],
  'network.online': [{ type: 'network.online' }],
  'network.offline': [{ type: 'network.offline' }],
  'transfer.created': [{ type: 'transfer.created', uploadUrl: '/api/uploads/abc' }],
  'transfer.progress': [{ type: 'transfer.progress', sent: 500, speed: 250 }],
  'transfer.done': [{ type: 'transfer.done' }],
  'transfer.error': [
    { type: 'transfer.error' },
    { type: 'transfer.error', status: 423 },
    { type: 'transfer.error', status: 403, message: 'This action is unauthorized.' },
  ],
  'video.status': [
    { type: 'video.status', video: { status: 'processing', progress: 40, error: null } },
    { type: 'video.status', video: { status: 'ready', progress: 100, error: null } },
    { type: 'video.status', video: { status: 'failed', progress: 0, error: 'Il file non è un video' } },
  ],
}

const outcomes: ModelEvent<UploadEvent>[] = [
  { type: 'xstate.done.actor.retryProcessing', output: {} },
  { type: 'xstate.error.actor.retryProcessing', error: { status: 409 } },
  { type: 'xstate.done.actor.terminate', output: {} },
  { type: 'xstate.error.actor.terminate', error: { status: 404 } },
]

// Two retries keep the space small; the app's five delays behave alike. A resumed upload starts
// with its URL, a fresh one without.
const inputs: UploadInput[] = [
  { target: { kind: 'lesson', id: 7 }, retryDelays: [0, 3000] },
  { target: { kind: 'lesson', id: 7 }, retryDelays: [0, 3000], uploadUrl: '/api/uploads/old', online: false },
  { target: { kind: 'lesson', id: 7 }, retryDelays: [0], processing: true },
]

const recorder = createCoverageRecorder('upload', uploadMachine)
afterAll(() => {
  assertFullCoverage(recorder)
})

// One path per distinct move of an input (from a state, on an event, to a state): the progress,
// attempts and errors multiply the model's vertices (3 600 paths, a minute of CI), not the
// machine's transitions or guard branches.
const newMoves = () => {
  const seen = new Set<string>()
  return (path: { steps: { event: { type: string }; state: { value: unknown } }[] }) => {
    const [before, last] = [path.steps.at(-2), path.steps.at(-1)!]
    const key = JSON.stringify([before?.state.value, last.event.type, last.state.value])
    return !seen.has(key) && seen.add(key)
  }
}

describe.each(inputs)('upload model with input %o', (input) => {
  const model = createMachineTestModel(uploadMachine, {
    input,
    events: [...eventCases(events), ...outcomes],
    limit: 20_000,
  })
  const paths = transitionCoverPaths(model).filter(newMoves())

  it(`replays all ${paths.length} paths: one transfer exactly while transferring, never more retries than delays`, async () => {
    expect(paths.length).toBeGreaterThan(0)
    const controls = createPromiseControls()
    const transfers = new Set<TransferInput>()
    const watchers = new Set<object>()
    const machine = uploadMachine.provide({
      actors: {
        transfer: fromCallback<UploadEvent, TransferInput>(({ input }) => {
          transfers.add(input)
          return () => transfers.delete(input)
        }),
        watchProcessing: fromCallback<UploadEvent, { target: UploadTarget }>(({ input }) => {
          watchers.add(input)
          return () => watchers.delete(input)
        }),
        retryProcessing: controls.logic<unknown, { target: UploadTarget }>('retryProcessing'),
        terminate: controls.logic<unknown, { uploadUrl: string | null }>('terminate'),
      },
    })
    for (const path of paths) {
      controls.pending.length = 0
      transfers.clear()
      watchers.clear()
      await runModelPath({
        machine,
        input,
        path,
        recorder,
        controls,
        afterStep: (snapshot) => {
          const { context } = snapshot
          expect(transfers.size).toBe(snapshot.matches('transferring') ? 1 : 0)
          expect(watchers.size).toBe(snapshot.matches('processing') ? 1 : 0)
          const [transfer] = transfers
          if (transfer) expect(transfer).toMatchObject({ target: { kind: 'lesson', id: 7 }, file })
          if (snapshot.matches({ transferring: 'initialising' })) expect(transfer.uploadUrl).toBeNull()
          expect(context.attempt).toBeLessThanOrEqual(context.retryDelays.length)
          if (snapshot.matches('failed')) expect(context.error).not.toBeNull()
          if (snapshot.matches('ready')) expect(context.processing).toBe(100)
          if (snapshot.matches('offline')) expect(context.online).toBe(false)
        },
      })
    }
  }, 60_000)
})
