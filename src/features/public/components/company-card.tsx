import { Plural } from '@lingui/react/macro'
import type { CompanySummary } from '../../../../contracts/public/schemas'
import { Avatar } from '../../../shared/ui/avatar'

export function CompanyCard({ company }: { company: CompanySummary }) {
  return (
    <article className="flex gap-4 rounded-xl border border-slate-200 bg-white p-4 wrap-anywhere shadow-sm">
      <Avatar name={company.ragione_sociale} url={company.logo_url} size={56} />
      <div className="min-w-0 flex-1">
        <h2 className="text-base font-semibold text-slate-900">{company.ragione_sociale}</h2>
        {company.payoff && <p className="mt-0.5 text-sm text-slate-700">{company.payoff}</p>}
        {company.city && <p className="mt-0.5 text-sm text-slate-600">{company.city}</p>}
        <p className="mt-2 text-sm font-medium text-brand-800">
          <Plural
            value={company.job_listings_count}
            _0="Nessuna offerta aperta"
            one="# offerta aperta"
            other="# offerte aperte"
          />
        </p>
      </div>
    </article>
  )
}
