/**
 * `presence-course.{id}`: who is studying a course right now, shown on the lesson player. Open to
 * whoever follows the course (enrolled, its trainer, an admin), as its lessons are.
 */
import { HttpError } from '../../core/http/errors.ts'
import { definePresenceChannel } from '../notifications/index.ts'
import { courseAccess } from './access.ts'

definePresenceChannel('presence-course.', async (db, user, id) => {
  try {
    return (await courseAccess(db, { id }, user)).follows
  } catch (error) {
    // unknown, or unpublished and not theirs (404)
    if (error instanceof HttpError) return false
    throw error
  }
})
