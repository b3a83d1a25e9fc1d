/**
 * Courses as outlines, for other areas' demo data (issue 33: reads go through the owner's face):
 * social's seed writes learners' posts about a course and one of its lessons.
 */
import { asc } from 'drizzle-orm'
import type { Db } from '../../core/db/index.ts'
import { courses, lessons } from './tables.ts'

export type CourseOutline = { id: number; title: string; language: 'it' | 'en'; lessons: string[] }

/** Every course by id, with its lessons' titles in their order. */
export async function courseOutlines(db: Pick<Db, 'select'>): Promise<CourseOutline[]> {
  const courseRows = await db
    .select({ id: courses.id, title: courses.title, language: courses.language })
    .from(courses)
    .orderBy(asc(courses.id))
  const lessonRows = await db
    .select({ course: lessons.course_id, title: lessons.title })
    .from(lessons)
    .orderBy(asc(lessons.course_id), asc(lessons.position))
  return courseRows.map((course) => ({
    ...course,
    lessons: lessonRows.filter((lesson) => lesson.course === course.id).map((lesson) => lesson.title),
  }))
}
