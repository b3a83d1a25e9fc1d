import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { OTP_LENGTH } from '../../../../contracts/accounts/limits'
import type { LoginChallenge } from '../../../../contracts/accounts/schemas'
import { signInWithCode } from '../login-code'
import { Button } from '../../../shared/ui/button'
import { FormAlert, TextField } from '../../../shared/ui/form-fields'
import { useForm } from '../../../shared/lib/use-form'

/**
 * The code step: the password alone does not open a locked account from a new browser, the code
 * mailed to its address must follow. The server answers the same whatever the password, so the
 * page cannot say whether a code was sent: only that it was if the password was right.
 */
export function LoginCodeStep({
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
