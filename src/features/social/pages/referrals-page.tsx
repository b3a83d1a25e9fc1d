/**
 * /referrals (issue 19): the user's referral link and code to share (copied with one press), how
 * many signed up with it and what they earned, and each person with their reward or "waiting for
 * the first purchase". A reward is 10 % of the referred user's first paid order (contracts/referrals).
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { ReferralInfo } from '../../../../contracts/referrals/schemas'
import { useLocale } from '../../../shared/i18n/use-locale'
import { formatAmount, formatDate } from '../../../shared/lib/format'
import { useRouteUrl, withQuery, type PageProps } from '../../../shared/lib/routing'
import { Button } from '../../../shared/ui/button'
import { Icon } from '../../../shared/ui/icon'
import { ResourceView } from '../../../shared/ui/resource-view'
import { useReferralInfo } from '../actors'

function CopyField({ label, value }: { label: string; value: string }) {
  const { t } = useLingui()
  const [copied, setCopied] = useState(false)
  const copy = () =>
    void navigator.clipboard?.writeText(value).then(
      () => {
        setCopied(true)
        setTimeout(() => setCopied(false), 2_000)
      },
      () => setCopied(false),
    )
  return (
    <div>
      <p className="text-sm font-medium text-slate-900">{label}</p>
      <div className="mt-1 flex gap-2">
        <input
          readOnly
          value={value}
          aria-label={label}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900"
        />
        <Button type="button" outline onClick={copy}>
          {copied && <Icon type="check" size="sm" />}
          {copied ? t`Copiato` : t`Copia`}
        </Button>
      </div>
      <p className="sr-only" role="status">
        {copied ? t`${label} copiato negli appunti.` : ''}
      </p>
    </div>
  )
}

function Referrals({ info }: { info: ReferralInfo }) {
  const { t } = useLingui()
  const locale = useLocale()
  const url = useRouteUrl()
  const link = `${window.location.origin}${withQuery(url('register'), { ref: info.code })}`
  const rewarded = info.referred.filter((person) => person.reward_cents !== null).length
  return (
    <div className="space-y-6">
      <section
        aria-labelledby="referral-share"
        className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h2 id="referral-share" className="text-lg font-semibold text-slate-900">
          <Trans>Il tuo invito</Trans>
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          <Trans>
            Chi si registra con il tuo link o il tuo codice ti fa guadagnare il {info.reward_percent}% del suo
            primo acquisto.
          </Trans>
        </p>
        <div className="mt-4 grid gap-4 sm:grid-cols-[2fr_1fr]">
          <CopyField label={t`Link di invito`} value={link} />
          <CopyField label={t`Codice invito`} value={info.code} />
        </div>
      </section>

      <dl className="grid grid-cols-3 gap-4">
        <div className="rounded-xl border border-slate-200 bg-white p-4 text-center shadow-sm">
          <dt className="text-sm text-slate-700">
            <Trans>Iscritti con il tuo invito</Trans>
          </dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900">{info.referred.length}</dd>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-4 text-center shadow-sm">
          <dt className="text-sm text-slate-700">
            <Trans>Hanno già acquistato</Trans>
          </dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900">{rewarded}</dd>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-4 text-center shadow-sm">
          <dt className="text-sm text-slate-700">
            <Trans>Guadagnato</Trans>
          </dt>
          <dd className="mt-1 text-2xl font-bold text-brand-800">{formatAmount(info.total_cents, locale)}</dd>
        </div>
      </dl>

      <section
        aria-labelledby="referral-people"
        className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h2 id="referral-people" className="text-lg font-semibold text-slate-900">
          <Trans>Chi hai invitato</Trans>
        </h2>
        {info.referred.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">
            <Trans>
              Nessuno si è ancora registrato con il tuo invito: condividi il link con colleghi e amici.
            </Trans>
          </p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200">
            {info.referred.map((person, index) => (
              <li
                key={`${person.name}-${person.joined_at}-${index}`}
                className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm"
              >
                <span>
                  <span className="font-medium text-slate-900">{person.name}</span>{' '}
                  <span className="text-slate-600">
                    <Trans>iscritto il {formatDate(person.joined_at, locale)}</Trans>
                  </span>
                </span>
                {person.reward_cents !== null ? (
                  <span className="font-semibold text-brand-800">
                    + {formatAmount(person.reward_cents, locale)}
                  </span>
                ) : (
                  <span className="text-slate-600">
                    <Trans>In attesa del primo acquisto</Trans>
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
        {info.referred.length > 0 && (
          <p className="mt-3 text-xs text-slate-600">
            <Plural value={info.referred.length} one="# persona in tutto" other="# persone in tutto" />
          </p>
        )}
      </section>
    </div>
  )
}

export function ReferralsPage({ title }: PageProps) {
  const { t } = useLingui()
  const info = useReferralInfo()
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <div className="mt-6">
        <ResourceView resource={info} label={t`Invita un amico`}>
          {(data) => <Referrals info={data} />}
        </ResourceView>
      </div>
    </div>
  )
}
