/**
 * Demo profiles: one per demo person, with the texts of the demo cast, and for trainers the
 * average of every review of their courses, as the product shows it. Runs after accounts
 * (profiles belong to users) and courses (a trainer's rating comes from the courses).
 */
import { defineSeed } from '../../core/db/seeds.ts'
import { DEMO_PEOPLE, PLACES, demoUserIds } from '../accounts/demo-data.ts'
import { recountTrainerRatings } from '../courses/ratings.ts'
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

    await db.insert(profiles).values(
      DEMO_PEOPLE.map(({ person, kind }, index) => {
        const where = PLACES[person.place]
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
          hr_visible: kind === 'student' && index % 3 !== 0,
        }
      }),
    )
    // A trainer's figures over every review of their courses, as learning/reviews.ts counts them.
    await recountTrainerRatings(db)
  },
})
