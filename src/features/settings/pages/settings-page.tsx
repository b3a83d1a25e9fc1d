/**
 * /mysettings (SPEC.md §2): where each setting is, with what still needs doing (billing
 * information, the trainer's IBAN) said on its card.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useSession } from '../../../session/session'
import { RouteLink, type PageProps } from '../../../shared/lib/routing'
import { Icon } from '../../../shared/ui/icon'
import { SettingsTabs } from '../components/settings-tabs'

function Card({
  route,
  title,
  text,
  todo,
}: {
  route: string
  title: string
  text: ReactNode
  todo?: string
}) {
  return (
    <li className="relative rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:shadow-md">
      <h2 className="text-base font-semibold text-slate-900">
        <RouteLink name={route} className="text-slate-900 no-underline after:absolute after:inset-0">
          {title}
        </RouteLink>
      </h2>
      <p className="mt-1 text-sm text-slate-700">{text}</p>
      {todo && (
        <p className="mt-3 flex items-center gap-1.5 text-sm font-medium text-amber-900">
          <Icon type="alert" size="sm" />
          {todo}
        </p>
      )}
    </li>
  )
}

export function SettingsPage({ title }: PageProps) {
  const { t } = useLingui()
  const { user } = useSession()
  const billingTodo =
    user?.role === 'trainer' && !user.iban_complete
      ? t`Indica l'IBAN per ricevere i guadagni`
      : user && !user.invoice_data_complete
        ? t`Dati di fatturazione da completare`
        : undefined
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="mb-4 text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <SettingsTabs />
      <ul className="grid gap-4 sm:grid-cols-2">
        <Card
          route="mysettings-account"
          title={t`Account`}
          text={<Trans>Nome, lingua delle e-mail, newsletter e password.</Trans>}
        />
        <Card
          route="mysettings-billing"
          title={t`Fatturazione`}
          text={<Trans>I dati delle tue fatture, le carte salvate e, per i formatori, l'IBAN.</Trans>}
          todo={billingTodo}
        />
        {user?.role !== 'student' && (
          <Card
            route="mysettings-subscription"
            title={t`Abbonamento`}
            text={<Trans>Il tuo piano, quando si rinnova, la disdetta.</Trans>}
          />
        )}
        <Card
          route="mysettings-help"
          title={t`Assistenza`}
          text={<Trans>Scrivi al supporto o inviaci il flusso di un problema.</Trans>}
        />
      </ul>
    </div>
  )
}
