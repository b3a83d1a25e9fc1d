/**
 * Demo profiles: one per demo person, with the texts of the demo cast, and for trainers the
 * review-weighted average of their courses' ratings, as the product shows it. Runs after accounts
 * (profiles belong to users) and courses (a trainer's rating comes from the courses).
 */
import { asc } from 'drizzle-orm'
import { defineSeed } from '../../core/db/seeds.ts'
import { DEMO_PEOPLE, PLACES, demoUserIds } from '../accounts/demo-data.ts'
import { courses } from '../courses/tables.ts'
import { profiles } from './tables.ts'

const MISSIONS = [
  'Rendere la formazione pratica, concreta e accessibile a tutti.',
  'Aiutare le persone a crescere nel lavoro con strumenti che usano dal giorno dopo.',
  'Help professionals learn skills they can use on Monday morning.',
]

export default defineSeed({
  after: ['accounts', 'courses'],
  async run(db) {
    const userId = await demoUserIds(db)

    // Summed in the courses' order, so the rounding is the same on every new database.
    const trainerReviews = new Map<number, { sum: number; count: number }>()
    const ratings = await db
      .select({
        trainer: courses.trainer_id,
        average: courses.average_reviews,
        count: courses.review_number,
      })
      .from(courses)
      .orderBy(asc(courses.id))
    for (const course of ratings) {
      const current = trainerReviews.get(course.trainer) ?? { sum: 0, count: 0 }
      current.sum += course.average * course.count
      current.count += course.count
      trainerReviews.set(course.trainer, current)
    }

    await db.insert(profiles).values(
      DEMO_PEOPLE.map(({ person, kind }, index) => {
        const where = PLACES[person.place]
        const reviews = trainerReviews.get(userId(person.key))
        return {
          user_id: userId(person.key),
          slug: person.key,
          payoff: person.payoff,
          bio: person.bio,
          mission: kind === 'trainer' ? MISSIONS[index % MISSIONS.length] : '',
          gender: person.gender,
          birth_date: person.birth_date,
          city: where.city,
          province: where.province,
          region: where.region,
          competences: person.competences ?? [],
          interests: person.interests ?? [],
          skills: person.competences?.slice(0, 2) ?? [],
          social_media:
            kind === 'trainer'
              ? {
                  linkedin: `https://www.linkedin.com/in/${person.key}`,
                  website: `https://${person.key}.example.com`,
                }
              : {},
          average_reviews: reviews ? Math.round((reviews.sum / reviews.count) * 10) / 10 : 0,
          review_number: reviews?.count ?? 0,
          hr_visible: kind === 'student' && index % 3 !== 0,
        }
      }),
    )
  },
})
