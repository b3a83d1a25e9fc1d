/**
 * Profiles in Chromium (issue 16): a trainer fills two CV sections on /me and watches the
 * completion percentage rise and the checklist shrink; a visitor opens a trainer's public profile
 * by its address, in Italian and in English, with the sections the demo CV fills; a visitor on a
 * profile its owner keeps private gets the login prompt and sees it once logged in; a student
 * confirms a trainer's competence and sees the count rise, and the trainer sees who on /me; a
 * student uploads a presentation video from /me, watches it processed to ready, sees it on the
 * public profile, and removes it after confirming.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { expect, request as playwrightRequest, test, type Browser, type Page } from '@playwright/test'
import { login } from '../../contracts/accounts/endpoints'
import { updateProfileSettings } from '../../contracts/profiles/endpoints'
import { apiCall, clientAddress, DEMO_PASSWORD, freshStudent } from './support/accounts'

/** A demo trainer whose CV has studies, a job and languages, and no books or clients yet. */
const TRAINER = 'alessandro-ferrari@demo.aula.test'

async function percent(page: Page): Promise<number> {
  const text = await page.getByTestId('completion-percent').textContent()
  return Number(text?.replace('%', ''))
}

test('a trainer fills two CV sections and sees the completion rise', async ({ page }) => {
  await page.goto('/login')
  await page.getByLabel('Email', { exact: true }).fill(TRAINER)
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Accedi' }).click()
  await expect(page).toHaveURL(/\/feed$/)

  await page.goto('/me')
  await expect(page.getByRole('heading', { level: 1, name: 'Il mio profilo' })).toBeVisible()
  const progress = page.getByRole('progressbar', { name: 'Completamento del profilo' })
  await expect(progress).toBeVisible()
  const checklist = page.getByRole('list').filter({ has: page.getByRole('link', { name: 'Libri' }) })
  await expect(checklist).toBeVisible()
  const before = await percent(page)

  // 1. a book, from the checklist's link to its section
  await page.getByRole('link', { name: 'Libri' }).click()
  const books = page.getByRole('region', { name: 'Libri' })
  await books.getByRole('button', { name: 'Aggiungi a Libri' }).click()
  await books.getByRole('textbox', { name: 'Titolo' }).fill('Excel per il controllo di gestione')
  await books.getByRole('textbox', { name: 'Autore' }).fill('Alessandro Ferrari')
  await books.getByRole('textbox', { name: 'Anno' }).fill('2022')
  await books.getByRole('button', { name: 'Salva' }).click()
  await expect(
    books.getByRole('button', { name: 'Modifica Excel per il controllo di gestione' }),
  ).toBeVisible()
  await expect.poll(() => percent(page)).toBeGreaterThan(before)
  const afterBook = await percent(page)
  await expect(page.getByRole('link', { name: 'Libri' })).toHaveCount(0)

  // 2. a client, with a mistake first: the server's message shows by the field
  const clients = page.getByRole('region', { name: 'Clienti' })
  await clients.getByRole('button', { name: 'Aggiungi a Clienti' }).click()
  await clients.getByRole('textbox', { name: 'Sito web' }).fill('non è un sito')
  await clients.getByRole('button', { name: 'Salva' }).click()
  await expect(clients.getByText('Il campo Nome è richiesto')).toBeVisible()
  await clients.getByRole('textbox', { name: 'Nome' }).fill('Officine Meccaniche Lombarde')
  await clients.getByRole('textbox', { name: 'Sito web' }).fill('oml.example.com')
  await clients.getByRole('button', { name: 'Salva' }).click()
  await expect(clients.getByRole('link', { name: 'Officine Meccaniche Lombarde' })).toBeVisible()
  await expect.poll(() => percent(page)).toBeGreaterThan(afterBook)
  await expect(progress).toHaveAttribute('aria-valuenow', String(await percent(page)))

  // What others see: the new book on the public profile.
  await page.getByRole('link', { name: 'Vedi come lo vedono gli altri' }).click()
  await expect(page).toHaveURL(/\/s\/alessandro-ferrari$/)
  await expect(page.getByRole('region', { name: 'Libri' })).toContainText(
    'Excel per il controllo di gestione',
  )
})

