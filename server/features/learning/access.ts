/**
 * Who may open a lesson, in one place (issue 14): anyone a free preview; the rest whoever follows
 * the course — enrolled (course_enrolments, whatever paid for it), its trainer, an admin. A course
 * that is not published does not exist for anyone but its trainer and admins.
 */
import type { Db } from '../../core/db/index.ts'
import type { UserRow } from '../../core/db/tables.ts'
import { HttpError, notFound, unauthenticated } from '../../core/http/errors.ts'
import { findCourse, isEnrolled, type CourseRow } from '../courses/index.ts'
import { say } from './messages.ts'
import type { Locale } from '../../../contracts/core/constants.ts'

export type Viewer = Pick<UserRow, 'id' | 'roles'> | null

export interface CourseAccess {
  course: CourseRow
  /** The viewer follows the course: every lesson opens. */
  follows: boolean
}

/** The course as the viewer may see it, or 404 (unknown, or unpublished and not theirs). */
export async function courseAccess(
  db: Db,
  where: { id: number } | { slug: string },
  viewer: Viewer,
): Promise<CourseAccess> {
  const course = await findCourse(db, where)
  if (!course) throw notFound()
  const staff = viewer !== null && (viewer.roles.includes('admin') || course.trainer_id === viewer.id)
  if (!course.published_at && !staff) throw notFound()
  if (staff) return { course, follows: true }
  if (!viewer) return { course, follows: false }
  return { course, follows: await isEnrolled(db, viewer.id, course.id) }
}

/** Enrolled in the course, whatever paid for it: the courses area's (enrolments are its rows). */
export { isEnrolled }

/**
 * Refuses a lesson the viewer may not open: 401 for a visitor (the SPA opens the login prompt),
 * 403 for a user who does not follow the course (the SPA goes to the course's buy page).
 */
export function assertCanOpen(
  access: CourseAccess,
  lesson: { free: boolean },
  viewer: Viewer,
  locale: Locale,
) {
  if (access.follows || lesson.free) return
  if (!viewer) throw unauthenticated()
  throw new HttpError(403, say('notEnrolled', locale))
}

/** Writing progress and notes needs the course to be the viewer's, free previews included. */
export function assertFollows(access: CourseAccess, locale: Locale) {
  if (!access.follows) throw new HttpError(403, say('notEnrolled', locale))
}
