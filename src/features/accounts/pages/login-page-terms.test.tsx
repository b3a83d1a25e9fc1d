/**
 * /login for a logged-in user whose terms or privacy are not accepted (SPEC.md §4): the real
 * session actor and API client run against a fake server at the fetch boundary.
 */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeAll, afterEach, describe, expect, it, vi } from 'vitest'
import type { User } from '../../../../contracts/accounts/schemas'
import { makeUser } from '../../../../machines/guards/fixtures'
import { getSessionState, registerSessionRouter, sessionNavigate } from '../../../session/session'
import { authenticateWithSession, startSession } from '../../../session/session-actor'
import {
  expectFieldError,
  expectNoFieldError,
  findAlert,
  findFieldError,
} from '../../../shared/testing/assertions'
import { installFakeApi, type FakeRoute } from '../../../shared/testing/fake-api'
import { renderWithApp } from '../../../shared/testing/render'
import type { Locale } from '../../../../contracts/core/constants'
import type { PageProps } from '../../../shared/lib/routing'
import { LoginPage, loginActions } from './login-page'

const props = { title: 'Accedi', params: {} } as unknown as PageProps

afterEach(() => {
  cleanup()
  // one session actor per test file: every test starts from a visitor again
  startSession().send({ type: 'session.forceLogout' })
  vi.unstubAllGlobals()
})

const acceptedBy =
  (user: User): FakeRoute =>
  ({ body }) => ({ body: { data: { ...user, ...(body as object) } } })

/** Renders /login, then logs `user` in the way a registration does (token and user at once). */
async function openLoginAs(
  user: User,
  routes: Parameters<typeof installFakeApi>[0] = {},
  { path = '/login', locale = 'it' }: { path?: string; locale?: Locale } = {},
) {
  const api = installFakeApi({
    'GET /api/profile/me': { status: 404, body: { message: 'Profile not found.' } },
    'POST /api/logout': { status: 204 },
    ...routes,
  })
  const view = await renderWithApp(<LoginPage {...props} />, { path, locale })
  const { location } = view
  registerSessionRouter({ path: () => location.history.at(-1) ?? path, navigate: location.navigate })
  act(() => {
    authenticateWithSession({ token: 'tok-terms', user })
  })
  return { api, location }
}

// the panel arrives after the session has logged the user in (the first time, with its chunk)
const heading = () =>
  screen.findByRole('heading', { name: 'Accetta i termini e la privacy' }, { timeout: 5000 })
const TERMS = 'Accetto i termini e le condizioni del servizio'
const PRIVACY = "Ho letto e accetto l'informativa sulla privacy"
const terms = () => screen.getByLabelText(TERMS)
const privacy = () => screen.getByLabelText(PRIVACY)
const submit = () => screen.getByRole('button', { name: 'Accetta e continua' })

/** The terms panel instead of the login form, its button closed until both boxes are checked. */
async function expectTermsPanel() {
  await heading()
  expect(screen.queryByLabelText('Email')).toBeNull()
  expect(submit().hasAttribute('disabled')).toBe(true)
}

// the form's rules (and the parts it shows later) arrive after it; here they are in before it renders
beforeAll(() => Promise.all([loginActions.load(), import('../components/terms-panel')]), 60_000)

