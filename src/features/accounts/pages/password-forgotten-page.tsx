/**
 * /password-forgotten: three steps driven by machines/password-reset — the e-mail that gets a
 * PIN, the PIN, the new password — then the login page with a success notice.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useRef, type FormEvent } from 'react'
import { EMAIL_MAX_LENGTH, PIN_LENGTH, PASSWORD_MAX_LENGTH } from '../../../../contracts/accounts/schemas'
import { passwordResetView, type PasswordResetError } from '../../../../machines/password-reset'
import { Button } from '../../../shared/ui/button'
import { RouteLink, useNavigate, useRouteUrl, withQuery, type PageProps } from '../../../shared/lib/routing'
import { FormAlert, PasswordField, TextField } from '../../../shared/ui/form-fields'
import { appPasswordResetMachine } from '../password-reset'
import { schemaErrors, useAuthSchemas } from '../../../session/auth-schemas'
import { useForm } from '../../../shared/lib/use-form'
import { PASSWORD_UPDATED_QUERY } from './login-page'
import { flowRecorder } from '../../../shared/lib/flow-recorder'

type ResetActor = ReturnType<typeof useActorRef<typeof appPasswordResetMachine>>

/** The server's own words for a failed step: a field message, or a generic one by status. */
function useErrorText(error: PasswordResetError | undefined): string | undefined {
  const { t } = useLingui()
  if (!error) return undefined
  const first = Object.values(error.fields)[0]?.[0]
  if (first) return first
  if (error.status === 429) return t`Troppi tentativi. Riprova tra qualche minuto.`
  return t`Qualcosa è andato storto. Riprova.`
}

function EmailStep({ actor }: { actor: ResetActor }) {
  const { t } = useLingui()
  const schemas = useAuthSchemas()
  const busy = useSelector(actor, (s) => passwordResetView(s).busy)
  const error = useErrorText(useSelector(actor, (s) => passwordResetView(s).error))
  const form = useForm({
    initial: { email: useSelector(actor, (s) => passwordResetView(s).email) },
    mode: 'lazy',
    validate: (values) => schemaErrors(schemas.PasswordAskResetBody, values),
  })
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    void form.submit(async ({ email }) => {
      actor.send({ type: 'reset.submitEmail', email })
    })
  }
  return (
    <form noValidate className="mt-6 space-y-4" onSubmit={handleSubmit}>
      <p className="text-sm text-slate-700">
        <Trans>
          Inserisci l'email del tuo account: ti invieremo un PIN per scegliere una nuova password.
        </Trans>
      </p>
      <FormAlert>{error}</FormAlert>
      <TextField
        name="email"
        type="email"
        label={t`Email`}
        autoComplete="email"
        inputMode="email"
        maxLength={EMAIL_MAX_LENGTH}
        value={form.values.email}
        error={form.errors.email}
        onValue={(value) => form.set('email', value, 'input')}
        onLeave={() => form.blur('email')}
      />
      <Button type="submit" block disabled={busy}>
        <Trans>Inviami il PIN</Trans>
      </Button>
    </form>
  )
}

function PinStep({ actor }: { actor: ResetActor }) {
  const { t } = useLingui()
  const schemas = useAuthSchemas()
  const email = useSelector(actor, (s) => passwordResetView(s).email)
  const notice = useSelector(actor, (s) => passwordResetView(s).notice)
  const busy = useSelector(actor, (s) => passwordResetView(s).busy)
  const error = useErrorText(useSelector(actor, (s) => passwordResetView(s).error))
  const form = useForm({
    initial: { pin: '' },
    mode: 'lazy',
    validate: (values) => schemaErrors(schemas.PasswordVerifyPinBody, { email, pin: values.pin }),
  })
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    void form.submit(async ({ pin }) => {
      actor.send({ type: 'reset.submitPin', pin })
    })
  }
  return (
    <form noValidate className="mt-6 space-y-4" onSubmit={handleSubmit}>
      <FormAlert tone="success">
        {notice === 'pinResent' ? (
          <Trans>Ti abbiamo inviato un nuovo PIN a {email}.</Trans>
        ) : notice === 'pinSent' ? (
          <Trans>Se {email} corrisponde a un account, riceverai un PIN di 6 cifre.</Trans>
        ) : undefined}
      </FormAlert>
      <FormAlert>{error}</FormAlert>
      <TextField
        name="pin"
        label={t`PIN`}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={PIN_LENGTH}
        value={form.values.pin}
        error={form.errors.pin}
        onValue={(value) => form.set('pin', value, 'input')}
        onLeave={() => form.blur('pin')}
      />
      <Button type="submit" block disabled={busy}>
        <Trans>Verifica il PIN</Trans>
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <Button outline disabled={busy} onClick={() => actor.send({ type: 'reset.resend' })}>
          <Trans>Invia di nuovo il PIN</Trans>
        </Button>
        <Button outline disabled={busy} onClick={() => actor.send({ type: 'reset.changeEmail' })}>
          <Trans>Cambia email</Trans>
        </Button>
      </div>
    </form>
  )
}

