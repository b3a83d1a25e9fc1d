/**
 * Demo profiles: one per demo person, with the texts of the demo cast; the schools and everyone's
 * CV sections (demo-data.ts). Runs after accounts (profiles belong to users); the courses' seed,
 * after this one, writes the trainers' figures from their courses' reviews (setTrainerRatings).
 */
import { eq, sql } from 'drizzle-orm'
import { defineSeed } from '../../core/db/seeds.ts'
import { DEMO_PEOPLE, PLACES, demoUserIds } from '../../core/db/demo-data.ts'
import { ITEM_SECTIONS } from '../../../contracts/profiles/sections.ts'
import { demoCv, SCHOOLS } from './demo-data.ts'
import { profileItems, profiles, schools } from './tables.ts'

const MISSIONS = [
  'Rendere la formazione pratica, concreta e accessibile a tutti.',
  'Aiutare le persone a crescere nel lavoro con strumenti che usano dal giorno dopo.',
  'Help professionals learn skills they can use on Monday morning.',
]

export default defineSeed({
  after: ['accounts'],
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
    const schoolRows = await db
      .insert(schools)
      .values([...SCHOOLS])
      .returning()
    const schoolId = new Map(schoolRows.map((row) => [row.name, row.id]))
    const items: (typeof profileItems.$inferInsert)[] = []
    for (const [index, demo] of DEMO_PEOPLE.entries()) {
      if (demo.kind === 'admin') continue
      const { fields, entries } = demoCv(demo, index)
      const user_id = userId(demo.person.key)
      if (Object.keys(fields).length > 0)
        // now(), the seeding transaction's time, as the rows' own defaults (a JS date would differ per run)
        await db
          .update(profiles)
          .set({ ...fields, updated_at: sql`now()` })
          .where(eq(profiles.user_id, user_id))
      for (const section of ITEM_SECTIONS)
        for (const [position, entry] of (entries[section] ?? []).entries()) {
          const { school, ...data } = entry as Record<string, unknown> & { school?: string }
          if (section === 'studies') {
            data.school_id = (school && schoolId.get(school)) ?? null
            if (school && data.school_id) data.school_name = school
          }
          if (
            section === 'books' ||
            section === 'case_histories' ||
            section === 'clients' ||
            section === 'collaborations'
          )
            data.image_url = null
          items.push({ user_id, section, position: position + 1, data })
        }
    }
    await db.insert(profileItems).values(items)
  },
})
