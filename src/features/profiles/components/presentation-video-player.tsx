/**
 * The profile's presentation video as others see it (issue 16), apart from the owner's uploader
 * (presentation-video.tsx) so that a visitor's profile does not download the uploader.
 */
import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import type { PublicProfile } from '../../../../contracts/profiles/profile'

// hls.js comes with the player, only when there is a video to play
const VideoPlayer = lazy(() =>
  import('../../../shared/ui/video-player').then((m) => ({ default: m.LessonVideo })),
)

/** The video as others see it (nothing when there is none). */
export function PresentationVideoPlayer({ profile }: { profile: PublicProfile }) {
  const { t } = useLingui()
  const video = profile.presentation_video
  if (!video) return null
  return (
    <div className="max-w-2xl" data-testid="presentation-video">
      <Suspense fallback={null}>
        <VideoPlayer
          src={video.hls_url}
          title={profile.full_name}
          label={t`Video di presentazione di ${profile.full_name}`}
        />
      </Suspense>
    </div>
  )
}
