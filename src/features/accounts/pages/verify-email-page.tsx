/**
 * /verify/email/{token}: the link of the verification e-mail. It posts the token once on arrival
 * (machines/resource owns pending, success and failure, ../actors.ts); on success the session learns that the
 * address is verified, so 'Continua' lets the guard chain take the user on.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { callError } from '../../../../machines/request'
import { useSession } from '../../../session/session'
import { Button } from '../../../shared/ui/button'
import { Icon } from '../../../shared/ui/icon'
import { Spinner } from '../../../shared/ui/spinner'
import { RouteLink, type PageProps } from '../../../shared/lib/routing'
import { FormAlert } from '../../../shared/ui/form-fields'
import { useEmailVerification, useResendVerification } from '../actors'
import { EmailVerifiedNotice } from './check-your-email-page'

function ResendLink() {
  const { t } = useLingui()
  const { isLoggedIn } = useSession()
  // machines/request with POST /api/email/verification-notification (../actors.ts)
  const resend = useResendVerification()
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
  // verified meanwhile: no e-mail went out, and the page shows the verified state once the session knows
  const handleResend = () => void resend.send(undefined).catch(() => undefined)
  const { output, error, busy } = resend.view
  return (
    <div className="space-y-3">
      <FormAlert tone="success">
        {output && !output.email_verified ? t`Ti abbiamo inviato un nuovo link di verifica.` : undefined}
      </FormAlert>
      <FormAlert>
        {error ? t`Non è stato possibile inviare l'email. Riprova più tardi.` : undefined}
      </FormAlert>
      <Button onClick={handleResend} disabled={busy || output?.email_verified}>
        <Trans>Inviami un nuovo link</Trans>
      </Button>
    </div>
  )
}

export function VerifyEmailPage({ params, title }: PageProps) {
  const { t } = useLingui()
  const { user } = useSession()
  // machines/resource posting the token once (../actors.ts)
  const verification = useEmailVerification(params.token)
  const { snapshot, error } = verification
  const reason = callError(error).fields?.token ?? t`Il link di verifica non è valido o è scaduto.`

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
