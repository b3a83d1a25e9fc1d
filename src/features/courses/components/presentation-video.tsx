/**
 * The course's presentation video: a play button (over the course's cover) until the viewer asks for it, then the shared
 * player, whose hls.js is fetched only then, so the course page stays within its size budget.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useState } from 'react'
import { Icon } from '../../../shared/ui/icon'

const VideoPlayer = lazy(() =>
  import('../../../shared/ui/video-player').then((m) => ({ default: m.LessonVideo })),
)

export function PresentationVideo({
  video,
  title,
  cover,
}: {
  video: { playlist: string; captions: string | null }
  title: string
  /** The course's cover, shown behind the play button. */
  cover?: string | null
}) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const placeholder = (
    <div className="flex aspect-video w-full items-center justify-center bg-slate-900 text-white">
      <Trans>Caricamento del video…</Trans>
    </div>
  )
  if (open)
    return (
      <Suspense fallback={placeholder}>
        <VideoPlayer
          src={video.playlist}
          captions={video.captions}
          title={title}
          label={t`Presentazione del corso: ${title}`}
          autoPlay
        />
      </Suspense>
    )
  return (
    <button
      type="button"
      onClick={() => setOpen(true)}
      className="group relative flex aspect-video w-full items-center justify-center overflow-hidden bg-gradient-to-br from-brand-700 to-slate-900 text-white focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
    >
      {cover && <img src={cover} alt="" className="absolute inset-0 h-full w-full object-cover opacity-60" />}
      <span className="relative flex flex-col items-center gap-2">
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-white/90 text-brand-800 shadow group-hover:bg-white">
          <Icon type="play" size="lg" />
        </span>
        <span className="text-sm font-semibold">
          <Trans>Guarda la presentazione</Trans>
        </span>
      </span>
    </button>
  )
}
