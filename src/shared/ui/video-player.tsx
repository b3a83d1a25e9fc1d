/**
 * A video (a lesson's, a course's presentation): HLS through hls.js (imported on first use, so no other page carries it), or
 * the browser's own HLS where it has one. The browser's controls are keyboard-operable and
 * labelled by the browser in the user's language; around them: playback speed, captions when the
 * lesson has a track, resume from the saved position, and an error with a retry.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { forwardRef, useEffect, useId, useImperativeHandle, useRef, useState } from 'react'
import { Button } from './button'

export interface LessonVideoHandle {
  /** Jumps to a time (a note's) and plays. */
  seek(seconds: number): void
  currentTime(): number
}

export interface LessonVideoProps {
  src: string
  title: string
  /** Where playback resumes, in seconds. */
  startAt?: number
  captions?: string | null
  /** The player's accessible name; "Video della lezione: {title}" when left out. */
  label?: string
  /** Starts playing once loaded (the viewer has just asked for the video). */
  autoPlay?: boolean
  /** Every second or so while playing, and on pause: where playback is. */
  onTime?: (seconds: number, playing: boolean) => void
  onEnded?: () => void
}

const SPEEDS = [0.75, 1, 1.25, 1.5, 2] as const

export const LessonVideo = forwardRef<LessonVideoHandle, LessonVideoProps>(function LessonVideo(
  { src, title, startAt = 0, captions, label, autoPlay = false, onTime, onEnded },
  ref,
) {
  const { t } = useLingui()
  const video = useRef<HTMLVideoElement>(null)
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const [speed, setSpeed] = useState(1)
  const speedId = useId()
  const callbacks = useRef({ onTime, onEnded })
  callbacks.current = { onTime, onEnded }
  // startAt is where a (re)load starts; a later save of the position must not reload the video
  const start = useRef(startAt)
  start.current = startAt

  useImperativeHandle(ref, () => ({
    seek(seconds) {
      const element = video.current
      if (!element) return
      element.currentTime = seconds
      void element.play().catch(() => {})
      element.focus()
    },
    currentTime: () => video.current?.currentTime ?? 0,
  }))

  useEffect(() => {
    const element = video.current
    if (!element) return
    let hls: { destroy(): void } | null = null
    let cancelled = false
    const startAt = start.current
    setFailed(false)
    const resume = () => {
      if (startAt > 0 && startAt < (element.duration || Infinity) - 1) element.currentTime = startAt
    }
    element.addEventListener('loadedmetadata', resume, { once: true })
    if (element.canPlayType('application/vnd.apple.mpegurl')) {
      element.src = src
    } else {
      void import('hls.js/light').then(
        ({ default: Hls }) => {
          if (cancelled) return
          if (!Hls.isSupported()) return setFailed(true)
          const instance = new Hls({ startPosition: startAt > 0 ? startAt : -1 })
          instance.on(Hls.Events.ERROR, (_event, data) => {
            if (data.fatal) setFailed(true)
          })
          instance.loadSource(src)
          instance.attachMedia(element)
          hls = instance
        },
        () => setFailed(true),
      )
    }
    return () => {
      cancelled = true
      element.removeEventListener('loadedmetadata', resume)
      hls?.destroy()
    }
  }, [src, attempt])

  useEffect(() => {
    if (video.current) video.current.playbackRate = speed
  }, [speed])

  useEffect(() => {
    const element = video.current
    if (!element) return
    let last = 0
    const report = () => {
      const now = Date.now()
      if (!element.paused && now - last < 1000) return
      last = now
      callbacks.current.onTime?.(element.currentTime, !element.paused)
    }
    const ended = () => callbacks.current.onEnded?.()
    const error = () => setFailed(true)
    element.addEventListener('timeupdate', report)
    element.addEventListener('pause', report)
    element.addEventListener('ended', ended)
    element.addEventListener('error', error)
    return () => {
      element.removeEventListener('timeupdate', report)
      element.removeEventListener('pause', report)
      element.removeEventListener('ended', ended)
      element.removeEventListener('error', error)
    }
  }, [])

  return (
    <div className="space-y-3">
      <div className="overflow-hidden rounded-xl bg-black">
        <video
          ref={video}
          controls
          playsInline
          preload="metadata"
          autoPlay={autoPlay}
          aria-label={label ?? t`Video della lezione: ${title}`}
          className="aspect-video w-full focus-visible:outline-4 focus-visible:outline-brand-500"
        >
          {captions && <track kind="captions" src={captions} srcLang="it" label={t`Sottotitoli`} default />}
        </video>
      </div>
      {failed && (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-md bg-red-50 p-3 text-sm text-red-900"
        >
          <Trans>Non è stato possibile riprodurre il video.</Trans>
          <Button outline onClick={() => setAttempt((n) => n + 1)}>
            <Trans>Riprova</Trans>
          </Button>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <label htmlFor={speedId} className="text-slate-700">
          <Trans>Velocità</Trans>
        </label>
        <select
          id={speedId}
          value={speed}
          onChange={(event) => setSpeed(Number(event.target.value))}
          className="rounded-md border border-slate-300 bg-white px-2 py-1 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {SPEEDS.map((value) => (
            <option key={value} value={value}>
              {value}×
            </option>
          ))}
        </select>
      </div>
    </div>
  )
})
