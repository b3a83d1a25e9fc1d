/**
 * One video in the studio (a lesson's, or the course's presentation video): the shared uploader
 * (src/shared/ui/video-upload.tsx, driven by machines/upload) with the studio's video calls.
 */
import type { ComponentProps } from 'react'
import type { VideoTarget } from '../../../../contracts/studio/schemas'
import { VideoUpload as SharedVideoUpload } from '../../../shared/ui/video-upload'
import { studioVideoCalls } from '../upload-actors'

export function VideoUpload(
  props: Omit<ComponentProps<typeof SharedVideoUpload>, 'calls' | 'target'> & { target: VideoTarget },
) {
  return <SharedVideoUpload {...props} calls={studioVideoCalls} />
}
