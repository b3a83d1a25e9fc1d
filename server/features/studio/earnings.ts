/**
 * A trainer's earnings (issue 15): the succeeded orders of their courses, as totals, the last 12
 * months per course, per course, and the latest ten. The buyer is shown by first name and initial.
 */
import type { Earnings } from '../../../contracts/studio/schemas.ts'
import type { Db } from '../../core/db/index.ts'
import { trainerCourseTitles } from '../courses/index.ts'
import { courseSales } from '../payments/index.ts'

const MONTHS = 12

/** 'YYYY-MM' of the last `count` months up to `now` (UTC), oldest first. */
export function lastMonths(now: Date, count = MONTHS): string[] {
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1 - index), 1))
    return date.toISOString().slice(0, 7)
  })
}

export async function trainerEarnings(db: Db, trainerId: number, now = new Date()): Promise<Earnings> {
  const own = await trainerCourseTitles(db, trainerId)
  const empty: Earnings = { currency: 'EUR', total_cents: 0, sales: 0, months: [], courses: [], latest: [] }
  const months = lastMonths(now)
  if (own.length === 0)
    return { ...empty, months: months.map((month) => ({ month, total_cents: 0, courses: [] })) }
  const { perCourse, perMonth, latest } = await courseSales(
    db,
    own.map((course) => course.id),
    new Date(`${months[0]}-01T00:00:00Z`),
  )

  const titles = new Map(own.map((course) => [course.id, course.title]))
  const byCourse = new Map(perCourse.map((row) => [row.course_id, row]))
  return {
    currency: 'EUR',
    total_cents: perCourse.reduce((sum, row) => sum + row.cents, 0),
    sales: perCourse.reduce((sum, row) => sum + row.sales, 0),
    months: months.map((key) => {
      const rows = perMonth.filter((row) => row.month === key)
      return {
        month: key,
        total_cents: rows.reduce((sum, row) => sum + row.cents, 0),
        courses: rows.map(({ course_id, cents, sales }) => ({ course_id, cents, sales })),
      }
    }),
    courses: own
      .map((course) => ({
        id: course.id,
        title: course.title,
        total_cents: byCourse.get(course.id)?.cents ?? 0,
        sales: byCourse.get(course.id)?.sales ?? 0,
      }))
      .sort((a, b) => b.total_cents - a.total_cents || a.id - b.id),
    latest: latest.map((row) => ({
      id: row.id,
      course_id: row.course_id,
      course_title: titles.get(row.course_id) ?? '',
      buyer: `${row.first_name} ${row.last_name.slice(0, 1)}.`.trim(),
      amount_cents: row.amount_cents,
      paid_at: (row.paid_at ?? new Date(0)).toISOString(),
    })),
  }
}
