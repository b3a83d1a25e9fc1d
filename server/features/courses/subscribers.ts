/**
 * What the courses area does when payments publishes (core/domain-events.ts; issue 33): a paid
 * course order enrols its buyer, a refunded one takes the enrolment away, in the transaction that
 * records the payment or the refund. One enrolment per user and course (the unique key), so an
 * order paid once enrols once, whichever path (buy call, webhook, transfer) settles it.
 */
import { and, eq } from 'drizzle-orm'
import { defineSubscribers } from '../../core/domain-events.ts'
import { courseEnrolments } from './tables.ts'

export default defineSubscribers({
  'order.paid': async (order, { tx }) => {
    if (order.product_type !== 'course') return
    await tx
      .insert(courseEnrolments)
      .values({ user_id: order.user_id, course_id: order.product_id, order_id: order.order_id })
      .onConflictDoNothing()
  },
  'order.refunded': async (order, { tx }) => {
    if (order.product_type !== 'course') return
    await tx
      .delete(courseEnrolments)
      .where(
        and(eq(courseEnrolments.user_id, order.user_id), eq(courseEnrolments.course_id, order.product_id)),
      )
  },
})
