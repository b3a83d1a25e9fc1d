/**
 * The catalogue's filters and orders (issue 14): price range on the price a buyer pays now (a
 * promo while it holds), free only, language, lowest rating; newest, most popular (learners,
 * counted by the enrolments trigger), best rated, price both ways; bad values are 422s naming the
 * field. Each test works in a category of its own, so other files' courses do not show.
 */
import * as v from 'valibot'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paginated } from '../../../contracts/core/endpoint.ts'
import { CourseSummary } from '../../../contracts/courses/schemas.ts'
import { createCategory, createCourse } from './factories.testing.ts'
import { createUser } from '../accounts/factories.testing.ts'
import { buildTestApp, injectJson, type TestApp } from '../../testing/helper.ts'
import { courseEnrolments, courses } from './tables.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const CourseList = paginated(CourseSummary)

async function list(query: string): Promise<{ titles: string[]; total: number; data: CourseSummary[] }> {
  const { response, body } = await injectJson(t.app, `/api/public/courses?perPage=100&${query}`)
  expect(response.statusCode, JSON.stringify(body)).toBe(200)
  const parsed = v.parse(CourseList, body)
  return { titles: parsed.data.map((c) => c.title), total: parsed.meta.total, data: parsed.data }
}

const day = 86_400_000

/** Five courses in a new category: A..E, A the oldest. */
async function catalogue() {
  const category = await createCategory(t.db)
  const make = (title: string, fields: Partial<typeof courses.$inferInsert>, age: number) =>
    createCourse(t.db, {
      category_id: category.id,
      title,
      published_at: new Date(Date.now() - age * day),
      lessonCount: 1,
      ...fields,
    }).then((made) => made.course)
  const a = await make('A', { price_cents: 0, language: 'it', average_reviews: 4.5, review_number: 10 }, 5)
  const b = await make('B', { price_cents: 5000, language: 'en', average_reviews: 3.9, review_number: 4 }, 4)
  const c = await make(
    'C',
    { price_cents: 9900, promo_price_cents: 1900, language: 'it', average_reviews: 4.8, review_number: 2 },
    3,
  )
  const d = await make(
    'D',
    // a promo that has ended: the full price again
    { price_cents: 3000, promo_price_cents: 100, promo_ends_at: new Date(Date.now() - day), language: 'it' },
    2,
  )
  const e = await make('E', { price_cents: 2000, language: 'en', average_reviews: 4.5, review_number: 30 }, 1)
  return { category: category.slug, a, b, c, d, e }
}

describe('catalogue filters and orders', () => {
  it('filters by price now (promo included), free only, language and lowest rating, alone and together', async () => {
    const { category } = await catalogue()
    const of = async (query: string) => (await list(`category=${category}&${query}`)).titles
    expect(await of('')).toEqual(['E', 'D', 'C', 'B', 'A'])
    expect(await of('price_min=10&price_max=30')).toEqual(['E', 'D', 'C'])
    expect(await of('price_max=19')).toEqual(['C', 'A'])
    expect(await of('free=1')).toEqual(['A'])
    expect(await of('free=0')).toEqual(['E', 'D', 'C', 'B', 'A'])
    expect(await of('language=en')).toEqual(['E', 'B'])
    expect(await of('rating=4')).toEqual(['E', 'C', 'A'])
    expect(await of('rating=4&language=it&price_min=1')).toEqual(['C'])
    const counted = await list(`category=${category}&language=it`)
    expect(counted.total).toBe(3)
  })

  it('shows a promo only while it holds', async () => {
    const { category } = await catalogue()
    const { data } = await list(`category=${category}`)
    const byTitle = Object.fromEntries(data.map((course) => [course.title, course]))
    expect(byTitle.C).toMatchObject({ price_cents: 9900, promo_price_cents: 1900, promo_ends_at: null })
    expect(byTitle.D).toMatchObject({ price_cents: 3000, promo_price_cents: null, promo_ends_at: null })
  })

  it('drops a promo from remembered pages when it ends, with nothing written', async () => {
    const category = await createCategory(t.db)
    const ends = new Date(Date.now() + 1_500)
    const { course } = await createCourse(t.db, {
      category_id: category.id,
      price_cents: 5000,
      promo_price_cents: 2500,
      promo_ends_at: ends,
      lessonCount: 1,
    })
    const read = async () => {
      const [listed] = (await list(`category=${category.slug}`)).data
      const page = await injectJson<{ data: CourseSummary }>(t.app, `/api/public/courses/${course.slug}`)
      return [listed.promo_price_cents, page.body.data.promo_price_cents]
    }
    // read twice: the second answer is the remembered one (core/db/snapshot-cache.ts)
    expect(await read()).toEqual([2500, 2500])
    expect(await read()).toEqual([2500, 2500])
    await new Promise((resolve) => setTimeout(resolve, ends.getTime() - Date.now() + 50))
    expect(await read()).toEqual([null, null])
  })

  it('orders newest, most popular, best rated and by price, the id breaking ties', async () => {
    const { category, a, b, e } = await catalogue()
    for (const [course, learners] of [
      [b, 3],
      [a, 1],
      [e, 2],
    ] as const)
      for (let n = 0; n < learners; n++) {
        const learner = await createUser(t.db)
        await t.db.insert(courseEnrolments).values({ user_id: learner.user.id, course_id: course.id })
      }
    const of = async (sort: string) => (await list(`category=${category}&sort=${sort}`)).titles
    expect(await of('newest')).toEqual(['E', 'D', 'C', 'B', 'A'])
    expect(await of('popular')).toEqual(['B', 'E', 'A', 'D', 'C'])
    expect(await of('rated')).toEqual(['C', 'E', 'A', 'B', 'D'])
    expect(await of('price_asc')).toEqual(['A', 'C', 'E', 'D', 'B'])
    expect(await of('price_desc')).toEqual(['B', 'D', 'E', 'C', 'A'])
    const popular = (await list(`category=${category}&sort=popular`)).data
    expect(popular.map((course) => course.enrolments_count)).toEqual([3, 2, 1, 0, 0])
  })

  it('keeps enrolments_count with every enrolment added and removed', async () => {
    const { course } = await createCourse(t.db, { lessonCount: 0 })
    const learners = await Promise.all([createUser(t.db), createUser(t.db)])
    await t.db
      .insert(courseEnrolments)
      .values(learners.map((learner) => ({ user_id: learner.user.id, course_id: course.id })))
    const count = async () =>
      (await t.db.select({ n: courses.enrolments_count }).from(courses).where(eq(courses.id, course.id)))[0].n
    expect(await count()).toBe(2)
    await t.db.delete(courseEnrolments).where(eq(courseEnrolments.user_id, learners[0].user.id))
    expect(await count()).toBe(1)
  })

  it('refuses bad values with a 422 naming the field, in the caller’s language', async () => {
    for (const [query, field] of [
      ['price_min=-1', 'price_min'],
      ['price_max=abc', 'price_max'],
      ['price_min=50&price_max=10', 'price_max'],
      ['free=yes', 'free'],
      ['language=fr', 'language'],
      ['rating=6', 'rating'],
      ['sort=cheapest', 'sort'],
    ]) {
      const { response, body } = await injectJson(t.app, `/api/public/courses?${query}`)
      expect(response.statusCode, query).toBe(422)
      expect(Object.keys((body as { errors: object }).errors), query).toEqual([field])
    }
    const english = await t.app.inject({
      url: '/api/public/courses?sort=cheapest',
      headers: { 'accept-language': 'en' },
    })
    expect(english.json().errors.sort[0]).toMatch(/^The order is one of newest/)
  })
})
