/**
 * The learner's own view of their learning (issue 14): every course they follow with its progress
 * and last lesson, learning time per ISO week (UTC) for the chart of /myprogress, and the
 * certificate of a finished course, issued once with a public verification code.
 */
import { randomInt } from 'node:crypto'
import { and, asc, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm'
import {
  LEARNING_WEEKS,
  type CertificateCheck,
  type LearningWeek,
  type MyCourseProgress,
  type MyProducts,
  type MyProgress,
} from '../../../contracts/learning/schemas.ts'
import type { Db } from '../../core/db/index.ts'
import { users } from '../../core/db/tables.ts'
import { courseView, enrolmentView, isEnrolled, lessonView } from '../courses/index.ts'
import { finishedIds, percentOf } from './lessons.ts'
import { certificates, learningTime, lessonProgress } from './tables.ts'
import { featureProductsOf, orderView, type FeatureFlag } from '../payments/index.ts'
import type { Locale } from '../../../contracts/core/constants.ts'

/** Monday of the ISO week of `date` (UTC), as YYYY-MM-DD. */
export function weekOf(date: Date): string {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()))
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7))
  return day.toISOString().slice(0, 10)
}

export async function myProgress(db: Db, userId: number, now = new Date()): Promise<MyProgress> {
  const enrolment = enrolmentView('enrolment')
  const course = courseView('course')
  const lesson = lessonView('lesson')
  const followed = await db
    .select({ id: course.id, slug: course.slug, title: course.title, cover_url: course.cover_url })
    .from(enrolment)
    .innerJoin(course, eq(course.id, enrolment.course_id))
    .where(eq(enrolment.user_id, userId))
    .orderBy(desc(enrolment.created_at), desc(enrolment.id))
  const ids = followed.map((course) => course.id)
  const [totals, finished, lastLessons] = ids.length
    ? await Promise.all([
        db
          .select({ course_id: lesson.course_id, n: sql<number>`count(*)::int` })
          .from(lesson)
          .where(inArray(lesson.course_id, ids))
          .groupBy(lesson.course_id),
        db
          .select({ course_id: lessonProgress.course_id, n: sql<number>`count(*)::int` })
          .from(lessonProgress)
          .where(
            and(
              eq(lessonProgress.user_id, userId),
              inArray(lessonProgress.course_id, ids),
              isNotNull(lessonProgress.finished_at),
            ),
          )
          .groupBy(lessonProgress.course_id),
        db
          .selectDistinctOn([lessonProgress.course_id], {
            course_id: lessonProgress.course_id,
            id: lesson.id,
            title: lesson.title,
            at: lessonProgress.updated_at,
          })
          .from(lessonProgress)
          .innerJoin(lesson, eq(lesson.id, lessonProgress.lesson_id))
          .where(and(eq(lessonProgress.user_id, userId), inArray(lessonProgress.course_id, ids)))
          .orderBy(lessonProgress.course_id, desc(lessonProgress.updated_at), desc(lessonProgress.id)),
      ])
    : [[], [], []]
  const count = (rows: { course_id: number; n: number }[]) =>
    new Map(rows.map((row) => [row.course_id, row.n]))
  const total = count(totals)
  const done = count(finished)
  const last = new Map(lastLessons.map((row) => [row.course_id, row]))
  const courseRows: MyCourseProgress[] = followed.map((course) => {
    const lessonsTotal = total.get(course.id) ?? 0
    const lessonsFinished = done.get(course.id) ?? 0
    const lesson = last.get(course.id)
    return {
      course_id: course.id,
      slug: course.slug,
      title: course.title,
      cover_url: course.cover_url,
      lessons_total: lessonsTotal,
      lessons_finished: lessonsFinished,
      progress_percent: percentOf(lessonsFinished, lessonsTotal),
      last_lesson: lesson ? { id: lesson.id, title: lesson.title, at: lesson.at.toISOString() } : null,
      completed: lessonsTotal > 0 && lessonsFinished >= lessonsTotal,
    }
  })

  const weeks: LearningWeek[] = []
  const current = new Date(`${weekOf(now)}T00:00:00Z`)
  for (let back = LEARNING_WEEKS - 1; back >= 0; back--) {
    const monday = new Date(current)
    monday.setUTCDate(monday.getUTCDate() - back * 7)
    weeks.push({ week: monday.toISOString().slice(0, 10), seconds: 0 })
  }
  const days = await db
    .select({ day: learningTime.day, seconds: sql<number>`sum(${learningTime.seconds})::int` })
    .from(learningTime)
    .where(and(eq(learningTime.user_id, userId), gte(learningTime.day, weeks[0].week)))
    .groupBy(learningTime.day)
  const byWeek = new Map(weeks.map((week) => [week.week, week]))
  for (const { day, seconds } of days) {
    const week = byWeek.get(weekOf(new Date(`${day}T00:00:00Z`)))
    if (week) week.seconds += seconds
  }
  return { courses: courseRows, weeks }
}

// ---------------------------------------------------------------------------------------------
// Certificates

