import { expect, test, type Page } from '@playwright/test'
import { loadRouteTable } from '../../server/core/route-table'

const { routes } = await loadRouteTable()

// Every route that a visitor may open without logging in renders in its three forms
// (unprefixed Italian, /it and /en) with its layout, a heading and the right <html lang>.
const publicRoutes = routes.filter((r) => r.guards.every((g) => g === 'public-profile'))

async function sampleParams(page: Page): Promise<Record<string, string>> {
  const home = await (await page.request.get('/api/public/home')).json()
  const course = home.data.courses[0]
  const trainer = home.data.trainers[0]
  return {
    slug: course.slug,
    id: trainer.slug,
    category: home.data.categories[0].slug,
    topic: 'excel',
    token: 'sample-token',
  }
}

function fill(path: string, params: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, key: string) => params[key] ?? 'x')
}

test.describe('public routes', () => {
  for (const route of publicRoutes) {
    test(`${route.name} renders unprefixed, /it and /en`, async ({ page }) => {
      const params = await sampleParams(page)
      // the learn routes take a course slug; /{id} and /s/{id} take a profile slug
      const path = fill(route.path, route.name.startsWith('learn') ? { ...params, id: '1' } : params)
      for (const [prefix, lang] of [
        ['', 'it'],
        ['/it', 'it'],
        ['/en', 'en'],
      ] as const) {
        const url = prefix + (path === '/' && prefix ? '' : path)
        const response = await page.goto(url || '/')
        expect(response?.status(), url).toBe(200)
        await expect(page.locator('html')).toHaveAttribute('lang', lang)
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
        await expect(page.getByText(/Page not found/)).toHaveCount(0)
        await expect(page.getByRole('link', { name: 'Torna alla home' })).toHaveCount(0)
      }
    })
  }
})

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
