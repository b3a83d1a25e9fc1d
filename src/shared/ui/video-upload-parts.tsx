import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState, type ReactNode } from 'react'
import type { VideoState } from '../../../contracts/studio/schemas'
import type { UploadView } from '../../../machines/upload'
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

export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds))
  const h = Math.floor(s / 3600)
  const m = Math.floor((s % 3600) / 60)
  const rest = String(s % 60).padStart(2, '0')
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`
}

export function ProgressBar({ value, label }: { value: number; label: string }) {
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

/** A file on its way: its name, progress, speed and time left, the pause, resume and cancel buttons. */
export function TransferProgress({
  view,
  locale,
  send,
}: {
  view: UploadView
  locale: string
  send: (event: { type: 'upload.resume' | 'upload.pause' | 'upload.cancel' }) => void
}) {
  const { t } = useLingui()
  const { phase, size, percent, secondsLeft: left } = view
  return (
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
          <Button outline onClick={() => send({ type: 'upload.resume' })}>
            <Trans>Riprendi</Trans>
          </Button>
        ) : (
          <Button outline onClick={() => send({ type: 'upload.pause' })}>
            <Trans>Pausa</Trans>
          </Button>
        )}
        <Button outline onClick={() => send({ type: 'upload.cancel' })}>
          <Trans>Annulla</Trans>
        </Button>
      </div>
    </>
  )
}

/** What the server has before an upload starts: a ready video, an interrupted upload, a failure or none. */
export function SavedVideo({ video, picker }: { video: VideoState; picker: (text: string) => ReactNode }) {
  const { t } = useLingui()
  return (
    <div className="flex flex-wrap items-center gap-3">
      {video.status === 'ready' || video.hls_url ? (
        <span className="text-slate-700">
          <Trans>Video pronto</Trans>
          {video.duration_seconds ? ` · ${formatDuration(video.duration_seconds)}` : ''}
        </span>
      ) : video.status === 'uploading' && video.file_name ? (
        <span className="text-slate-700">
          <Trans>
            Caricamento di {video.file_name} interrotto: scegli di nuovo lo stesso file per riprendere da dove
            si era fermato.
          </Trans>
        </span>
      ) : video.status === 'failed' && video.error ? (
        <span className="text-red-800">{video.error}</span>
      ) : (
        <span className="text-slate-600">
          <Trans>Nessun video</Trans>
        </span>
      )}
      {picker(video.hls_url ? t`Sostituisci il video` : t`Carica un video`)}
    </div>
  )
}

/** An upload or a processing that failed, with its reason, a retry when there is one, another file. */
export function UploadFailed({
  view,
  onRetry,
  picker,
}: {
  view: UploadView
  onRetry: () => void
  picker: (text: string) => ReactNode
}) {
  const { t } = useLingui()
  return (
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
          <Button outline onClick={onRetry}>
            <Trans>Riprova</Trans>
          </Button>
        )}
        {picker(t`Scegli un altro file`)}
      </div>
    </div>
  )
}
