/**
 * Favorite courses in Chromium (issue 14): a visitor presses the heart on a course page, logs in
 * through the prompt, and the course is a favorite (the action went on after the login); it is
 * on /myfavorites, where removing it empties the list. A student of this file's own.
 */
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { freshStudent } from './support/accounts'

test.use({ storageState: { cookies: [], origins: [] } })

test('a visitor hearts a course, logs in through the prompt, and finds it on /myfavorites', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000)
  const { email, password } = await freshStudent(baseURL!, path.join(testInfo.project.outputDir, 'fav.json'))
  const response = await page.request.get('/api/public/courses', { params: { perPage: 5 } })
  const course = ((await response.json()) as { data: { slug: string; title: string }[] }).data[0]

  await page.goto(`/course/${course.slug}`)
  const heart = page.getByRole('button', { name: `Aggiungi ai preferiti ${course.title}` })
  await expect(heart).toHaveAttribute('aria-pressed', 'false')
  await heart.click()
  const dialog = page.getByRole('dialog', { name: 'Login necessario' })
  await expect(dialog).toBeVisible()
  await dialog.getByLabel('Email', { exact: true }).fill(email)
  await dialog.getByLabel('Password', { exact: true }).fill(password)
  await dialog.getByRole('button', { name: 'Accedi' }).click()
  await expect(dialog).toBeHidden()
  const pressed = page.getByRole('button', { name: `Nei preferiti ${course.title}` })
  await expect(pressed).toHaveAttribute('aria-pressed', 'true')

  // the keyboard toggles it too
  await pressed.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: `Aggiungi ai preferiti ${course.title}` })).toHaveAttribute(
    'aria-pressed',
    'false',
  )
  await page.keyboard.press('Enter')
  await expect(pressed).toHaveAttribute('aria-pressed', 'true')

  await page.goto('/en/myfavorites')
  await expect(page.getByRole('heading', { level: 2, name: course.title })).toBeVisible()
  await page.getByRole('button', { name: `Remove from favorites ${course.title}` }).click()
  await expect(page.getByText('You have no favorite courses yet.')).toBeVisible()
})
