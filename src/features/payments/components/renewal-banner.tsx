/**
 * The banner of a subscription whose renewal failed (issue 36): on every page of a logged-in user
 * while the subscription is past_due, saying when the card is tried again and leading to the fix
 * (/mysettings/subscription, where a new default card pays the renewal at once). Asked once per
 * page load and again on each payment event (a renewal paid, a payment failed); it can be put
 * away for the rest of the visit. The subscription comes from ../renewal-actors.ts.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useLocale } from '../../../shared/i18n/use-locale'
import { formatDate } from '../../../shared/lib/format'
import { RouteLink } from '../../../shared/lib/routing'
import { Icon } from '../../../shared/ui/icon'
import { useRenewalSubscription } from '../renewal-actors'

const HIDDEN_KEY = 'aula.renewal-banner.hidden'

export function RenewalBanner() {
  const { t } = useLingui()
  const locale = useLocale()
  const owned = useRenewalSubscription()
  const [hidden, setHidden] = useState(() => sessionStorage.getItem(HIDDEN_KEY) === '1')

  if (hidden || owned?.status !== 'past_due') return null
  const retry = owned.next_retry_at ? formatDate(owned.next_retry_at, locale) : null
  return (
    <div
      role="alert"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900 shadow-lg"
    >
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-3">
        <p className="min-w-0 flex-1">
          {retry ? (
            <Trans>
              Il rinnovo del tuo abbonamento non è riuscito. Riproveremo il {retry}: aggiorna la carta per non
              perdere le funzioni del piano.
            </Trans>
          ) : (
            <Trans>Il rinnovo del tuo abbonamento non è riuscito: aggiorna la carta.</Trans>
          )}
        </p>
        <RouteLink
          name="mysettings-subscription"
          className="rounded-md bg-red-800 px-3 py-1.5 font-semibold text-white hover:bg-red-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-800"
        >
          <Trans>Aggiorna la carta</Trans>
        </RouteLink>
        <button
          type="button"
          onClick={() => {
            sessionStorage.setItem(HIDDEN_KEY, '1')
            setHidden(true)
          }}
          aria-label={t`Nascondi l'avviso`}
          className="rounded p-1 hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-red-800"
        >
          <Icon type="close" size="sm" />
        </button>
      </div>
    </div>
  )
}
