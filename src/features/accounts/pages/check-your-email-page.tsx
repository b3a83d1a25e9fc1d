/**
 * /verify/email/check-your-email: where the guard chain parks a user whose address is not verified
 * yet. It names the address, can send the link again, and offers logout (e.g. a mistyped address).
 * Once the address is verified it says so instead: the link is often opened in another tab or on
 * the phone, so the page asks again whenever the user comes back to it.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { refreshSessionUser } from '../../../session/session-actor'
import { logout, useSession } from '../../../session/session'
import { Button, buttonClasses } from '../../../shared/ui/button'
import { Icon } from '../../../shared/ui/icon'
import { RouteLink, useNavigate, useRouteUrl, type PageProps } from '../../../shared/lib/routing'
import { FormAlert } from '../../../shared/ui/form-fields'
import { useOwnPageTitle } from '../../../shared/lib/page-title'
import { useResendVerification } from '../actors'

/** The address is verified: the truth, and the way on (the guard chain takes it from the feed). */
export function EmailVerifiedNotice({ already = false, email }: { already?: boolean; email?: string }) {
  return (
    <div className="flex flex-col items-center gap-4 text-center" role="status">
      <Icon type="check" size="lg" className="text-brand-700" />
      <p className="text-slate-800 wrap-anywhere">
        {already && email ? (
          <Trans>
            Il tuo indirizzo <strong>{email}</strong> è già verificato: non devi fare altro.
          </Trans>
        ) : already ? (
          <Trans>Il tuo indirizzo email è già verificato: non devi fare altro.</Trans>
        ) : (
          <Trans>Il tuo indirizzo email è stato verificato. Grazie!</Trans>
        )}
      </p>
      <RouteLink name="feed" className={buttonClasses({})}>
        <Trans>Continua</Trans>
      </RouteLink>
    </div>
  )
}

export function CheckYourEmailPage({ title }: PageProps) {
  const { t } = useLingui()
  const { user } = useSession()
  const url = useRouteUrl()
  const navigate = useNavigate()
  // machines/request with POST /api/email/verification-notification (../actors.ts)
  const resend = useResendVerification()
  const email = user?.email
  const waiting = user !== null && !user.email_verified
  const verifiedTitle = t`Indirizzo email verificato`
  // the tab tells the truth too, not only the heading (the route's title asks to check the mailbox)
  useOwnPageTitle(user?.email_verified ? verifiedTitle : undefined)

  // back from the mailbox (another tab, another app): has the link been opened meanwhile?
  useEffect(() => {
    if (!waiting) return
    const handleReturn = () => {
      if (document.visibilityState === 'visible') void refreshSessionUser().catch(() => {})
    }
    window.addEventListener('focus', handleReturn)
    document.addEventListener('visibilitychange', handleReturn)
    return () => {
      window.removeEventListener('focus', handleReturn)
      document.removeEventListener('visibilitychange', handleReturn)
    }
  }, [waiting])

  if (user?.email_verified) {
    return (
      <div className="mx-auto max-w-md text-center">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{verifiedTitle}</h1>
        <div className="mt-6">
          <EmailVerifiedNotice already email={user.email} />
        </div>
      </div>
    )
  }

  const handleResend = () => {
    resend.send(undefined).then(
      // verified meanwhile (another tab, another device; the session knows it now): let the guard chain move on
      (answer) => answer.email_verified && navigate(url('feed')),
      // the alert below says it
      () => undefined,
    )
  }
  const sent = resend.view.output !== undefined && !resend.view.output.email_verified
  const failure = !resend.view.error
    ? undefined
    : resend.view.tooMany
      ? t`Hai già chiesto più email di recente. Riprova tra qualche minuto.`
      : t`Non è stato possibile inviare l'email. Riprova più tardi.`

  return (
    <div className="mx-auto max-w-md text-center">
      <Icon type="message" size="xxl" className="mx-auto text-brand-700" />
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      {user ? (
        <p className="mt-3 text-slate-800 wrap-anywhere">
          <Trans>
            Ti abbiamo inviato un'email a <strong>{email}</strong>. Apri il link che contiene per verificare
            il tuo indirizzo.
          </Trans>
        </p>
      ) : (
        <p className="mt-3 text-slate-800 wrap-anywhere">
          <Trans>
            Ti abbiamo inviato un'email. Apri il link che contiene per verificare il tuo indirizzo.
          </Trans>
        </p>
      )}
      <p className="mt-2 text-sm text-slate-700">
        <Trans>Non la trovi? Controlla anche la cartella spam.</Trans>
      </p>
      <div className="mt-6 space-y-3 text-left">
        <FormAlert tone="success">
          {sent ? t`Email di verifica inviata di nuovo. Controlla la tua casella.` : undefined}
        </FormAlert>
        <FormAlert>{failure}</FormAlert>
      </div>
      <div className="mt-4 flex flex-col items-center gap-3">
        {user && (
          <Button onClick={handleResend} disabled={resend.view.busy || resend.view.output?.email_verified}>
            <Trans>Invia di nuovo l'email</Trans>
          </Button>
        )}
        {user && (
          <button type="button" className="text-sm font-medium text-brand-800 underline" onClick={logout}>
            <Trans>Esci</Trans>
          </button>
        )}
      </div>
    </div>
  )
}
