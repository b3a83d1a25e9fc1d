import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeUser } from '../../../../machines/guards/fixtures'
import { publishSession } from '../../../session/session-store'
import type { PageProps } from '../../../shared/lib/routing'
import {
  expectFieldError,
  expectNoFieldError,
  findAlert,
  findFieldError,
} from '../../../shared/testing/assertions'
import { installFakeApi } from '../../../shared/testing/fake-api'
import { renderWithApp } from '../../../shared/testing/render'
import { HelpPage } from './help-page'

const props = { title: 'Assistenza', params: {} } as unknown as PageProps
const student = makeUser('student', { email: 'giulia@aula.test' })
const receipt = (trace_code: string | null = null) => ({
  status: 201,
  body: {
    data: { id: 42, number: 'T-000042', created_at: '2026-11-23T10:00:00.000Z', trace_code, attachments: [] },
  },
})

beforeEach(() => publishSession({ user: student, isLoggedIn: true, isLoading: false }))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  publishSession({ user: null, isLoggedIn: false })
})

function fill({ subject = 'La lezione non parte', message = 'Premo play e resta tutto nero.' } = {}) {
  fireEvent.change(screen.getByLabelText('Categoria'), { target: { value: 'technical' } })
  fireEvent.input(screen.getByLabelText('Oggetto'), { target: { value: subject } })
  fireEvent.input(screen.getByLabelText('Messaggio'), { target: { value: message } })
}

// The first render loads the page's lazy parts: slow on a busy machine (5.1 s at load 16).
describe('HelpPage', { timeout: 30_000 }, () => {
  it('prefills the reply address from the session and sends the ticket, then shows its number', async () => {
    const api = installFakeApi({ 'POST /api/support/tickets': receipt() })
    await renderWithApp(<HelpPage {...props} />, { path: '/mysettings/help' })
    expect((screen.getByLabelText('Email per la risposta') as HTMLInputElement).value).toBe(
      'giulia@aula.test',
    )
    fill()
    fireEvent.click(screen.getByRole('button', { name: 'Invia la richiesta' }))
    expect((await screen.findByTestId('ticket-number')).textContent).toBe('T-000042')
    // focus moves to the heading in the effect after the receipt is drawn
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Richiesta inviata'))
    expect(api.calls('POST /api/support/tickets')[0].body).toEqual({
      email: 'giulia@aula.test',
      category: 'technical',
      subject: 'La lezione non parte',
      message: 'Premo play e resta tutto nero.',
      trace_code: null,
    })
    // no flow was sent: the box was not ticked
    expect(api.calls('POST /api/support/traces')).toHaveLength(0)

    fireEvent.click(screen.getByRole('button', { name: "Invia un'altra richiesta" }))
    expect((screen.getByLabelText('Oggetto') as HTMLInputElement).value).toBe('')
  })

  it('checks every field before calling, and shows each message beside its field', async () => {
    const api = installFakeApi({ 'POST /api/support/tickets': receipt() })
    await renderWithApp(<HelpPage {...props} />, { path: '/mysettings/help' })
    fireEvent.input(screen.getByLabelText('Email per la risposta'), { target: { value: 'giulia' } })
    fireEvent.click(screen.getByRole('button', { name: 'Invia la richiesta' }))
    await findFieldError(
      'Email per la risposta',
      'Il campo Email per la risposta deve essere un indirizzo email valido',
    )
    expectFieldError('Categoria', 'Il campo Categoria è richiesto')
    expectFieldError('Oggetto', 'Il campo Oggetto è richiesto')
    expectFieldError('Messaggio', 'Il campo Messaggio è richiesto')
    expect(api.calls('POST /api/support/tickets')).toHaveLength(0)
    fireEvent.change(screen.getByLabelText('Categoria'), { target: { value: 'payments' } })
    expectNoFieldError('Categoria')
  })

  it("shows the server's 422 messages on their fields, keeping what was typed", async () => {
    installFakeApi({
      'POST /api/support/tickets': {
        status: 422,
        body: {
          message: 'Il campo Oggetto non può contenere più di 150 caratteri',
          errors: { subject: ['Il campo Oggetto non può contenere più di 150 caratteri'] },
        },
      },
    })
    await renderWithApp(<HelpPage {...props} />, { path: '/mysettings/help' })
    fill()
    fireEvent.click(screen.getByRole('button', { name: 'Invia la richiesta' }))
    await findFieldError('Oggetto', 'Il campo Oggetto non può contenere più di 150 caratteri')
    expect((screen.getByLabelText('Messaggio') as HTMLTextAreaElement).value).toBe(
      'Premo play e resta tutto nero.',
    )
    expect(screen.queryByTestId('ticket-number')).toBeNull()
  })

  it('says so when support is asked too often (429), in English under /en', async () => {
    installFakeApi({
      'POST /api/support/tickets': {
        status: 429,
        body: { message: 'Too many' },
        headers: { 'retry-after': '60' },
      },
    })
    await renderWithApp(<HelpPage {...props} />, { path: '/en/mysettings/help', locale: 'en' })
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'other' } })
    fireEvent.input(screen.getByLabelText('Subject'), { target: { value: 'A question' } })
    fireEvent.input(screen.getByLabelText('Message'), { target: { value: 'Where are my invoices?' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send the request' }))
    await findAlert('Too many attempts. Try again in a few minutes.')
    // the button waits for what Retry-After said (machines/support-ticket's throttled)
    expect((screen.getByRole('button', { name: 'Send the request' }) as HTMLButtonElement).disabled).toBe(
      true,
    )
  })

  it('with "Allega il mio flusso" ticked, sends the flow first and puts its code on the ticket, once', async () => {
    let ticketStatus = 422
    const api = installFakeApi({
      'POST /api/support/traces': { status: 201, body: { data: { code: 'AULA-7KX3-Q9' } } },
      'POST /api/support/tickets': () =>
        ticketStatus === 422
          ? { status: 422, body: { message: 'x', errors: { message: ['Il messaggio non va bene'] } } }
          : receipt('AULA-7KX3-Q9'),
    })
    await renderWithApp(<HelpPage {...props} />, { path: '/mysettings/help' })
    fill()
    fireEvent.click(screen.getByLabelText(/Allega il mio flusso/))
    fireEvent.click(screen.getByRole('button', { name: 'Invia la richiesta' }))
    await findFieldError('Messaggio', 'Il messaggio non va bene')
    ticketStatus = 201
    fireEvent.click(screen.getByRole('button', { name: 'Invia la richiesta' }))
    const number = await screen.findByTestId('ticket-number')
    expect(number.closest('[role="status"]')?.textContent).toContain('Flusso allegato: AULA-7KX3-Q9')
    // the flow went once, though the ticket took two tries
    expect(api.calls('POST /api/support/traces')).toHaveLength(1)
    const tickets = api.calls('POST /api/support/tickets')
    expect(tickets.map((call) => (call.body as { trace_code: string }).trace_code)).toEqual([
      'AULA-7KX3-Q9',
      'AULA-7KX3-Q9',
    ])
  })

  it('offers "Invia il flusso al supporto" on its own, showing the code to quote', async () => {
    installFakeApi({ 'POST /api/support/traces': { status: 201, body: { data: { code: 'AULA-2345-AB' } } } })
    await renderWithApp(<HelpPage {...props} />, { path: '/mysettings/help' })
    fireEvent.click(screen.getByRole('button', { name: 'Invia il flusso al supporto' }))
    await waitFor(() => expect(screen.getByTestId('flow-code').textContent).toBe('AULA-2345-AB'))
  })
})
