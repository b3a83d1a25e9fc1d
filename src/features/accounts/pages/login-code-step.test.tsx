/**
 * The login's e-mailed code step (issue 32 item 2): a locked account answers 202 with a challenge
 * to a browser it does not know; the page asks for the code and logs in with it. Its own file:
 * the session is one per page, and the Italian test ends logged in.
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeAll, afterEach, describe, expect, it, vi } from 'vitest'
import { makeUser } from '../../../../machines/guards/fixtures'
import { findAlert, findFieldError } from '../../../shared/testing/assertions'
import { installFakeApi } from '../../../shared/testing/fake-api'
import { renderWithApp } from '../../../shared/testing/render'
import type { PageProps } from '../../../shared/lib/routing'
import { LoginPage, loginActions } from './login-page'

const props = { title: 'Accedi', params: {} } as unknown as PageProps

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const challenge = { challenge: 'email_code', challenge_token: 'ch-1', expires_at: '2030-01-01T00:00:00.000Z' }

function fill(email: string, password: string) {
  fireEvent.input(screen.getByLabelText('Email'), { target: { value: email } })
  fireEvent.input(screen.getByLabelText('Password'), { target: { value: password } })
}

// the form's rules (and the parts it shows later) arrive after it; here they are in before it renders
beforeAll(() => Promise.all([loginActions.load(), import('./login-code-step')]), 60_000)

describe('LoginPage: the code step', () => {
  it('speaks English in the code step, and goes back to the password', async () => {
    installFakeApi({ 'POST /api/login': { status: 202, body: { data: challenge } } })
    await renderWithApp(<LoginPage {...props} />, { path: '/en/login', locale: 'en' })
    fill('student@aula.test', 'Password123!')
    fireEvent.click(screen.getByRole('button', { name: 'Login' }))
    // the first login of the file starts the session machine: give it time
    await screen.findByLabelText('Code received by e-mail', {}, { timeout: 5000 })
    fireEvent.click(screen.getByRole('button', { name: 'Back to login' }))
    expect(screen.getByLabelText('Password')).toBeTruthy()
  })

  it('asks for the e-mailed code when the locked account answers the code step, and logs in with it', async () => {
    const user = makeUser('student')
    let codeStatus = 422
    const api = installFakeApi({
      'POST /api/login': { status: 202, body: { data: challenge } },
      'POST /api/login/code': () =>
        codeStatus === 200
          ? { body: { data: { token: 'tok-2', user } } }
          : { status: 422, body: { message: 'no', errors: { otp: ['no'] } } },
      'GET /api/me': { body: { data: user } },
      'GET /api/profile/me': { status: 404, body: { message: 'Profile not found.' } },
    })
    const { location } = await renderWithApp(<LoginPage {...props} />, { path: '/login' })
    fill('student@aula.test', 'Password123!')
    fireEvent.click(screen.getByRole('button', { name: 'Accedi' }))
    const code = await screen.findByLabelText('Codice ricevuto via email')
    expect(screen.getByRole('status').textContent).toMatch(
      /ti abbiamo inviato via email un codice di 6 cifre/,
    )
    fireEvent.input(code, { target: { value: '12' } })
    fireEvent.click(screen.getByRole('button', { name: 'Conferma e accedi' }))
    await findFieldError('Codice ricevuto via email', 'Il codice ha 6 cifre.')
    expect(api.calls('POST /api/login/code')).toHaveLength(0)
    fireEvent.input(code, { target: { value: '123456' } })
    fireEvent.click(screen.getByRole('button', { name: 'Conferma e accedi' }))
    await findAlert("Il codice non è valido o è scaduto: torna all'accesso per riceverne un altro.")
    codeStatus = 200
    fireEvent.click(screen.getByRole('button', { name: 'Conferma e accedi' }))
    await waitFor(() => expect(location.history.at(-1)).toBe('/feed'))
    expect(api.calls('POST /api/login/code').at(-1)?.body).toEqual({ challenge_token: 'ch-1', otp: '123456' })
  })
})