function PasswordStep({ actor }: { actor: ResetActor }) {
  const { t } = useLingui()
  const schemas = useAuthSchemas()
  const busy = useSelector(actor, (s) => passwordResetView(s).busy)
  const failure = useSelector(actor, (s) => passwordResetView(s).error)
  const error = useErrorText(failure)
  const form = useForm({
    initial: { password: '', password_confirmation: '' },
    mode: 'lazy',
    validate: (values) => schemaErrors(schemas.PasswordUpdateBody, values),
  })
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    void form.submit(async (values) => {
      actor.send({ type: 'reset.submitPassword', ...values })
    })
  }
  return (
    <form noValidate className="mt-6 space-y-4" onSubmit={handleSubmit}>
      <p className="text-sm text-slate-700">
        <Trans>PIN verificato. Scegli la tua nuova password.</Trans>
      </p>
      <FormAlert>{error}</FormAlert>
      {failure?.fields.reset_token && (
        <Button outline onClick={() => actor.send({ type: 'reset.restart' })}>
          <Trans>Ricomincia</Trans>
        </Button>
      )}
      <PasswordField
        name="password"
        label={t`Nuova password`}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        hint={<Trans>Almeno 8 caratteri</Trans>}
        value={form.values.password}
        error={form.errors.password}
        onValue={(value) => form.set('password', value, 'input')}
        onLeave={() => form.blur('password')}
      />
      <PasswordField
        name="password_confirmation"
        label={t`Conferma password`}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        value={form.values.password_confirmation}
        error={form.errors.password_confirmation}
        onValue={(value) => form.set('password_confirmation', value, 'input')}
        onLeave={() => form.blur('password_confirmation')}
      />
      <Button type="submit" block disabled={busy}>
        <Trans>Salva la nuova password</Trans>
      </Button>
    </form>
  )
}

export function PasswordForgottenPage({ title }: PageProps) {
  const actor = useActorRef(appPasswordResetMachine, { inspect: flowRecorder.inspect })
  const step = useSelector(actor, (s) => passwordResetView(s).step)
  const url = useRouteUrl()
  const navigate = useNavigate()
  const left = useRef(false)
  useEffect(() => {
    if (step !== 'done' || left.current) return
    left.current = true
    navigate(withQuery(url('login'), { [PASSWORD_UPDATED_QUERY]: 1 }))
  }, [step, navigate, url])

  return (
    <div className="mx-auto max-w-md">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      <ol className="sr-only">
        <li aria-current={step === 'email' ? 'step' : undefined}>
          <Trans>Email</Trans>
        </li>
        <li aria-current={step === 'pin' ? 'step' : undefined}>
          <Trans>PIN</Trans>
        </li>
        <li aria-current={step === 'password' ? 'step' : undefined}>
          <Trans>Nuova password</Trans>
        </li>
      </ol>
      {step === 'email' && <EmailStep actor={actor} />}
      {step === 'pin' && <PinStep actor={actor} />}
      {step === 'password' && <PasswordStep actor={actor} />}
      <p className="mt-6 text-center text-sm">
        <RouteLink name="login">
          <Trans>Torna al login</Trans>
        </RouteLink>
      </p>
    </div>
  )
}
