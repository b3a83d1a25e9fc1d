import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { installFakeApi } from '../../../shared/testing/fake-api'
import { renderWithApp } from '../../../shared/testing/render'
import { RegisterForm } from './register-form'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const type = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } })

describe('RegisterForm', () => {
  it('validates a field when it is left, never while typing', async () => {
    await renderWithApp(<RegisterForm role="student" />, { path: '/register/student' })
    const email = screen.getByLabelText('Email')
    fireEvent.input(email, { target: { value: 'mario' } })
    expect(screen.queryByText('Il campo Email deve essere un indirizzo email valido')).toBeNull()
    fireEvent.blur(email)
    expect(screen.getByText('Il campo Email deve essere un indirizzo email valido')).toBeTruthy()
    // typing the fix does not clear it either: leaving the field does
    fireEvent.input(email, { target: { value: 'mario@example.it' } })
    expect(screen.getByText('Il campo Email deve essere un indirizzo email valido')).toBeTruthy()
    fireEvent.blur(email)
    expect(screen.queryByText(/Il campo Email/)).toBeNull()

    type('Password', 'Segreta123')
    type('Conferma password', 'Segreta124')
    fireEvent.blur(screen.getByLabelText('Conferma password'))
    expect(screen.getByText('Passwords non coincidenti')).toBeTruthy()
  })

  it('validates a checkbox as soon as it changes, and every field on submit', async () => {
    const api = installFakeApi({})
    await renderWithApp(<RegisterForm role="trainer" />, { path: '/register/formatore' })
    const terms = screen.getByLabelText('Accetto i termini e le condizioni del servizio')
    fireEvent.click(terms)
    fireEvent.click(terms)
    expect(screen.getByText('Il campo Termini e condizioni è richiesto')).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Crea il tuo account' }))
    expect(await screen.findByText('Il campo Nome è richiesto')).toBeTruthy()
    expect(screen.getByText('Il campo Privacy è richiesto')).toBeTruthy()
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
    expect(screen.getByLabelText('Codice fiscale')).toBeTruthy()
    fireEvent.click(screen.getByLabelText('Azienda (persona giuridica)'))
    expect(screen.queryByLabelText('Codice fiscale')).toBeNull()
    type('Ragione sociale', 'Rossi Consulting S.r.l.')
    type('Partita IVA', '123')
    fireEvent.blur(screen.getByLabelText('Partita IVA'))
    expect(screen.getByText('Il campo Partita IVA deve contenere esattamente 11 caratteri')).toBeTruthy()
    type('Partita IVA', '12345678901')
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
        p_iva: '12345678901',
        codice_rea: 'MI-1234567',
      },
    })
    expect(await screen.findByText("L'email è già registrata")).toBeTruthy()
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true')
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
    expect(await screen.findByText(text)).toBeTruthy()
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('giulia@example.it')
    expect(screen.getByRole('button', { name: 'Crea il tuo account' })).toHaveProperty('disabled', false)
  })
})