test('a visitor opens a public profile by its address, in Italian and in English', async ({ page }) => {
  await page.goto('/marco-rossi')
  await expect(page.getByRole('heading', { level: 1, name: 'Marco Rossi' })).toBeVisible()
  await expect(page).toHaveTitle(/^Marco Rossi/)
  await expect(
    page.getByRole('region', { name: 'Esperienze' }).getByText('Formatore e coach indipendente'),
  ).toBeVisible()
  await expect(page.getByRole('region', { name: 'Formazione' }).getByText('Università Bocconi')).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Libri' }).getByText('Parlare in pubblico senza paura'),
  ).toBeVisible()
  await expect(page.getByRole('region', { name: 'Lingue' }).getByText('Madrelingua')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Corsi' })).toBeVisible()
  // the demo trainer's presentation video (a generated demo clip) plays on his profile
  await expect(page.getByLabel('Video di presentazione di Marco Rossi')).toBeVisible()
  const shown = (await (await page.request.get('/api/profile/slug/marco-rossi')).json()) as {
    data: { presentation_video: { hls_url: string } | null }
  }
  expect((await page.request.get(shown.data.presentation_video!.hls_url)).status()).toBe(200)
  // nothing private: no e-mail, no street
  await expect(page.getByText('formatore@aula.test')).toHaveCount(0)
  await expect(page.getByText('Via Paolo Sarpi')).toHaveCount(0)

  await page.goto('/en/s/marco-rossi')
  await expect(page.getByRole('heading', { level: 1, name: 'Marco Rossi' })).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Experience' }).getByText('Formatore e coach indipendente'),
  ).toBeVisible()
  await expect(page.getByRole('region', { name: 'Education' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Languages' }).getByText('Native speaker')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Books' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Reviews' })).toContainText('Average')

  await page.goto('/en/nobody-with-this-address')
  await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible()
})

test('a visitor on a private profile gets the login prompt and sees it once logged in', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000)
  const file = path.join(testInfo.project.outputDir, 'private-profile.json')
  const { email, password } = await freshStudent(baseURL!, file)
  const own = await playwrightRequest.newContext({
    baseURL,
    storageState: file,
    extraHTTPHeaders: clientAddress(),
  })
  const saved = await apiCall(own, updateProfileSettings, { data: { is_public: false } })
  expect(saved.status(), await saved.text()).toBe(200)
  const { slug } = ((await saved.json()) as { data: { slug: string } }).data
  await own.dispose()

  await page.goto(`/${slug}`)
  await expect(page).toHaveTitle(/^Profilo privato/)
  const dialog = page.getByRole('dialog', { name: 'Login necessario' })
  await dialog.getByLabel('Email', { exact: true }).fill(email)
  await dialog.getByLabel('Password', { exact: true }).fill(password)
  await dialog.getByRole('button', { name: 'Accedi' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('heading', { level: 1, name: 'Chiara Esposito' })).toBeVisible()
  await expect(page.getByText('Questo è il tuo profilo come lo vedono gli altri.')).toBeVisible()
})

/** A browser context logged in through POST /api/login (no other area's page on the way). */
async function loggedInAs(browser: Browser, baseURL: string, email: string) {
  const request = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: clientAddress() })
  const response = await apiCall(request, login, {
    data: { email, password: DEMO_PASSWORD },
    waitOutRateLimit: true,
  })
  expect(response.status()).toBe(200)
  const storageState = await request.storageState()
  await request.dispose()
  return browser.newContext({ baseURL, storageState, locale: 'it-IT' })
}

test('a student confirms a competence on a trainer’s profile, and the trainer sees who on /me', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const student = await loggedInAs(browser, baseURL!, 'studente@aula.test')
  const visitor = await student.newPage()
  await visitor.goto('/marco-rossi')
  const confirmations = visitor.getByRole('region', { name: 'Competenze confermate' })
  const chip = confirmations.getByRole('button', { name: /^Negoziazione \d+ conferm/ })
  await expect(chip).toHaveAttribute('aria-pressed', 'false')
  const before = Number((await chip.textContent())?.match(/(\d+) conferm/)?.[1])
  await chip.click()
  await expect(chip).toHaveAttribute('aria-pressed', 'true')
  await expect(chip).toContainText(`${before + 1} conferm`)
  // who: the student is among them
  await confirmations.getByRole('button', { name: 'Chi ha confermato Negoziazione' }).click()
  await expect(
    visitor.getByRole('region', { name: 'Chi ha confermato Negoziazione' }).getByRole('link', {
      name: 'Sofia Esposito',
    }),
  ).toBeVisible()

  const trainer = await loggedInAs(browser, baseURL!, 'formatore@aula.test')
  const me = await trainer.newPage()
  await me.goto('/me')
  const mine = me.getByRole('region', { name: 'Conferme delle tue competenze' })
  const own = mine.getByRole('button', { name: /^Negoziazione/ })
  await expect(own).toContainText(`${before + 1} conferm`)
  await own.click()
  await expect(own).toHaveAttribute('aria-expanded', 'true')
  await expect(
    me.getByRole('region', { name: 'Chi ha confermato Negoziazione' }).getByRole('link', {
      name: 'Sofia Esposito',
    }),
  ).toBeVisible()
  await trainer.close()

  // and takes it back
  await chip.click()
  await expect(chip).toHaveAttribute('aria-pressed', 'false')
  await expect(chip).toContainText(`${before} conferm`)
  await student.close()
})

