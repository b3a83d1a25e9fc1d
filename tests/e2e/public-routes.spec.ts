import { expect, test } from '@playwright/test'

// Every route's forms (unprefixed, /it, /en) are checked by every-route.spec.ts.

test('the home page and the public lists show the seeded data', async ({ page }) => {
  const home = await (await page.request.get('/api/public/home')).json()
  await page.goto('/')
  await expect(page.getByText(home.data.courses[0].title).first()).toBeVisible()

  const courses = await (await page.request.get('/api/public/courses')).json()
  await page.goto('/courses')
  for (const course of courses.data.slice(0, 3)) {
    await expect(page.getByText(course.title).first()).toBeVisible()
  }

  const trainers = await (await page.request.get('/api/public/trainers')).json()
  await page.goto('/en/trainers')
  for (const trainer of trainers.data.slice(0, 3)) {
    await expect(page.getByText(trainer.full_name).first()).toBeVisible()
  }
})

test('unknown paths and unknown slugs answer 404 with the not-found page in the URL language', async ({
  page,
}) => {
  for (const [url, heading] of [
    ['/does/not/exist', 'Pagina non trovata: /does/not/exist'],
    ['/xyz/abc', 'Pagina non trovata: /xyz/abc'],
    ['/course/unknown', 'Pagina non trovata: /course/unknown'],
  ]) {
    const response = await page.goto(url)
    expect(response?.status(), url).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', 'it')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    await expect(page).toHaveTitle('Pagina non trovata · Aula')
  }
  await page.getByRole('link', { name: 'Torna alla home' }).click()
  await expect(page).toHaveURL(/\/$/)

  for (const url of ['/en/nowhere/at/all', '/en/course/unknown']) {
    const response = await page.goto(url)
    expect(response?.status(), url).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByText(`Page not found: ${url.slice(3)}`)).toBeVisible()
  }
  await page.getByRole('link', { name: 'Back to home' }).click()
  await expect(page).toHaveURL(/\/en$/)
})
