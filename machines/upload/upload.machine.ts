/*
 * One video's upload (a lesson's, or a course's promo), from the file to a playable video (issue 15; SPEC.md §4 "Video
 * upload", §8 resumable upload retry rules, §9 video retry delays 0, 3, 5, 10, 20 s).
 *
 *   ┌──────┐ upload.start  ┌─────────────── transferring (invoke transfer: tus) ───────────────┐
 *   │ idle │ ────────────▶ │ start ─[hasUploadUrl]─▶ uploading                                  │
 *   └──────┘               │   └──────[else]──────▶ initialising ─transfer.created─▶ uploading  │
 *                          └──┬──────────┬───────────────┬───────────────┬─────────────┬───────┘
 *            upload.pause     │          │ network.offline│ transfer.error│             │ transfer.done
 *                             ▼          ▼                ▼               ▼             ▼
 *                        ┌────────┐ ┌─────────┐  [canRetry]┌──────────┐  [else]   ┌────────────┐
 *                        │ paused │ │ offline │            │ retrying │  failed   │ processing │
 *                        └───┬────┘ └────┬────┘            └────┬─────┘           └─────┬──────┘
 *              upload.resume │ network.online   after retryDelay │        video.status │ [isReady] ready
 *                            └───────────┴──────────────────────┴─▶ transferring        │ [isFailed] failed
 *
 *   failed ─upload.retry─▶ [failedProcessing] retryingProcessing (invoke retryProcessing) ─▶ processing
 *                          [else]             transferring (resumes from the server's offset)
 *   paused | offline | retrying | transferring ─upload.cancel─▶ cancelling (invoke terminate) ─▶ idle
 *   ready | failed ─upload.start─▶ transferring (a new file replaces the video)
 *
 * A machine started for a lesson whose video the server is processing already (a reload) goes
 * from idle straight to processing ([serverProcessing]).
 *
 * The transfer is a callback actor the app provides (tus-js-client with no retries of its own:
 * this machine retries, so the delay shows): it reports transfer.created (the upload's URL),
 * transfer.progress, transfer.done or transfer.error (the HTTP status, if any). Leaving
 * transferring stops it, which aborts the request; the next transfer resumes from the offset the
 * server reports. Retries follow SPEC §8: a network error or a 5xx always, 409 and 423 only while
 * online, another 4xx never; at most one retry per delay. processing invokes `watchProcessing`,
 * which reports video.status from the realtime channel and polling.
 */
import { assign, fromCallback, fromPromise, setup } from 'xstate'
import { VIDEO_UPLOAD_RETRY_DELAYS } from '../../contracts/core/constants'
import type { UploadTarget as Target, VideoState } from '../../contracts/studio/schemas'

/** What the machine knows of the file (the app keeps the File itself beside it). */
export interface UploadFile {
  name: string
  size: number
}

export interface UploadError {
  /** Where it failed: sending the bytes, or processing them on the server. */
  stage: 'upload' | 'processing'
  /** HTTP status of the failed request; undefined for a network failure. */
  status?: number
  /** The server's reason (processing) or message, when it gave one. */
  message?: string
}

/** What the video is for: a lesson's video, a course's presentation (promo) video, a profile's presentation video. */
export type UploadTarget = Target

export interface UploadContext {
  target: UploadTarget
  file: UploadFile | null
  /** The tus URL of the upload once created (a resume skips creation). */
  uploadUrl: string | null
  sent: number
  /** Bytes per second over the last moments, from the transfer. */
  speed: number
  /** Retries made since the last progress. */
  attempt: number
  retryDelays: readonly number[]
  online: boolean
  /** 0–100 of the server's processing. */
  processing: number
  error: UploadError | null
  /** The server was already processing this lesson's upload when the machine started (a reload). */
  serverProcessing: boolean
}

export interface UploadInput {
  target: UploadTarget
  /** An upload to go on with (the API's video state after a reload). */
  uploadUrl?: string | null
  online?: boolean
  retryDelays?: readonly number[]
  /** The lesson's video is being processed already: start by watching it. */
  processing?: boolean
}

