import { expect, test } from '@playwright/test'
import { storageStatePath } from './support/accounts'

/*
 * Issue 34 end to end: a trainer editing a CV section on /me (a client refused by field, then
 * saved) sends the flow from the error page; support replays it on /dev?trace=CODE and every CV
 * section's actor replays on the current machines without divergence.
 */
test('a flow sent from /me while editing a CV section replays on /dev without divergence', async ({
  browser,
}) => {
  test.setTimeout(90_000)
  const trainer = await browser.newContext({ storageState: storageStatePath('trainer') })
  const page = await trainer.newPage()
  await page.goto('/me')
  const clients = page.getByRole('region', { name: 'Clienti' })
  await clients.getByRole('button', { name: 'Aggiungi a Clienti' }).click()
  await clients.getByRole('button', { name: 'Salva' }).click()
  await expect(clients.getByText('Il campo Nome è richiesto')).toBeVisible()
  const name = `Cliente della traccia ${Date.now()}`
  await clients.getByRole('textbox', { name: 'Nome' }).fill(name)
  await clients.getByRole('button', { name: 'Salva' }).click()
  await expect(clients.getByRole('button', { name: `Modifica ${name}` })).toBeVisible()

  await page.evaluate(() => {
    void Promise.reject(new Error('Errore di prova del flusso'))
  })
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/support/traces'))
  await page.getByRole('button', { name: 'Invia il flusso al supporto' }).click()
  expect((await sent).status()).toBe(201)
  const code = (await page.getByTestId('flow-code').textContent())!.trim()
  await trainer.close()

  const admin = await browser.newContext({ storageState: storageStatePath('admin') })
  const viewer = await admin.newPage()
  await viewer.goto(`/dev?trace=${code}`)
  await expect(viewer.getByRole('heading', { level: 2, name: `Flusso ${code}` })).toBeVisible()
  const timeline = viewer.getByRole('list', { name: 'Passi del flusso' })
  const steps = timeline.getByRole('listitem').filter({ hasText: 'cvSection' })
  await expect(steps.filter({ hasText: 'xstate.done.actor.saveEntry' })).toBeVisible()
  const events = (await steps.getByTestId('step-event').allTextContents()).map((text) => text.trim())
  const expected = ['entry.add', 'entry.submit', 'xstate.error.actor.saveEntry', 'entry.submit']
  expect(events.filter((type) => expected.includes(type))).toEqual(expected)

  await viewer.getByRole('button', { name: 'Riproduci con le macchine attuali' }).click()
  const sections = viewer.locator('[data-replay="cvSection"]')
  await expect(sections.first()).toBeVisible()
  await expect(sections.and(viewer.locator(':not([data-status="same"])'))).toHaveCount(0)
  await expect(sections.filter({ hasText: 'nessuna divergenza' })).toHaveCount(await sections.count())
  await admin.close()
})

/*
 * The same from the studio: a trainer creates a course, saves its heading, opens the lessons page
 * and adds one, then sends the flow; every actor of the course manager's machines replays on the
 * current definitions without divergence.
 */
test('a flow sent from the studio while editing a course replays on /dev without divergence', async ({
  browser,
}) => {
  test.setTimeout(90_000)
  const trainer = await browser.newContext({ storageState: storageStatePath('trainer') })
  const page = await trainer.newPage()
  await page.goto('/instructor/course/create')
  await page.getByLabel('Titolo del corso').fill(`Corso della traccia ${Date.now().toString(36)}`)
  await page.getByLabel('Categoria').selectOption({ index: 1 })
  await page.getByRole('button', { name: 'Crea il corso' }).click()
  await expect(page).toHaveURL(/\/instructor\/course\/\d+\/manage\/heading$/)
  await page.getByLabel('Sottotitolo').fill('Una traccia per il supporto')
  await page.getByRole('button', { name: 'Salva', exact: true }).click()
  await expect(page.getByText('Salvato', { exact: true })).toBeVisible()
  await page
    .getByRole('navigation', { name: 'Pagine del corso' })
    .getByRole('link', { name: 'Lezioni' })
    .click()
  await expect(page).toHaveURL(/\/manage\/lessons$/)
  await page.getByLabel('Titolo della nuova lezione').fill('Introduzione')
  await page.getByRole('button', { name: 'Aggiungi lezione' }).click()
  await expect(page.getByRole('list', { name: 'Lezioni del corso' }).getByRole('listitem')).toHaveCount(1)

  await page.evaluate(() => {
    void Promise.reject(new Error('Errore di prova del flusso'))
  })
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/support/traces'))
  await page.getByRole('button', { name: 'Invia il flusso al supporto' }).click()
  expect((await sent).status()).toBe(201)
  const code = (await page.getByTestId('flow-code').textContent())!.trim()
  await trainer.close()

  const admin = await browser.newContext({ storageState: storageStatePath('admin') })
  const viewer = await admin.newPage()
  await viewer.goto(`/dev?trace=${code}`)
  await expect(viewer.getByRole('heading', { level: 2, name: `Flusso ${code}` })).toBeVisible()
  const timeline = viewer.getByRole('list', { name: 'Passi del flusso' })
  await expect(
    timeline
      .getByRole('listitem')
      .filter({ hasText: 'courseLessons' })
      .filter({ hasText: 'xstate.done.actor.addLesson' }),
  ).toBeVisible()
  const eventsOf = async (machine: string) =>
    (
      await timeline
        .getByRole('listitem')
        .filter({ hasText: machine })
        .getByTestId('step-event')
        .allTextContents()
    ).map((text) => text.trim())
  expect(await eventsOf('courseSection')).toEqual(
    expect.arrayContaining(['section.submit', 'xstate.done.actor.saveCourse']),
  )
  expect(await eventsOf('courseLessons')).toEqual(
    expect.arrayContaining(['lesson.add', 'xstate.done.actor.addLesson']),
  )

  await viewer.getByRole('button', { name: 'Riproduci con le macchine attuali' }).click()
  const studio = viewer.locator(
    ['courseManager', 'courseSection', 'courseLessons']
      .map((machine) => `[data-replay="${machine}"]`)
      .join(', '),
  )
  await expect(viewer.locator('[data-replay="courseLessons"]').first()).toBeVisible()
  await expect(viewer.locator('[data-replay="courseManager"]').first()).toBeVisible()
  await expect(viewer.locator('[data-replay="courseSection"]').first()).toBeVisible()
  await expect(studio.and(viewer.locator(':not([data-status="same"])'))).toHaveCount(0)
  await expect(studio.filter({ hasText: 'nessuna divergenza' })).toHaveCount(await studio.count())
  await admin.close()
})
