/**
 * Processing an uploaded video (issue 15) — a lesson's, a course's or (issue 16) a profile's
 * presentation video, whatever upload target (targets.ts) it is for — as the `video_transcode`
 * job: probe the bytes (what is not a video fails with that reason, whatever its name), transcode
 * to HLS renditions with a poster, then point the target at the new package (its area's `ready`)
 * in the transaction that marks the upload ready. Every step is written to
 * the upload's row and pushed to the trainer's private channel, so the studio shows
 * uploaded → processing (n%) → ready | failed live, and the API answers the same to a reload.
 * A failure is an outcome, not an exception: the row says why and the trainer may retry. A process
 * that dies mid-job leaves the row in processing; the next start sends it again (resumeStuck).
 */
import { createWriteStream, existsSync } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { and, eq, inArray, lt, or, isNull } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Locale } from '../../../../contracts/core/constants.ts'
import {
  targetKey,
  VIDEO_STATUS_EVENT,
  type UploadTarget,
  type VideoState,
} from '../../../../contracts/studio/schemas.ts'
import { users } from '../../../core/db/tables.ts'
import { HttpError, notFound } from '../../../core/http/errors.ts'
import { say } from '../messages.ts'
import { videoUploads, type VideoUploadRow as UploadRow } from '../tables.ts'
import { ffmpegBinary, FfmpegError } from './hls.ts'
import { targetOf, uploadTargetHandler } from './targets.ts'
import { ffprobeBinary, probeVideo, transcodeToHls, VideoRejected } from './transcode.ts'
import type { UploadStore } from './upload-store.ts'
import { latestUpload } from './video-state.ts'

export const TRANSCODE_QUEUE = 'video_transcode'

/** The target's current video state (null: the lesson, course or profile is gone). */
export async function targetVideoState(
  app: FastifyInstance,
  target: UploadTarget,
  locale: Locale,
  /** Who a lesson's preview URL plays for. */
  viewerId = 0,
): Promise<VideoState | null> {
  const upload = await latestUpload(app.db, target)
  return uploadTargetHandler(target.kind).state(app, target.id, upload, locale, viewerId)
}

/** The target's video state for its owner's calls; 404 when the target does not exist. */
export async function requireVideoState(
  app: FastifyInstance,
  target: UploadTarget,
  locale: Locale,
  viewerId = 0,
): Promise<{ data: VideoState }> {
  const video = await targetVideoState(app, target, locale, viewerId)
  if (!video) throw notFound()
  return { data: video }
}

/**
 * Processes a target's failed upload again (its bytes are kept): 409 when its latest upload has
 * not failed, else back to uploaded, pushed to the uploader and queued for the transcoding job.
 */
export async function retryUpload(app: FastifyInstance, latest: UploadRow | undefined, locale: Locale) {
  if (!latest || latest.status !== 'failed') throw new HttpError(409, say('nothingToRetry', locale))
  await app.db
    .update(videoUploads)
    .set({ status: 'uploaded', progress: 0, error: null, error_detail: null, updated_at: new Date() })
    .where(eq(videoUploads.id, latest.id))
  await pushVideoState(app, latest)
  await app.jobs.send(TRANSCODE_QUEUE, { uploadId: latest.id })
}

/** Pushes the target's current video state to its uploader (the error in their language). */
export async function pushVideoState(app: FastifyInstance, upload: UploadRow): Promise<void> {
  const [user] = await app.db.select({ locale: users.locale }).from(users).where(eq(users.id, upload.user_id))
  const target = targetOf(upload)
  const video = await targetVideoState(app, target, user?.locale ?? 'it', upload.user_id)
  if (!video) return
  await app.notifications.push(upload.user_id, VIDEO_STATUS_EVENT, {
    [targetKey(target)]: target.id,
    video,
  })
}

async function update(app: FastifyInstance, id: string, values: Partial<UploadRow>) {
  await app.db
    .update(videoUploads)
    .set({ ...values, updated_at: new Date() })
    .where(eq(videoUploads.id, id))
}

async function fail(app: FastifyInstance, row: UploadRow, reason: string, detail: string) {
  app.log.warn(
    { upload: row.id, target: targetOf(row), reason, detail: detail.slice(0, 500) },
    'video failed',
  )
  await update(app, row.id, {
    status: 'failed',
    error: reason,
    error_detail: detail.slice(0, 4000),
    finished_at: new Date(),
  })
  await pushVideoState(app, row)
}

