/**
 * The presentation page's promo video: the course page plays it to every visitor. Uploaded like a
 * lesson's video (tus, resumable, processed to HLS), previewed here once ready, removable. The
 * state asked again once processed and the removal are request actors (studio/actors.ts); the
 * video's state they answer goes to the page's course manager (CourseManagerContext).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useState } from 'react'
import type { VideoState } from '../../../../contracts/studio/schemas'
import { Button } from '../../../shared/ui/button'
import { FormAlert } from '../../../shared/ui/form-fields'
import { CourseManagerContext, useManagedCourse, usePromoVideoRefresh, usePromoVideoRemoval } from '../actors'
import { VideoUpload } from './video-upload'

// hls.js comes with the player, only when there is something to preview
const VideoPlayer = lazy(() =>
  import('../../../shared/ui/video-player').then((m) => ({ default: m.LessonVideo })),
)

export function PromoVideo({ userId }: { userId: number }) {
  const { t } = useLingui()
  const course = useManagedCourse()
  const manager = CourseManagerContext.useActorRef()
  const onChanged = (video: VideoState) => manager.send({ type: 'course.promo', video })
  const refresher = usePromoVideoRefresh()
  const removal = usePromoVideoRemoval()
  const error = removal.view.error ? t`Non è stato possibile togliere il video. Riprova.` : undefined
  // a new upload remounts the uploader with the server's latest state
  const [round, setRound] = useState(0)
  const video = course.promo_video
  const target = { kind: 'course', id: course.id } as const

  function refresh() {
    refresher.send(course.id).then(onChanged, () => {
      // the uploader already shows the video as ready; the preview comes with the next load
    })
  }

  function remove() {
    removal.send(course.id).then(
      (video) => {
        onChanged(video)
        setRound((value) => value + 1)
      },
      () => {
        // the removal's view holds the failure
      },
    )
  }

  return (
    <section aria-labelledby="promo-video-heading" className="space-y-3 border-t border-slate-200 pt-6">
      <h2 id="promo-video-heading" className="text-lg font-semibold text-slate-900">
        <Trans>Video di presentazione</Trans>
      </h2>
      <p className="text-sm text-slate-700">
        <Trans>Lo vede chiunque apra la pagina del corso, prima di comprarlo.</Trans>
      </p>
      {video.status === 'ready' && video.hls_url && (
        <div className="max-w-xl">
          <Suspense fallback={null}>
            <VideoPlayer
              src={video.hls_url}
              title={course.title}
              label={t`Anteprima del video di presentazione`}
            />
          </Suspense>
        </div>
      )}
      <VideoUpload
        key={round}
        target={target}
        video={video}
        label={t`Video di presentazione del corso`}
        pickerLabel={t`Scegli il video di presentazione`}
        userId={userId}
        onReady={refresh}
      />
      {video.hls_url && (
        <Button outline disabled={removal.view.busy} onClick={remove}>
          <Trans>Togli il video di presentazione</Trans>
        </Button>
      )}
      {error && <FormAlert>{error}</FormAlert>}
    </section>
  )
}
