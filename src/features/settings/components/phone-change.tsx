/**
 * The account's phone number, changed from /mysettings/account with a code sent by SMS to the new
 * number (machines/phone-change): the account keeps the verified number until the code is
 * confirmed. The same calls as the student's wizard (PUT /api/phone/send, POST
 * /api/phone/resend-otp, POST /api/phone/validate-otp), so the same rules: one code a minute, five
 * tries, ten minutes. The machine is started in ../actors.ts with the real calls.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { DEFAULT_PHONE_CODE } from '../../../../contracts/core/constants'
import { Button } from '../../../shared/ui/button'
import { FormAlert, TextField } from '../../../shared/ui/form-fields'
import { Spinner } from '../../../shared/ui/spinner'
import { usePhoneChange } from '../actors'

export function PhoneChange({ verified }: { verified: boolean }) {
  const { t, i18n } = useLingui()
  const { actor: actorRef, view } = usePhoneChange()
  const [number, setNumber] = useState({ phone_code: DEFAULT_PHONE_CODE, phone: '' })
  const [otp, setOtp] = useState('')
  const fields = view.error?.fields ?? {}
  const general =
    view.error && Object.keys(fields).length === 0
      ? (view.error.message ?? t`Non è stato possibile completare l'operazione. Riprova.`)
      : undefined

  if (view.phase === 'changed')
    return (
      <div className="space-y-3">
        <FormAlert tone="success">
          {t`Numero verificato: ${view.verified ?? ''}. È il numero del tuo account.`}
        </FormAlert>
        <Button type="button" outline onClick={() => actorRef.send({ type: 'phone.again' })}>
          <Trans>Cambia ancora numero</Trans>
        </Button>
      </div>
    )

  if (view.phase === 'codeSent') {
    const submit = (event: FormEvent) => {
      event.preventDefault()
      actorRef.send({ type: 'phone.verify', otp: otp.trim() })
    }
    const resendAt = view.resendAt
      ? new Date(view.resendAt).toLocaleTimeString(i18n.locale, { hour: '2-digit', minute: '2-digit' })
      : ''
    return (
      <form noValidate onSubmit={submit} className="space-y-4" aria-label={t`Conferma il nuovo numero`}>
        <p className="text-sm text-slate-700" role="status">
          {t`Abbiamo mandato un codice di 6 cifre a ${view.sentTo ?? ''}. Un nuovo codice si può chiedere dalle ${resendAt}.`}
        </p>
        <FormAlert>{general}</FormAlert>
        <div className="max-w-xs">
          <TextField
            name="otp"
            label={t`Codice ricevuto via SMS`}
            value={otp}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            error={fields.otp?.[0]}
            onValue={setOtp}
            onLeave={() => {}}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={view.busy}>
            {view.running === 'verify' && <Spinner size={16} />}
            <Trans>Conferma il numero</Trans>
          </Button>
          <Button
            type="button"
            outline
            disabled={view.busy}
            onClick={() => actorRef.send({ type: 'phone.resend' })}
          >
            {view.running === 'resend' && <Spinner size={16} />}
            <Trans>Manda un nuovo codice</Trans>
          </Button>
          <Button
            type="button"
            outline
            disabled={view.busy}
            onClick={() => actorRef.send({ type: 'phone.edit' })}
          >
            <Trans>Usa un altro numero</Trans>
          </Button>
        </div>
      </form>
    )
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setOtp('')
    actorRef.send({
      type: 'phone.submit',
      number: { phone_code: number.phone_code.trim(), phone: number.phone },
    })
  }
  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label={t`Nuovo numero di telefono`}>
      <p className="text-sm text-slate-700">
        {verified ? (
          <Trans>Il tuo numero è verificato. Resta quello finché non confermi il nuovo con il codice.</Trans>
        ) : (
          <Trans>Non hai ancora un numero verificato.</Trans>
        )}
      </p>
      <FormAlert>{general}</FormAlert>
      <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
        <TextField
          name="phone_code"
          label={t`Prefisso`}
          value={number.phone_code}
          inputMode="tel"
          maxLength={6}
          error={fields.phone_code?.[0]}
          onValue={(phone_code) => setNumber((current) => ({ ...current, phone_code }))}
          onLeave={() => {}}
        />
        <TextField
          name="phone"
          type="tel"
          label={t`Nuovo numero di telefono`}
          value={number.phone}
          autoComplete="tel-national"
          maxLength={20}
          error={fields.phone?.[0]}
          onValue={(phone) => setNumber((current) => ({ ...current, phone }))}
          onLeave={() => {}}
        />
      </div>
      <Button type="submit" disabled={view.busy}>
        {view.running === 'send' && <Spinner size={16} />}
        <Trans>Manda il codice</Trans>
      </Button>
    </form>
  )
}
