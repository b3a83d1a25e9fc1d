/**
 * Video uploads (issue 15): one row per tus upload of a lesson's video, a course's presentation
 * video or (issue 16) a profile's presentation video, from its creation to a playable HLS package or a failure with its reason. The video state
 * is the target's latest row; `lessons.video_path` (`courses.presentation_video_path`,
 * `profiles.presentation_video_path`) changes only
 * when an upload is ready, so a failed or unfinished attempt never takes away the video that plays
 * today.
 */
import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt, id, updatedAt } from '../../core/db/columns.ts'
import { users } from '../../core/db/tables.ts'
import { courses, lessons } from '../courses/tables.ts'

export const videoUploads = pgTable(
  'video_uploads',
  {
    /** The tus upload id (also its file name in DATA_DIR/uploads). */
    id: text().primaryKey(),
    /** The lesson whose video it is; or, with course_id instead, a course's presentation video. */
    lesson_id: integer().references(() => lessons.id, { onDelete: 'cascade' }),
    course_id: integer().references(() => courses.id, { onDelete: 'cascade' }),
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
    /** Why it failed: a key of the studio's messages (not_video, corrupt, transcode, missing). */
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

/**
 * Downloadable materials (issue 15) of a lesson or, with course_id instead, of the whole course:
 * the bytes live where media keeps its files (DATA_DIR/media or the S3 bucket) under a random
 * stored name; the type was read from the bytes.
 */
export const lessonMaterials = pgTable(
  'lesson_materials',
  {
    id: id(),
    lesson_id: integer().references(() => lessons.id, { onDelete: 'cascade' }),
    course_id: integer().references(() => courses.id, { onDelete: 'cascade' }),
    file_name: text().notNull(),
    stored_name: text().notNull().unique(),
    mime: text().notNull(),
    size: integer().notNull(),
    created_at: createdAt(),
  },
  (table) => [
    index('lesson_materials_lesson_idx').on(table.lesson_id, table.id),
    index('lesson_materials_course_idx').on(table.course_id, table.id),
    check('lesson_materials_target_check', sql`(${table.lesson_id} is null) <> (${table.course_id} is null)`),
  ],
)
