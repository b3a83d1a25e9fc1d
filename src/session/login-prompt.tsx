/**
 * The login prompt of SPEC.md §2: 'Login necessario' in a 500 px dialog, driven by
 * machines/login-prompt. Its `login` actor is the session's login sequence, so a successful
 * prompt logs the whole app in and whoever asked goes on with their action. This module carries
 * xstate and the session; pages reach it through ./require-login, which loads it on first use.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useCallback, type FormEvent, type MouseEvent } from 'react'
import { createActor, fromPromise, waitFor } from 'xstate'
import { PASSWORD_MAX_LENGTH } from '../../contracts/accounts/schemas'
import { splitLocale } from '../../contracts/core/routes'
import { loginPromptMachine, loginPromptView, type LoginPromptLoginInput } from '../../machines/login-prompt'
import { loginWithSession, startSession } from './session-actor'
import { sessionRouter } from './session-store'
import { useAuthSchemas } from './auth-schemas'
import { routeUrl } from '../shared/lib/route-table'
import { useRouteUrl } from '../shared/lib/routing'
import { Button } from '../shared/ui/button'
import { Dialog } from '../shared/ui/dialog'
import { FormAlert, PasswordField, TextField } from '../shared/ui/form-fields'
import { flowRecorder } from '../shared/lib/flow-recorder'

let waiters: ((loggedIn: boolean) => void)[] = []

function goTo(name: string) {
  const router = sessionRouter()
  const { locale, explicit } = splitLocale(router.path())
  router.navigate(routeUrl(name, {}, locale, explicit && locale === 'it'))
}

export const appLoginPromptMachine = loginPromptMachine.provide({
  actors: {
    login: fromPromise<unknown, LoginPromptLoginInput>(({ input }) => loginWithSession(input)),
  },
  actions: {
    resolve: (_, { result }) => {
      const waiting = waiters
      waiters = []
      for (const resolve of waiting) resolve(result)
    },
    goToRegister: () => goTo('register'),
    goToPasswordForgotten: () => goTo('password-forgotten'),
  },
})

export const loginPromptActor = createActor(appLoginPromptMachine, { inspect: flowRecorder.inspect }).start()

/**
 * Asks for login: true at once for a logged-in user, otherwise once the prompt logs them in;
 * false when it is closed. A request while the prompt is open waits for the same answer.
 */
export async function openLoginPrompt(): Promise<boolean> {
  const session = startSession()
  const settled = await waitFor(session, (snapshot) => !snapshot.hasTag('loading'), { timeout: Infinity })
  return new Promise<boolean>((resolve) => {
    waiters.push(resolve)
    loginPromptActor.send({ type: 'prompt.request', isLoggedIn: settled.matches('authenticated') })
  })
}

export function LoginPrompt() {
  const { t, i18n } = useLingui()
  const schemas = useAuthSchemas()
  const url = useRouteUrl()
  const actor = loginPromptActor
  const view = useSelector(actor, (snapshot) => loginPromptView(snapshot, schemas))
  const send = actor.send.bind(actor)

  // Escape, the backdrop or the close button: the prompt answers false (not after a success).
  const handleClose = useCallback(() => {
    if (actor.getSnapshot().matches('open')) actor.send({ type: 'prompt.close' })
  }, [actor])

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    send({ type: 'prompt.submit' })
  }
  const handleLink = (type: 'prompt.register' | 'prompt.forgotPassword') => (event: MouseEvent) => {
    event.preventDefault()
    send({ type })
  }

  return (
    <Dialog
      open={view.isOpen}
      width={view.width}
      title={t`Login necessario`}
      onClose={handleClose}
      disabled={view.isSubmitting}
      loading={view.isSubmitting}
    >
      <form noValidate className="space-y-4" onSubmit={handleSubmit}>
        <FormAlert>{view.loginError ? i18n._(view.loginError) : undefined}</FormAlert>
        <TextField
          name="email"
          type="email"
          label={t`Email`}
          placeholder={t`Inserisci la tua email`}
          autoComplete="username"
          inputMode="email"
          required
          value={view.email}
          error={view.errors.email}
          onValue={(value) => send({ type: 'prompt.change', field: 'email', value })}
          onLeave={() => send({ type: 'prompt.blur', field: 'email' })}
        />
        <PasswordField
          name="password"
          label={t`Password`}
          placeholder={t`Password`}
          autoComplete="current-password"
          maxLength={PASSWORD_MAX_LENGTH}
          required
          value={view.password}
          error={view.errors.password}
          visible={view.showPassword}
          onToggle={() => send({ type: 'prompt.togglePassword' })}
          onValue={(value) => send({ type: 'prompt.change', field: 'password', value })}
          onLeave={() => send({ type: 'prompt.blur', field: 'password' })}
        />
        <div className="flex flex-wrap justify-between gap-2 text-sm">
          <a href={url('register')} onClick={handleLink('prompt.register')}>
            <Trans>Registrati</Trans>
          </a>
          <a href={url('password-forgotten')} onClick={handleLink('prompt.forgotPassword')}>
            <Trans>Hai dimenticato la password?</Trans>
          </a>
        </div>
        <Button type="submit" block disabled={!view.canSubmit}>
          {view.isSubmitting ? <Trans>Accesso in corso…</Trans> : <Trans>Accedi</Trans>}
        </Button>
      </form>
    </Dialog>
  )
}