/** A local file holding the upload's bytes: the file store's own file, or a copy from S3. */
async function localSource(
  app: FastifyInstance,
  store: UploadStore,
  id: string,
): Promise<{ file: string; temporary: boolean } | null> {
  if (store.kind === 'disk') {
    const file = path.join(store.directory, id)
    return existsSync(file) ? { file, temporary: false } : null
  }
  const dir = path.resolve(app.config.dataDir, 'tmp')
  await mkdir(dir, { recursive: true })
  const file = path.join(dir, `upload-${id}`)
  try {
    await pipeline(await store.datastore.read(id), createWriteStream(file))
    return { file, temporary: true }
  } catch {
    await rm(file, { force: true })
    return null
  }
}

export async function processUpload(
  app: FastifyInstance,
  store: UploadStore,
  uploadId: string,
): Promise<void> {
  const [row] = await app.db.select().from(videoUploads).where(eq(videoUploads.id, uploadId))
  if (!row || row.status === 'ready' || row.status === 'uploading') return
  const target = targetOf(row)
  const before = await playingPath(app, target)
  if (before === undefined) return
  await update(app, row.id, {
    status: 'processing',
    progress: 0,
    error: null,
    error_detail: null,
    processing_started_at: new Date(),
  })
  await pushVideoState(app, row)

  const source = await localSource(app, store, row.id)
  if (!source) return fail(app, row, 'missing', `no bytes for upload ${row.id}`)
  try {
    const limits = app.config.videoLimits
    const probe = await probeVideo(ffprobeBinary(app.config.ffprobePath), source.file, {
      memoryMb: limits.memoryMb,
      nice: limits.nice,
      seconds: limits.maxSeconds,
    })
    const outDir = path.resolve(app.config.dataDir, 'media', 'hls', row.id)
    let lastWrite = 0
    let writing: Promise<void> = Promise.resolve()
    await transcodeToHls(
      ffmpegBinary(app.config.ffmpegPath),
      source.file,
      outDir,
      probe,
      (percent) => {
        const now = Date.now()
        if (now - lastWrite < 500) return
        lastWrite = now
        writing = writing
          .then(() => update(app, row.id, { progress: percent }))
          .then(() => pushVideoState(app, row))
          .catch(() => {})
      },
      limits,
    )
    await writing
    const previous = await playingPath(app, target)
    const seconds = Math.max(1, Math.round(probe.durationSeconds))
    await app.db.transaction(async (tx) => {
      await tx
        .update(videoUploads)
        .set({
          status: 'ready',
          progress: 100,
          duration_seconds: Math.round(probe.durationSeconds),
          output: row.id,
          finished_at: new Date(),
          updated_at: new Date(),
        })
        .where(eq(videoUploads.id, row.id))
      await uploadTargetHandler(target.kind).ready(tx, target.id, { path: `hls/${row.id}`, seconds })
    })
    await pushVideoState(app, row)
    // the package played before is no longer reachable
    await removePackage(app, previous, row.id)
    // the source has been packaged: its bytes are not needed any more
    await store.discard(row.id)
  } catch (error) {
    if (error instanceof VideoRejected) return fail(app, row, error.reason, error.detail)
    if (error instanceof FfmpegError) return fail(app, row, 'transcode', error.message)
    throw error
  } finally {
    if (source.temporary) await rm(source.file, { force: true })
  }
}

/** The package the target plays today (null: none; undefined: the target is gone). */
const playingPath = (app: FastifyInstance, target: UploadTarget) =>
  uploadTargetHandler(target.kind).playing(app.db, target.id)

/** Deletes an uploaded HLS package (demo clips are not ours to delete), unless it is `keep`. */
export async function removePackage(
  app: FastifyInstance,
  videoPath: string | null | undefined,
  keep?: string,
) {
  const old = videoPath?.match(/^hls\/([A-Za-z0-9_-]+)$/)?.[1]
  if (old && old !== keep)
    await rm(path.resolve(app.config.dataDir, 'media', 'hls', old), { recursive: true, force: true })
}

/**
 * Uploads a process left half-done (it stopped while they waited or were being processed): sent
 * to the queue again. Processing is idempotent, so a job that also survived does no harm.
 */
export async function resumeStuck(app: FastifyInstance, startedBefore: Date): Promise<number> {
  const stuck = await app.db
    .select({ id: videoUploads.id })
    .from(videoUploads)
    .where(
      and(
        inArray(videoUploads.status, ['uploaded', 'processing']),
        or(isNull(videoUploads.processing_started_at), lt(videoUploads.processing_started_at, startedBefore)),
      ),
    )
  for (const { id } of stuck) await app.jobs.send(TRANSCODE_QUEUE, { uploadId: id })
  return stuck.length
}
