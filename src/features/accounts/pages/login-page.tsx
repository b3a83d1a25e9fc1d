import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import {
  EMAIL_MAX_LENGTH,
  errorRetryAfter,
  errorStatus,
  loginErrorMessage,
  PASSWORD_MAX_LENGTH,
} from '../../../../contracts/accounts/schemas'
import { OTP_LENGTH, type LoginChallenge } from '../../../../contracts/accounts/schemas'
import { useSessionSelector } from '../../../session/session'
import { loginWithSession } from '../../../session/session-actor'
import { SessionEndedNotice, useReturnPath } from '../../../session/session-ended'
import { loginChallengeOf, signInWithCode } from '../login-code'
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
  // the e-mailed code step, when the account is locked and this browser is new to it (issue 32 item 2)
  const [challenge, setChallenge] = useState<LoginChallenge | null>(null)
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
        const asked = loginChallengeOf(error)
        if (asked) setChallenge(asked)
        else setFailure({ status: errorStatus(error), retryAfter: errorRetryAfter(error) })
        return
      }
      // back where the user was when the session ended (or a guard sent them here), else the feed;
      // the guard chain takes it from there (onboarding, verification, …)
      navigate(back ?? url('feed'))
    })
  }

  if (challenge)
    return (
      <LoginCodeStep
        title={title}
        challenge={challenge}
        onBack={() => {
          setChallenge(null)
          form.set('password', '', 'input')
        }}
        onDone={() => navigate(url('feed'))}
      />
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

/**
 * The code step: the password alone does not open a locked account from a new browser, the code
 * mailed to its address must follow. The server answers the same whatever the password, so the
 * page cannot say whether a code was sent: only that it was if the password was right.
 */
function LoginCodeStep({
  title,
  challenge,
  onBack,
  onDone,
}: {
  title: string
  challenge: LoginChallenge
  onBack: () => void
  onDone: () => void
}) {
  const { t } = useLingui()
  const [wrong, setWrong] = useState(false)
  const form = useForm({
    initial: { otp: '' },
    mode: 'eager',
    validate: (values): Record<string, string[]> =>
      new RegExp(`^\\d{${OTP_LENGTH}}$`).test(values.otp.trim())
        ? {}
        : { otp: [t`Il codice ha ${OTP_LENGTH} cifre.`] },
  })

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    void form.submit(async (values) => {
      setWrong(false)
      try {
        await signInWithCode(challenge, values.otp.trim())
      } catch {
        setWrong(true)
        return
      }
      onDone()
    })
  }

  return (
    <div className="mx-auto max-w-md">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      <div className="mt-6 space-y-4">
        <p className="text-sm text-slate-700" role="status">
          <Trans>
            Per troppi tentativi sbagliati, da un dispositivo nuovo si accede a questo account solo con un
            codice. Se la password che hai inserito è giusta, ti abbiamo inviato via email un codice di{' '}
            {OTP_LENGTH} cifre, valido 10 minuti.
          </Trans>
        </p>
        <FormAlert>
          {wrong
            ? t`Il codice non è valido o è scaduto: torna all'accesso per riceverne un altro.`
            : undefined}
        </FormAlert>
        <form noValidate className="space-y-4" onSubmit={handleSubmit}>
          <TextField
            name="otp"
            label={t`Codice ricevuto via email`}
            autoComplete="one-time-code"
            inputMode="numeric"
            autoFocus
            maxLength={OTP_LENGTH}
            value={form.values.otp}
            error={form.errors.otp}
            onValue={(value) => form.set('otp', value, 'input')}
            onLeave={() => form.blur('otp')}
          />
          <Button type="submit" block disabled={form.submitting}>
            {form.submitting ? <Trans>Accesso in corso…</Trans> : <Trans>Conferma e accedi</Trans>}
          </Button>
        </form>
        <p className="text-center text-sm">
          <button type="button" className="font-semibold text-teal-800 underline" onClick={onBack}>
            <Trans>Torna all'accesso</Trans>
          </button>
        </p>
      </div>
    </div>
  )
}
