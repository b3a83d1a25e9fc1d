import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeUser } from '../../machines/guards/fixtures'
import { expectFieldError, findAlert } from '../shared/testing/assertions'
import { installFakeApi } from '../shared/testing/fake-api'
import { renderWithApp } from '../shared/testing/render'
import { LoginPromptHost, useRequireLogin } from './require-login'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/** A page action that needs an account, as the course page's 'Acquista il corso'. */
function Action() {
  const requireLogin = useRequireLogin()
  const [answers, setAnswers] = useState<boolean[]>([])
  return (
    <>
      <button type="button" onClick={() => void requireLogin().then((ok) => setAnswers((a) => [...a, ok]))}>
        Salva
      </button>
      <output>{answers.join(',')}</output>
      <LoginPromptHost />
    </>
  )
}

const answers = () => screen.getByRole('status', { hidden: true }).textContent

describe('LoginPrompt', () => {
  it("asks an anonymous user with 'Login necessario', answers false when closed and true after a login", async () => {
    const user = makeUser('student')
    let loginStatus = 401
    const api = installFakeApi({
      'POST /api/login': () =>
        loginStatus === 200
          ? { body: { data: { token: 'tok-9', user } } }
          : { status: loginStatus, body: { message: 'no' } },
      'GET /api/me': { body: { data: user } },
      'GET /api/profile/me': { status: 404, body: { message: 'Profile not found.' } },
    })
    await renderWithApp(<Action />, { path: '/course/excel' })
    expect(screen.queryByRole('dialog')).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Salva' }))
    // the first request downloads the prompt's code (xstate, the session): give it time
    const dialog = await screen.findByRole('dialog', { name: 'Login necessario' }, { timeout: 10_000 })
    expect((dialog as HTMLElement).style.maxWidth).toBe('500px')
    const email = screen.getByPlaceholderText('Inserisci la tua email')
    const password = screen.getByPlaceholderText('Password')
    const submit = screen.getByRole('button', { name: 'Accedi' })
    expect(submit.hasAttribute('disabled')).toBe(true)

    fireEvent.input(email, { target: { value: 'mario' } })
    expect(expectFieldError('Email', 'Il campo Email deve essere un indirizzo email valido')).toBe(email)
    fireEvent.input(email, { target: { value: 'student@aula.test' } })
    fireEvent.input(password, { target: { value: 'Password123!' } })
    expect(submit.hasAttribute('disabled')).toBe(false)
    fireEvent.click(screen.getByRole('button', { name: 'Mostra password' }))
    expect(password.getAttribute('type')).toBe('text')

    fireEvent.click(submit)
    // said inside the prompt, which stays open (the login's first answer loads the accounts' texts)
    expect((await findAlert('Credenziali errate', { timeout: 10_000 })).closest('[role="dialog"]')).toBe(
      dialog,
    )
    expect(answers()).toBe('')

    // dismissed: false, and the next request opens it empty
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
    await waitFor(() => expect(answers()).toBe('false'))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    fireEvent.click(screen.getByRole('button', { name: 'Salva' }))
    await screen.findByRole('dialog', { name: 'Login necessario' })
    expect((screen.getByPlaceholderText('Inserisci la tua email') as HTMLInputElement).value).toBe('')
    loginStatus = 200
    fireEvent.input(screen.getByPlaceholderText('Inserisci la tua email'), {
      target: { value: 'student@aula.test' },
    })
    fireEvent.input(screen.getByPlaceholderText('Password'), { target: { value: 'Password123!' } })
    fireEvent.click(screen.getByRole('button', { name: 'Accedi' }))
    await waitFor(() => expect(answers()).toBe('false,true'))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(api.calls('GET /api/me')).toHaveLength(1)

    // logged in now: the prompt is skipped
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Salva' }))
    })
    await waitFor(() => expect(answers()).toBe('false,true,true'))
    expect(api.calls('POST /api/login')).toHaveLength(2)
  }, 20_000) // the first open transforms and loads the prompt's lazy chunk, slow on a busy 2-core runner
})
