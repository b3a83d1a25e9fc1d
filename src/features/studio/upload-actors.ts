/**
 * The studio's video calls for the shared upload actors (src/shared/lib/upload-actors.ts): a
 * lesson's video state and retry, or a course's presentation video's.
 */
import type { VideoTarget } from '../../../contracts/studio/schemas'
import type { VideoStateCalls } from '../../shared/lib/upload-actors'
import { fetchVideo, retryVideo } from './api'

export const studioVideoCalls: VideoStateCalls = {
  fetchVideo: (target) => fetchVideo(target as VideoTarget),
  retryVideo: (target) => retryVideo(target as VideoTarget),
}
