/**
 * The professional network in Chromium (issue 16): the demo student follows the demo trainer and
 * asks for a partnership from his public profile; the trainer opens the request from the
 * notification and accepts it, then writes a recommendation; the student accepts it from "La mia
 * rete" on /me, and it shows on her public profile. The demo data leaves the two unconnected, and
 * the web server starts from a fresh data directory, so the walk starts from nothing.
 */
import { expect, test, type Browser, type Page } from '@playwright/test'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './support/accounts'
import { expectNoSeriousViolations } from './support/axe'

const TRAINER = { slug: 'marco-rossi', name: 'Marco Rossi' }
const STUDENT = { slug: 'sofia-esposito', name: 'Sofia Esposito' }
const RECOMMENDATION =
  'Sofia ha seguito il mio corso di negoziazione con impegno e ha guidato il lavoro di gruppo con grande chiarezza.'

/**
 * A logged-in page of its own. Logged in through the login page rather than a saved storageState:
 * the saved sessions are shared files, and another run may have rewritten them for its own server.
 */
async function open(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await page.goto('/login')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Accedi' }).click()
  await expect(page).toHaveURL(/\/feed$/)
  return page
}

/** The notification with this text, opened through its link. */
async function openNotification(page: Page, text: string, link: string) {
  await page.goto('/notifications')
  const item = page.getByRole('listitem').filter({ hasText: text }).first()
  await expect(item).toBeVisible()
  await item.getByRole('link', { name: link }).click()
}

test('a student follows the trainer and asks a partnership; the trainer accepts it and recommends her', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const student = await open(browser, DEMO_ACCOUNTS.student)
  const trainer = await open(browser, DEMO_ACCOUNTS.trainer)

  // 1. The student, on the trainer's public profile: follow, then ask for a partnership.
  await student.goto(`/${TRAINER.slug}`)
  const network = student.getByRole('region', { name: `Rete di ${TRAINER.name}` })
  await expect(network.getByRole('button', { name: `Segui ${TRAINER.name}` })).toBeVisible()
  const followers = network.getByTestId('followers-count')
  const before = Number((await followers.textContent())?.match(/\d+/)?.[0])
  await network.getByRole('button', { name: `Segui ${TRAINER.name}` }).click()
  await expect(network.getByRole('button', { name: `Smetti di seguire ${TRAINER.name}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(followers).toContainText(String(before + 1))
  await network.getByRole('button', { name: 'Chiedi una partnership' }).click()
  await expect(network.getByText('Richiesta di partnership inviata')).toBeVisible()

  // 2. The trainer opens the request from the notification and accepts it on her profile.
  await openNotification(trainer, `${STUDENT.name} ti ha chiesto una partnership.`, 'Apri il profilo')
  await expect(trainer).toHaveURL(new RegExp(`/${STUDENT.slug}$`))
  const hers = trainer.getByRole('region', { name: `Rete di ${STUDENT.name}` })
  await expect(hers.getByText(`${STUDENT.name} ti ha chiesto una partnership`)).toBeVisible()
  await hers.getByRole('button', { name: 'Accetta la partnership' }).click()
  await expect(hers.getByText('Siete partner')).toBeVisible()

  // 3. Partners now: he writes a recommendation, which waits for her.
  await hers.getByRole('button', { name: 'Scrivi una raccomandazione' }).click()
  await hers.getByRole('textbox', { name: `La tua raccomandazione per ${STUDENT.name}` }).fill('Brava')
  await hers.getByRole('button', { name: 'Invia la raccomandazione' }).click()
  await expect(
    hers.getByText('Scrivi almeno 20 caratteri: racconta come avete lavorato insieme.'),
  ).toBeVisible()
  await hers.getByRole('textbox', { name: `La tua raccomandazione per ${STUDENT.name}` }).fill(RECOMMENDATION)
  await hers.getByRole('button', { name: 'Invia la raccomandazione' }).click()
  await expect(hers.getByText(`La tua raccomandazione attende che ${STUDENT.name} la accetti.`)).toBeVisible()
  await expect(trainer.getByText(RECOMMENDATION)).toHaveCount(0)

  // 4. She is told, accepts it from "La mia rete" on /me, and it shows on her public profile.
  await openNotification(
    student,
    `${TRAINER.name} ha scritto una raccomandazione per te: accettala per mostrarla sul profilo.`,
    'Vai alla mia rete',
  )
  await expect(student).toHaveURL(/\/me(#my-network-heading)?$/)
  const mine = student.getByRole('region', { name: 'La mia rete' })
  await mine.getByRole('tab', { name: 'Raccomandazioni da accettare' }).click()
  // the demo gives her another one to accept too: this one is his
  const his = mine.getByRole('listitem').filter({ hasText: RECOMMENDATION })
  await expect(his.getByRole('link', { name: TRAINER.name })).toBeVisible()
  await his.getByRole('button', { name: 'Accetta e mostra sul profilo' }).click()
  await expect(mine.getByText(RECOMMENDATION)).toHaveCount(0)
  await mine.getByRole('tab', { name: 'Partner' }).click()
  await expect(mine.getByRole('tabpanel').getByRole('link', { name: TRAINER.name })).toBeVisible()
  await expect(student.locator('[aria-busy="true"]')).toHaveCount(0)
  await expectNoSeriousViolations(student, '/me with La mia rete')

  await trainer.goto(`/${STUDENT.slug}`)
  const shown = trainer.getByRole('region', { name: 'Raccomandazioni' })
  await expect(shown.getByText(RECOMMENDATION)).toBeVisible()
  await expect(shown.getByRole('link', { name: TRAINER.name })).toBeVisible()
  await expect(trainer.locator('[aria-busy="true"]')).toHaveCount(0)
  await expectNoSeriousViolations(trainer, `/${STUDENT.slug} with her network`)

  // and in English
  await trainer.goto(`/en/${STUDENT.slug}`)
  await expect(
    trainer.getByRole('region', { name: 'Recommendations' }).getByText(RECOMMENDATION),
  ).toBeVisible()
  await expect(trainer.getByText('You are partners')).toBeVisible()
})
