/**
 * A video's state as its owner sees it (uploading → uploaded → processing (n%) → ready | failed,
 * or what plays today when no upload is under way), and the latest uploads it is read from; for
 * each kind of target (a lesson's video, a course's and a profile's presentation video).
 */
import { desc, eq, inArray, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Locale } from '../../../../contracts/core/constants.ts'
import type { UploadTarget, VideoState } from '../../../../contracts/studio/schemas.ts'
import type { Db } from '../../../core/db/index.ts'
import { preparedQuery } from '../../../core/db/prepared.ts'
import { say } from '../messages.ts'
import { videoUploads, type VideoUploadRow as UploadRow } from '../tables.ts'
import { lessonVideoUrl } from './lesson-videos.ts'
import { presentationVideoUrl } from './presentation-videos.ts'
import type { Tx } from './targets.ts'

const NO_VIDEO: VideoState = {
  status: 'none',
  progress: 0,
  duration_seconds: null,
  hls_url: null,
  poster_url: null,
  error: null,
  upload_id: null,
  file_name: null,
}

/** What plays today: its playlist (and poster) and duration, whatever upload is under way. */
interface Playing {
  playlist: string | null
  poster: string | null
  durationSeconds: number | null
}

/** A video's state from what plays today and its latest upload (the upload's story wins). */
function toVideoState(playing: Playing, upload: UploadRow | undefined, locale: Locale): VideoState {
  if (!upload) {
    return playing.playlist
      ? {
          ...NO_VIDEO,
          status: 'ready',
          progress: 100,
          duration_seconds: playing.durationSeconds,
          hls_url: playing.playlist,
          poster_url: playing.poster,
        }
      : NO_VIDEO
  }
  const ready = upload.status === 'ready'
  return {
    status: upload.status,
    progress: ready ? 100 : upload.progress,
    duration_seconds: upload.duration_seconds,
    hls_url: ready ? playing.playlist : null,
    poster_url: ready ? playing.poster : null,
    error:
      upload.status === 'failed'
        ? say(`video_${upload.error ?? 'transcode'}` as VideoErrorKey, locale)
        : null,
    upload_id: upload.id,
    file_name: upload.file_name,
  }
}

/** The video state of a lesson from its latest upload (or its demo/earlier video when it has none). */
export function videoState(
  app: FastifyInstance,
  lesson: { id: number; video_path: string | null; duration_seconds: number | null },
  upload: UploadRow | undefined,
  locale: Locale,
  /** Who the preview URL plays for (the caller, or the uploader a push goes to). */
  viewerId: number,
): VideoState {
  const playable = lessonVideoUrl(app, lesson, { id: viewerId })
  const poster =
    playable && lesson.video_path?.startsWith('hls/')
      ? playable.playlist.replace('/index.m3u8?', '/poster.jpg?')
      : null
  const playing = {
    playlist: playable?.playlist ?? null,
    poster,
    durationSeconds: lesson.video_path ? lesson.duration_seconds : null,
  }
  return toVideoState(playing, upload, locale)
}

/** The state of a course's presentation video (served at /media/courses/:id/…, to its trainer before publication). */
export function promoVideoState(
  course: { id: number; presentation_video_path: string | null },
  upload: UploadRow | undefined,
  locale: Locale,
): VideoState {
  const playable = presentationVideoUrl(course)
  const poster =
    playable && course.presentation_video_path?.startsWith('hls/')
      ? `/media/courses/${course.id}/poster.jpg`
      : null
  return toVideoState(
    { playlist: playable?.playlist ?? null, poster, durationSeconds: upload?.duration_seconds ?? null },
    upload,
    locale,
  )
}

/**
 * The state of a profile's presentation video (issue 16), served at /media/profiles/:userId/…
 * under the profile's own visibility (server/features/profiles/presentation-video.ts).
 */
export function profileVideoState(
  profile: { user_id: number; presentation_video_path: string | null },
  upload: UploadRow | undefined,
  locale: Locale,
): VideoState {
  const base = `/media/profiles/${profile.user_id}`
  const path = profile.presentation_video_path
  return toVideoState(
    {
      playlist: path ? `${base}/index.m3u8` : null,
      poster: path?.startsWith('hls/') ? `${base}/poster.jpg` : null,
      durationSeconds: upload?.duration_seconds ?? null,
    },
    upload,
    locale,
  )
}

/** The latest upload of a profile's presentation video. */
const latestProfileUploadOf = preparedQuery((db) =>
  db
    .select()
    .from(videoUploads)
    .where(eq(videoUploads.profile_user_id, sql.placeholder('userId')))
    .orderBy(desc(videoUploads.created_at), desc(videoUploads.id))
    .limit(1)
    .prepare('latest_profile_upload'),
)

/** Built once (core/db/prepared.ts): the owner's /me reads it on every visit. */
export async function latestProfileUpload(db: Db, userId: number): Promise<UploadRow | undefined> {
  const [row] = await latestProfileUploadOf(db).execute({ userId })
  return row
}

/** The latest upload of a course's presentation video. */
export async function latestCourseUpload(db: Db, courseId: number): Promise<UploadRow | undefined> {
  const [row] = await db
    .select()
    .from(videoUploads)
    .where(eq(videoUploads.course_id, courseId))
    .orderBy(desc(videoUploads.created_at), desc(videoUploads.id))
    .limit(1)
  return row
}

export type VideoErrorKey =
  | 'video_not_video'
  | 'video_corrupt'
  | 'video_too_long'
  | 'video_streams'
  | 'video_codec'
  | 'video_transcode'
  | 'video_missing'

/** The latest upload of each lesson. */
export async function latestUploads(db: Db, lessonIds: number[]): Promise<Map<number, UploadRow>> {
  if (lessonIds.length === 0) return new Map()
  const rows = await db
    .selectDistinctOn([videoUploads.lesson_id])
    .from(videoUploads)
    .where(inArray(videoUploads.lesson_id, lessonIds))
    .orderBy(videoUploads.lesson_id, desc(videoUploads.created_at), desc(videoUploads.id))
  return new Map(rows.map((row) => [row.lesson_id!, row]))
}

/** The latest upload of any target. */
export async function latestUpload(db: Db, target: UploadTarget): Promise<UploadRow | undefined> {
  if (target.kind === 'profile') return latestProfileUpload(db, target.id)
  if (target.kind === 'course') return latestCourseUpload(db, target.id)
  return (await latestUploads(db, [target.id])).get(target.id)
}

/** Drops every upload of a target (its video is removed). */
export async function dropUploads(tx: Tx, target: UploadTarget): Promise<void> {
  const column =
    target.kind === 'lesson'
      ? videoUploads.lesson_id
      : target.kind === 'course'
        ? videoUploads.course_id
        : videoUploads.profile_user_id
  await tx.delete(videoUploads).where(eq(column, target.id))
}
