/**
 * One video uploaded through /api/uploads (a lesson's, a course's or a profile's presentation
 * video): choose a file, watch it upload (percentage, speed, time left),
 * pause, resume or cancel, see a lost connection retried with its countdown, then the server's
 * processing until the video is ready or has failed with its reason and a retry. Driven by
 * machines/upload; the browser's online/offline events reach the machine.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useId, useRef, useState } from 'react'
import type { UploadTarget, VideoState } from '../../../contracts/studio/schemas'
import { uploadView, type UploadView } from '../../../machines/upload'
import { flowRecorder } from '../lib/flow-recorder'
import { uploadUrlOf, videoUploadMachine, type VideoStateCalls } from '../lib/upload-actors'
import { ProgressBar, SavedVideo, TransferProgress, UploadFailed } from './video-upload-parts'

export function VideoUpload({
  target,
  video,
  label,
  pickerLabel,
  userId,
  onReady,
  calls,
}: {
  target: UploadTarget
  /** The server's state of the video when the page loaded. */
  video: VideoState
  /** The section's name ("Video della lezione …") and the file picker's. */
  label: string
  pickerLabel: string
  userId: number
  onReady: () => void
  /** How the feature reads and retries its target's video state. */
  calls: VideoStateCalls
}) {
  const { t, i18n } = useLingui()
  const inputId = useId()
  const [files] = useState(() => new Map<string, File>())
  const key = (of: UploadTarget) => `${of.kind}:${of.id}`
  const [machine] = useState(() =>
    videoUploadMachine({ ...calls, fileFor: (of) => files.get(key(of)), userId }),
  )
  const serverStatus = video.status
  const actor = useActorRef(machine, {
    input: {
      target,
      uploadUrl: serverStatus === 'uploading' && video.upload_id ? uploadUrlOf(video.upload_id) : null,
      online: typeof navigator === 'undefined' ? true : navigator.onLine,
      processing: serverStatus === 'processing' || serverStatus === 'uploaded',
    },
    inspect: flowRecorder.inspect,
  })
  const view = useSelector(actor, uploadView, sameView)
  const { phase } = view

  useEffect(() => {
    const online = () => actor.send({ type: 'network.online' })
    const offline = () => actor.send({ type: 'network.offline' })
    window.addEventListener('online', online)
    window.addEventListener('offline', offline)
    return () => {
      window.removeEventListener('online', online)
      window.removeEventListener('offline', offline)
    }
  }, [actor])

  const readyOnce = useRef(false)
  useEffect(() => {
    if (phase === 'ready' && !readyOnce.current) {
      readyOnce.current = true
      onReady()
    }
    if (phase !== 'ready') readyOnce.current = false
  }, [phase, onReady])

  function choose(file: File | undefined) {
    if (!file) return
    files.set(key(target), file)
    actor.send({ type: 'upload.start', file: { name: file.name, size: file.size } })
  }

  const locale = i18n.locale

  const picker = (text: string) => (
    <label
      htmlFor={inputId}
      className="inline-flex cursor-pointer items-center rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-700 hover:bg-brand-50"
    >
      {text}
      <input
        id={inputId}
        type="file"
        accept="video/*"
        className="sr-only"
        aria-label={pickerLabel}
        onChange={(event) => {
          choose(event.target.files?.[0])
          event.target.value = ''
        }}
      />
    </label>
  )

  return (
    <section
      aria-label={label}
      className="space-y-2 rounded-md bg-slate-50 p-3 text-sm"
      data-video-state={phase}
    >
      <div aria-live="polite" className="space-y-2">
        {phase === 'idle' && <SavedVideo video={video} picker={picker} />}

        {view.transferring && (
          <TransferProgress view={view} locale={locale} send={(event) => actor.send(event)} />
        )}

        {phase === 'cancelling' && (
          <p className="text-slate-700">
            <Trans>Annullamento…</Trans>
          </p>
        )}

        {phase === 'processing' && (
          <>
            <p className="font-medium text-slate-900">
              <Trans>Elaborazione del video: {view.processing}%</Trans>
            </p>
            <ProgressBar value={view.processing} label={t`Elaborazione del video`} />
            <p className="text-slate-600">
              <Trans>Puoi lasciare la pagina: l’elaborazione continua sul server.</Trans>
            </p>
          </>
        )}

        {phase === 'ready' && (
          <div className="flex flex-wrap items-center gap-3">
            <span className="font-medium text-green-800">
              <Trans>Video pronto</Trans>
            </span>
            {picker(t`Sostituisci il video`)}
          </div>
        )}

        {phase === 'failed' && (
          <UploadFailed view={view} onRetry={() => actor.send({ type: 'upload.retry' })} picker={picker} />
        )}
      </div>
    </section>
  )
}

const sameView = (a: UploadView, b: UploadView) =>
  (Object.keys(a) as (keyof UploadView)[]).every((key) => a[key] === b[key])
