import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { authSchemasFor } from '../../contracts/accounts/schemas'
import { createPromiseControls, flushPromises } from '../test-utils/model'
import { loginPromptMachine, loginPromptView, type LoginPromptLoginInput } from './index'

function startPrompt(overrides: { isLoggedIn?: () => boolean } = {}) {
  const controls = createPromiseControls()
  const resolved: boolean[] = []
  const links: string[] = []
  const machine = loginPromptMachine.provide({
    actors: { login: controls.logic<unknown, LoginPromptLoginInput>('login') },
    actions: {
      resolve: (_, { result }) => resolved.push(result),
      goToRegister: () => links.push('register'),
      goToPasswordForgotten: () => links.push('password-forgotten'),
    },
    ...(overrides.isLoggedIn ? { guards: { isLoggedIn: overrides.isLoggedIn } } : {}),
  })
  const actor = createActor(machine).start()
  const view = () => loginPromptView(actor.getSnapshot())
  const fill = (email: string, password: string) => {
    actor.send({ type: 'prompt.change', field: 'email', value: email })
    actor.send({ type: 'prompt.change', field: 'password', value: password })
  }
  const settle = async (event: { type: string; output?: unknown; error?: unknown }) => {
    controls.settle(event)
    await flushPromises()
  }
  return { actor, controls, resolved, links, view, fill, settle }
}

