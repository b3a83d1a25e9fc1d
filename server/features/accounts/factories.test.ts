/**
 * The factories write rows the API serves as it serves real ones: accounts' users (with profiles'
 * profile), courses' courses and jobs' listings (each area's factories.testing.ts, one file for all).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { User } from '../../../contracts/accounts/schemas.ts'
import { asUser, buildTestApp, injectJson, login, type TestApp } from '../../testing/helper.ts'
import { createCategory, createCourse } from '../courses/factories.testing.ts'
import { createJobListing } from '../jobs/factories.testing.ts'
import { createUser, FACTORY_PASSWORD } from './factories.testing.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

describe('createUser', () => {
  it('makes a verified, onboarded student by default, logged in through its token', async () => {
    const { user, token, password } = await createUser(t.db)
    expect(password).toBe(FACTORY_PASSWORD)
    const { response, body } = await injectJson<{ data: User }>(t.app, asUser(token, { url: '/api/me' }))
    expect(response.statusCode).toBe(200)
    expect(body.data).toMatchObject({
      id: user.id,
      roles: ['student'],
      email_verified: true,
      phone_verified: true,
      terms_accepted: true,
      wizard_complete: true,
    })
    // The password works through POST /api/login too.
    expect(await login(t.app, user.email, password)).not.toBe(token)
  })

  it('honours the role, verified and onboarded flags, and gives every user a profile', async () => {
    const { token } = await createUser(t.db, { role: 'trainer', verified: false, onboarded: false })
    const me = await injectJson<{ data: User }>(t.app, asUser(token, { url: '/api/me' }))
    expect(me.body.data).toMatchObject({
      roles: ['trainer'],
      email_verified: false,
      terms_accepted: false,
      wizard_complete: false,
    })
    const profile = await t.app.inject(asUser(token, { url: '/api/profile/me' }))
    expect(profile.statusCode).toBe(200)
  })

  it('makes an admin whose permissions come from its roles, as the demo admin', async () => {
    const { user } = await createUser(t.db, { role: 'admin' })
    expect(user).toMatchObject({ role: 'student', roles: ['admin'] })
  })
})

describe('createCourse and createJobListing', () => {
  it('publishes a course with its lessons in the public catalogue', async () => {
    const { user: trainer } = await createUser(t.db, { role: 'trainer' })
    const category = await createCategory(t.db)
    const { course } = await createCourse(t.db, {
      trainer: trainer.id,
      category_id: category.id,
      lessonCount: 4,
    })
    const { response, body } = await injectJson<{
      data: { title: string; lessons: { free: boolean }[]; category: { slug: string } }
    }>(t.app, `/api/public/courses/${course.slug}`)
    expect(response.statusCode).toBe(200)
    expect(body.data.title).toBe(course.title)
    expect(body.data.lessons.map((lesson) => lesson.free)).toEqual([true, false, false, false])
    expect(body.data.category.slug).toBe(category.slug)
  })

  it('adds a job listing, with a company and its HR owner, to the public list', async () => {
    const job = await createJobListing(t.db, { published_at: new Date(Date.UTC(2100, 0, 1)) })
    const { body } = await injectJson<{ data: { title: string }[] }>(t.app, '/api/public/job-listings')
    // Newest first, and nothing in the demo data is dated 2100.
    expect(body.data[0].title).toBe(job.title)
  })
})
