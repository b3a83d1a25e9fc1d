/**
 * The catalogue and the course page in Chromium (issue 14): filters and order live in the URL (a
 * shared link opens the same list, the form shows them), an empty result says so; a visitor
 * hearts a course card through the login prompt; a promo shows beside the struck list price; the
 * presentation video plays; the reviews show their spread.
 */
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { freshStudent } from './support/accounts'

test.use({ storageState: { cookies: [], origins: [] } })

interface Row {
  id: number
  slug: string
  title: string
  price_cents: number
  promo_price_cents: number | null
}

async function courses(page: Page, query: Record<string, string | number> = {}): Promise<Row[]> {
  const response = await page.request.get('/api/public/courses', { params: { perPage: 50, ...query } })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { data: Row[] }).data
}

const cardTitles = (page: Page) =>
  page.getByRole('region', { name: 'Elenco dei corsi' }).getByRole('heading', { level: 2 }).allTextContents()

test('filters and order go into the URL, and a shared URL opens the same list', async ({ page }) => {
  await page.goto('/courses')
  await page.getByLabel('Solo gratuiti').check()
  await page.getByLabel('Lingua del corso').selectOption('it')
  await page.getByRole('button', { name: 'Filtra' }).click()
  await expect(page).toHaveURL(/[?&]free=1/)
  await expect(page).toHaveURL(/[?&]language=it/)
  const free = await courses(page, { free: 1, language: 'it' })
  expect(free.length).toBeGreaterThan(0)
  await expect.poll(() => cardTitles(page)).toEqual(free.map((course) => course.title))

  // the order applies as every other filter does, on "Filtra" (issue 38), and keeps the filters
  await page.getByLabel('Ordina per').selectOption('price_desc')
  // (a navigation would have happened by now: the old form applied the order on change)
  await page.waitForTimeout(500)
  expect(page.url()).not.toMatch(/[?&]sort=/)
  await page.getByRole('button', { name: 'Filtra' }).click()
  await expect(page).toHaveURL(/[?&]sort=price_desc/)
  await expect(page).toHaveURL(/[?&]free=1/)

  // the link, opened anew, shows the same choices in the form
  const shared = page.url()
  await page.goto('about:blank')
  await page.goto(shared)
  await expect(page.getByLabel('Solo gratuiti')).toBeChecked()
  await expect(page.getByLabel('Lingua del corso')).toHaveValue('it')
  await expect(page.getByLabel('Ordina per')).toHaveValue('price_desc')

  // cheapest first, across the whole catalogue, on the price a buyer pays now
  await page.goto('/courses?sort=price_asc')
  const byPrice = await courses(page, { sort: 'price_asc', perPage: 10 })
  const paid = (course: Row) => course.promo_price_cents ?? course.price_cents
  expect(byPrice.map(paid)).toEqual([...byPrice.map(paid)].sort((a, b) => a - b))
  await expect.poll(() => cardTitles(page)).toEqual(byPrice.map((course) => course.title))

  // nothing matches: the list says so, and the filters can be cleared
  await page.goto('/courses?price_min=99999')
  await expect(page.getByText('Nessun corso corrisponde alla ricerca.')).toBeVisible()
  await page.getByRole('link', { name: 'Azzera i filtri' }).click()
  await expect(page).toHaveURL(/\/courses$/)
  await expect.poll(async () => (await cardTitles(page)).length).toBeGreaterThan(0)
})

test('a visitor hearts a course card, logs in through the prompt, and the heart stays pressed', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000)
  const { email, password } = await freshStudent(baseURL!, path.join(testInfo.project.outputDir, 'card.json'))
  const [first] = await courses(page, { perPage: 10 })
  await page.goto('/courses')
  const heart = page.getByRole('button', { name: `Aggiungi ${first.title} ai preferiti` })
  await expect(heart).toHaveAttribute('aria-pressed', 'false')
  await heart.click()
  const dialog = page.getByRole('dialog', { name: 'Login necessario' })
  await dialog.getByLabel('Email', { exact: true }).fill(email)
  await dialog.getByLabel('Password', { exact: true }).fill(password)
  await dialog.getByRole('button', { name: 'Accedi' }).click()
  await expect(dialog).toBeHidden()
  const pressed = page.getByRole('button', { name: `Togli ${first.title} dai preferiti` })
  await expect(pressed).toHaveAttribute('aria-pressed', 'true')
  // the card's link was not followed: still on the catalogue
  await expect(page).toHaveURL(/\/courses$/)

  // the same course's heart on its page agrees, and so does the home page's card
  await page.goto(`/course/${first.slug}`)
  await expect(page.getByRole('button', { name: `Nei preferiti ${first.title}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await page.goto('/')
  await expect(page.getByRole('button', { name: `Togli ${first.title} dai preferiti` })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
})

test('a course page shows its promo, plays its presentation and spreads its reviews', async ({ page }) => {
  const promo = (await courses(page)).find((course) => course.promo_price_cents !== null)!
  expect(promo).toBeDefined()
  await page.goto(`/course/${promo.slug}`)
  const aside = page.getByRole('complementary', { name: promo.title })
  const euros = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')}`
  await expect(aside.locator('s')).toContainText(euros(promo.price_cents))
  await expect(aside).toContainText(euros(promo.promo_price_cents!))

  // the reviews: the bars of each number of stars add up to the count
  const response = await page.request.get(`/api/public/courses/${promo.id}/reviews`)
  const { summary } = (await response.json()) as { summary: { count: number; distribution: number[] } }
  expect(summary.count).toBeGreaterThan(0)
  expect(summary.distribution.reduce((a, b) => a + b, 0)).toBe(summary.count)
  const bars = page.getByRole('list', { name: 'Distribuzione dei voti' }).getByRole('listitem')
  await expect(bars).toHaveCount(5)
  await expect(bars.first()).toContainText(`(${summary.distribution[4]})`)

  // the presentation video of a course that has one
  for (const course of await courses(page)) {
    const detail = (await (await page.request.get(`/api/public/courses/${course.slug}`)).json()) as {
      data: { presentation: { playlist: string } | null }
    }
    if (!detail.data.presentation) continue
    await page.goto(`/course/${course.slug}`)
    await page.getByRole('button', { name: 'Guarda la presentazione' }).click()
    const video = page.getByLabel(`Presentazione del corso: ${course.title}`)
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 20_000 })
      .toBeGreaterThan(0.5)
    return
  }
  throw new Error('no demo course has a presentation video')
})
