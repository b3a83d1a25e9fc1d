/**
 * A course's discount codes (issue 15, the price page; the payments area redeems them at checkout
 * through priceWithCoupon). A trainer creates codes that apply to their own course only, sees how
 * often each was used, and ends one: a code nobody used is removed, a used one expires now so the
 * orders that used it keep pointing at it (written by the payments area: payments/course-coupons.ts).
 */
import type { FastifyPluginAsync } from 'fastify'
import {
  createCourseCoupon,
  deleteCourseCoupon,
  listCourseCoupons,
} from '../../../contracts/studio/endpoints.ts'
import { COUPONS_PER_COURSE, type CourseCoupon } from '../../../contracts/studio/schemas.ts'
import type { Db } from '../../core/db/index.ts'
import { notFound, validationError } from '../../core/http/errors.ts'
import { requestLocale } from '../../core/http/locale.ts'
import { route } from '../../core/http/route.ts'
import { courseOwner } from '../courses/index.ts'
import {
  addCourseCoupon,
  countCourseCoupons,
  couponCourse,
  couponRedemptionCounts,
  courseCoupons,
  endCourseCoupon,
  type CouponRow,
} from '../payments/index.ts'
import { say } from './messages.ts'
import { ownerOf } from './studio.queries.ts'

function toCoupon(row: CouponRow, used: number, now = new Date()): CourseCoupon {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    amount: row.amount,
    valid_until: row.valid_until?.toISOString() ?? null,
    max_redemptions: row.max_redemptions,
    redemptions: used,
    active:
      (!row.valid_until || row.valid_until > now) &&
      (!row.valid_from || row.valid_from <= now) &&
      (row.max_redemptions === null || used < row.max_redemptions),
    created_at: row.created_at.toISOString(),
  }
}

/** The trainer of a coupon's course (null: no such coupon, or not a course's). */
async function couponOwner(db: Db, couponId: number): Promise<number | null> {
  const courseId = await couponCourse(db, couponId)
  return courseId === null ? null : courseOwner(db, courseId)
}

export const couponRoutes: FastifyPluginAsync = async (app) => {
  const ownsCourse = ownerOf(courseOwner)

  route(
    app,
    listCourseCoupons,
    async ({ params }) => {
      const rows = await courseCoupons(app.db, params.id)
      const used = await couponRedemptionCounts(
        app.db,
        rows.map((row) => row.id),
      )
      return { data: rows.map((row) => toCoupon(row, used.get(row.id) ?? 0)) }
    },
    ownsCourse,
  )

  route(
    app,
    createCourseCoupon,
    async ({ params, body, request, reply }) => {
      const locale = requestLocale(request)
      if ((await countCourseCoupons(app.db, params.id)) >= COUPONS_PER_COURSE)
        throw validationError({ code: [say('tooManyCoupons', locale, { max: COUPONS_PER_COURSE })] }, locale)
      const validUntil = body.valid_until ? new Date(body.valid_until) : null
      if (validUntil && validUntil <= new Date())
        throw validationError({ valid_until: [say('couponPast', locale)] }, locale)
      const row = await addCourseCoupon(app.db, params.id, {
        code: body.code,
        kind: body.kind,
        amount: body.amount,
        valid_until: validUntil,
        max_redemptions: body.max_redemptions ?? null,
      })
      if (!row) throw validationError({ code: [say('couponTaken', locale)] }, locale)
      reply.code(201)
      return { data: toCoupon(row, 0) }
    },
    ownsCourse,
  )

  route(
    app,
    deleteCourseCoupon,
    async ({ params, reply }) => {
      if (!(await endCourseCoupon(app.db, params.id))) throw notFound()
      return reply.code(204).send()
    },
    ownerOf(couponOwner),
  )
}
