import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import {
  EMAIL_MAX_LENGTH,
  errorRetryAfter,
  errorStatus,
  loginErrorMessage,
  PASSWORD_MAX_LENGTH,
} from '../../../../contracts/accounts/schemas'
import { useSessionSelector } from '../../../session/session'
import { loginWithSession } from '../../../session/session-actor'
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
import { schemaErrors, useAuthSchemas } from '../../../session/auth-schemas'
import { useForm } from '../../../shared/lib/use-form'
import { SocialSignIn } from '../components/social-sign-in'
import { needsTermsAcceptance, TermsPanel } from '../components/terms-panel'

/** Set by the password reset when it is done, so the login page can say so. */
export const PASSWORD_UPDATED_QUERY = 'password-updated'

/**
 * /login: the login form, or, for a logged-in user the guard chain sent here because the terms or
 * the privacy policy are not accepted, the panel where they accept them.
 */
export function LoginPage(props: PageProps) {
  const mustAccept = useSessionSelector((s) => s.isLoggedIn && needsTermsAcceptance(s.user))
  return mustAccept ? <TermsPanel /> : <LoginForm {...props} />
}

function LoginForm({ title }: PageProps) {
  const { t, i18n } = useLingui()
  const schemas = useAuthSchemas()
  const url = useRouteUrl()
  const navigate = useNavigate()
  const passwordUpdated = useQueryParams().has(PASSWORD_UPDATED_QUERY)
  const back = useReturnPath()
  const [failure, setFailure] = useState<{ status?: number; retryAfter?: number } | null>(null)
  const form = useForm({
    initial: { email: '', password: '' },
    mode: 'eager',
    validate: (values) => schemaErrors(schemas.LoginBody, values),
  })

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    void form.submit(async (values) => {
      setFailure(null)
      try {
        await loginWithSession({ email: values.email.trim(), password: values.password })
      } catch (error) {
        setFailure({ status: errorStatus(error), retryAfter: errorRetryAfter(error) })
        return
      }
      // back where the user was when the session ended (or a guard sent them here), else the feed;
      // the guard chain takes it from there (onboarding, verification, …)
      navigate(back ?? url('feed'))
    })
  }

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
          {failure !== null ? i18n._(loginErrorMessage(failure.status, failure.retryAfter)) : undefined}
        </FormAlert>
        <form noValidate className="space-y-4" onSubmit={handleSubmit}>
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
        <SocialSignIn />
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
