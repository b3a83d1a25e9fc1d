import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeAll, afterEach, describe, expect, it, vi } from 'vitest'
import {
  expectFieldError,
  expectNoFieldError,
  findAlert,
  findFieldError,
} from '../../../shared/testing/assertions'
import { flowRecorder } from '../../../shared/lib/flow-recorder'
import { installFakeApi } from '../../../shared/testing/fake-api'
import { renderWithApp } from '../../../shared/testing/render'
import { RegisterForm, registerActions } from './register-form'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const TERMS = 'Accetto i termini e le condizioni del servizio'
const PRIVACY = "Ho letto e accetto l'informativa sulla privacy"

const type = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } })

// the form's rules (and the parts it shows later) arrive after it; here they are in before it renders
beforeAll(() => Promise.all([registerActions.load()]), 60_000)

describe('RegisterForm', () => {
  it('validates a field when it is left, never while typing', async () => {
    await renderWithApp(<RegisterForm role="student" />, { path: '/register/student' })
    const email = screen.getByLabelText('Email')
    fireEvent.input(email, { target: { value: 'mario' } })
    expect(screen.queryByText('Il campo Email deve essere un indirizzo email valido')).toBeNull()
    expectNoFieldError('Email')
    fireEvent.blur(email)
    expectFieldError('Email', 'Il campo Email deve essere un indirizzo email valido')
    // typing the fix does not clear it either: leaving the field does
    fireEvent.input(email, { target: { value: 'mario@example.it' } })
    expectFieldError('Email', 'Il campo Email deve essere un indirizzo email valido')
    fireEvent.blur(email)
    expectNoFieldError('Email')
    expect(screen.queryByText(/Il campo Email/)).toBeNull()

    type('Password', 'Segreta123')
    type('Conferma password', 'Segreta124')
    fireEvent.blur(screen.getByLabelText('Conferma password'))
    expectFieldError('Conferma password', 'Passwords non coincidenti')
    expectNoFieldError('Password')
  })

  it('validates a checkbox as soon as it changes, and every field on submit', async () => {
    const api = installFakeApi({})
    await renderWithApp(<RegisterForm role="trainer" />, { path: '/register/formatore' })
    const terms = screen.getByLabelText(TERMS)
    fireEvent.click(terms)
    fireEvent.click(terms)
    expect(expectFieldError(TERMS, 'Il campo Termini e condizioni è richiesto')).toBe(terms)
    expectNoFieldError(PRIVACY)

    fireEvent.click(screen.getByRole('button', { name: 'Crea il tuo account' }))
    await findFieldError('Nome', 'Il campo Nome è richiesto')
    expectFieldError(PRIVACY, 'Il campo Privacy è richiesto')
    expect(document.activeElement).toBe(screen.getByLabelText('Nome'))
    // nothing but the look-up of the sign-in providers
    expect(api.requests.filter((request) => request.path !== '/api/auth/providers')).toHaveLength(0)
  })

  it('prefills the invitation code from ?ref=', async () => {
    await renderWithApp(<RegisterForm role="student" />, { path: '/register/student?ref=AMICO42' })
    expect((screen.getByLabelText('Codice invito (facoltativo)') as HTMLInputElement).value).toBe('AMICO42')
  })

  it("maps an HR company to ragione sociale + '-' and shows the server's field errors", async () => {
    const api = installFakeApi({
      'POST /api/register': {
        status: 422,
        body: { message: 'Email già usata', errors: { email: ["L'email è già registrata"] } },
      },
    })
    await renderWithApp(<RegisterForm role="hr" />, { path: '/register/hr' })
    // a person first: nome, cognome, codice fiscale
    expect(
      screen
        .getAllByRole('textbox')
        .slice(0, 3)
        .map((field) => field.getAttribute('name')),
    ).toEqual(['fiscal_data.nome', 'fiscal_data.cognome', 'fiscal_data.codice_fiscale'])
    fireEvent.click(screen.getByLabelText('Azienda (persona giuridica)'))
    expect(screen.queryByLabelText('Codice fiscale')).toBeNull()
    type('Ragione sociale', 'Rossi Consulting S.r.l.')
    type('Partita IVA', '123')
    fireEvent.blur(screen.getByLabelText('Partita IVA'))
    expectFieldError('Partita IVA', 'Il campo Partita IVA deve contenere esattamente 11 caratteri')
    type('Partita IVA', '12345678903')
    type('Codice REA (facoltativo)', 'mi-1234567')
    type('Email', 'hr@rossi.it')
    type('Password', 'Segreta123')
    type('Conferma password', 'Segreta123')
    fireEvent.click(screen.getByLabelText('Accetto i termini e le condizioni del servizio'))
    fireEvent.click(screen.getByLabelText("Ho letto e accetto l'informativa sulla privacy"))
    fireEvent.click(screen.getByRole('button', { name: 'Crea il tuo account' }))

    await waitFor(() => expect(api.calls('POST /api/register')).toHaveLength(1))
    expect(api.calls('POST /api/register')[0].body).toEqual({
      email: 'hr@rossi.it',
      password: 'Segreta123',
      password_confirmation: 'Segreta123',
      terms_accepted: true,
      privacy_accepted: true,
      newsletter_accepted: false,
      referral_code: null,
      first_name: 'Rossi Consulting S.r.l.',
      last_name: '-',
      role: 'hr',
      fiscal_data: {
        tipo_persona: 'giuridica',
        ragione_sociale: 'Rossi Consulting S.r.l.',
        p_iva: '12345678903',
        codice_rea: 'MI-1234567',
      },
    })
    await findFieldError('Email', "L'email è già registrata")
    // the registration ran as machines/request, recorded for a trace (issue 34)
    expect(
      flowRecorder
        .steps()
        .filter((step) => step.machine === 'request')
        .map((step) => step.value),
    ).toEqual(expect.arrayContaining(['sending', 'failed']))
  })

  it.each([
    [500, { message: 'Server Error' }, 'Si è verificato un errore. Riprova tra poco.'],
    [429, { message: 'Too Many Attempts.' }, 'Troppi tentativi. Riprova tra qualche minuto.'],
  ])('shows a %i answer above the form and keeps what was typed', async (status, body, text) => {
    installFakeApi({ 'POST /api/register': { status, body } })
    await renderWithApp(<RegisterForm role="student" />, { path: '/register/student' })
    type('Nome', 'Giulia')
    type('Cognome', 'Bianchi')
    type('Email', 'giulia@example.it')
    type('Password', 'Segreta123')
    type('Conferma password', 'Segreta123')
    fireEvent.click(screen.getByLabelText('Accetto i termini e le condizioni del servizio'))
    fireEvent.click(screen.getByLabelText("Ho letto e accetto l'informativa sulla privacy"))
    fireEvent.click(screen.getByRole('button', { name: 'Crea il tuo account' }))
    await findAlert(text)
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('giulia@example.it')
    expect(screen.getByRole('button', { name: 'Crea il tuo account' })).toHaveProperty('disabled', false)
  })
})
