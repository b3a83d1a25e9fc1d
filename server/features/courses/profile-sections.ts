/**
 * A trainer's section of their public profile page (profiles/role-sections.ts): their published
 * courses and the latest reviews of them. Built once per database (core/db/prepared.ts): every visit
 * of a trainer's profile reads them.
 */
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm'
import type { ProfileCourse, ProfileReview } from '../../../contracts/profiles/profile.ts'
import type { Db } from '../../core/db/index.ts'
import { preparedQuery } from '../../core/db/prepared.ts'
import { users } from '../../core/db/tables.ts'
import { profileCardView } from '../profiles/index.ts'
import { courseReviews, courses } from './tables.ts'

const userId = sql.placeholder('userId')

const trainerCoursesOf = preparedQuery((db) =>
  db
    .select({
      id: courses.id,
      slug: courses.slug,
      title: courses.title,
      subtitle: courses.subtitle,
      language: courses.language,
      cover_url: courses.cover_url,
      price_cents: courses.price_cents,
      average_reviews: courses.average_reviews,
      review_number: courses.review_number,
      enrolments_count: courses.enrolments_count,
    })
    .from(courses)
    .where(and(eq(courses.trainer_id, userId), isNotNull(courses.published_at)))
    .orderBy(desc(courses.published_at), desc(courses.id))
    .limit(24)
    .prepare('profile_trainer_courses'),
)

export async function trainerCourses(db: Db, trainerId: number): Promise<ProfileCourse[]> {
  return trainerCoursesOf(db).execute({ userId: trainerId })
}

const profiles = profileCardView('profiles')

/** The latest reviews of a trainer's published courses. */
const trainerReviewsOf = preparedQuery((db) =>
  db
    .select({
      id: courseReviews.id,
      rating: courseReviews.rating,
      text: courseReviews.text,
      created_at: courseReviews.created_at,
      course_id: courses.id,
      course_slug: courses.slug,
      course_title: courses.title,
      first_name: users.first_name,
      last_name: users.last_name,
      avatar_url: profiles.avatar_url,
    })
    .from(courseReviews)
    .innerJoin(courses, eq(courses.id, courseReviews.course_id))
    .innerJoin(users, eq(users.id, courseReviews.user_id))
    .leftJoin(profiles, eq(profiles.user_id, users.id))
    .where(and(eq(courses.trainer_id, userId), isNotNull(courses.published_at), eq(users.status, 'active')))
    .orderBy(desc(courseReviews.created_at), desc(courseReviews.id))
    .limit(10)
    .prepare('profile_trainer_reviews'),
)

export async function trainerReviews(db: Db, trainerId: number): Promise<ProfileReview[]> {
  const rows = await trainerReviewsOf(db).execute({ userId: trainerId })
  return rows.map((row) => ({
    id: row.id,
    rating: row.rating,
    text: row.text,
    created_at: row.created_at.toISOString(),
    course: { id: row.course_id, slug: row.course_slug, title: row.course_title },
    // A reviewer is shown by first name and initial: the review is public, their surname need not be.
    author: {
      full_name: `${row.first_name} ${row.last_name.slice(0, 1)}${row.last_name ? '.' : ''}`.trim(),
      avatar_url: row.avatar_url,
    },
  }))
}
