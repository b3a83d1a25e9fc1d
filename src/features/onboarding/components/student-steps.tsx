/**
 * The student's steps (SPEC.md §2 "Student onboarding"): the phone number, its SMS code, the
 * confirmation, the interests.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState, type FormEvent } from 'react'
import { DEFAULT_PHONE_CODE } from '../../../../contracts/core/constants'
import { OTP_LENGTH } from '../../../../contracts/accounts/schemas'
import { PHONE_CODE_MAX_LENGTH, PHONE_MAX_LENGTH } from '../../../../contracts/onboarding/limits'
import { schemaErrors } from '../../../session/auth-schemas'
import { useForm } from '../../../shared/lib/use-form'
import { Button } from '../../../shared/ui/button'
import { FormAlert, TextField } from '../../../shared/ui/form-fields'
import { useOnboardingSchemas } from '../schemas'
import type { WizardActor } from '../wizard-actor'
import { useStepAlert, useWizardView } from './wizard-frame'

export { InterestsStep } from './interests-step'

/** A server message for a field, while the user has not changed the form since. */
function useServerFieldError(actor: WizardActor, field: string): string | undefined {
  return useWizardView(actor).error?.fields[field]?.[0]
}

export function PhoneNumberStep({ actor }: { actor: WizardActor }) {
  const { t } = useLingui()
  const schemas = useOnboardingSchemas()
  const view = useWizardView(actor)
  const saved = actor.getSnapshot().context.data['phone-number'] ?? {}
  const form = useForm({
    initial: {
      phone_code: typeof saved.phone_code === 'string' ? saved.phone_code : DEFAULT_PHONE_CODE,
      phone: typeof saved.phone === 'string' ? saved.phone : '',
    },
    mode: 'lazy',
    validate: (values) => schemaErrors(schemas.PhoneSendBody, values),
  })
  const serverPhone = useServerFieldError(actor, 'phone')
  const alert = useStepAlert(actor, ['phone', 'phone_code'])
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    void form.submit(async (values) => {
      actor.send({ type: 'wizard.next', values })
    })
  }
  return (
    <form noValidate className="space-y-4" onSubmit={handleSubmit}>
      <p className="text-sm text-slate-700">
        <Trans>Ti invieremo un SMS con un codice di 6 cifre per confermare che il numero è tuo.</Trans>
      </p>
      <FormAlert>{alert}</FormAlert>
      <div className="grid grid-cols-[7rem_1fr] gap-3">
        <TextField
          name="phone_code"
          label={t`Prefisso`}
          inputMode="numeric"
          autoComplete="tel-country-code"
          maxLength={PHONE_CODE_MAX_LENGTH}
          value={form.values.phone_code}
          error={form.errors.phone_code ?? view.error?.fields.phone_code?.[0]}
          onValue={(value) => form.set('phone_code', value, 'input')}
          onLeave={() => form.blur('phone_code')}
        />
        <TextField
          name="phone"
          type="tel"
          label={t`Numero di telefono`}
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={PHONE_MAX_LENGTH}
          hint={<Trans>Senza prefisso internazionale, per esempio 3331234567.</Trans>}
          value={form.values.phone}
          error={form.errors.phone ?? serverPhone}
          onValue={(value) => form.set('phone', value, 'input')}
          onLeave={() => form.blur('phone')}
        />
      </div>
      <Button type="submit" block disabled={view.isBusy}>
        <Trans>Inviami il codice</Trans>
      </Button>
    </form>
  )
}

/** Seconds left until `until` (an ISO time), ticking once a second. */
function useSecondsUntil(until: string | undefined): number {
  const [now, setNow] = useState(() => Date.now())
  const target = until ? Date.parse(until) : NaN
  const left = Number.isNaN(target) ? 0 : Math.max(0, Math.ceil((target - now) / 1000))
  useEffect(() => {
    if (left <= 0) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [left])
  return left
}

export function ConfirmNumberStep({ actor }: { actor: WizardActor }) {
  const { t } = useLingui()
  const schemas = useOnboardingSchemas()
  const view = useWizardView(actor)
  const phone = actor.getSnapshot().context.data['phone-number'] ?? {}
  const resendAt = typeof phone.resend_at === 'string' ? phone.resend_at : undefined
  const seconds = useSecondsUntil(resendAt)
  const form = useForm({
    initial: { otp: '' },
    mode: 'lazy',
    validate: (values) => schemaErrors(schemas.PhoneValidateBody, values),
  })
  const serverOtp = useServerFieldError(actor, 'otp')
  const alert = useStepAlert(actor, ['otp'])
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    void form.submit(async (values) => {
      actor.send({ type: 'wizard.next', values })
    })
  }
  const number = `${String(phone.phone_code ?? '')} ${String(phone.phone ?? '')}`.trim()
  return (
    <form noValidate className="space-y-4" onSubmit={handleSubmit}>
      <p className="text-sm text-slate-700">
        <Trans>
          Abbiamo inviato un SMS con un codice di 6 cifre al numero {number}. Il codice vale 10 minuti.
        </Trans>
      </p>
      <FormAlert tone="success">{view.resent ? t`Ti abbiamo inviato un nuovo codice.` : undefined}</FormAlert>
      <FormAlert>{alert}</FormAlert>
      <TextField
        name="otp"
        label={t`Codice`}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={OTP_LENGTH}
        value={form.values.otp}
        error={form.errors.otp ?? serverOtp}
        onValue={(value) => form.set('otp', value, 'input')}
        onLeave={() => form.blur('otp')}
      />
      <Button type="submit" block disabled={view.isBusy}>
        <Trans>Conferma il numero</Trans>
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          outline
          disabled={view.isBusy || seconds > 0}
          onClick={() => actor.send({ type: 'wizard.resend' })}
        >
          {seconds > 0 ? (
            <Trans>Invia di nuovo il codice tra {seconds} s</Trans>
          ) : (
            <Trans>Invia di nuovo il codice</Trans>
          )}
        </Button>
      </div>
    </form>
  )
}

export function IdentityConfirmedStep({ actor }: { actor: WizardActor }) {
  const view = useWizardView(actor)
  const alert = useStepAlert(actor, [])
  return (
    <div className="space-y-4">
      <FormAlert tone="success">
        <Trans>Il tuo numero di telefono è confermato. Grazie!</Trans>
      </FormAlert>
      <FormAlert>{alert}</FormAlert>
      <p className="text-sm text-slate-700">
        <Trans>Ora dicci cosa ti interessa: ti mostreremo corsi e persone più vicini a te.</Trans>
      </p>
      <Button block disabled={view.isBusy} onClick={() => actor.send({ type: 'wizard.next', values: {} })}>
        <Trans>Continua</Trans>
      </Button>
    </div>
  )
}
