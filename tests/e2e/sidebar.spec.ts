import { expect, test } from '@playwright/test'
import { storageStatePath } from './support/accounts'

// SPEC.md §4: the sidebar's open state and type persist locally under ui.sidebar.open and
// ui.sidebar.type. Local storage belongs to this test's context, so the saved session stays as it is.
test.use({ storageState: storageStatePath('trainer') })

test('the sidebar comes back collapsed and on the menu the trainer switched to after a reload', async ({
  page,
}) => {
  await page.goto('/feed')
  const sidebar = page.getByRole('complementary', { name: 'Barra laterale' })
  const toggle = sidebar.getByRole('button', { name: 'Riduci il menu' })
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await sidebar.getByRole('button', { name: 'Passa al menu studente' }).click()
  await expect(sidebar.getByRole('button', { name: 'Passa al menu formatore' })).toBeVisible()
  await toggle.click()
  await expect(sidebar.getByRole('button', { name: 'Espandi il menu' })).toHaveAttribute(
    'aria-expanded',
    'false',
  )
  const stored = () =>
    page.evaluate(() => [localStorage.getItem('ui.sidebar.open'), localStorage.getItem('ui.sidebar.type')])
  expect(await stored()).toEqual(['false', 'student'])

  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Feed' })).toBeVisible()
  await expect(sidebar.getByRole('button', { name: 'Espandi il menu' })).toHaveAttribute(
    'aria-expanded',
    'false',
  )
  // the session announcing the trainer again does not undo the switch
  await expect(sidebar.getByRole('button', { name: 'Passa al menu formatore' })).toBeAttached()
  expect(await stored()).toEqual(['false', 'student'])

  // and back: open, trainer menu
  await sidebar.getByRole('button', { name: 'Espandi il menu' }).click()
  await sidebar.getByRole('button', { name: 'Passa al menu formatore' }).click()
  await page.reload()
  await expect(sidebar.getByRole('button', { name: 'Riduci il menu' })).toHaveAttribute(
    'aria-expanded',
    'true',
  )
  await expect(sidebar.getByRole('button', { name: 'Passa al menu studente' })).toBeVisible()
  expect(await stored()).toEqual(['true', 'trainer'])
})