export type UploadEvent =
  | { type: 'upload.start'; file: UploadFile }
  | { type: 'upload.pause' }
  | { type: 'upload.resume' }
  | { type: 'upload.cancel' }
  | { type: 'upload.retry' }
  | { type: 'network.online' }
  | { type: 'network.offline' }
  | { type: 'transfer.created'; uploadUrl: string }
  | { type: 'transfer.progress'; sent: number; speed: number }
  | { type: 'transfer.done' }
  | { type: 'transfer.error'; status?: number; message?: string }
  | { type: 'video.status'; video: Pick<VideoState, 'status' | 'progress' | 'error'> }

export interface TransferInput {
  target: UploadTarget
  file: UploadFile
  uploadUrl: string | null
}

/** SPEC §8: network errors and 5xx always; 409 and 423 only while online; other 4xx never. */
export function retryable(status: number | undefined, online: boolean): boolean {
  if (status === undefined || status === 0 || status >= 500) return true
  if (status === 409 || status === 423) return online
  return status < 400
}

// size: one statechart (the tus transfer paused, offline or retrying, processing and its retries, cancelling) and its setup, read whole with the diagram above
export const uploadMachine = setup({
  types: {
    context: {} as UploadContext,
    events: {} as UploadEvent,
    input: {} as UploadInput,
  },
  actors: {
    transfer: fromCallback<UploadEvent, TransferInput>(() => {
      throw new Error('uploadMachine: provide the transfer actor')
    }),
    watchProcessing: fromCallback<UploadEvent, { target: UploadTarget }>(() => {
      throw new Error('uploadMachine: provide the watchProcessing actor')
    }),
    retryProcessing: fromPromise<unknown, { target: UploadTarget }>(() => {
      throw new Error('uploadMachine: provide the retryProcessing actor')
    }),
    terminate: fromPromise<unknown, { uploadUrl: string | null }>(() => {
      throw new Error('uploadMachine: provide the terminate actor')
    }),
  },
  guards: {
    hasUploadUrl: ({ context }) => context.uploadUrl !== null,
    canRetry: ({ context, event }) =>
      event.type === 'transfer.error' &&
      retryable(event.status, context.online) &&
      context.attempt < context.retryDelays.length,
    isReady: ({ event }) => event.type === 'video.status' && event.video.status === 'ready',
    isFailed: ({ event }) => event.type === 'video.status' && event.video.status === 'failed',
    failedProcessing: ({ context }) => context.error?.stage === 'processing',
    serverProcessing: ({ context }) => context.serverProcessing,
  },
  delays: {
    retryDelay: ({ context }) => context.retryDelays[Math.max(0, context.attempt - 1)] ?? 0,
  },
  actions: {
    takeFile: assign(({ event }) =>
      event.type === 'upload.start'
        ? { file: event.file, uploadUrl: null, sent: 0, speed: 0, attempt: 0, processing: 0, error: null }
        : {},
    ),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'upload',
  context: ({ input }) => ({
    target: input.target,
    file: null,
    uploadUrl: input.uploadUrl ?? null,
    sent: 0,
    speed: 0,
    attempt: 0,
    retryDelays: input.retryDelays ?? VIDEO_UPLOAD_RETRY_DELAYS,
    online: input.online ?? true,
    processing: 0,
    error: null,
    serverProcessing: input.processing ?? false,
  }),
  initial: 'idle',
  on: {
    'network.online': { actions: assign({ online: true }) },
    'network.offline': { actions: assign({ online: false }) },
  },
  states: {
    idle: {
      always: {
        guard: 'serverProcessing',
        target: 'processing',
        actions: assign({ serverProcessing: false }),
      },
      on: { 'upload.start': { target: 'transferring', actions: 'takeFile' } },
    },
    transferring: {
      tags: ['busy'],
      invoke: {
        id: 'transfer',
        src: 'transfer',
        input: ({ context }) => ({
          target: context.target,
          file: context.file!,
          uploadUrl: context.uploadUrl,
        }),
      },
      initial: 'start',
      states: {
        start: {
          always: [{ guard: 'hasUploadUrl', target: 'uploading' }, { target: 'initialising' }],
        },
        initialising: {
          on: {
            'transfer.created': {
              target: 'uploading',
              actions: assign({ uploadUrl: ({ event }) => event.uploadUrl }),
            },
          },
        },
        uploading: {},
      },
      on: {
        'transfer.progress': {
          actions: assign({
            sent: ({ event }) => event.sent,
            speed: ({ event }) => event.speed,
            attempt: 0,
          }),
        },
        'transfer.done': {
          target: 'processing',
          actions: assign(({ context }) => ({
            sent: context.file?.size ?? context.sent,
            speed: 0,
            processing: 0,
          })),
        },
        'transfer.error': [
          {
            guard: 'canRetry',
            target: 'retrying',
            actions: assign({ attempt: ({ context }) => context.attempt + 1 }),
          },
          {
            target: 'failed',
            actions: assign({
              error: ({ event }) => ({
                stage: 'upload' as const,
                status: event.status,
                message: event.message,
              }),
            }),
          },
        ],
        'upload.pause': { target: 'paused' },
        'upload.cancel': { target: 'cancelling' },
        'network.offline': { target: 'offline', actions: assign({ online: false }) },
      },
    },
    paused: {
      on: {
        'upload.resume': { target: 'transferring' },
        'upload.cancel': { target: 'cancelling' },
      },
    },
    offline: {
      on: {
        'network.online': { target: 'transferring', actions: assign({ online: true }) },
        'upload.pause': { target: 'paused' },
        'upload.cancel': { target: 'cancelling' },
      },
    },
    retrying: {
      after: { retryDelay: { target: 'transferring' } },
      on: {
        'upload.pause': { target: 'paused' },
        'upload.cancel': { target: 'cancelling' },
        'network.offline': { target: 'offline', actions: assign({ online: false }) },
      },
    },
    processing: {
      invoke: {
        id: 'watchProcessing',
        src: 'watchProcessing',
        input: ({ context }) => ({ target: context.target }),
      },
      on: {
        'video.status': [
          { guard: 'isReady', target: 'ready', actions: assign({ processing: 100 }) },
          {
            guard: 'isFailed',
            target: 'failed',
            actions: assign({
              error: ({ event }) => ({
                stage: 'processing' as const,
                message: event.video.error ?? undefined,
              }),
            }),
          },
          { actions: assign({ processing: ({ event }) => event.video.progress }) },
        ],
      },
    },
    retryingProcessing: {
      tags: ['busy'],
      invoke: {
        id: 'retryProcessing',
        src: 'retryProcessing',
        input: ({ context }) => ({ target: context.target }),
        onDone: { target: 'processing', actions: assign({ error: null, processing: 0 }) },
        onError: {
          target: 'failed',
          actions: assign({
            error: ({ event }) => ({
              stage: 'processing' as const,
              status: (event.error as { status?: number } | undefined)?.status,
            }),
          }),
        },
      },
    },
    cancelling: {
      tags: ['busy'],
      invoke: {
        id: 'terminate',
        src: 'terminate',
        input: ({ context }) => ({ uploadUrl: context.uploadUrl }),
        onDone: {
          target: 'idle',
          actions: assign({ file: null, uploadUrl: null, sent: 0, speed: 0, attempt: 0 }),
        },
        onError: {
          target: 'idle',
          actions: assign({ file: null, uploadUrl: null, sent: 0, speed: 0, attempt: 0 }),
        },
      },
    },
    ready: {
      on: { 'upload.start': { target: 'transferring', actions: 'takeFile' } },
    },
    failed: {
      on: {
        'upload.retry': [
          { guard: 'failedProcessing', target: 'retryingProcessing' },
          { target: 'transferring', actions: ['clearError', assign({ attempt: 0 })] },
        ],
        'upload.start': { target: 'transferring', actions: 'takeFile' },
      },
    },
  },
})
