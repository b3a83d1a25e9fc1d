/**
 * Facebook/Google sign-in on /login and the register form: the real API client and session actor
 * run against a fake server at the fetch boundary, and the providers' SDKs are stubbed at theirs
 * (`window.google`, `window.FB`), which is all the page ever touches of them.
 */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { beforeAll, afterEach, describe, expect, it, vi } from 'vitest'
import type { ProvidersPayload, RegisterRole } from '../../../../contracts/accounts/schemas'
import { makeUser } from '../../../../machines/guards/fixtures'
import { getSessionState, registerSessionRouter } from '../../../session/session'
import { startSession } from '../../../session/session-actor'
import type { PageProps } from '../../../shared/lib/routing'
import { expectFieldError, findAlert, findFieldError } from '../../../shared/testing/assertions'
import { installFakeApi, type FakeAnswer, type FakeRoute } from '../../../shared/testing/fake-api'
import { renderWithApp } from '../../../shared/testing/render'
import { LoginPage, loginActions } from '../pages/login-page'
import type { FacebookSdk, GoogleIdentity, GooglePromptMoment } from '../social/provider-sdks'
import { RegisterForm, registerActions } from './register-form'

const CLIENT_ID = 'aula-test.apps.googleusercontent.com'
const APP_ID = '1234567890'
const BOTH: ProvidersPayload = { google: { client_id: CLIENT_ID }, facebook: { app_id: APP_ID } }
const NONE: ProvidersPayload = { google: null, facebook: null }

const props = { title: 'Accedi', params: {} } as unknown as PageProps

afterEach(() => {
  cleanup()
  // one session actor per test file: every test starts from a visitor again
  startSession().send({ type: 'session.forceLogout' })
  delete window.google
  delete window.FB
  for (const script of document.head.querySelectorAll('script')) script.remove()
  vi.unstubAllGlobals()
})

/** Google Identity Services as the page sees it: prompt() answers with what `answer` says. */
function stubGoogle(answer: { credential: string } | GooglePromptMoment) {
  let callback: ((response: { credential?: string }) => void) | undefined
  const id = {
    initialize: vi.fn<GoogleIdentity['initialize']>((config) => {
      callback = config.callback
    }),
    prompt: vi.fn<GoogleIdentity['prompt']>((listener) => {
      if ('credential' in answer) callback?.({ credential: answer.credential })
      else listener?.(answer)
    }),
  }
  window.google = { accounts: { id } }
  return id
}

/** The Facebook SDK: login() answers with an access token, or as if the person closed the window. */
function stubFacebook(accessToken: string | null) {
  const fb = {
    init: vi.fn<FacebookSdk['init']>(),
    login: vi.fn<FacebookSdk['login']>((callback) =>
      callback(
        accessToken
          ? { status: 'connected', authResponse: { accessToken } }
          : { status: 'unknown', authResponse: null },
      ),
    ),
  }
  window.FB = fb
  return fb
}

type Routes = Record<string, FakeAnswer | FakeRoute>

function serve(providers: ProvidersPayload, routes: Routes = {}) {
  return installFakeApi({
    'GET /api/auth/providers': { body: { data: providers } },
    'GET /api/profile/me': { status: 404, body: { message: 'Profile not found.' } },
    'POST /api/logout': { status: 204 },
    ...routes,
  })
}

async function open(ui: ReactNode, path: string) {
  const view = await renderWithApp(ui, { path })
  const { location } = view
  registerSessionRouter({ path: () => location.history.at(-1) ?? path, navigate: location.navigate })
  return location
}

const openLogin = () => open(<LoginPage {...props} />, '/login')
const openRegister = (role: RegisterRole, path: string) => open(<RegisterForm role={role} />, path)
const googleButton = () => screen.findByRole('button', { name: 'Continua con Google' })
const facebookButton = () => screen.findByRole('button', { name: 'Continua con Facebook' })

// the forms' rules and these buttons arrive after the form; here they are in before it renders
beforeAll(
  () => Promise.all([loginActions.load(), registerActions.load(), import('./social-sign-in')]),
  60_000,
)

