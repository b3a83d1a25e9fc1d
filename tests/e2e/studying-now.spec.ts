/**
 * Who is studying a course now (issue 10, presence channels): two students who follow the same
 * course open its lessons in two browsers; each sees the other counted beside the course's
 * progress, live, and the count goes when one leaves — through the real realtime server,
 * pusher-js and POST /api/broadcasting/auth.
 */
import path from 'node:path'
import { expect, request as playwrightRequest, test } from '@playwright/test'
import { enrolFreeCourse } from '../../contracts/courses/endpoints'
import { apiCall, freshStudentState } from './support/accounts'

test('two learners of a course see each other studying it, and the count follows who leaves', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000)
  const response = await (
    await playwrightRequest.newContext({ baseURL })
  ).get('/api/public/courses', {
    params: { perPage: 50 },
  })
  const courses = ((await response.json()) as { data: { id: number; slug: string; price_cents: number }[] })
    .data
  // the last free course: learning.spec.ts's learner takes the first
  const course = courses.filter((item) => item.price_cents === 0).at(-1)!
  const states = await Promise.all(
    ['first', 'second'].map((name) =>
      freshStudentState(baseURL!, path.join(testInfo.project.outputDir, `studying-${name}.json`)),
    ),
  )
  for (const storageState of states) {
    const api = await playwrightRequest.newContext({ baseURL, storageState })
    const enrolled = await apiCall(api, enrolFreeCourse, { params: { id: course.id } })
    expect(enrolled.status(), await enrolled.text()).toBe(200)
    await api.dispose()
  }

  const [first, second] = await Promise.all(
    states.map((storageState) => browser.newContext({ storageState })),
  )
  const firstPage = await first.newPage()
  await firstPage.goto(`/learn-${course.slug}`)
  await expect(firstPage.getByText('Avanzamento del corso')).toBeVisible()
  await expect(firstPage.getByText(/stanno? studiando questo corso/)).toHaveCount(0)

  const secondPage = await second.newPage()
  await secondPage.goto(`/en/learn-${course.slug}`)
  await expect(secondPage.getByText('1 other person is studying this course now')).toBeVisible()
  await expect(firstPage.getByText('1 altra persona sta studiando questo corso ora')).toBeVisible()

  await second.close()
  await expect(firstPage.getByText(/studiando questo corso/)).toHaveCount(0)
  await first.close()
})
