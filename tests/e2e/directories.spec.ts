/**
 * The public directories' filters in Chromium (issue 18): a visitor narrows /trainers/all by a
 * trainer's competence and city, the filters land in the URL, and that URL opened afresh shows the
 * same list; page links keep the filters. An HR user narrows their student directory by
 * availability and opens a direct message with a student from it. Once in Italian, once in English.
 */
import { expect, test } from '@playwright/test'
import { storageStatePath } from './support/accounts'

type Trainer = { full_name: string; city: string | null; competences: string[] }

const TEXTS = {
  it: {
    prefix: '',
    text: 'Nome, competenza o presentazione',
    place: 'Città, provincia o regione',
    search: 'Cerca',
    clear: 'Azzera i filtri',
    availability: 'Disponibilità',
    studying: 'Ancora in formazione',
  },
  en: {
    prefix: '/en',
    text: 'Name, competence or headline',
    place: 'City, province or region',
    search: 'Search',
    clear: 'Clear filters',
    availability: 'Availability',
    studying: 'Still studying',
  },
} as const

for (const lang of ['it', 'en'] as const) {
  const text = TEXTS[lang]

  test(`a visitor filters the trainers by competence and city and shares the URL (${lang})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const { data } = (await (await page.request.get('/api/public/trainers/all?perPage=100')).json()) as {
      data: Trainer[]
    }
    const trainer = data.find((row) => row.competences.length > 0 && row.city)!
    const competence = trainer.competences[0]
    const place = trainer.city!.slice(0, 3)
    const expected = (await (
      await page.request.get(
        `/api/public/trainers/all?perPage=10&q=${encodeURIComponent(competence)}&place=${encodeURIComponent(place)}`,
      )
    ).json()) as { data: Trainer[]; meta: { total: number } }
    expect(expected.meta.total).toBeLessThan(data.length)

    await page.goto(`${text.prefix}/trainers/all`)
    await page.getByLabel(text.text).fill(competence)
    await page.getByLabel(text.place).fill(place)
    await page.getByRole('button', { name: text.search }).click()
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(competence).replace(/%20/g, '\\+')}`))
    await expect(page).toHaveURL(/[?&]place=/)
    const names = page.getByRole('main').getByRole('heading', { level: 2 })
    await expect(names).toHaveCount(expected.data.length)
    await expect(names.filter({ hasText: trainer.full_name })).toHaveCount(1)

    // the shared URL, opened by someone else, shows the same list with the filters filled in
    const other = await browser.newPage({ baseURL })
    await other.goto(page.url())
    await expect(other.getByLabel(text.text)).toHaveValue(competence)
    await expect(other.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(expected.data.length)
    await other.close()

    await page.getByRole('link', { name: text.clear }).click()
    await expect(page).toHaveURL(new RegExp(`${text.prefix}/trainers/all$`))
    await expect(names).toHaveCount(Math.min(10, data.length))
  })
}

test.describe('HR', () => {
  test.use({ storageState: storageStatePath('hr') })

  test('an HR user narrows the student directory to those still studying and writes to a student', async ({
    page,
  }) => {
    await page.goto('/students')
    await page.getByLabel(TEXTS.it.availability).selectOption({ label: TEXTS.it.studying })
    await page.getByRole('button', { name: TEXTS.it.search }).click()
    await expect(page).toHaveURL(/[?&]availability=studying/)
    const answer = (await (await page.request.get('/api/hr/students?availability=studying')).json()) as {
      meta: { total: number }
    }
    if (answer.meta.total === 0)
      await expect(page.getByText('Nessuno studente visibile corrisponde alla ricerca.')).toBeVisible()
    else await expect(page.getByText(new RegExp(`^${answer.meta.total} student`))).toBeVisible()
    // a student of the directory is one click from a direct message
    await page.goto('/students')
    const first = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('progressbar') })
      .first()
    const name = (await first.getByRole('link').first().textContent())!.trim()
    await first.getByRole('link', { name: `Invia messaggio ${name}` }).click()
    await expect(page).toHaveURL(/\/dms\?c=\d+/)
    await expect(page.getByRole('main').getByText(name).first()).toBeVisible()
  })
})
