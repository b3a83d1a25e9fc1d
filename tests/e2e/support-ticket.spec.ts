import { expect, test } from '@playwright/test'
import { fillPath } from '../../contracts/core/endpoint'
import { listOutbox, showTrace, type OutboxMessage } from '../../contracts/support/endpoints'
import { storageStatePath } from './support/accounts'

/*
 * Issue 11 and SPEC.md §7 "support ticket send": a logged-in student writes to support from
 * /mysettings/help with "Allega il mio flusso" ticked and a screenshot attached (issue 19); the
 * ticket's mail to support links the flow and carries the file, and an admin opens the flow on
 * /dev?trace=CODE.
 */

/** A 1×1 PNG: a real image the server decodes. */
const SCREENSHOT = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)
test('a student sends a ticket with the flow attached, and support opens the flow from it', async ({
  browser,
}) => {
  test.setTimeout(90_000)

  const student = await browser.newContext({ storageState: storageStatePath('student') })
  const page = await student.newPage()
  await page.goto('/mysettings/help')
  await expect(page.getByRole('heading', { level: 1, name: 'Assistenza' })).toBeVisible()
  await expect(page.getByLabel('Email per la risposta')).toHaveValue('studente@aula.test')

  // submitting empty names every missing field beside it and goes to the first, calling nothing
  await page.getByRole('button', { name: 'Invia la richiesta' }).click()
  await expect(page.getByLabel('Oggetto')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('Il campo Messaggio è richiesto')).toBeVisible()
  await expect(page.getByLabel('Categoria')).toBeFocused()

  await page.getByLabel('Categoria').selectOption({ label: 'Corsi e lezioni' })
  await page.getByLabel('Oggetto').fill('Il video non parte')
  await page.getByLabel('Messaggio').fill('Apro la prima lezione e il video resta nero.')
  // by keyboard, as a user without a mouse would
  await page.getByLabel(/Allega il mio flusso/).focus()
  await page.keyboard.press('Space')
  await expect(page.getByLabel(/Allega il mio flusso/)).toBeChecked()

  // files: one the picker refuses at once, then a screenshot, listed with its size and a remove button
  const picker = page.getByLabel('Allegati')
  await picker.setInputFiles({
    name: 'setup.exe',
    mimeType: 'application/x-msdownload',
    buffer: Buffer.from('MZ'),
  })
  await expect(
    page.getByText('Il file «setup.exe» non è un’immagine JPEG, PNG o WebP né un PDF.'),
  ).toBeVisible()
  await picker.setInputFiles([
    { name: 'schermata.png', mimeType: 'image/png', buffer: SCREENSHOT },
    { name: 'altra.png', mimeType: 'image/png', buffer: SCREENSHOT },
  ])
  const chosen = page.getByTestId('ticket-files').getByRole('listitem')
  await expect(chosen).toHaveCount(2)
  await expect(chosen.first()).toContainText('schermata.png')
  // removed by keyboard
  await page.getByRole('button', { name: 'Rimuovi altra.png' }).focus()
  await page.keyboard.press('Enter')
  await expect(chosen).toHaveCount(1)
  await expect(picker).toBeFocused()

  const flowSent = page.waitForResponse((response) => response.url().endsWith('/api/support/traces'))
  const ticketSent = page.waitForResponse((response) => response.url().endsWith('/api/support/tickets'))
  await page.getByRole('button', { name: 'Invia la richiesta' }).click()
  expect((await flowSent).status()).toBe(201)
  expect((await ticketSent).status()).toBe(201)
  const number = (await page.getByTestId('ticket-number').textContent())!.trim()
  expect(number).toMatch(/^T-\d{6,}$/)
  const attached = page.getByText(/^Flusso allegato: /)
  const code = (await attached.textContent())!.replace('Flusso allegato:', '').trim()
  expect(code).toMatch(/^AULA-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{2}$/)
  await expect(page.getByTestId('ticket-attachments')).toHaveText('schermata.png (1 KB)')
  await student.close()

  // support's mail names the ticket, the sender and the flow's link; the sender gets an acknowledgement
  const admin = await browser.newContext({ storageState: storageStatePath('admin') })
  let mail: OutboxMessage | undefined
  let acknowledgement: OutboxMessage | undefined
  await expect
    .poll(
      async () => {
        const response = await admin.request.get(listOutbox.path)
        const { data } = (await response.json()) as { data: OutboxMessage[] }
        const ofTicket = data.filter((message) => message.meta.ticket === number)
        mail = ofTicket.find((message) => message.meta.kind !== 'support_ticket_received')
        acknowledgement = ofTicket.find((message) => message.meta.kind === 'support_ticket_received')
        return mail !== undefined && acknowledgement !== undefined
      },
      { timeout: 15_000, message: `the mail of ticket ${number}` },
    )
    .toBe(true)
  expect(mail!.to).toMatch(/^support@/)
  expect(acknowledgement!.to).toBe('studente@aula.test')
  expect(acknowledgement!.text).toContain(number)
  expect(mail!.subject).toContain('Il video non parte')
  expect(mail!.text).toContain('studente@aula.test')
  expect(mail!.text).toContain(`/dev?trace=${code}`)
  expect(mail!.text).toContain('File allegati: schermata.png (1 KB)')
  expect(mail!.meta.attachments).toEqual([
    expect.objectContaining({ filename: 'schermata.png', contentType: 'image/png', size: SCREENSHOT.length }),
  ])

  // the flow is the student's, and support opens it
  const stored = await admin.request.get(fillPath(showTrace.path, { code }))
  expect(stored.status()).toBe(200)
  const trace = ((await stored.json()) as { data: { user_id: number | null; steps: unknown[] } }).data
  expect(trace.user_id).not.toBeNull()
  expect(trace.steps.length).toBeGreaterThan(0)

  const viewer = await admin.newPage()
  await viewer.goto(`/dev?trace=${code}`)
  await expect(viewer.getByRole('heading', { level: 2, name: `Flusso ${code}` })).toBeVisible()
  const timeline = viewer.getByRole('list', { name: 'Passi del flusso' })
  await expect(timeline.getByRole('listitem')).toHaveCount(trace.steps.length)
  await expect(viewer.getByTestId('step-position')).toHaveText(`Passo 1 di ${trace.steps.length}`)
  await admin.close()
})