describe('SocialSignIn on /login', () => {
  it('renders nothing when no provider is configured, and asks only after the page is on screen', async () => {
    const api = serve(NONE)
    await openLogin()
    // the form is there, usable, before the providers are even asked for
    expect((screen.getByRole('button', { name: 'Accedi' }) as HTMLButtonElement).type).toBe('submit')
    await waitFor(() => expect(api.calls('GET /api/auth/providers')).toHaveLength(1))
    await act(async () => {})
    expect(screen.queryByRole('button', { name: /Continua con/ })).toBeNull()
    expect(screen.queryByText('oppure')).toBeNull()
  })

  it('renders nothing when the providers cannot be read', async () => {
    const api = installFakeApi({ 'GET /api/auth/providers': { status: 500, body: { message: 'no' } } })
    await openLogin()
    // a GET is retried once on 500, then given up
    await waitFor(() => expect(api.calls('GET /api/auth/providers')).toHaveLength(2))
    await act(async () => {})
    expect(screen.queryByRole('button', { name: /Continua con/ })).toBeNull()
  })

  it('shows a button for each configured provider only', async () => {
    serve({ google: { client_id: CLIENT_ID }, facebook: null })
    await openLogin()
    expect((await googleButton()).hasAttribute('disabled')).toBe(false)
    // the separator between the form and the provider buttons
    expect(screen.getByText('oppure').textContent).toBe('oppure')
    expect(screen.queryByRole('button', { name: 'Continua con Facebook' })).toBeNull()
  })

  it('posts the ID token Google returned to /api/glogin, logs the session in and goes to the feed', async () => {
    const user = makeUser('student')
    const google = stubGoogle({ credential: 'google-id-token' })
    const api = serve(BOTH, { 'POST /api/glogin': { body: { data: { token: 'tok-google', user } } } })
    const location = await openLogin()

    fireEvent.click(await googleButton())
    await waitFor(() => expect(location.history.at(-1)).toBe('/feed'))
    expect(google.initialize).toHaveBeenCalledWith(expect.objectContaining({ client_id: CLIENT_ID }))
    expect(api.calls('POST /api/glogin').map((call) => call.body)).toEqual([{ token: 'google-id-token' }])
    // the server keeps the token in an HttpOnly cookie: no script ever writes or reads it
    expect(document.cookie).not.toContain('tok-google')
    // the session goes on to the own profile (SPEC §7) before it counts as logged in
    await waitFor(() =>
      expect(getSessionState()).toMatchObject({ isLoggedIn: true, user: { email: user.email } }),
    )
    // the stubbed SDK was already there: no script was injected for it
    expect(document.head.querySelector('script[src*="accounts.google.com"]')).toBeNull()
    expect(api.calls('POST /api/fblogin')).toHaveLength(0)
  })

  it.each([
    [501, { message: 'Google login is not configured.' }, "L'accesso con Google non è disponibile."],
    [401, { message: 'Token non valido' }, 'Google non ha confermato il tuo accesso. Riprova.'],
    [
      422,
      { message: 'Dati non validi', errors: { email: ["Il provider non ha condiviso l'indirizzo email."] } },
      "Il provider non ha condiviso l'indirizzo email.",
    ],
    [
      404,
      { message: 'Nessun account è collegato a questo profilo: registrati prima.' },
      'Nessun account è collegato a questo profilo: registrati prima.',
    ],
  ])('shows a %i answer in an alert and stays on /login', async (status, body, text) => {
    stubGoogle({ credential: 'google-id-token' })
    const api = serve(BOTH, { 'POST /api/glogin': { status, body } })
    const location = await openLogin()

    fireEvent.click(await googleButton())
    await findAlert(text)
    expect(api.calls('POST /api/glogin')).toHaveLength(1)
    expect(location.history.at(-1)).toBe('/login')
    expect(getSessionState().isLoggedIn).toBe(false)
    // the buttons can be used again
    expect((await googleButton()).hasAttribute('disabled')).toBe(false)
  })

  it('says nothing and posts nothing when the person closes the provider window', async () => {
    stubGoogle({ isSkippedMoment: () => true, getSkippedReason: () => 'user_cancel' })
    const fb = stubFacebook(null)
    const api = serve(BOTH)
    await openLogin()

    fireEvent.click(await googleButton())
    fireEvent.click(await facebookButton())
    await waitFor(() => expect(fb.login).toHaveBeenCalledTimes(1))
    await act(async () => {})
    expect(fb.init).toHaveBeenCalledWith({ appId: APP_ID, version: 'v19.0', cookie: false, xfbml: false })
    expect(fb.login.mock.calls[0][1]).toEqual({ scope: 'email,public_profile' })
    expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(0)
    expect(screen.queryByText(/Riprova/)).toBeNull()
  })

  it('explains when Google cannot show its sign-in here', async () => {
    stubGoogle({ isNotDisplayed: () => true, getNotDisplayedReason: () => 'opt_out_or_no_session' })
    serve(BOTH)
    await openLogin()
    fireEvent.click(await googleButton())
    await findAlert('Google non può mostrare qui il suo accesso. Riprova o usa email e password.')
  })

  it('loads the Facebook SDK on demand, once, and says so when it cannot', async () => {
    const api = serve(BOTH)
    await openLogin()
    const button = await facebookButton()
    expect(document.head.querySelector('script[src*="facebook"]')).toBeNull()

    fireEvent.click(button)
    fireEvent.click(button)
    const scripts = document.head.querySelectorAll('script[src="https://connect.facebook.net/it_IT/sdk.js"]')
    expect(scripts).toHaveLength(1)
    act(() => {
      scripts[0].dispatchEvent(new Event('error'))
    })
    await findAlert('Impossibile caricare Facebook. Riprova.')
    expect(api.calls('POST /api/fblogin')).toHaveLength(0)

    // a new click tries again with a new script, and this time the SDK arrives
    stubFacebook('fb-access-token')
    delete window.FB // the script defines it when it runs
    fireEvent.click(button)
    const retry = document.head.querySelector('script[src*="connect.facebook.net"]')
    expect(retry).not.toBeNull()
    const fb = stubFacebook('fb-access-token')
    act(() => {
      retry?.dispatchEvent(new Event('load'))
    })
    await waitFor(() => expect(fb.login).toHaveBeenCalledTimes(1))
    await waitFor(() => expect(api.calls('POST /api/fblogin')).toHaveLength(1))
    expect(api.calls('POST /api/fblogin')[0].body).toEqual({ token: 'fb-access-token' })
  })
})

