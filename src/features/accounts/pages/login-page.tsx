import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useState, type FormEvent } from 'react'
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../../../../contracts/accounts/limits'
import type { LoginChallenge } from '../../../../contracts/accounts/schemas'
import { useSessionSelector } from '../../../session/session'
import { SessionEndedNotice, useReturnPath } from '../../../session/session-ended'
import { Button } from '../../../shared/ui/button'
import {
  RouteLink,
  useNavigate,
  useQueryParams,
  useRouteUrl,
  type PageProps,
} from '../../../shared/lib/routing'
import { FormAlert, PasswordField, TextField } from '../../../shared/ui/form-fields'
import { lazyModule, useLazyRulesForm } from '../lazy-module'
import { needsTermsAcceptance } from '../terms'
import { PASSWORD_UPDATED_QUERY } from '../password-updated'

// The form is on screen (and takes typing) before any of these arrive: the rules, the session's
// login and the API client come right after it, the rest only when shown (DESIGN.md §7).
export const loginActions = lazyModule(() => import('../login-actions'))
const actions = loginActions
const LoginCodeStep = lazy(() => import('./login-code-step').then((m) => ({ default: m.LoginCodeStep })))
const TermsPanel = lazy(() => import('../components/terms-panel').then((m) => ({ default: m.TermsPanel })))
const SocialSignIn = lazy(() =>
  import('../components/social-sign-in').then((m) => ({ default: m.SocialSignIn })),
)

/**
 * /login: the login form, or, for a logged-in user the guard chain sent here because the terms or
 * the privacy policy are not accepted, the panel where they accept them.
 */
export function LoginPage(props: PageProps) {
  const mustAccept = useSessionSelector((s) => s.isLoggedIn && needsTermsAcceptance(s.user))
  return mustAccept ? (
    <Suspense fallback={null}>
      <TermsPanel />
    </Suspense>
  ) : (
    <LoginForm {...props} />
  )
}

function LoginForm({ title }: PageProps) {
  const { t, i18n } = useLingui()
  const url = useRouteUrl()
  const navigate = useNavigate()
  const passwordUpdated = useQueryParams().has(PASSWORD_UPDATED_QUERY)
  const back = useReturnPath()
  const [failure, setFailure] = useState<{ status?: number; retryAfter?: number } | null>(null)
  // the e-mailed code step, when the account is locked and this browser is new to it (issue 32 item 2)
  const [challenge, setChallenge] = useState<LoginChallenge | null>(null)
  const form = useLazyRulesForm(actions, {
    initial: { email: '', password: '' },
    mode: 'eager',
    // nothing to say until the rules have arrived (a moment after the form); a submit waits for them
    validate: (values) => {
      const loaded = actions.current()
      return loaded ? loaded.schemaErrors(loaded.authSchemasIn(i18n).LoginBody, values) : {}
    },
  })

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault()
    // the rules and the session's login, here by now unless the network is slow: wait for them then
    const loaded = actions.current() ?? (await actions.load().catch(() => undefined))
    if (!loaded) {
      setFailure({ status: 0 })
      return
    }
    void form.submit(async (values) => {
      setFailure(null)
      try {
        await loaded.loginWithSession({ email: values.email.trim(), password: values.password })
      } catch (error) {
        const asked = loaded.loginChallengeOf(error)
        if (asked) setChallenge(asked)
        else setFailure({ status: loaded.errorStatus(error), retryAfter: loaded.errorRetryAfter(error) })
        return
      }
      // back where the user was when the session ended (or a guard sent them here), else the feed;
      // the guard chain takes it from there (onboarding, verification, …)
      navigate(back ?? url('feed'))
    })
  }

  if (challenge)
    return (
      <Suspense fallback={null}>
        <LoginCodeStep
          title={title}
          challenge={challenge}
          onBack={() => {
            setChallenge(null)
            form.set('password', '', 'input')
          }}
          onDone={() => navigate(url('feed'))}
        />
      </Suspense>
    )

  return (
    <div className="mx-auto max-w-md">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-2 text-sm text-slate-700">
        <Trans>Bentornato! Accedi con la tua email e la tua password.</Trans>
      </p>
      <div className="mt-6 space-y-4">
        <SessionEndedNotice />
        {passwordUpdated && (
          <FormAlert tone="success">
            <Trans>Password aggiornata. Ora puoi accedere con la nuova password.</Trans>
          </FormAlert>
        )}
        <FormAlert>
          {failure !== null ? (
            <LoginFailure status={failure.status} retryAfter={failure.retryAfter} />
          ) : undefined}
        </FormAlert>
        <form noValidate className="space-y-4" onSubmit={(event) => void handleSubmit(event)}>
          <TextField
            name="email"
            type="email"
            label={t`Email`}
            autoComplete="username"
            inputMode="email"
            placeholder={t`Inserisci la tua email`}
            maxLength={EMAIL_MAX_LENGTH}
            value={form.values.email}
            error={form.errors.email}
            onValue={(value) => form.set('email', value, 'input')}
            onLeave={() => form.blur('email')}
          />
          <PasswordField
            name="password"
            label={t`Password`}
            autoComplete="current-password"
            maxLength={PASSWORD_MAX_LENGTH}
            placeholder={t`Password`}
            value={form.values.password}
            error={form.errors.password}
            onValue={(value) => form.set('password', value, 'input')}
            onLeave={() => form.blur('password')}
          />
          <div className="flex justify-end text-sm">
            <RouteLink name="password-forgotten">
              <Trans>Hai dimenticato la password?</Trans>
            </RouteLink>
          </div>
          <Button type="submit" block disabled={form.submitting}>
            {form.submitting ? <Trans>Accesso in corso…</Trans> : <Trans>Accedi</Trans>}
          </Button>
        </form>
        <Suspense fallback={null}>
          <SocialSignIn />
        </Suspense>
        <p className="text-center text-sm text-slate-700">
          <Trans>Non hai un account?</Trans>{' '}
          <RouteLink name="register" className="font-semibold">
            <Trans>Registrati</Trans>
          </RouteLink>
        </p>
      </div>
    </div>
  )
}

/** SPEC.md §8's words for a failed login (the rules module has arrived by then, or the call never left). */
function LoginFailure({ status, retryAfter }: { status?: number; retryAfter?: number }) {
  const { t, i18n } = useLingui()
  const loaded = actions.current()
  if (!loaded) return t`Impossibile raggiungere il server. Controlla la connessione e riprova.`
  return i18n._(loaded.loginErrorMessage(status, retryAfter))
}
