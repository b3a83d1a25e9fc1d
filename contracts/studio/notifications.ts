/** A course's review (issue 35): sent to the admins' queue, then published or sent back to its trainer. */
import * as v from 'valibot'
import { defineNotifications, linkTo, linkWithId } from '../core/notifications'

const course = { course_id: v.number(), title: v.string() }

export const STUDIO_NOTIFICATIONS = defineNotifications('studio', {
  /** To every admin: a trainer sent a course for review; it leads to the queue. */
  courseSubmitted: {
    type: 'course_submitted',
    data: v.strictObject(course),
    link: linkTo('dev-course-reviews'),
  },
  /** To the trainer: an admin published the course; it leads to the course in the studio. */
  courseApproved: {
    type: 'course_approved',
    data: v.strictObject(course),
    link: linkWithId('instructor-course-id', 'course_id'),
  },
  /** To the trainer: an admin sent the course back, saying why. */
  courseRejected: {
    type: 'course_rejected',
    data: v.strictObject({ ...course, reason: v.string() }),
    link: linkWithId('instructor-course-id', 'course_id'),
  },
})

export default STUDIO_NOTIFICATIONS