describe('LoginPage for a user who has not accepted the terms', () => {
  it('shows the terms panel, enables submit once both boxes are checked, accepts and goes on', async () => {
    const user = makeUser('trainer', {
      terms_accepted: false,
      privacy_accepted: false,
      wizard_complete: false,
    })
    const { api, location } = await openLoginAs(user, { 'POST /api/terms': acceptedBy(user) })

    await expectTermsPanel()
    // the guard chain still sends them back here from anywhere
    act(() => sessionNavigate('/feed'))
    expect(location.history.at(-1)).toBe('/login')

    expect(submit().hasAttribute('disabled')).toBe(true)
    fireEvent.click(terms())
    expect(submit().hasAttribute('disabled')).toBe(true)
    fireEvent.click(privacy())
    expect(submit().hasAttribute('disabled')).toBe(false)
    // a box unchecked again is reported at once and closes the button again
    fireEvent.click(terms())
    expect(expectFieldError(TERMS, 'Il campo Termini e condizioni è richiesto')).toBe(terms())
    expect(submit().hasAttribute('disabled')).toBe(true)
    fireEvent.click(terms())
    expectNoFieldError(TERMS)
    expect(screen.queryByText('Il campo Termini e condizioni è richiesto')).toBeNull()

    fireEvent.click(submit())
    expect(screen.getByRole('button', { name: 'Salvataggio in corso…' }).hasAttribute('disabled')).toBe(true)
    await waitFor(() => expect(location.history.at(-1)).toBe('/feed'))
    expect(api.calls('POST /api/terms').map((call) => call.body)).toEqual([
      { terms_accepted: true, privacy_accepted: true },
    ])
    expect(getSessionState().user).toMatchObject({ terms_accepted: true, privacy_accepted: true })
    // the session did not ask the server again: the answer of POST /api/terms was the user
    expect(api.calls('GET /api/me')).toHaveLength(0)

    // past the terms, the chain moves on to the next step of a trainer (the wizard)
    act(() => sessionNavigate('/feed'))
    expect(location.history.at(-1)).toBe('/onboarding/user-details')
  }, 20_000)

  it("shows the server's field errors next to the boxes and any other failure above the form", async () => {
    let answer: { status: number; body: unknown } = {
      status: 422,
      body: {
        message: 'Dati non validi',
        errors: { privacy_accepted: ['La privacy deve essere accettata'] },
      },
    }
    const user = makeUser('student', { privacy_accepted: false })
    const { api, location } = await openLoginAs(user, { 'POST /api/terms': () => answer })

    await expectTermsPanel()
    fireEvent.click(terms())
    fireEvent.click(privacy())
    fireEvent.click(submit())
    expect(await findFieldError(PRIVACY, 'La privacy deve essere accettata')).toBe(privacy())
    expect(screen.getByRole('alert').textContent).toBe('')

    answer = { status: 500, body: { message: 'Server Error' } }
    fireEvent.click(submit())
    await findAlert('Non è stato possibile salvare la tua scelta. Riprova.')
    expectNoFieldError(PRIVACY)
    expect(screen.queryByText('La privacy deve essere accettata')).toBeNull()
    expect(api.calls('POST /api/terms')).toHaveLength(2)
    expect(location.history.at(-1)).toBe('/login')
    expect(getSessionState().user).toMatchObject({ privacy_accepted: false })
  })

  it("logs out with 'Esci' and shows the login form again", async () => {
    const user = makeUser('hr', { terms_accepted: false })
    const { api } = await openLoginAs(user)

    await expectTermsPanel()
    fireEvent.click(screen.getByRole('button', { name: 'Esci' }))
    // the login form again, empty
    expect(((await screen.findByLabelText('Email')) as HTMLInputElement).value).toBe('')
    expect(api.calls('POST /api/logout')).toHaveLength(1)
    expect(getSessionState().isLoggedIn).toBe(false)
    expect(screen.queryByRole('heading', { name: 'Accetta i termini e la privacy' })).toBeNull()
  })

  it('speaks English under /en/login and goes on to the English feed', async () => {
    const user = makeUser('student', { terms_accepted: false })
    const { location } = await openLoginAs(
      user,
      { 'POST /api/terms': acceptedBy(user) },
      { path: '/en/login', locale: 'en' },
    )
    await screen.findByRole('heading', { name: 'Accept the terms and the privacy policy' })
    expect(screen.queryByLabelText('Email')).toBeNull()
    fireEvent.click(screen.getByLabelText('I accept the terms and conditions of the service'))
    fireEvent.click(screen.getByLabelText('I have read and accept the privacy policy'))
    fireEvent.click(screen.getByRole('button', { name: 'Accept and continue' }))
    await waitFor(() => expect(location.history.at(-1)).toBe('/en/feed'))
  })

  it('keeps the login form for a logged-in user who has accepted both', async () => {
    await openLoginAs(makeUser('student'))
    await waitFor(() => expect(getSessionState().isLoggedIn).toBe(true))
    // the login form itself: its e-mail field and its submit button
    expect(screen.getByLabelText('Email').closest('form')).toBe(
      screen.getByRole('button', { name: 'Accedi' }).closest('form'),
    )
    expect(screen.queryByRole('heading', { name: 'Accetta i termini e la privacy' })).toBeNull()
  })
})
