/** Uploaded files (SPEC.md §7 media): the bytes live under DATA_DIR/media, the row says whose and what. */
import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import type { MediaCollection } from '../../../contracts/media/schemas.ts'
import { createdAt, id, updatedAt } from '../../core/db/columns.ts'
import { userRef, users } from '../../core/db/tables.ts'

export const media = pgTable(
  'media',
  {
    id: id(),
    owner_id: userRef(),
    collection: text().$type<MediaCollection>().notNull(),
    mime: text().$type<'image/webp' | 'application/pdf'>().notNull(),
    size: integer().notNull(),
    width: integer(),
    height: integer(),
    name: text().notNull(),
    /** Relative to DATA_DIR/media: a random name, never the user's. */
    path: text().notNull(),
    created_at: createdAt(),
  },
  (table) => [index('media_owner_idx').on(table.owner_id, table.collection)],
)
export type MediaRow = typeof media.$inferSelect

/**
 * Video uploads (issue 15; media's since issue 33, the same SQL table): one row per tus upload of
 * an upload target's video (a lesson's, a course's or a profile's presentation video, see
 * video/targets.ts), from its creation to a playable HLS package or a failure with its reason. The
 * video state is the target's latest row; what the target plays (`lessons.video_path`,
 * `courses.presentation_video_path`, `profiles.presentation_video_path`) changes only when an
 * upload is ready, so a failed or unfinished attempt never takes away the video that plays today.
 * A lesson or a course is no foreign key here (media depends on no area that uses it): the studio,
 * which deletes lessons, drops a deleted lesson's uploads with it (dropTargetUploads).
 */
export const videoUploads = pgTable(
  'video_uploads',
  {
    /** The tus upload id (also its file name in DATA_DIR/uploads). */
    id: text().primaryKey(),
    /** The lesson whose video it is; or, with course_id instead, a course's presentation video. */
    lesson_id: integer(),
    course_id: integer(),
    /** Or, with neither of those, the presentation video of this user's profile (issue 16). */
    profile_user_id: integer().references(() => users.id, { onDelete: 'cascade' }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    file_name: text().notNull(),
    title: text(),
    size: bigint({ mode: 'number' }).notNull(),
    /** uploading → uploaded → processing → ready | failed */
    status: text().$type<'uploading' | 'uploaded' | 'processing' | 'ready' | 'failed'>().notNull(),
    /** 0–100 of the processing. */
    progress: integer().notNull().default(0),
    /** Why it failed: a key of media's messages (not_video, corrupt, transcode, missing). */
    error: text(),
    /** The detail for support (ffmpeg's last words); never shown to the trainer. */
    error_detail: text(),
    duration_seconds: integer(),
    /** The HLS package's name under DATA_DIR/media/hls once ready. */
    output: text(),
    processing_started_at: timestamp({ withTimezone: true }),
    finished_at: timestamp({ withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    index('video_uploads_lesson_idx').on(table.lesson_id, table.created_at.desc()),
    index('video_uploads_course_idx').on(table.course_id, table.created_at.desc()),
    index('video_uploads_profile_idx').on(table.profile_user_id, table.created_at.desc()),
    check(
      'video_uploads_target_check',
      sql`num_nonnulls(${table.lesson_id}, ${table.course_id}, ${table.profile_user_id}) = 1`,
    ),
    check(
      'video_uploads_status_check',
      sql`${table.status} in ('uploading', 'uploaded', 'processing', 'ready', 'failed')`,
    ),
    check('video_uploads_progress_check', sql`${table.progress} between 0 and 100`),
  ],
)
export type VideoUploadRow = typeof videoUploads.$inferSelect
