import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeAll, afterEach, describe, expect, it, vi } from 'vitest'
import { makeUser } from '../../../../machines/guards/fixtures'
import {
  expectFieldError,
  expectNoFieldError,
  findAlert,
  findFieldError,
} from '../../../shared/testing/assertions'
import { installFakeApi } from '../../../shared/testing/fake-api'
import { renderWithApp } from '../../../shared/testing/render'
import type { PageProps } from '../../../shared/lib/routing'
import { LoginPage, loginActions } from './login-page'

const props = { title: 'Accedi', params: {} } as unknown as PageProps

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function fill(email: string, password: string) {
  fireEvent.input(screen.getByLabelText('Email'), { target: { value: email } })
  fireEvent.input(screen.getByLabelText('Password'), { target: { value: password } })
}

// the form's rules (and the parts it shows later) arrive after it; here they are in before it renders
beforeAll(() => Promise.all([loginActions.load()]), 60_000)

describe('LoginPage', () => {
  it('validates while typing (on input), before the field is left', async () => {
    await renderWithApp(<LoginPage {...props} />, { path: '/login' })
    const email = screen.getByLabelText('Email')
    fireEvent.input(email, { target: { value: 'mario' } })
    expect(expectFieldError('Email', 'Il campo Email deve essere un indirizzo email valido')).toBe(email)
    fireEvent.input(email, { target: { value: '' } })
    expectFieldError('Email', 'Il campo Email è richiesto')
    fireEvent.input(email, { target: { value: 'mario@example.it' } })
    expectNoFieldError('Email')
    expect(screen.queryByText(/Il campo Email/)).toBeNull()
  })

  it('speaks English under /en', async () => {
    await renderWithApp(<LoginPage {...props} />, { path: '/en/login', locale: 'en' })
    fireEvent.blur(screen.getByLabelText('Password'))
    await findFieldError('Password', 'The Password field is required')
    // the page only; the e-mail was never touched
    expectNoFieldError('Email')
  })

  it('shows a 429 as too many attempts, with the minutes of Retry-After rounded up, in both languages', async () => {
    const tooMany = { status: 429, body: { message: 'no' }, headers: { 'retry-after': '61' } }
    installFakeApi({ 'POST /api/login': tooMany })
    await renderWithApp(<LoginPage {...props} />, { path: '/login' })
    fill('mario@example.it', 'Sbagliata1!')
    fireEvent.click(screen.getByRole('button', { name: 'Accedi' }))
    await findAlert('Troppi tentativi. Riprova tra 2 minuti.')
    expect(screen.queryByText('Errore durante il tentativo di login')).toBeNull()
    cleanup()

    await renderWithApp(<LoginPage {...props} />, { path: '/en/login', locale: 'en' })
    fill('mario@example.it', 'Sbagliata1!')
    fireEvent.click(screen.getByRole('button', { name: 'Login' }))
    await findAlert('Too many attempts. Try again in 2 minutes.')
  })

  it("shows 'Credenziali errate' on 401 and 'Errore durante il tentativo di login' on any other failure", async () => {
    let status = 401
    const api = installFakeApi({ 'POST /api/login': () => ({ status, body: { message: 'no' } }) })
    await renderWithApp(<LoginPage {...props} />, { path: '/login' })
    fill('mario@example.it', 'sbagliata')
    fireEvent.click(screen.getByRole('button', { name: 'Accedi' }))
    await findAlert('Credenziali errate')
    expect(api.calls('POST /api/login')[0].body).toEqual({ email: 'mario@example.it', password: 'sbagliata' })

    status = 500
    fireEvent.click(screen.getByRole('button', { name: 'Accedi' }))
    expect((await findAlert('Errore durante il tentativo di login')).textContent).toBe(
      'Errore durante il tentativo di login',
    )
    expect(screen.queryByText('Credenziali errate')).toBeNull()
    // a failed POST is never retried
    expect(api.calls('POST /api/login')).toHaveLength(2)
  })

  it('does not call the API for an invalid form, and logs in and goes to the feed otherwise', async () => {
    const user = makeUser('student')
    const api = installFakeApi({
      'POST /api/login': { body: { data: { token: 'tok-1', user } } },
      'GET /api/me': { body: { data: user } },
      'GET /api/profile/me': { status: 404, body: { message: 'Profile not found.' } },
    })
    const { location } = await renderWithApp(<LoginPage {...props} />, { path: '/login' })
    fireEvent.click(screen.getByRole('button', { name: 'Accedi' }))
    await findFieldError('Email', 'Il campo Email è richiesto')
    expect(api.calls('POST /api/login')).toHaveLength(0)

    fill('student@aula.test', 'Password123!')
    fireEvent.click(screen.getByRole('button', { name: 'Accedi' }))
    expect(screen.getByRole('button', { name: 'Accesso in corso…' }).hasAttribute('disabled')).toBe(true)
    await waitFor(() => expect(location.history.at(-1)).toBe('/feed'))
    // the server keeps the token in an HttpOnly cookie: no script ever writes or reads it
    expect(document.cookie).not.toContain('tok-1')
    expect(api.calls('GET /api/me')).toHaveLength(1)
  })
})
