import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeUser } from '../../machines/guards/fixtures'
import { installFakeApi } from '../shared/testing/fake-api'
import { renderWithApp } from '../shared/testing/render'
import { LocaleSync } from './locale-sync'
import { AppRouter } from './router'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function App() {
  return (
    <>
      <LocaleSync />
      <AppRouter />
    </>
  )
}

const empty = { body: { data: [], meta: { current_page: 1, per_page: 10, total: 0, last_page: 1 } } }

describe('the session decides every navigation', () => {
  it('sends a visitor from a guarded page to login, lets the user in after login, and logs out to the login of the same language', async () => {
    const student = makeUser('student', { first_name: 'Luca', last_name: 'Verdi' })
    const api = installFakeApi({
      'POST /api/login': { body: { data: { token: 'tok-gate', user: student } } },
      'GET /api/me': { body: { data: student } },
      'GET /api/profile/me': { status: 404, body: { message: 'Profile not found.' } },
      'POST /api/logout': { status: 204 },
      'GET /api/public/courses': empty,
      'GET /api/public/categories': { body: { data: [] } },
    })
    const { location } = await renderWithApp(<App />, { path: '/en/feed' })
    // never the guarded page itself: straight to the English login, replacing /en/feed, and back after it
    expect((await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 })).textContent).toBe('Login')
    expect(location.history.at(-1)).toBe('/en/login?back=%2Fen%2Ffeed')
    expect(screen.queryByRole('heading', { name: 'Feed' })).toBeNull()

    fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'student@aula.test' } })
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'Password123!' } })
    fireEvent.click(screen.getByRole('button', { name: 'Login' }))
    await waitFor(() => expect(location.history.at(-1)).toBe('/en/feed'))
    expect(
      (await screen.findByRole('heading', { level: 1, name: 'Feed' }, { timeout: 15_000 })).closest('main'),
    ).toBe(screen.getByRole('main'))

    // what the login answer's Set-Cookie leaves readable (the token itself is HttpOnly)
    document.cookie = 'aula_session=1; Path=/'
    fireEvent.click(screen.getByRole('button', { name: 'User menu of Luca Verdi' }))
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }))
    await waitFor(() => expect(location.history.at(-1)).toBe('/en/login'))
    expect(api.calls('POST /api/logout')).toHaveLength(1)
    expect(document.cookie).not.toContain('token=')
    expect(document.cookie).not.toContain('aula_session=')
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Login')
    expect(screen.queryByRole('button', { name: 'User menu of Luca Verdi' })).toBeNull()
  }, 30_000)
  it('ends the session on a 401 to a call made with it: the login page says why, and a login goes back to the page', async () => {
    const student = makeUser('student', { first_name: 'Luca', last_name: 'Verdi' })
    let revoked = false
    installFakeApi({
      'POST /api/login': { body: { data: { token: 'tok-gate', user: student } } },
      'GET /api/me': () =>
        revoked ? { status: 401, body: { message: 'Unauthenticated.' } } : { body: { data: student } },
      'GET /api/profile/me': { status: 404, body: { message: 'Profile not found.' } },
      'GET /api/public/courses': empty,
      'GET /api/public/categories': { body: { data: [] } },
      'GET /api/notifications/unread-count': () =>
        revoked ? { status: 401, body: { message: 'Unauthenticated.' } } : { body: { data: { count: 0 } } },
    })
    const { location } = await renderWithApp(<App />, { path: '/en/login' })
    fireEvent.input(await screen.findByLabelText('Email', {}, { timeout: 10_000 }), {
      target: { value: 'student@aula.test' },
    })
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'Password123!' } })
    fireEvent.click(screen.getByRole('button', { name: 'Login' }))
    await waitFor(() => expect(location.history.at(-1)).toBe('/en/feed'))
    document.cookie = 'aula_session=1; Path=/'
    location.navigate('/en/courses')
    await screen.findByRole('heading', { level: 1, name: 'Courses' }, { timeout: 15_000 })

    // the tokens are revoked elsewhere: the next call made with them answers 401, twice
    revoked = true
    const { api } = await import('../shared/api')
    await Promise.allSettled([api.get('/api/me'), api.get('/api/notifications/unread-count')])
    await waitFor(() => expect(location.history.at(-1)).toBe('/en/login?reason=expired&back=%2Fen%2Fcourses'))
    expect(location.history.filter((entry) => entry.startsWith('/en/login?reason'))).toHaveLength(1)
    expect(await screen.findByText(/^Your session has ended/, {}, { timeout: 10_000 })).toBeTruthy()

    revoked = false
    fireEvent.input(await screen.findByLabelText('Email'), { target: { value: 'student@aula.test' } })
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'Password123!' } })
    fireEvent.click(screen.getByRole('button', { name: 'Login' }))
    await waitFor(() => expect(location.history.at(-1)).toBe('/en/courses'))
    document.cookie = 'aula_session=; Path=/; Max-Age=0'
  }, 30_000)
})
