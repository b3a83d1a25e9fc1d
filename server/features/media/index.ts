/**
 * What the media area offers other areas (issue 33: an area's public face): upload targets to
 * register (a lesson's, a course's, a profile's video), the video routes of a target, the video
 * states and latest uploads, the HLS files, and the stored files' storage.
 */
export { processImage, sniff } from './files.ts'
export {
  registerDocumentGrant,
  registerDocumentShelf,
  type DocumentGrant,
  type DocumentShelf,
} from './document-readers.ts'
export { mediaUrl, toMedia } from './media.ts'
export { storageFor, type MediaStorage } from './storage.ts'
export { serveImmutableWebp } from './webp-route.ts'
export { DEMO_CLIPS, DEMO_SECONDS, HLS_FILE } from './video/hls.ts'
export { sendHlsFile, videoDir } from './video/lesson-videos.ts'
export { presentationVideoUrl } from './video/presentation-videos.ts'
export { removePackage } from './video/processing.ts'
export { registerUploadTarget, type Tx, type UploadKind, type UploadTargetHandler } from './video/targets.ts'
export {
  latestCourseUpload,
  latestProfileUpload,
  latestUploads,
  profileVideoState,
  promoVideoState,
  videoState,
  // for the area deleting a target (in its transaction): video_uploads names lessons and courses
  // without a foreign key, so nothing cascades from them
  dropUploads as dropTargetUploads,
} from './video/video-state.ts'
export { ownedTarget, videoTargetRoutes } from './video/video.routes.ts'
export type { VideoUploadRow } from './tables.ts'
// a stored file's owner and kind, and a read view of the files (jobs' CVs)
export { mediaFileOf, mediaFileView } from './file-reads.ts'
// who owns which file in which collection (profiles' completion counts), a profile's documents
export { mediaCollectionView, profileDocumentRowsOf } from './collection-reads.ts'
