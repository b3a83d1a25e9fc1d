/**
 * The upload machine's actors in the browser (machines/upload), for every video uploaded through
 * /api/uploads (a lesson's, a course's or a profile's presentation video): the transfer is tus-js-client
 * (imported on first use) with no retries of its own, so the machine's retry and its delay show;
 * the fingerprint store in localStorage lets a reload resume the same file where the server left
 * it. Processing is watched on the uploader's private channel, with polling as the fallback; the
 * feature says how to read and retry its target's video state (fetchVideo, retryVideo).
 */
import type { Upload as TusUpload } from 'tus-js-client'
import { fromCallback, fromPromise } from 'xstate'
import { fillPath } from '../../../contracts/core/endpoint'
import { notificationChannel } from '../../../contracts/notifications/schemas'
import { createUpload, writeUpload } from '../../../contracts/studio/endpoints'
import {
  targetKey,
  VIDEO_STATUS_EVENT,
  type UploadTarget,
  type VideoState,
  type VideoStatusPush,
} from '../../../contracts/studio/schemas'
import { uploadMachine, type TransferInput, type UploadEvent } from '../../../machines/upload'
import { api } from '../api'
import { holdPusher } from '../realtime/pusher-client'

/** The tus URL of an upload the server already knows (its id), to resume it. */
export const uploadUrlOf = (uploadId: string) => fillPath(writeUpload.path, { id: uploadId })

/** How often processing is polled while the realtime channel is silent. */
export const PROCESSING_POLL_MS = 3000

/** Speed over a sliding window of the last few seconds of progress. */
function speedMeter() {
  const samples: { at: number; sent: number }[] = []
  return (sent: number): number => {
    const now = performance.now()
    samples.push({ at: now, sent })
    while (samples.length > 2 && now - samples[0].at > 5000) samples.shift()
    const first = samples[0]
    const seconds = (now - first.at) / 1000
    return seconds > 0.2 ? Math.max(0, (sent - first.sent) / seconds) : 0
  }
}

/** How a feature reads and retries its target's video state. */
export interface VideoStateCalls {
  fetchVideo: (target: UploadTarget) => Promise<VideoState>
  retryVideo: (target: UploadTarget) => Promise<unknown>
}

export interface VideoUploadDeps extends VideoStateCalls {
  /** The File chosen for a target (the machine only knows its name and size). */
  fileFor: (target: UploadTarget) => File | undefined
  userId: number
}

export function videoUploadMachine({ fileFor, userId, fetchVideo, retryVideo }: VideoUploadDeps) {
  return uploadMachine.provide({
    actors: {
      transfer: fromCallback<UploadEvent, TransferInput>(({ input, sendBack }) => {
        const file = fileFor(input.target)
        if (!file) {
          sendBack({ type: 'transfer.error', status: 400 })
          return () => {}
        }
        let stopped = false
        let upload: TusUpload | undefined
        const meter = speedMeter()
        void (async () => {
          const [{ Upload }, headers] = await Promise.all([
            import('tus-js-client'),
            api.stateChangingHeaders(),
          ])
          if (stopped) return
          upload = new Upload(file, {
            endpoint: createUpload.path,
            uploadUrl: input.uploadUrl ?? undefined,
            headers,
            metadata: {
              filename: file.name,
              filetype: file.type || 'application/octet-stream',
              [targetKey(input.target)]: String(input.target.id),
            },
            chunkSize: 16 * 1024 * 1024,
            retryDelays: null,
            storeFingerprintForResuming: true,
            removeFingerprintOnSuccess: true,
            onUploadUrlAvailable: () => {
              if (upload?.url) sendBack({ type: 'transfer.created', uploadUrl: upload.url })
            },
            onProgress: (sent) => sendBack({ type: 'transfer.progress', sent, speed: meter(sent) }),
            onSuccess: () => sendBack({ type: 'transfer.done' }),
            onError: (error) => {
              const response = (error as { originalResponse?: { getStatus(): number; getBody(): string } })
                .originalResponse
              let message: string | undefined
              try {
                message = (JSON.parse(response?.getBody() ?? '') as { message?: string }).message
              } catch {
                message = undefined
              }
              sendBack({ type: 'transfer.error', status: response?.getStatus() || undefined, message })
            },
          })
          if (!input.uploadUrl) {
            const previous = await upload.findPreviousUploads()
            if (previous.length > 0) upload.resumeFromPreviousUpload(previous[0])
          }
          if (!stopped) upload.start()
        })().catch(() => sendBack({ type: 'transfer.error' }))
        return () => {
          stopped = true
          void upload?.abort()
        }
      }),
      watchProcessing: fromCallback<UploadEvent, { target: UploadTarget }>(({ input, sendBack }) => {
        let stopped = false
        const report = (video: Pick<VideoState, 'status' | 'progress' | 'error'>) => {
          if (!stopped) sendBack({ type: 'video.status', video })
        }
        const poll = async () => {
          try {
            report(await fetchVideo(input.target))
          } catch {
            // the next poll tries again
          }
        }
        void poll()
        const timer = setInterval(() => void poll(), PROCESSING_POLL_MS)
        let release = () => {}
        let unbind = () => {}
        holdPusher()
          .then((hold) => {
            if (stopped) return hold.release()
            const name = `private-${notificationChannel(userId)}`
            const channel = hold.pusher.channel(name) ?? hold.pusher.subscribe(name)
            const onPush = (push: VideoStatusPush) => {
              if (push[targetKey(input.target)] === input.target.id) report(push.video)
            }
            channel.bind(VIDEO_STATUS_EVENT, onPush)
            unbind = () => channel.unbind(VIDEO_STATUS_EVENT, onPush)
            release = () => hold.release()
          })
          .catch(() => {
            // polling carries on alone
          })
        return () => {
          stopped = true
          clearInterval(timer)
          unbind()
          release()
        }
      }),
      retryProcessing: fromPromise<unknown, { target: UploadTarget }>(({ input }) =>
        retryVideo(input.target),
      ),
      // tus termination (deleteUpload) at the upload's URL, by tus-js-client as the transfer
      terminate: fromPromise<unknown, { uploadUrl: string | null }>(async ({ input }) => {
        if (!input.uploadUrl) return null
        const [{ Upload }, headers] = await Promise.all([import('tus-js-client'), api.stateChangingHeaders()])
        try {
          await Upload.terminate(input.uploadUrl, { headers, retryDelays: null })
        } catch (error) {
          const status = (
            error as { originalResponse?: { getStatus(): number } | null }
          ).originalResponse?.getStatus()
          // already gone: nothing left to cancel
          if (status !== 404) throw Object.assign(new Error('terminate'), { status })
        }
        return null
      }),
    },
  })
}