test('a profile shows its pinned post first to who may see it, and opens it', async ({
  browser,
  baseURL,
}) => {
  const context = await loggedInAs(browser, baseURL!, 'studente@aula.test')
  const page = await context.newPage()
  const me = (await (await context.request.get('/api/profile/me')).json()) as {
    data: { slug: string; full_name: string }
  }
  await page.goto(`/${me.data.slug}`)
  const posts = page.getByRole('region', { name: `Post di ${me.data.full_name}` })
  const first = posts.getByRole('listitem').first()
  // the demo student's first post is pinned (social seed)
  await expect(first.getByText('In evidenza')).toBeVisible()
  await first.getByRole('link', { name: 'Apri il post' }).click()
  await expect(page).toHaveURL(/\/posts\/\d+$/)
  await context.close()
})

// Debian's ffmpeg (FFMPEG_PATH to use another)
const ffmpeg = process.env.FFMPEG_PATH || 'ffmpeg'

test('a student uploads a presentation video on /me, it plays on the public profile, then removes it', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000)
  mkdirSync(testInfo.outputDir, { recursive: true })
  const clip = path.join(testInfo.outputDir, 'presentazione.mp4')
  execFileSync(ffmpeg, [
    '-y',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=640x360:rate=25:duration=3',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    clip,
  ])
  const file = path.join(testInfo.outputDir, 'video-student.json')
  await freshStudent(baseURL!, file)
  const context = await browser.newContext({ baseURL, storageState: file, locale: 'it-IT' })
  const page = await context.newPage()
  await page.goto('/me')
  await expect(page.getByRole('heading', { level: 1, name: 'Il mio profilo' })).toBeVisible()
  const before = await percent(page)

  // a wrong file is refused before any byte is sent, with the reason
  const uploader = page.getByRole('region', { name: 'Video di presentazione del profilo' })
  await page.getByLabel('Scegli il video di presentazione').setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4 not a video'),
  })
  await expect(uploader.getByRole('alert')).toContainText('Il file non è un video')

  await page.getByLabel('Scegli il video di presentazione').setInputFiles(clip)
  await expect(uploader.getByText(/Elaborazione del video: \d+%/)).toBeVisible({ timeout: 30_000 })
  await expect(uploader.getByText('Video pronto')).toBeVisible({ timeout: 90_000 })
  // the ready video fills the completion's last media item and plays in the preview
  await expect.poll(() => percent(page)).toBeGreaterThan(before)
  const me = (await (await context.request.get('/api/profile/me')).json()) as {
    data: { slug: string; full_name: string }
  }
  const label = `Video di presentazione di ${me.data.full_name}`
  await expect(page.getByLabel(label)).toBeVisible()

  // a visitor sees it on the public profile
  const visitor = await browser.newContext({ baseURL, locale: 'it-IT' })
  const visit = await visitor.newPage()
  await visit.goto(`/${me.data.slug}`)
  await expect(visit.getByRole('heading', { level: 1, name: me.data.full_name })).toBeVisible()
  await expect(visit.getByLabel(label)).toBeVisible()
  await visitor.close()

  // removed after confirming
  await page.getByRole('button', { name: 'Togli il video di presentazione' }).click()
  const dialog = page.getByRole('dialog', { name: 'Togliere il video di presentazione?' })
  await dialog.getByRole('button', { name: 'Togli il video' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByLabel(label)).toHaveCount(0)
  await expect(uploader.getByText('Nessun video')).toBeVisible()
  await expect.poll(() => percent(page)).toBe(before)
  await context.close()
})
