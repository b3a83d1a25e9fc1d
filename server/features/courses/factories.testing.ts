/**
 * Factories of the courses area's rows, for tests (issue 33: factories beside their area): a
 * category, and a published course with its lessons (the first one free) by a trainer.
 */
import type { Db } from '../../core/db/index.ts'
import { createUser, unique } from '../accounts/factories.testing.ts'
import { categories, courses, lessons } from './tables.ts'

export async function createCategory(
  db: Db,
  fields: Partial<typeof categories.$inferInsert> = {},
): Promise<typeof categories.$inferSelect> {
  const key = unique()
  const [category] = await db
    .insert(categories)
    .values({ slug: `category-${key}`, name_it: `Categoria ${key}`, name_en: `Category ${key}`, ...fields })
    .returning()
  return category
}

export interface CourseOptions extends Partial<typeof courses.$inferInsert> {
  /** The trainer's user id; a new trainer when left out. */
  trainer?: number
  /** How many lessons to add (the first one free), default 3. */
  lessonCount?: number
}

export async function createCourse(
  db: Db,
  { trainer, lessonCount = 3, ...fields }: CourseOptions = {},
): Promise<{ course: typeof courses.$inferSelect; lessons: (typeof lessons.$inferSelect)[] }> {
  const key = unique()
  const [course] = await db
    .insert(courses)
    .values({
      slug: `course-${key}`,
      title: `Course ${key}`,
      published_at: new Date(),
      ...fields,
      trainer_id: trainer ?? (await createUser(db, { role: 'trainer' })).user.id,
      category_id: fields.category_id ?? (await createCategory(db)).id,
    })
    .returning()
  const rows =
    lessonCount > 0
      ? await db
          .insert(lessons)
          .values(
            Array.from({ length: lessonCount }, (_, index) => ({
              course_id: course.id,
              position: index + 1,
              title: `Lesson ${index + 1}`,
              duration_seconds: 600,
              free: index === 0,
            })),
          )
          .returning()
      : []
  return { course, lessons: rows }
}
