/**
 * /verify/email/{token}: the link of the verification e-mail. It posts the token once on arrival
 * (machines/resource owns pending, success and failure); on success the session learns that the
 * address is verified, so 'Continua' lets the guard chain take the user on.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { isApiError } from '../../../shared/api/api-error'
import { refreshSessionUser } from '../../../session/session-actor'
import { useSession } from '../../../session/session'
import { Button } from '../../../shared/ui/button'
import { Icon } from '../../../shared/ui/icon'
import { Spinner } from '../../../shared/ui/spinner'
import { RouteLink, type PageProps } from '../../../shared/lib/routing'
import { useResource } from '../../../shared/lib/use-resource'
import { FormAlert } from '../../../shared/ui/form-fields'
import { sendVerificationEmail, verifyEmail } from '../api'
import { EmailVerifiedNotice } from './check-your-email-page'

// A token works once: a second request (a remount, React's strict mode) must reuse the first answer.
const verifications = new Map<string, Promise<unknown>>()

async function verifyOnce({ token }: { token: string }): Promise<{ verified: true }> {
  let pending = verifications.get(token)
  if (!pending) {
    pending = verifyEmail(token)
    verifications.set(token, pending)
    pending.catch(() => verifications.delete(token))
  }
  await pending
  await refreshSessionUser()
  return { verified: true }
}

function ResendLink() {
  const { t } = useLingui()
  const { isLoggedIn } = useSession()
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle')
  if (!isLoggedIn) {
    return (
      <p className="text-sm text-slate-700">
        <Trans>Accedi per ricevere un nuovo link di verifica.</Trans>{' '}
        <RouteLink name="login" className="font-semibold">
          <Trans>Accedi</Trans>
        </RouteLink>
      </p>
    )
  }
  const handleResend = () => {
    setState('sending')
    sendVerificationEmail().then(
      // verified meanwhile: no e-mail went out, and the page shows the verified state once the session knows
      (answer) =>
        answer.email_verified ? refreshSessionUser().catch(() => setState('failed')) : setState('sent'),
      () => setState('failed'),
    )
  }
  return (
    <div className="space-y-3">
      <FormAlert tone="success">
        {state === 'sent' ? t`Ti abbiamo inviato un nuovo link di verifica.` : undefined}
      </FormAlert>
      <FormAlert>
        {state === 'failed' ? t`Non è stato possibile inviare l'email. Riprova più tardi.` : undefined}
      </FormAlert>
      <Button onClick={handleResend} disabled={state === 'sending'}>
        <Trans>Inviami un nuovo link</Trans>
      </Button>
    </div>
  )
}

export function VerifyEmailPage({ params, title }: PageProps) {
  const { t } = useLingui()
  const { user } = useSession()
  const verification = useResource(verifyOnce, { token: params.token })
  const { snapshot, error } = verification
  const reason =
    isApiError(error) && error.fieldErrors.token?.[0]
      ? error.fieldErrors.token[0]
      : t`Il link di verifica non è valido o è scaduto.`

  return (
    <div className="mx-auto max-w-md text-center">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      {snapshot.matches('failure') && user?.email_verified ? (
        // a used link opened again (or a stale one) by someone whose address is verified: no error to fix
        <div className="mt-6">
          <EmailVerifiedNotice already />
        </div>
      ) : snapshot.matches('failure') ? (
        <div className="mt-6 space-y-4">
          <div role="alert" className="flex flex-col items-center gap-3">
            <Icon type="alert" size="lg" className="text-red-700" />
            <p className="text-red-900">{reason}</p>
          </div>
          <ResendLink />
        </div>
      ) : snapshot.matches('success') ? (
        <div className="mt-6">
          <EmailVerifiedNotice />
        </div>
      ) : (
        <div className="mt-8 flex flex-col items-center gap-3 text-brand-700" aria-busy="true">
          <Spinner size={32} label={t`Verifica in corso`} />
          <p className="text-slate-700">
            <Trans>Stiamo verificando il tuo indirizzo email…</Trans>
          </p>
        </div>
      )}
    </div>
  )
}