describe('login prompt', () => {
  it('resolves true at once, without opening, for a logged-in user', () => {
    const { actor, resolved } = startPrompt()
    actor.send({ type: 'prompt.request', isLoggedIn: true })
    expect(actor.getSnapshot().value).toBe('closed')
    expect(resolved).toEqual([true])
  })

  it('lets the app answer isLoggedIn with its own guard', () => {
    const { actor, resolved } = startPrompt({ isLoggedIn: () => true })
    actor.send({ type: 'prompt.request' })
    expect(resolved).toEqual([true])
  })

  it('opens for an anonymous user with empty fields, no errors and submit disabled', () => {
    const { actor, view, resolved } = startPrompt()
    actor.send({ type: 'prompt.request' })
    expect(actor.getSnapshot().matches({ open: 'editing' })).toBe(true)
    expect(view()).toMatchObject({
      isOpen: true,
      isSubmitting: false,
      canSubmit: false,
      showPassword: false,
      errors: {},
      loginError: undefined,
      width: 500,
    })
    expect(resolved).toEqual([])
  })

  it('validates on every change and enables submit only when valid', () => {
    const { actor, view } = startPrompt()
    actor.send({ type: 'prompt.request' })
    actor.send({ type: 'prompt.change', field: 'email', value: 'mario' })
    expect(view().errors).toEqual({ email: 'Il campo Email deve essere un indirizzo email valido' })
    expect(view().canSubmit).toBe(false)
    actor.send({ type: 'prompt.change', field: 'email', value: 'mario@example.it' })
    expect(view().errors).toEqual({})
    actor.send({ type: 'prompt.blur', field: 'password' })
    expect(view().errors).toEqual({ password: 'Il campo Password è richiesto' })
    actor.send({ type: 'prompt.change', field: 'password', value: 'segreta' })
    expect(view()).toMatchObject({ errors: {}, canSubmit: true })
    actor.send({ type: 'prompt.change', field: 'email', value: '' })
    expect(view()).toMatchObject({ errors: { email: 'Il campo Email è richiesto' }, canSubmit: false })
  })

  it('renders errors in the language of the schemas it is given', () => {
    const { actor } = startPrompt()
    actor.send({ type: 'prompt.request' })
    actor.send({ type: 'prompt.change', field: 'email', value: '' })
    expect(loginPromptView(actor.getSnapshot(), authSchemasFor('en')).errors).toEqual({
      email: 'The Email field is required',
    })
  })

  it('ignores submit while the form is invalid', () => {
    const { actor, controls } = startPrompt()
    actor.send({ type: 'prompt.request' })
    actor.send({ type: 'prompt.change', field: 'email', value: 'mario@' })
    actor.send({ type: 'prompt.submit' })
    expect(actor.getSnapshot().matches({ open: 'editing' })).toBe(true)
    expect(controls.pending).toEqual([])
  })

  it('shows and hides the password', () => {
    const { actor, view } = startPrompt()
    actor.send({ type: 'prompt.request' })
    actor.send({ type: 'prompt.togglePassword' })
    expect(view().showPassword).toBe(true)
    actor.send({ type: 'prompt.togglePassword' })
    expect(view().showPassword).toBe(false)
  })

  it('logs in with the trimmed email and closes resolving true', async () => {
    const { actor, controls, view, fill, settle, resolved } = startPrompt()
    actor.send({ type: 'prompt.request' })
    fill(' studente@aula.test ', 'Password123!')
    actor.send({ type: 'prompt.submit' })
    expect(view()).toMatchObject({ isSubmitting: true, canSubmit: false })
    expect(controls.pending.map((call) => call.input)).toEqual([
      { email: 'studente@aula.test', password: 'Password123!' },
    ])
    await settle({ type: 'xstate.done.actor.login', output: undefined })
    expect(actor.getSnapshot().value).toBe('closed')
    expect(resolved).toEqual([true])
    expect(actor.getSnapshot().context).toMatchObject({ email: '', password: '' })
  })

  it.each([
    [401, 'Credenziali errate'],
    [500, 'Errore durante il tentativo di login'],
    [undefined, 'Errore durante il tentativo di login'],
  ])('stays open after a failed login (status %s) showing %s', async (status, message) => {
    const { actor, view, fill, settle, resolved } = startPrompt()
    actor.send({ type: 'prompt.request' })
    fill('studente@aula.test', 'sbagliata')
    actor.send({ type: 'prompt.submit' })
    await settle({ type: 'xstate.error.actor.login', error: status ? { status } : new Error('offline') })
    expect(actor.getSnapshot().matches({ open: 'editing' })).toBe(true)
    expect(view().loginError?.message).toBe(message)
    expect(view().canSubmit).toBe(true)
    expect(resolved).toEqual([])
    actor.send({ type: 'prompt.submit' })
    expect(view().loginError).toBeUndefined()
  })

  it('shows a 429 as too many attempts, with the minutes Retry-After gives (rounded up)', async () => {
    const { actor, view, fill, settle } = startPrompt()
    actor.send({ type: 'prompt.request' })
    fill('studente@aula.test', 'sbagliata')
    actor.send({ type: 'prompt.submit' })
    await settle({ type: 'xstate.error.actor.login', error: { status: 429, retryAfter: 150 } })
    expect(view().loginError).toMatchObject({
      message: 'Troppi tentativi. Riprova tra {minutes, plural, one {# minuto} other {# minuti}}.',
      values: { minutes: 3 },
    })
  })

  it('resolves false when closed, even mid-login, and cancels the login call', async () => {
    const { actor, controls, fill, resolved } = startPrompt()
    actor.send({ type: 'prompt.request' })
    fill('studente@aula.test', 'Password123!')
    actor.send({ type: 'prompt.submit' })
    actor.send({ type: 'prompt.close' })
    expect(actor.getSnapshot().value).toBe('closed')
    expect(resolved).toEqual([false])
    expect(controls.pending[0].signal.aborted).toBe(true)
  })

  it("'Registrati' closes resolving false and goes to register", () => {
    const { actor, resolved, links } = startPrompt()
    actor.send({ type: 'prompt.request' })
    actor.send({ type: 'prompt.register' })
    expect(actor.getSnapshot().value).toBe('closed')
    expect(resolved).toEqual([false])
    expect(links).toEqual(['register'])
  })

  it("'Hai dimenticato la password?' closes resolving false and goes to password-forgotten", () => {
    const { actor, resolved, links } = startPrompt()
    actor.send({ type: 'prompt.request' })
    actor.send({ type: 'prompt.forgotPassword' })
    expect(resolved).toEqual([false])
    expect(links).toEqual(['password-forgotten'])
  })

  it('forgets what was typed when it closes and opens clean the next time', () => {
    const { actor, view, fill } = startPrompt()
    actor.send({ type: 'prompt.request' })
    fill('mario', 'segreta')
    actor.send({ type: 'prompt.togglePassword' })
    actor.send({ type: 'prompt.close' })
    expect(actor.getSnapshot().context).toMatchObject({ email: '', password: '', showPassword: false })
    actor.send({ type: 'prompt.request' })
    expect(view()).toMatchObject({ email: '', password: '', errors: {}, showPassword: false })
  })

  it('ignores a second request while open', () => {
    const { actor, fill, resolved } = startPrompt()
    actor.send({ type: 'prompt.request' })
    fill('mario@example.it', 'x')
    actor.send({ type: 'prompt.request', isLoggedIn: true })
    expect(actor.getSnapshot().context.email).toBe('mario@example.it')
    expect(resolved).toEqual([])
  })
})
