/**
 * Learning (issue 14): what a learner did with a course they follow. Progress is one row per
 * learner and lesson, written every few seconds while a lesson plays, so it is an upsert on the
 * unique pair; learning time is kept per learner, course and day so /myprogress charts weeks
 * without reading every save; a certificate is issued once per learner and course and is found by
 * its public code.
 */
import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, id, updatedAt } from '../../core/db/columns.ts'
import { userRef } from '../../core/db/tables.ts'
import { courses, lessons } from '../courses/tables.ts'

const courseRef = () =>
  integer()
    .notNull()
    .references(() => courses.id, { onDelete: 'cascade' })
const lessonRef = () =>
  integer()
    .notNull()
    .references(() => lessons.id, { onDelete: 'cascade' })

export const lessonProgress = pgTable(
  'lesson_progress',
  {
    id: id(),
    user_id: userRef(),
    course_id: courseRef(),
    lesson_id: lessonRef(),
    /** Where playback resumes, in whole seconds. */
    position_seconds: integer().notNull().default(0),
    /** The furthest point reached: "finished at 90% watched" reads this, not the position. */
    watched_seconds: integer().notNull().default(0),
    finished_at: timestamp({ withTimezone: true }),
    updated_at: updatedAt(),
  },
  (table) => [
    uniqueIndex('lesson_progress_user_lesson_idx').on(table.user_id, table.lesson_id),
    index('lesson_progress_user_course_idx').on(table.user_id, table.course_id, table.updated_at.desc()),
    check(
      'lesson_progress_position_check',
      sql`${table.position_seconds} >= 0 and ${table.watched_seconds} >= 0`,
    ),
  ],
)

export const learningTime = pgTable(
  'learning_time',
  {
    id: id(),
    user_id: userRef(),
    course_id: courseRef(),
    /** The learner's calendar day (UTC). */
    day: date({ mode: 'string' }).notNull(),
    seconds: integer().notNull().default(0),
  },
  (table) => [
    uniqueIndex('learning_time_user_course_day_idx').on(table.user_id, table.course_id, table.day),
    index('learning_time_user_day_idx').on(table.user_id, table.day),
    check('learning_time_seconds_check', sql`${table.seconds} >= 0`),
  ],
)

/** SPEC.md §3 "Lesson note: text", with the video time it was taken at. */
export const lessonNotes = pgTable(
  'lesson_notes',
  {
    id: id(),
    user_id: userRef(),
    course_id: courseRef(),
    lesson_id: lessonRef(),
    text: text().notNull(),
    at_seconds: integer(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [index('lesson_notes_user_lesson_idx').on(table.user_id, table.lesson_id, table.id)],
)

/** Questions and answers among a course's learners and its trainer; an answer has a parent. */
export const coursePosts = pgTable(
  'course_posts',
  {
    id: id(),
    course_id: courseRef(),
    author_id: userRef(),
    parent_id: integer(),
    text: text().notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    index('course_posts_course_idx').on(table.course_id, table.id.desc()),
    index('course_posts_parent_idx').on(table.parent_id),
  ],
)

export const certificates = pgTable(
  'certificates',
  {
    id: id(),
    user_id: userRef(),
    course_id: courseRef(),
    /** Public verification code printed on the PDF. */
    code: text().notNull().unique(),
    /** What the certificate states, fixed when it is issued. */
    learner_name: text().notNull(),
    course_title: text().notNull(),
    trainer_name: text().notNull(),
    /** Whole hours, rounded up (what older clients read); duration_seconds is the course's real length. */
    hours: integer().notNull(),
    duration_seconds: integer().notNull().default(0),
    language: text().$type<'it' | 'en'>().notNull(),
    issued_at: createdAt(),
  },
  (table) => [uniqueIndex('certificates_user_course_idx').on(table.user_id, table.course_id)],
)
