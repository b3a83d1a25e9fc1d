import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate'
import { describe, expect, it } from 'vitest'
import { VIDEO_UPLOAD_RETRY_DELAYS } from '../../contracts/core/constants'
import { retryable, uploadMachine, type TransferInput, type UploadEvent, type UploadTarget } from './index'

const file = { name: 'lezione.mp4', size: 1000 }

function start() {
  const clock = new SimulatedClock()
  const transfers: TransferInput[] = []
  const retried: number[] = []
  const machine = uploadMachine.provide({
    actors: {
      transfer: fromCallback<UploadEvent, TransferInput>(({ input }) => {
        transfers.push(input)
      }),
      watchProcessing: fromCallback(() => {}),
      retryProcessing: fromPromise<unknown, { target: UploadTarget }>(async ({ input }) => {
        retried.push(input.target.id)
        return null
      }),
      terminate: fromPromise<unknown, { uploadUrl: string | null }>(async () => null),
    },
  })
  const actor = createActor(machine, { input: { target: { kind: 'lesson', id: 3 } }, clock })
  actor.start()
  return { actor, clock, transfers, retried }
}

describe('upload journeys', () => {
  it('goes from the file to a ready video through the server’s processing', () => {
    const { actor, transfers } = start()
    actor.send({ type: 'upload.start', file })
    expect(actor.getSnapshot().matches({ transferring: 'initialising' })).toBe(true)
    actor.send({ type: 'transfer.created', uploadUrl: '/api/uploads/u1' })
    actor.send({ type: 'transfer.progress', sent: 400, speed: 100 })
    expect(actor.getSnapshot().context).toMatchObject({ sent: 400, speed: 100, uploadUrl: '/api/uploads/u1' })
    actor.send({ type: 'transfer.done' })
    actor.send({ type: 'video.status', video: { status: 'processing', progress: 55, error: null } })
    expect(actor.getSnapshot().context.processing).toBe(55)
    actor.send({ type: 'video.status', video: { status: 'ready', progress: 100, error: null } })
    expect(actor.getSnapshot().value).toBe('ready')
    expect(transfers).toEqual([{ target: { kind: 'lesson', id: 3 }, file, uploadUrl: null }])
  })

  it('retries a network failure after 0, 3, 5, 10 and 20 s, resuming the same upload, then gives up', () => {
    const { actor, clock, transfers } = start()
    actor.send({ type: 'upload.start', file })
    actor.send({ type: 'transfer.created', uploadUrl: '/api/uploads/u2' })
    for (const delay of VIDEO_UPLOAD_RETRY_DELAYS) {
      actor.send({ type: 'transfer.error' })
      expect(actor.getSnapshot().value).toBe('retrying')
      if (delay > 0) {
        clock.increment(delay - 1)
        expect(actor.getSnapshot().value).toBe('retrying')
        clock.increment(1)
      } else clock.increment(0)
      expect(actor.getSnapshot().matches({ transferring: 'uploading' })).toBe(true)
    }
    expect(transfers.slice(1).every((transfer) => transfer.uploadUrl === '/api/uploads/u2')).toBe(true)
    actor.send({ type: 'transfer.error', status: 503 })
    expect(actor.getSnapshot().value).toBe('failed')
    expect(actor.getSnapshot().context.error).toEqual({ stage: 'upload', status: 503, message: undefined })
  })

  it('never retries a 403, and a 423 only while online', () => {
    expect(retryable(403, true)).toBe(false)
    expect(retryable(423, true)).toBe(true)
    expect(retryable(423, false)).toBe(false)
    expect(retryable(409, true)).toBe(true)
    expect(retryable(undefined, false)).toBe(true)
    expect(retryable(502, false)).toBe(true)
    const { actor } = start()
    actor.send({ type: 'upload.start', file })
    actor.send({ type: 'transfer.error', status: 403, message: 'No' })
    expect(actor.getSnapshot().value).toBe('failed')
  })

  it('waits offline and goes on when the network is back; pause and resume keep the upload', () => {
    const { actor, transfers } = start()
    actor.send({ type: 'upload.start', file })
    actor.send({ type: 'transfer.created', uploadUrl: '/api/uploads/u3' })
    actor.send({ type: 'network.offline' })
    expect(actor.getSnapshot().value).toBe('offline')
    actor.send({ type: 'network.online' })
    actor.send({ type: 'upload.pause' })
    expect(actor.getSnapshot().value).toBe('paused')
    actor.send({ type: 'upload.resume' })
    expect(actor.getSnapshot().matches({ transferring: 'uploading' })).toBe(true)
    expect(transfers.map((transfer) => transfer.uploadUrl)).toEqual([
      null,
      '/api/uploads/u3',
      '/api/uploads/u3',
    ])
  })

  it('asks the server to process again after a processing failure', async () => {
    const { actor, retried } = start()
    actor.send({ type: 'upload.start', file })
    actor.send({ type: 'transfer.done' })
    actor.send({ type: 'video.status', video: { status: 'failed', progress: 0, error: 'Danneggiato' } })
    expect(actor.getSnapshot().context.error).toEqual({ stage: 'processing', message: 'Danneggiato' })
    actor.send({ type: 'upload.retry' })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(retried).toEqual([3])
    expect(actor.getSnapshot().value).toBe('processing')
  })
})
