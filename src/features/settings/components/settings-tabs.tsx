/** The settings pages' own navigation: one tab per page, the current one marked for screen readers. */
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { RouteLink, useCurrentRoute } from '../../../shared/lib/routing'

export function SettingsTabs() {
  const { t } = useLingui()
  const current = useCurrentRoute().match?.route.name
  const tabs = [
    { route: 'mysettings-account', label: t`Account` },
    { route: 'mysettings-billing', label: t`Fatturazione` },
    // every role has plans of its own (a plan's audience: trainer, HR, student)
    { route: 'mysettings-subscription', label: t`Abbonamento` },
    { route: 'mysettings-help', label: t`Assistenza` },
  ]
  return (
    <nav aria-label={t`Impostazioni`} className="mb-6 border-b border-slate-200">
      <ul className="-mb-px flex flex-wrap gap-1">
        {tabs.map((tab) => (
          <li key={tab.route}>
            <RouteLink
              name={tab.route}
              aria-current={current === tab.route ? 'page' : undefined}
              className={`inline-block border-b-2 px-3 py-2 text-sm font-medium ${
                current === tab.route
                  ? 'border-brand-700 text-brand-800'
                  : 'border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900'
              }`}
            >
              {tab.label}
            </RouteLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** A titled block of a settings page. */
export function SettingsSection({
  id,
  title,
  lead,
  children,
}: {
  id: string
  title: string
  lead?: ReactNode
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {lead && <p className="mt-1 text-sm text-slate-700">{lead}</p>}
      <div className="mt-4">{children}</div>
    </section>
  )
}
