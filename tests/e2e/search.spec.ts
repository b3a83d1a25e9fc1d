/**
 * Search in Chromium (issue 19): a visitor types in the header's search box and opens a previewed
 * course with the keyboard; a result page's filters go into its URL, and that URL opened in a new
 * page shows the same filtered results; the demo student saves a search, finds it in the list and
 * deletes it. In Italian and in English.
 */
import { expect, test } from '@playwright/test'
import { storageStatePath } from './support/accounts'

const TEXTS = {
  it: {
    prefix: '',
    box: 'Cerca corsi, persone, aziende',
    language: 'Lingua',
    filters: 'Filtri',
    apply: 'Applica i filtri',
    result: /\d+ risultat/,
    save: 'Salva la ricerca',
    saved: 'Ricerca salvata',
    list: 'Le tue ricerche salvate',
    remove: 'Elimina',
  },
  en: {
    prefix: '/en',
    box: 'Search courses, people, companies',
    language: 'Language',
    filters: 'Filters',
    apply: 'Apply the filters',
    result: /\d+ result/,
    save: 'Save the search',
    saved: 'Search saved',
    list: 'Your saved searches',
    remove: 'Delete',
  },
} as const

for (const lang of ['it', 'en'] as const) {
  const t = TEXTS[lang]

  test(`${lang}: type in the search box and open a previewed course with the keyboard`, async ({ page }) => {
    await page.goto(`${t.prefix}/courses`)
    const box = page.getByRole('combobox', { name: t.box })
    await box.click()
    // "corsi excel": the Italian stem and a prefix, typed one key at a time as a person does
    await box.pressSequentially('excel avanz', { delay: 40 })
    const option = page.getByRole('option', { name: /Excel avanzato per il controllo di gestione/ })
    await expect(option).toBeVisible()
    await expect(option.locator('mark').first()).toBeVisible()
    await box.press('ArrowDown')
    await expect(option).toHaveAttribute('aria-selected', 'true')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/course\//)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Excel avanzato/)

    // Escape closes the preview, then clears the text
    await box.fill('')
    await box.pressSequentially('python', { delay: 40 })
    await expect(page.getByRole('listbox')).toBeVisible()
    await box.press('Escape')
    await expect(page.getByRole('listbox')).toHaveCount(0)
    await box.press('Escape')
    await expect(box).toHaveValue('')
  })

  test(`${lang}: a filtered result page keeps its filters in a URL another page opens`, async ({
    page,
    context,
  }) => {
    await page.goto(`${t.prefix}/search/results/courses?q=dati`)
    await expect(page.getByRole('status').filter({ hasText: t.result })).toBeVisible()
    await page.getByRole('form', { name: t.filters }).getByLabel(t.language).selectOption('it')
    await page.getByRole('button', { name: t.apply }).click()
    await expect(page).toHaveURL(/language=it/)
    await expect(page).toHaveURL(/q=dati/)
    const count = await page.getByRole('status').filter({ hasText: t.result }).textContent()
    const titles = await page.locator('main li h2').allTextContents()

    const shared = await context.newPage()
    await shared.goto(page.url())
    await expect(shared.getByRole('form', { name: t.filters }).getByLabel(t.language)).toHaveValue('it')
    await expect(shared.getByRole('status').filter({ hasText: t.result })).toHaveText(count!)
    expect(await shared.locator('main li h2').allTextContents()).toEqual(titles)
  })
}

test.describe('saved searches', () => {
  test.use({ storageState: storageStatePath('student') })

  for (const lang of ['it', 'en'] as const) {
    const t = TEXTS[lang]
    test(`${lang}: save a search, find it in the list, delete it`, async ({ page }) => {
      const q = `marketing ${lang}${Date.now().toString(36)}`
      await page.goto(`${t.prefix}/search?q=${encodeURIComponent(q)}`)
      await page.getByRole('button', { name: t.save }).click()
      await expect(page.getByRole('button', { name: t.saved })).toBeDisabled()
      await page.reload()
      const list = page.getByRole('region', { name: t.list })
      const row = list.getByRole('listitem').filter({ hasText: q })
      await expect(row).toBeVisible()
      await expect(row.getByRole('link', { name: q })).toHaveAttribute('href', new RegExp(`/search\\?q=`))
      await row.getByRole('button', { name: t.remove }).click()
      await page.getByRole('dialog').getByRole('button', { name: t.remove }).click()
      await expect(row).toHaveCount(0)
    })
  }
})
