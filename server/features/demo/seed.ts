/**
 * Demo data for a new database: the four demo accounts of DESIGN.md §6 plus trainers,
 * students, companies, courses with lessons, job listings and posts (content in seed-data.ts).
 * Deterministic: the only random choices come from a PRNG with a fixed seed, and dates are
 * counted back from a fixed day, so every fresh database holds the same rows.
 */
import { hashPassword } from '../accounts/password-hash.ts'
import type { Db } from '../../core/db/index.ts'
import {
  billingInformation,
  categories,
  companies,
  courses,
  jobListings,
  lessons,
  posts,
  profiles,
  users,
} from '../../core/db/schema.ts'
import type { UserFeatures } from '../../core/db/schema.ts'
import {
  CATEGORIES,
  COMPANIES,
  COURSES,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  JOB_LISTINGS,
  PLACES,
  POST_AUTHORS,
  POST_TEMPLATES_EN,
  POST_TEMPLATES_IT,
  POST_TEXTS,
  STUDENTS,
  TRAINERS,
  type PersonSeed,
} from './seed-data.ts'

export { DEMO_ACCOUNTS, DEMO_PASSWORD }

export interface SeedCounts {
  users: number
  billing: number
  trainers: number
  students: number
  companies: number
  courses: number
  lessons: number
  jobListings: number
  posts: number
}

/** The day the demo data "happened"; everything is dated relative to it. */
const DEMO_TODAY = Date.UTC(2025, 5, 2, 8, 0, 0)
const HOUR = 3_600_000
const DAY = 24 * HOUR

const daysAgo = (days: number, hours = 0) => new Date(DEMO_TODAY - days * DAY - hours * HOUR)

/** mulberry32: tiny, fast and good enough to pick demo authors reproducibly. */
function createRandom(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)]
  return { next, int, pick }
}

type Kind = 'trainer' | 'student' | 'hr' | 'admin'

const FEATURES: Record<Kind, UserFeatures> = {
  trainer: { chat: true, posts: true, diary: true, hr_visible: false },
  student: { chat: true, posts: true, diary: false, hr_visible: true },
  hr: { chat: true, posts: true, diary: false, hr_visible: false },
  admin: { chat: true, posts: true, diary: true, hr_visible: false },
}

/** A code with the shape of a real codice fiscale (SPEC.md §5), derived from the person. */
function fiscalCode(person: PersonSeed, index: number): string {
  const letters = (text: string) =>
    `${text
      .normalize('NFKD')
      .replace(/[^A-Za-z]/g, '')
      .toUpperCase()}XXX`.slice(0, 3)
  const [year, month, day] = person.birth_date.split('-')
  const dayCode = Number(day) + (person.gender === 'female' ? 40 : 0)
  const check = String.fromCharCode(65 + (index % 26))
  return `${letters(person.last_name)}${letters(person.first_name)}${year.slice(2)}${'ABCDEHLMPRST'[Number(month) - 1]}${String(dayCode).padStart(2, '0')}F205${check}`
}

type BillingInsert = typeof billingInformation.$inferInsert

const MISSIONS = [
  'Rendere la formazione pratica, concreta e accessibile a tutti.',
  'Aiutare le persone a crescere nel lavoro con strumenti che usano dal giorno dopo.',
  'Help professionals learn skills they can use on Monday morning.',
]

