/**
 * The profile's presentation video (SPEC.md §3 media.presentation, issue 16). Others see it played
 * with the lessons' HLS player once it is ready; the owner uploads it on /me with the studio's
 * uploader (tus, resumable: progress, pause, retry, then the server's processing), previews it and
 * removes it after a confirmation (machines/request, through actors.ts). A ready video fills the
 * completion's last media item.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { MyProfile } from '../../../../contracts/profiles/profile'
import { Button } from '../../../shared/ui/button'
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog'
import { VideoUpload } from '../../../shared/ui/video-upload'
import { profileVideoCalls, useProfileVideoRemoval } from '../actors'
import { PresentationVideoPlayer } from './presentation-video-player'

/** The owner's uploader, preview and removal on /me. */
export function PresentationVideoEditor({
  profile,
  onChanged,
}: {
  profile: MyProfile
  onChanged: () => void
}) {
  const { t } = useLingui()
  const [confirming, setConfirming] = useState(false)
  const [error, setError] = useState<string>()
  // a removal remounts the uploader with the server's new state
  const [round, setRound] = useState(0)
  const removal = useProfileVideoRemoval()
  const state = profile.presentation_video_state

  async function remove() {
    setError(undefined)
    try {
      await removal.send(profile.user_id)
      setRound((value) => value + 1)
      onChanged()
    } catch (cause) {
      setError(t`Non è stato possibile togliere il video. Riprova.`)
      throw cause
    }
  }

  return (
    <div className="mt-4 space-y-3 border-t border-slate-200 pt-4">
      <h3 className="font-semibold text-slate-900">
        <Trans>Video di presentazione</Trans>
      </h3>
      <p className="text-sm text-slate-700">
        <Trans>
          Un breve video in cui ti presenti: chi visita il tuo profilo lo vede qui. MP4, MOV o WebM.
        </Trans>
      </p>
      <PresentationVideoPlayer profile={profile} />
      <VideoUpload
        key={round}
        target={{ kind: 'profile', id: profile.user_id }}
        video={state}
        label={t`Video di presentazione del profilo`}
        pickerLabel={t`Scegli il video di presentazione`}
        userId={profile.user_id}
        onReady={onChanged}
        calls={profileVideoCalls}
      />
      {profile.presentation_video && (
        <Button outline onClick={() => setConfirming(true)}>
          <Trans>Togli il video di presentazione</Trans>
        </Button>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        title={t`Togliere il video di presentazione?`}
        text={t`Il video non comparirà più sul tuo profilo e dovrai caricarlo di nuovo per mostrarlo.`}
        yes={t`Togli il video`}
        onConfirm={remove}
        onAnswer={() => setConfirming(false)}
      />
    </div>
  )
}
