/** The studio's own tables: lessons' and courses' materials (video uploads are media's, media/tables.ts). */
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt, id } from '../../core/db/columns.ts'
import { courses, lessons } from '../courses/tables.ts'

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