describe('SocialSignIn on the register form', () => {
  const check = (label: string) => fireEvent.click(screen.getByLabelText(label))
  const TERMS = 'Accetto i termini e le condizioni del servizio'
  const PRIVACY = "Ho letto e accetto l'informativa sulla privacy"

  it('asks for terms and privacy first, then registers a student with Facebook', async () => {
    const user = makeUser('student')
    const fb = stubFacebook('fb-access-token')
    const api = serve(BOTH, {
      'POST /api/fbregister/student': { status: 201, body: { data: { token: 'tok-fb', user } } },
    })
    const location = await openRegister('student', '/register/student?ref=AMICO42')

    fireEvent.click(await facebookButton())
    await findAlert('Per continuare con Facebook completa i campi segnalati qui sopra.')
    expectFieldError(TERMS, 'Il campo Termini e condizioni è richiesto')
    expectFieldError(PRIVACY, 'Il campo Privacy è richiesto')
    expect(document.activeElement).toBe(screen.getByLabelText(TERMS))
    // what the provider supplies (e-mail, name) and what it replaces (password) are not asked for
    expect(screen.queryByText('Il campo Email è richiesto')).toBeNull()
    expect(screen.queryByText('Il campo Nome è richiesto')).toBeNull()
    expect(fb.login).not.toHaveBeenCalled()

    check(TERMS)
    check(PRIVACY)
    check('Voglio ricevere la newsletter')
    fireEvent.click(await facebookButton())
    await waitFor(() => expect(location.history.at(-1)).toBe('/feed'))
    expect(api.calls('POST /api/fbregister/student').map((call) => call.body)).toEqual([
      {
        token: 'fb-access-token',
        terms_accepted: true,
        privacy_accepted: true,
        newsletter_accepted: true,
        referral_code: 'AMICO42',
      },
    ])
    expect(api.calls('POST /api/register')).toHaveLength(0)
    expect(document.cookie).not.toContain('tok-fb')
    await waitFor(() => expect(getSessionState().isLoggedIn).toBe(true))
  })

  it('needs the fiscal data of an HR user too, and sends it to /api/gregister/hr', async () => {
    const google = stubGoogle({ credential: 'google-id-token' })
    const api = serve(BOTH, {
      'POST /api/gregister/hr': {
        status: 422,
        body: { message: 'Dati non validi', errors: { email: ["L'email è già registrata"] } },
      },
    })
    const location = await openRegister('hr', '/register/hr')
    check(TERMS)
    check(PRIVACY)
    fireEvent.click(await googleButton())
    await findFieldError('Codice fiscale', 'Il campo Codice fiscale è richiesto')
    expect(google.prompt).not.toHaveBeenCalled()

    fireEvent.input(screen.getByLabelText('Nome'), { target: { value: 'Anna' } })
    fireEvent.input(screen.getByLabelText('Cognome'), { target: { value: 'Verdi' } })
    fireEvent.input(screen.getByLabelText('Codice fiscale'), { target: { value: 'rssmra85t10a562s' } })
    fireEvent.click(await googleButton())
    await findAlert("L'email è già registrata")
    expect(api.calls('POST /api/gregister/hr').map((call) => call.body)).toEqual([
      {
        token: 'google-id-token',
        terms_accepted: true,
        privacy_accepted: true,
        newsletter_accepted: false,
        referral_code: null,
        fiscal_data: {
          tipo_persona: 'fisica',
          nome: 'Anna',
          cognome: 'Verdi',
          codice_fiscale: 'RSSMRA85T10A562S',
        },
      },
    ])
    expect(location.history.at(-1)).toBe('/register/hr')
  })

  it('renders nothing on the form when no provider is configured', async () => {
    const api = serve(NONE)
    await openRegister('trainer', '/register/formatore')
    await waitFor(() => expect(api.calls('GET /api/auth/providers')).toHaveLength(1))
    await act(async () => {})
    expect(screen.queryByText('oppure')).toBeNull()
    expect(screen.queryByRole('button', { name: /Continua con/ })).toBeNull()
    expect((screen.getByRole('button', { name: 'Crea il tuo account' }) as HTMLButtonElement).type).toBe(
      'submit',
    )
  })
})
