/**
 * /password-forgotten: three steps driven by machines/password-reset — the e-mail that gets a
 * PIN, the PIN, the new password — then the login page with a success notice. The e-mail form is
 * on screen before the machine and the rules arrive (../lazy-module.ts); its submit waits for them.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react'
import { EMAIL_MAX_LENGTH, PIN_LENGTH, PASSWORD_MAX_LENGTH } from '../../../../contracts/accounts/limits'
import type {
  PasswordResetError,
  PasswordResetEvent,
  PasswordResetView,
} from '../../../../machines/password-reset'
import { Button } from '../../../shared/ui/button'
import { RouteLink, useNavigate, useRouteUrl, withQuery, type PageProps } from '../../../shared/lib/routing'
import { FormAlert, PasswordField, TextField } from '../../../shared/ui/form-fields'
import { useForm } from '../../../shared/lib/use-form'
import { lazyModule, useLazyRulesForm } from '../lazy-module'
import { PASSWORD_UPDATED_QUERY } from '../password-updated'
import type { PasswordResetRun } from '../password-reset-flow'

export const resetFlow = lazyModule(() => import('../password-reset-flow'))

/** What the page shows before the machine has arrived: its first step, idle. */
const FIRST_VIEW: PasswordResetView = {
  step: 'email',
  busy: false,
  running: null,
  email: '',
  notice: undefined,
  error: undefined,
}
/** What a failed download of the machine shows: the generic failure. */
const UNREACHABLE: PasswordResetError = { fields: {} }

interface ResetFlow {
  view: PasswordResetView
  /** Sends the event once the machine runs (fetching it first if need be). */
  send: (event: PasswordResetEvent) => Promise<void>
}

/** One run of the machine per visit, started as soon as it has arrived, stopped when the page goes. */
function useResetFlow(): ResetFlow {
  const run = useRef<PasswordResetRun | null>(null)
  const mounted = useRef(false)
  const [current, setCurrent] = useState<PasswordResetRun | null>(null)
  const [failed, setFailed] = useState(false)
  const ensure = useCallback(async () => {
    const flow = await resetFlow.load()
    if (!run.current && mounted.current) {
      run.current = flow.startPasswordReset()
      setCurrent(run.current)
    }
    return run.current
  }, [])
  useEffect(() => {
    mounted.current = true
    ensure().catch(() => undefined)
    return () => {
      mounted.current = false
      run.current?.stop()
      run.current = null
    }
  }, [ensure])
  const view = useSyncExternalStore(
    useCallback((listener: () => void) => current?.subscribe(listener) ?? (() => undefined), [current]),
    () => current?.view() ?? FIRST_VIEW,
  )
  const send = useCallback(
    async (event: PasswordResetEvent) => {
      setFailed(false)
      try {
        ;(await ensure())?.send(event)
      } catch {
        setFailed(true)
      }
    },
    [ensure],
  )
  return { view: failed ? { ...view, error: UNREACHABLE } : view, send }
}

/** The rules of the reset forms in the page's language, once they have arrived ({} before). */
function useRules() {
  const { i18n } = useLingui()
  return (name: 'PasswordAskResetBody' | 'PasswordVerifyPinBody' | 'PasswordUpdateBody', values: unknown) => {
    const loaded = resetFlow.current()
    return loaded ? loaded.schemaErrors(loaded.authSchemasIn(i18n)[name], values) : {}
  }
}

/** The server's own words for a failed step: a field message, or a generic one by status. */
function useErrorText(error: PasswordResetError | undefined): string | undefined {
  const { t } = useLingui()
  if (!error) return undefined
  const first = Object.values(error.fields)[0]?.[0]
  if (first) return first
  if (error.status === 429) return t`Troppi tentativi. Riprova tra qualche minuto.`
  return t`Qualcosa è andato storto. Riprova.`
}

function EmailStep({ flow }: { flow: ResetFlow }) {
  const { t } = useLingui()
  const rules = useRules()
  const { busy } = flow.view
  const error = useErrorText(flow.view.error)
  const form = useLazyRulesForm(resetFlow, {
    initial: { email: flow.view.email },
    mode: 'lazy',
    validate: (values) => rules('PasswordAskResetBody', values),
  })
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault()
    // the rules come with the machine: wait for them (a failed download shows on the send below)
    if (!resetFlow.current()) await resetFlow.load().catch(() => undefined)
    void form.submit(({ email }) => flow.send({ type: 'reset.submitEmail', email }))
  }
  return (
    <form noValidate className="mt-6 space-y-4" onSubmit={(event) => void handleSubmit(event)}>
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

function PinStep({ flow }: { flow: ResetFlow }) {
  const { t } = useLingui()
  const rules = useRules()
  const { email, notice, busy } = flow.view
  const error = useErrorText(flow.view.error)
  const form = useForm({
    initial: { pin: '' },
    mode: 'lazy',
    validate: (values) => rules('PasswordVerifyPinBody', { email, pin: values.pin }),
  })
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    void form.submit(({ pin }) => flow.send({ type: 'reset.submitPin', pin }))
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
        <Button outline disabled={busy} onClick={() => void flow.send({ type: 'reset.resend' })}>
          <Trans>Invia di nuovo il PIN</Trans>
        </Button>
        <Button outline disabled={busy} onClick={() => void flow.send({ type: 'reset.changeEmail' })}>
          <Trans>Cambia email</Trans>
        </Button>
      </div>
    </form>
  )
}

function PasswordStep({ flow }: { flow: ResetFlow }) {
  const { t } = useLingui()
  const rules = useRules()
  const { busy, error: failure } = flow.view
  const error = useErrorText(failure)
  const form = useForm({
    initial: { password: '', password_confirmation: '' },
    mode: 'lazy',
    validate: (values) => rules('PasswordUpdateBody', values),
  })
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    void form.submit((values) => flow.send({ type: 'reset.submitPassword', ...values }))
  }
  return (
    <form noValidate className="mt-6 space-y-4" onSubmit={handleSubmit}>
      <p className="text-sm text-slate-700">
        <Trans>PIN verificato. Scegli la tua nuova password.</Trans>
      </p>
      <FormAlert>{error}</FormAlert>
      {failure?.fields.reset_token && (
        <Button outline onClick={() => void flow.send({ type: 'reset.restart' })}>
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
  const flow = useResetFlow()
  const { step } = flow.view
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
      {step === 'email' && <EmailStep flow={flow} />}
      {step === 'pin' && <PinStep flow={flow} />}
      {step === 'password' && <PasswordStep flow={flow} />}
      <p className="mt-6 text-center text-sm">
        <RouteLink name="login">
          <Trans>Torna al login</Trans>
        </RouteLink>
      </p>
    </div>
  )
}