/**
 * What the user owns: every course they are enrolled in (with how far they are, from
 * myProgress) and every extra feature switched on for them, named in their language.
 */
export async function myProducts(db: Db, userId: number, locale: Locale): Promise<MyProducts> {
  const enrolment = enrolmentView('enrolment')
  const order = orderView('paid_by')
  const [progress, owned, [user]] = await Promise.all([
    myProgress(db, userId),
    db
      .select({
        course_id: enrolment.course_id,
        since: enrolment.created_at,
        amount: order.amount_cents,
      })
      .from(enrolment)
      .leftJoin(order, eq(order.id, enrolment.order_id))
      .where(eq(enrolment.user_id, userId)),
    db.select({ features: users.features }).from(users).where(eq(users.id, userId)),
  ])
  const since = new Map(owned.map((row) => [row.course_id, row] as const))
  const flags = Object.entries(user?.features ?? {})
    .filter(([, on]) => on === true)
    .map(([flag]) => flag)
  const products = flags.length ? await featureProductsOf(db, flags as FeatureFlag[]) : []
  const product = new Map(products.map((row) => [row.flag as string, row]))
  return {
    courses: progress.courses.map((course) => ({
      course_id: course.course_id,
      slug: course.slug,
      title: course.title,
      cover_url: course.cover_url,
      since: (since.get(course.course_id)?.since ?? new Date(0)).toISOString(),
      paid: (since.get(course.course_id)?.amount ?? 0) > 0,
      progress_percent: course.progress_percent,
    })),
    features: flags.map((flag) => {
      const row = product.get(flag)
      return {
        flag,
        title: row ? (locale === 'en' ? row.title_en : row.title_it) : flag,
        description: row ? (locale === 'en' ? row.description_en : row.description_it) : '',
      }
    }),
  }
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const newCode = () =>
  Array.from({ length: 12 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')

export type CertificateRow = typeof certificates.$inferSelect

export type CertificateOutcome =
  | { kind: 'notFollowed' }
  | { kind: 'notFinished'; finished: number; total: number }
  | { kind: 'issued'; certificate: CertificateRow }

/**
 * The caller's certificate of a course: issued the first time every lesson is finished (what it
 * states is fixed then: name, course, trainer, hours), the same one afterwards.
 */
export async function certificateFor(db: Db, userId: number, courseId: number): Promise<CertificateOutcome> {
  const [existing] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.user_id, userId), eq(certificates.course_id, courseId)))
  if (existing) return { kind: 'issued', certificate: existing }
  if (!(await isEnrolled(db, userId, courseId))) return { kind: 'notFollowed' }
  const lesson = lessonView('lesson')
  const courseLessons = await db
    .select({ id: lesson.id, duration_seconds: lesson.duration_seconds })
    .from(lesson)
    .where(eq(lesson.course_id, courseId))
    .orderBy(asc(lesson.id))
  const done = await finishedIds(db, userId, courseId)
  const finishedCount = courseLessons.filter((lesson) => done.has(lesson.id)).length
  if (courseLessons.length === 0 || finishedCount < courseLessons.length)
    return { kind: 'notFinished', finished: finishedCount, total: courseLessons.length }

  const shown = courseView('course')
  const [course] = await db
    .select({ title: shown.title, trainer_first: users.first_name, trainer_last: users.last_name })
    .from(shown)
    .innerJoin(users, eq(users.id, shown.trainer_id))
    .where(eq(shown.id, courseId))
  const [learner] = await db
    .select({ first_name: users.first_name, last_name: users.last_name, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId))
  const seconds = courseLessons.reduce((sum, lesson) => sum + lesson.duration_seconds, 0)
  for (let attempt = 0; ; attempt++) {
    const [issued] = await db
      .insert(certificates)
      .values({
        user_id: userId,
        course_id: courseId,
        code: newCode(),
        learner_name: `${learner.first_name} ${learner.last_name}`,
        course_title: course.title,
        trainer_name: `${course.trainer_first} ${course.trainer_last}`,
        hours: Math.max(1, Math.ceil(seconds / 3600)),
        duration_seconds: seconds,
        language: learner.locale,
      })
      .onConflictDoNothing()
      .returning()
    if (issued) return { kind: 'issued', certificate: issued }
    // Two downloads at once: the other one issued it. Otherwise the code was taken: draw again.
    const [raced] = await db
      .select()
      .from(certificates)
      .where(and(eq(certificates.user_id, userId), eq(certificates.course_id, courseId)))
    if (raced) return { kind: 'issued', certificate: raced }
    if (attempt > 5) throw new Error('certificates: no free verification code after 6 draws')
  }
}

export async function checkCertificate(db: Db, code: string): Promise<CertificateCheck | null> {
  const [row] = await db.select().from(certificates).where(eq(certificates.code, code))
  if (!row) return null
  return {
    code: row.code,
    learner_name: row.learner_name,
    course_title: row.course_title,
    trainer_name: row.trainer_name,
    hours: row.hours,
    duration_seconds: row.duration_seconds,
    issued_at: row.issued_at.toISOString(),
  }
}
