/** What a video's uploader shows, from the upload machine's snapshot. */
import type { SnapshotFrom } from 'xstate'
import type { UploadError, uploadMachine } from './upload.machine'

export type UploadPhase =
  | 'idle'
  | 'preparing'
  | 'uploading'
  | 'paused'
  | 'retrying'
  | 'offline'
  | 'cancelling'
  | 'processing'
  | 'ready'
  | 'failed'

export interface UploadView {
  phase: UploadPhase
  /** The bytes are going up, paused or waiting to go on: the file, its bar and pause/cancel. */
  transferring: boolean
  fileName: string | undefined
  size: number
  sent: number
  /** 0–100 of the file sent. */
  percent: number
  /** Bytes per second while uploading (0 otherwise, or before the first measure). */
  speed: number
  /** Seconds left at that speed; null when unknown. */
  secondsLeft: number | null
  /** The wait before the retry under way, in ms (the countdown restarts with each attempt). */
  retryDelay: number
  attempt: number
  /** 0–100 of the server's processing. */
  processing: number
  error: UploadError | null
  canPause: boolean
  canResume: boolean
  canCancel: boolean
  /** A failed upload can go on with the same file, a failed processing be asked again. */
  canRetry: boolean
  /** The file picker is offered (to start, or to replace or pick another file). */
  canPick: boolean
}

export function uploadView(snapshot: SnapshotFrom<typeof uploadMachine>): UploadView {
  const { context } = snapshot
  const top = typeof snapshot.value === 'string' ? snapshot.value : 'transferring'
  const phase: UploadPhase =
    top === 'transferring'
      ? snapshot.matches({ transferring: 'uploading' })
        ? 'uploading'
        : 'preparing'
      : top === 'retryingProcessing'
        ? 'processing'
        : (top as UploadPhase)
  const size = context.file?.size ?? 0
  const uploading = phase === 'uploading'
  const speed = uploading ? context.speed : 0
  const transferring =
    phase === 'preparing' ||
    phase === 'uploading' ||
    phase === 'paused' ||
    phase === 'retrying' ||
    phase === 'offline'
  return {
    phase,
    transferring,
    fileName: context.file?.name,
    size,
    sent: context.sent,
    percent: size > 0 ? Math.min(100, (context.sent / size) * 100) : 0,
    speed,
    secondsLeft: speed > 0 ? (size - context.sent) / speed : null,
    retryDelay: context.retryDelays[Math.max(0, context.attempt - 1)] ?? 0,
    attempt: context.attempt,
    processing: context.processing,
    error: phase === 'failed' ? context.error : null,
    canPause: transferring && phase !== 'paused',
    canResume: phase === 'paused',
    canCancel: transferring,
    canRetry: phase === 'failed' && (context.error?.stage === 'processing' || context.file !== null),
    canPick: phase === 'idle' || phase === 'ready' || phase === 'failed',
  }
}
