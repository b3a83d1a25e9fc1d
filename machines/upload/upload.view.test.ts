import { describe, expect, it } from 'vitest'
import { uploadMachine, type UploadContext } from './upload.machine'
import { uploadView } from './upload.view'

const base: UploadContext = {
  target: { kind: 'lesson', id: 1 },
  file: { name: 'video.mp4', size: 1000 },
  uploadUrl: '/api/uploads/u1',
  sent: 250,
  speed: 50,
  attempt: 0,
  retryDelays: [0, 3000, 5000],
  online: true,
  processing: 0,
  error: null,
  serverProcessing: false,
}

const at = (value: unknown, context: Partial<UploadContext> = {}) =>
  uploadView(uploadMachine.resolveState({ value: value as never, context: { ...base, ...context } }))

describe('uploadView', () => {
  it('shows the file going up with its share, speed and time left; pause and cancel', () => {
    expect(at({ transferring: 'uploading' })).toEqual({
      phase: 'uploading',
      transferring: true,
      fileName: 'video.mp4',
      size: 1000,
      sent: 250,
      percent: 25,
      speed: 50,
      secondsLeft: 15,
      retryDelay: 0,
      attempt: 0,
      processing: 0,
      error: null,
      canPause: true,
      canResume: false,
      canCancel: true,
      canRetry: false,
      canPick: false,
    })
    expect(at({ transferring: 'initialising' })).toMatchObject({
      phase: 'preparing',
      speed: 0,
      secondsLeft: null,
    })
  })

  it('paused resumes; retrying counts down the attempt’s delay; offline waits; no speed while stopped', () => {
    expect(at('paused')).toMatchObject({ phase: 'paused', canPause: false, canResume: true, speed: 0 })
    expect(at('retrying', { attempt: 2 })).toMatchObject({
      phase: 'retrying',
      retryDelay: 3000,
      attempt: 2,
      canPause: true,
      canCancel: true,
    })
    expect(at('offline')).toMatchObject({ phase: 'offline', transferring: true, speed: 0 })
  })

  it('processing (and its retry) shows the server’s share; ready offers another file', () => {
    expect(at('processing', { processing: 40 })).toMatchObject({
      phase: 'processing',
      transferring: false,
      processing: 40,
      canCancel: false,
      canPick: false,
    })
    expect(at('retryingProcessing')).toMatchObject({ phase: 'processing' })
    expect(at('ready')).toMatchObject({ phase: 'ready', canPick: true, error: null })
    expect(at('idle', { file: null, sent: 0 })).toMatchObject({
      phase: 'idle',
      percent: 0,
      canPick: true,
      fileName: undefined,
    })
    expect(at('cancelling')).toMatchObject({ phase: 'cancelling', canPick: false, canCancel: false })
  })

  it('failed: the error, and a retry with the same file or of the processing', () => {
    const upload = { stage: 'upload', status: 413, message: 'Troppo grande' } as const
    expect(at('failed', { error: upload })).toMatchObject({ error: upload, canRetry: true, canPick: true })
    expect(at('failed', { error: upload, file: null })).toMatchObject({ canRetry: false })
    expect(at('failed', { error: { stage: 'processing' }, file: null })).toMatchObject({ canRetry: true })
    expect(at({ transferring: 'uploading' }, { error: upload }).error).toBeNull()
  })
})
