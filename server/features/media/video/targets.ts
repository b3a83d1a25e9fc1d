/**
 * Upload targets (issue 33): what a video upload is for. Media runs the uploads (tus), the
 * processing and the video routes for every target, but does not know lessons, courses or
 * profiles: the area owning a target registers it here (studio: `lesson`, `course`; profiles:
 * `profile`) with who owns it, what it plays today and to whom, its video state, and what to write
 * when a new package is ready or the video is removed. So media imports none of studio, courses
 * and profiles.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Locale } from '../../../../contracts/core/constants.ts'
import type { UploadTarget, VideoState } from '../../../../contracts/studio/schemas.ts'
import type { Db } from '../../../core/db/index.ts'
import type { VideoUploadRow } from '../tables.ts'

export type UploadKind = UploadTarget['kind']
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export interface UploadTargetHandler {
  /** Who owns the target, whose uploads it takes (null: no such target). */
  owner(db: Db, id: number): Promise<number | null>
  /** The package the target plays today (null: none; undefined: the target is gone). */
  playing(db: Db, id: number): Promise<string | null | undefined>
  /**
   * A condition, true when a target of this kind plays the package at `path` (an SQL expression of
   * the caller's statement): a ready upload keeps counting against its uploader's quota while one does.
   */
  plays(path: SQL): SQL
  /** The target's video state from its latest upload (null: the target is gone). */
  state(
    app: FastifyInstance,
    id: number,
    upload: VideoUploadRow | undefined,
    locale: Locale,
    /** Who a preview URL plays for (the caller, or the uploader a push goes to). */
    viewerId: number,
  ): Promise<VideoState | null>
  /** Points the target at a new package, in the transaction that marks its upload ready. */
  ready(tx: Tx, id: number, video: { path: string; seconds: number }): Promise<void>
  /** Takes the target's video away (its DELETE route), in the transaction that drops its uploads. */
  clear?(tx: Tx, id: number): Promise<void>
  /**
   * What the target's own serving route plays (media's /media/lessons/… and /media/courses/…): its
   * package and whether it is open (a free lesson a visitor's link may play, a published course's
   * video anyone may); undefined: the target is gone. Targets served by their area leave it out.
   */
  served?(db: Db, id: number): Promise<{ path: string | null; open: boolean } | undefined>
  /** What is wrong with a tus creation for this target, field by field (null: nothing). */
  creationProblems?(
    metadata: Record<string, string>,
    length: number,
    maxBytes: number,
    locale: Locale,
  ): Record<string, string[]> | null
}

const targets = new Map<UploadKind, UploadTargetHandler>()

/** Registers the target `kind` (again is the same as once: every app built in a process shares it). */
export function registerUploadTarget(kind: UploadKind, handler: UploadTargetHandler): void {
  targets.set(kind, handler)
}

export function uploadTargetHandler(kind: UploadKind): UploadTargetHandler {
  const handler = targets.get(kind)
  if (!handler) throw new Error(`no upload target "${kind}" is registered (registerUploadTarget)`)
  return handler
}

/** True when any registered target plays the package at `path` (upload-quota.ts's stored bytes). */
export function anyTargetPlays(path: SQL): SQL {
  const conditions = [...targets.values()].map((handler) => handler.plays(path))
  return conditions.length === 0 ? sql`false` : sql`(${sql.join(conditions, sql` or `)})`
}

/** What a target's serving route plays, and whether it is open (undefined: nothing to serve). */
export async function servedVideo(
  kind: UploadKind,
  db: Db,
  id: number,
): Promise<{ path: string | null; open: boolean } | undefined> {
  const served = targets.get(kind)?.served
  return served ? served(db, id) : undefined
}

/** The columns naming an upload's target in `video_uploads`. */
export const uploadColumns = (target: UploadTarget) =>
  target.kind === 'lesson'
    ? { lesson_id: target.id }
    : target.kind === 'course'
      ? { course_id: target.id }
      : { profile_user_id: target.id }

/** What an upload is for. */
export function targetOf(
  row: Pick<VideoUploadRow, 'lesson_id' | 'course_id' | 'profile_user_id'>,
): UploadTarget {
  if (row.lesson_id !== null) return { kind: 'lesson', id: row.lesson_id }
  if (row.course_id !== null) return { kind: 'course', id: row.course_id }
  return { kind: 'profile', id: row.profile_user_id! }
}
