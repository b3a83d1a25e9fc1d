import { Trans } from '@lingui/react/macro'
import { Icon } from '../shared/ui/icon'
import type { PageProps } from '../shared/lib/routing'

/** Routes whose issue has not landed yet: their layout and title, so every route renders something real. */
export function PlaceholderPage({ title }: PageProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <div className="mt-8 flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-6 text-slate-700">
        <Icon type="clock" className="text-brand-700" />
        <p>
          <Trans>Questa sezione è in arrivo. Torna a trovarci presto!</Trans>
        </p>
      </div>
    </div>
  )
}
