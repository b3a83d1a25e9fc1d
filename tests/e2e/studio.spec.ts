/**
 * The instructor's studio in Chromium (issue 15): the demo trainer creates a course, adds three
 * lessons, moves one by keyboard, marks the first free, uploads a short video made here with
 * ffmpeg and watches it go through processing to ready, fills the manage pages, sets a price and
 * sends it for review; an admin publishes it from the review queue; a visitor then finds the course in the catalogue, plays its free preview and downloads
 * its material.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { storageStatePath } from './support/accounts'

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n')
// Debian's ffmpeg (FFMPEG_PATH to use another)
const ffmpeg = process.env.FFMPEG_PATH || 'ffmpeg'

test.use({ storageState: storageStatePath('trainer') })

async function lessonTitles(page: Page): Promise<string[]> {
  return page
    .getByRole('list', { name: 'Lezioni del corso' })
    .getByRole('textbox', { name: /^Titolo della lezione/ })
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))
}

test('a trainer builds, uploads, publishes; a visitor plays the free preview', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000)
  mkdirSync(testInfo.outputDir, { recursive: true })
  const clip = path.join(testInfo.outputDir, 'lezione.mp4')
  execFileSync(ffmpeg, [
    '-y',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=640x360:rate=25:duration=4',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=523:duration=4',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    clip,
  ])
  const title = `Luce naturale ${Date.now().toString(36)}`

  // 1. create: title and category
  await page.goto('/instructor/course/create')
  await page.getByRole('button', { name: 'Crea il corso' }).click()
  await expect(page.getByText('Scrivi il titolo del corso.')).toBeVisible()
  await page.getByLabel('Titolo del corso').fill(title)
  await page.getByLabel('Categoria').selectOption({ index: 1 })
  await page.getByRole('button', { name: 'Crea il corso' }).click()
  await expect(page).toHaveURL(/\/instructor\/course\/\d+\/manage\/heading$/)
  const courseId = Number(/course\/(\d+)\//.exec(page.url())![1])

  // 2. heading: unsaved, saved
  await page.getByLabel('Sottotitolo').fill('Fotografare con la luce che c’è')
  await expect(page.getByText('Modifiche non salvate')).toBeVisible()
  await page.getByLabel('Livello').selectOption('beginner')
  await page.getByRole('button', { name: 'Salva', exact: true }).click()
  await expect(page.getByText('Salvato', { exact: true })).toBeVisible()

  // 3. lessons: three, the last moved first by keyboard, the first free
  await page
    .getByRole('navigation', { name: 'Pagine del corso' })
    .getByRole('link', { name: 'Lezioni' })
    .click()
  for (const name of ['Introduzione', 'Teoria', 'Esercizi']) {
    await page.getByLabel('Titolo della nuova lezione').fill(name)
    await page.getByRole('button', { name: 'Aggiungi lezione' }).click()
    await expect(page.getByRole('list', { name: 'Lezioni del corso' }).getByRole('listitem')).toHaveCount(
      ['Introduzione', 'Teoria', 'Esercizi'].indexOf(name) + 1,
    )
  }
  const handle = page.getByRole('button', { name: 'Sposta la lezione Esercizi (posizione 3 di 3)' })
  await handle.focus()
  // at a person's pace: dnd-kit measures the list between moves
  for (const key of ['Space', 'ArrowUp', 'ArrowUp', 'Space']) {
    await page.keyboard.press(key)
    await page.waitForTimeout(300)
  }
  await expect.poll(() => lessonTitles(page)).toEqual(['Esercizi', 'Introduzione', 'Teoria'])
  // the order is the server's: a reload keeps it
  await page.reload()
  await expect.poll(() => lessonTitles(page)).toEqual(['Esercizi', 'Introduzione', 'Teoria'])

  const row = (name: string) =>
    page
      .getByRole('list', { name: 'Lezioni del corso' })
      .getByRole('listitem')
      .filter({
        has: page
          .getByRole('textbox', { name: /^Titolo della lezione/ })
          .and(page.locator(`[value="${name}"]`)),
      })
  for (const name of ['Esercizi', 'Teoria']) {
    await row(name).getByLabel('Contenuto').selectOption('text')
    await row(name).getByLabel('Testo della lezione').fill(`Il testo di ${name}.`)
    await row(name).getByLabel('Testo della lezione').blur()
    await expect(row(name).getByText('Salvato')).toBeVisible()
  }
  await row('Introduzione').getByLabel('Anteprima gratuita').check()
  await expect(row('Introduzione').getByText('Salvato')).toBeVisible()
  // a material: refused when it is not one, attached when it is
  const attach = row('Introduzione').getByLabel('Allega un materiale alla lezione Introduzione')
  await attach.setInputFiles({
    name: 'appunti.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('solo testo'),
  })
  await expect(row('Introduzione').getByRole('alert')).toContainText('Allega un PDF o un documento Word')
  await attach.setInputFiles({ name: 'dispensa.pdf', mimeType: 'application/pdf', buffer: PDF })
  await expect(row('Introduzione').getByRole('link', { name: 'dispensa.pdf' })).toBeVisible()

  // 4. the video: uploaded with tus, processed, ready
  await row('Introduzione').getByLabel('Scegli il video della lezione Introduzione').setInputFiles(clip)
  const video = row('Introduzione').getByRole('region', { name: 'Video della lezione Introduzione' })
  await expect(video.getByText(/Elaborazione del video: \d+%/)).toBeVisible({ timeout: 30_000 })
  await expect(video.getByText('Video pronto')).toBeVisible({ timeout: 60_000 })
  // every lesson has its content now: the lessons tab is ticked without a reload
  await expect(
    page
      .getByRole('navigation', { name: 'Pagine del corso' })
      .getByRole('link', { name: 'Lezioni completato' }),
  ).toBeVisible()

  // 5. goals, recipients, presentation, price
  const goTo = async (name: string) =>
    page
      .getByRole('navigation', { name: 'Pagine del corso' })
      .getByRole('link', { name: new RegExp(`^${name}`) })
      .click()
  await goTo('Obiettivi')
  await page.getByLabel('Cosa saprà fare chi segue il corso').fill('Leggere la luce\nScegliere l’ora giusta')
  // leaving with unsaved changes asks first
  await goTo('Destinatari')
  const leave = page.getByRole('dialog', { name: 'Uscire senza salvare?' })
  await expect(leave).toBeVisible()
  await leave.getByRole('button', { name: 'Resta' }).click()
  await expect(leave).toBeHidden()
  await expect(page.getByLabel('Cosa saprà fare chi segue il corso')).toHaveValue(/Leggere la luce/)
  await page.getByRole('button', { name: 'Salva', exact: true }).click()
  await expect(page.getByText('Salvato', { exact: true })).toBeVisible()
  await goTo('Destinatari')
  await page.getByLabel('A chi è rivolto il corso').fill('Chi ha appena comprato una fotocamera')
  await page.getByRole('button', { name: 'Salva', exact: true }).click()
  await expect(page.getByText('Salvato', { exact: true })).toBeVisible()
  await goTo('Presentazione')
  await page.getByLabel('Descrizione del corso').fill('Un corso pratico sulla luce naturale.')
  await page.getByRole('button', { name: 'Salva', exact: true }).click()
  await expect(page.getByText('Salvato', { exact: true })).toBeVisible()
  // the cover: a 640×360 PNG made here comes back cropped to 1280×720
  const coverFile = path.join(testInfo.outputDir, 'copertina.png')
  execFileSync(ffmpeg, [
    '-y',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=640x360',
    '-frames:v',
    '1',
    coverFile,
  ])
  await page.getByLabel('Carica la copertina').setInputFiles(coverFile)
  const cover = page.getByRole('img', { name: 'La copertina attuale del corso' })
  await expect(cover).toBeVisible()
  await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1280)
  // the presentation video: the same clip, uploaded and processed like a lesson's, then previewed
  await page.getByLabel('Scegli il video di presentazione').setInputFiles(clip)
  const promo = page.getByRole('region', { name: 'Video di presentazione del corso' })
  await expect(promo.getByText('Video pronto')).toBeVisible({ timeout: 60_000 })
  await expect(page.getByLabel('Anteprima del video di presentazione')).toBeVisible()
  // a material for the whole course
  await goTo('Materiali')
  await page.getByLabel('Allega un materiale a tutto il corso').setInputFiles({
    name: 'programma.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  })
  await expect(
    page.getByRole('group', { name: 'Materiali del corso' }).getByRole('link', { name: 'programma.pdf' }),
  ).toBeVisible()
  await goTo('Prezzo')
  // sending for review needs the price saved too; 'Prezzo' gets its ✓ once it is (issue 38)
  const pages = page.getByRole('navigation', { name: 'Pagine del corso' })
  await expect(pages.getByRole('link', { name: /^Prezzo/ }).getByLabel('completato')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Invia in revisione' })).toBeDisabled()
  await page.getByLabel('A pagamento').check()
  await page.getByLabel('Prezzo (€)').fill('189,00')
  await page.getByRole('button', { name: 'Salva', exact: true }).click()
  await expect(page.getByText('Salvato', { exact: true })).toBeVisible()
  await expect(pages.getByRole('link', { name: /^Prezzo/ }).getByLabel('completato')).toHaveCount(1)
  // a launch coupon for this course
  const code = `LANCIO-${Date.now().toString(36).toUpperCase()}`
  await page.getByLabel('Codice', { exact: true }).fill(code.toLowerCase())
  await page.getByLabel('Sconto (%)').fill('20')
  await page.getByLabel('Usi al massimo (facoltativo)').fill('50')
  await page.getByRole('button', { name: 'Crea il codice' }).click()
  await expect(page.getByText(`Codice ${code} creato.`)).toBeVisible()
  const couponRow = page.locator(`[data-coupon="${code}"]`)
  await expect(couponRow).toContainText('20%')
  await expect(couponRow).toContainText('0 / 50')
  await expect(couponRow).toContainText('Attivo')

  // 6. send for review; an admin publishes it from the review queue (in English)
  await page.getByRole('button', { name: 'Invia in revisione' }).click()
  await expect(page.locator('[data-course-status="in_review"]')).toBeVisible()
  const reviewer = await browser.newContext({ baseURL, storageState: storageStatePath('admin') })
  const admin = await reviewer.newPage()
  await admin.goto('/en/dev/course-reviews')
  const waiting = admin.locator(`[data-review-course="${courseId}"]`)
  await expect(waiting).toContainText(title)
  await waiting.getByRole('button', { name: 'Publish' }).click()
  await expect(admin.getByRole('status').filter({ hasText: `“${title}” is published.` })).toBeVisible()
  await expect(waiting).toHaveCount(0)
  await reviewer.close()
  await page.reload()
  await expect(page.locator('[data-course-status="published"]')).toBeVisible()
  const slug = (
    (await (await page.request.get(`/api/instructor/courses/${courseId}`)).json()) as {
      data: { slug: string }
    }
  ).data.slug

  // the studio's home lists it as published, beside the earnings
  await page.goto('/instructor/course/create')
  const listed = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) })
  await expect(listed).toContainText('Pubblicato')
  await expect(listed).toContainText('Pronto da pubblicare')
  await expect(page.getByRole('heading', { level: 2, name: 'I tuoi guadagni' })).toBeVisible()
  await expect(page.getByText('Incassato in totale')).toBeVisible()

  // 7. a visitor: the course is in the catalogue, its free preview plays
  const visitor = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } })
  const guest = await visitor.newPage()
  await guest.goto(`/courses?q=${encodeURIComponent(title)}`)
  await expect(guest.getByRole('heading', { level: 2, name: title })).toBeVisible()
  await guest.goto(`/course/${slug}`)
  await expect
    .poll(() =>
      guest
        .locator('img[src^="/media/covers/"]')
        .first()
        .evaluate((image: HTMLImageElement) => image.naturalWidth),
    )
    .toBe(1280)
  // a lesson of 4 seconds says so, in both languages (not '0 min')
  const lessonRow = guest
    .getByRole('region', { name: 'Lezioni' })
    .getByRole('listitem')
    .filter({ hasText: 'Introduzione' })
  await expect(lessonRow).toContainText('4 s')
  await guest.goto(`/en/course/${slug}`)
  await expect(
    guest.getByRole('region', { name: 'Lessons' }).getByRole('listitem').filter({ hasText: 'Introduzione' }),
  ).toContainText('4 s')
  await guest.goto(`/course/${slug}`)
  await guest.getByRole('button', { name: /Guarda la presentazione/ }).click()
  await expect(guest.getByLabel(`Presentazione del corso: ${title}`)).toBeVisible()
  const outline = (await (await guest.request.get(`/api/learn/${slug}`)).json()) as {
    data: { lessons: { id: number; title: string; free: boolean }[] }
  }
  const free = outline.data.lessons.find((lesson) => lesson.free)!
  expect(free.title).toBe('Introduzione')
  await guest.goto(`/learn-${slug}/free/${free.id}`)
  const player = guest.getByLabel('Video della lezione: Introduzione')
  await expect(player).toBeVisible()
  await player.evaluate((element: HTMLVideoElement) => {
    element.muted = true
    return element.play()
  })
  await expect
    .poll(() => player.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(1)
  // the free preview's material downloads for the visitor too
  const material = guest.getByRole('link', { name: 'dispensa.pdf' })
  await expect(material).toBeVisible()
  const download = await guest.request.get((await material.getAttribute('href'))!)
  expect(download.status()).toBe(200)
  expect((await download.body()).equals(PDF)).toBe(true)
  await visitor.close()
})
