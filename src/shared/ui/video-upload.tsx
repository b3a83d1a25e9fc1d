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
import { Button } from './button'

function formatBytes(bytes: number, locale: string): string {
  const units = ['B', 'KB', 'MB', 'GB']
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return `${value.toLocaleString(locale, { maximumFractionDigits: unit === 0 ? 0 : 1 })} ${units[unit]}`
}

function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds))
  const h = Math.floor(s / 3600)
  const m = Math.floor((s % 3600) / 60)
  const rest = String(s % 60).padStart(2, '0')
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`
}

function ProgressBar({ value, label }: { value: number; label: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value)}
      className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
    >
      <div className="h-full rounded-full bg-brand-700 transition-[width]" style={{ width: `${value}%` }} />
    </div>
  )
}

/** "Connection lost: retrying in n s", counting down from `delay` ms (remounted per attempt). */
function RetryCountdown({ delay }: { delay: number }) {
  const [until] = useState(() => Date.now() + delay)
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250)
    return () => clearInterval(timer)
  }, [])
  const seconds = Math.max(0, Math.ceil((until - now) / 1000))
  return (
    <p className="text-amber-900">
      <Trans>Connessione interrotta: nuovo tentativo tra {seconds} s.</Trans>
    </p>
  )
}

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

  const { size, percent, secondsLeft: left } = view
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
        {phase === 'idle' && (
          <div className="flex flex-wrap items-center gap-3">
            {serverStatus === 'ready' || video.hls_url ? (
              <span className="text-slate-700">
                <Trans>Video pronto</Trans>
                {video.duration_seconds ? ` · ${formatDuration(video.duration_seconds)}` : ''}
              </span>
            ) : serverStatus === 'uploading' && video.file_name ? (
              <span className="text-slate-700">
                <Trans>
                  Caricamento di {video.file_name} interrotto: scegli di nuovo lo stesso file per riprendere
                  da dove si era fermato.
                </Trans>
              </span>
            ) : serverStatus === 'failed' && video.error ? (
              <span className="text-red-800">{video.error}</span>
            ) : (
              <span className="text-slate-600">
                <Trans>Nessun video</Trans>
              </span>
            )}
            {picker(video.hls_url ? t`Sostituisci il video` : t`Carica un video`)}
          </div>
        )}

        {view.transferring && (
          <>
            <p className="font-medium text-slate-900">{view.fileName}</p>
            <ProgressBar value={percent} label={t`Caricamento di ${view.fileName ?? ''}`} />
            <p className="text-slate-700">
              {phase === 'preparing' ? (
                <Trans>Preparazione del caricamento…</Trans>
              ) : (
                <>
                  {Math.floor(percent)}% · {formatBytes(view.sent, locale)} / {formatBytes(size, locale)}
                  {view.speed > 0 && (
                    <>
                      {' · '}
                      {formatBytes(view.speed, locale)}/s
                      {left !== null && (
                        <>
                          {' · '}
                          <Trans>{formatDuration(left)} rimanenti</Trans>
                        </>
                      )}
                    </>
                  )}
                </>
              )}
            </p>
            {phase === 'paused' && (
              <p className="text-slate-700">
                <Trans>In pausa.</Trans>
              </p>
            )}
            {phase === 'retrying' && <RetryCountdown key={view.attempt} delay={view.retryDelay} />}
            {phase === 'offline' && (
              <p className="text-amber-900">
                <Trans>Sei offline: il caricamento riprende da solo quando torna la connessione.</Trans>
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              {view.canResume ? (
                <Button outline onClick={() => actor.send({ type: 'upload.resume' })}>
                  <Trans>Riprendi</Trans>
                </Button>
              ) : (
                <Button outline onClick={() => actor.send({ type: 'upload.pause' })}>
                  <Trans>Pausa</Trans>
                </Button>
              )}
              <Button outline onClick={() => actor.send({ type: 'upload.cancel' })}>
                <Trans>Annulla</Trans>
              </Button>
            </div>
          </>
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
          <div className="space-y-2">
            <p role="alert" className="text-red-800">
              {view.error?.stage === 'processing' ? (
                (view.error.message ?? <Trans>L’elaborazione del video non è riuscita.</Trans>)
              ) : (
                <>
                  <Trans>Il caricamento non è riuscito.</Trans> {view.error?.message}
                </>
              )}
            </p>
            <div className="flex flex-wrap gap-2">
              {view.canRetry && (
                <Button outline onClick={() => actor.send({ type: 'upload.retry' })}>
                  <Trans>Riprova</Trans>
                </Button>
              )}
              {picker(t`Scegli un altro file`)}
            </div>
          </div>
        )}
      </div>
    </section>
  )
}

const sameView = (a: UploadView, b: UploadView) =>
  (Object.keys(a) as (keyof UploadView)[]).every((key) => a[key] === b[key])