export async function seedDemoData(db: Db, options: { passwordHash?: string } = {}): Promise<SeedCounts> {
  const password = options.passwordHash ?? (await hashPassword(DEMO_PASSWORD))
  const random = createRandom(20250602)

  const categoryRows = await db
    .insert(categories)
    .values(CATEGORIES.map((category, index) => ({ ...category, position: index })))
    .returning({ id: categories.id, slug: categories.slug })
  const categoryId = new Map(categoryRows.map((row) => [row.slug, row.id]))

  const people: { person: PersonSeed; kind: Kind; email: string }[] = [
    { person: DEMO_ACCOUNTS.trainer, kind: 'trainer', email: DEMO_ACCOUNTS.trainer.email },
    { person: DEMO_ACCOUNTS.student, kind: 'student', email: DEMO_ACCOUNTS.student.email },
    { person: DEMO_ACCOUNTS.hr, kind: 'hr', email: DEMO_ACCOUNTS.hr.email },
    { person: DEMO_ACCOUNTS.admin, kind: 'admin', email: DEMO_ACCOUNTS.admin.email },
    ...TRAINERS.map((person) => ({
      person,
      kind: 'trainer' as const,
      email: `${person.key}@demo.aula.test`,
    })),
    ...STUDENTS.map((person) => ({
      person,
      kind: 'student' as const,
      email: `${person.key}@demo.aula.test`,
    })),
    ...COMPANIES.filter((company) => company.owner !== DEMO_ACCOUNTS.hr).map((company) => ({
      person: company.owner,
      kind: 'hr' as const,
      email: `${company.owner.key}@demo.aula.test`,
    })),
  ]
  const companyOf = new Map(COMPANIES.map((company) => [company.owner.key, company]))

  const userRows = await db
    .insert(users)
    .values(
      people.map(({ person, kind, email }, index) => {
        const company = companyOf.get(person.key)
        const joined = daysAgo(400 - index * 5)
        return {
          email,
          password,
          first_name: person.first_name,
          last_name: person.last_name,
          role: kind === 'admin' ? 'student' : kind,
          roles: [kind],
          status: 'active',
          email_verified_at: new Date(joined.getTime() + HOUR),
          phone_code: '0039',
          phone: `3${String(471_000_000 + index * 7_919).padStart(9, '0')}`,
          phone_verified: true,
          terms_accepted: true,
          privacy_accepted: true,
          newsletter_accepted: index % 3 === 0,
          referral_code: `AULA${String(index + 1).padStart(4, '0')}`,
          wizard_complete: true,
          hr_wizard_complete: true,
          can_onboard: true,
          fiscal_data_complete: kind === 'trainer' || kind === 'hr',
          invoice_data_complete: kind === 'trainer' || kind === 'hr',
          iban_complete: kind === 'trainer',
          features: FEATURES[kind],
          hr_data: company
            ? {
                ragione_sociale: company.ragione_sociale,
                p_iva: company.p_iva,
                codice_rea: company.codice_rea,
              }
            : null,
          last_login_at: daysAgo(index % 20, index % 7),
          created_at: joined,
          updated_at: joined,
        }
      }),
    )
    .returning({ id: users.id, email: users.email })
  const userIdByKey = new Map(people.map(({ person }, index) => [person.key, userRows[index].id]))
  const userId = (key: string) => {
    const id = userIdByKey.get(key)
    if (id === undefined) throw new Error(`Demo seed refers to an unknown person: ${key}`)
    return id
  }

  // A trainer's rating is the review-weighted average of their courses, as the product shows it.
  const trainerReviews = new Map<string, { sum: number; count: number }>()
  for (const course of COURSES) {
    const current = trainerReviews.get(course.trainer) ?? { sum: 0, count: 0 }
    current.sum += course.average_reviews * course.review_number
    current.count += course.review_number
    trainerReviews.set(course.trainer, current)
  }

  await db.insert(profiles).values(
    people.map(({ person, kind }, index) => {
      const where = PLACES[person.place]
      const reviews = trainerReviews.get(person.key)
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

  // Trainers invoice as self-employed people, HR as their companies: both have complete billing data.
  const billingValues = people.flatMap(({ person, kind }, index): BillingInsert[] => {
    const where = PLACES[person.place]
    const address = {
      address: 'Via Roma',
      address_number: String((index % 90) + 1),
      city: where.city,
      province: where.province,
      zip: String(20100 + index).padStart(5, '0'),
      phone_code: '0039',
    }
    if (kind === 'trainer') {
      return [
        {
          user_id: userId(person.key),
          type: 'fisica' as const,
          first_name: person.first_name,
          last_name: person.last_name,
          fiscal_code: fiscalCode(person, index),
          p_iva: String(10_000_000_000 + index * 7_919_113).slice(0, 11),
          fiscal_type: 'forfettario',
          vat: '0',
          retention_tax: '0',
          inps: '4',
          ...address,
        },
      ]
    }
    const company = companyOf.get(person.key)
    if (kind !== 'hr' || !company) return []
    return [
      {
        user_id: userId(person.key),
        type: 'giuridica' as const,
        fiscal_name: company.ragione_sociale,
        p_iva: company.p_iva,
        fiscal_code: company.p_iva,
        pec: `${company.slug}@pec.example.it`,
        unique_id: 'M5UXCR1',
        legal_first_name: person.first_name,
        legal_last_name: person.last_name,
        legal_fiscal_code: fiscalCode(person, index),
        vat: '22',
        ...address,
      },
    ]
  })
  await db.insert(billingInformation).values(billingValues)

  const companyRows = await db
    .insert(companies)
    .values(
      COMPANIES.map((company) => ({
        user_id: userId(company.owner.key),
        slug: company.slug,
        ragione_sociale: company.ragione_sociale,
        p_iva: company.p_iva,
        codice_rea: company.codice_rea,
        city: PLACES[company.place].city,
        payoff: company.payoff,
      })),
    )
    .returning({ id: companies.id, slug: companies.slug })
  const companyId = new Map(companyRows.map((row) => [row.slug, row.id]))

  const courseRows = await db
    .insert(courses)
    .values(
      COURSES.map((course, index) => {
        const category = categoryId.get(course.category)
        if (category === undefined) throw new Error(`Unknown demo category ${course.category}`)
        return {
          slug: course.slug,
          trainer_id: userId(course.trainer),
          category_id: category,
          title: course.title,
          subtitle: course.subtitle,
          description: course.description,
          goals: course.goals,
          recipients: course.recipients,
          language: course.language,
          price_cents: course.price_cents,
          published_at: daysAgo(3 + index * 9),
          average_reviews: course.average_reviews,
          review_number: course.review_number,
          created_at: daysAgo(20 + index * 9),
          updated_at: daysAgo(3 + index * 9),
        }
      }),
    )
    .returning({ id: courses.id })

  const lessonValues = COURSES.flatMap((course, courseIndex) =>
    course.lessons.map(([title, minutes], index) => ({
      course_id: courseRows[courseIndex].id,
      position: index + 1,
      title,
      duration_seconds: minutes * 60 + random.int(0, 59),
      free: course.price_cents === 0 || index === 0,
    })),
  )
  await db.insert(lessons).values(lessonValues)

  await db.insert(jobListings).values(
    JOB_LISTINGS.map((job, index) => {
      const company = companyId.get(job.company)
      if (company === undefined) throw new Error(`Unknown demo company ${job.company}`)
      return {
        company_id: company,
        title: job.title,
        description: job.description,
        city: PLACES[job.place].city,
        contract_type: job.contract_type,
        remote: job.remote,
        published_at: daysAgo(1 + index * 3, index),
        created_at: daysAgo(2 + index * 3),
      }
    }),
  )

  const learners = [DEMO_ACCOUNTS.student, ...STUDENTS]
  const postValues = POST_TEXTS.map((post, index) => ({
    user_id: userId(POST_AUTHORS[index]),
    text: post.text,
    link_url: post.link_url ?? null,
  }))
  for (let index = 0; index < 30; index++) {
    // The demo student writes the first few, so the account has a history to show.
    const author = index < 3 ? DEMO_ACCOUNTS.student : random.pick(learners)
    const course = random.pick(COURSES)
    const [lesson] = random.pick(course.lessons)
    const template = random.pick(course.language === 'en' ? POST_TEMPLATES_EN : POST_TEMPLATES_IT)
    postValues.push({
      user_id: userId(author.key),
      text: template.replace('{course}', course.title).replace('{lesson}', lesson),
      link_url: null,
    })
  }
  await db.insert(posts).values(
    postValues.map((post, index) => {
      const written = daysAgo(Math.floor(index * 1.5), random.int(0, 10))
      return { ...post, created_at: written, updated_at: written }
    }),
  )

  return {
    users: people.length,
    billing: billingValues.length,
    trainers: people.filter((entry) => entry.kind === 'trainer').length,
    students: people.filter((entry) => entry.kind === 'student').length,
    companies: COMPANIES.length,
    courses: COURSES.length,
    lessons: lessonValues.length,
    jobListings: JOB_LISTINGS.length,
    posts: postValues.length,
  }
}
