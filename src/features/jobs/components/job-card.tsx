/** A listing in the public list: title, who offers it, where, contract, seniority, salary and date. */
import { Trans, useLingui } from '@lingui/react/macro'
import type { JobListingSummary } from '../../../../contracts/jobs/schemas'
import { RouteLink } from '../../../shared/lib/routing'
import { Icon } from '../../../shared/ui/icon'
import { CONTRACT_LABELS, salaryText, SENIORITY_LABELS } from './labels'

export function JobCard({ job }: { job: JobListingSummary }) {
  const { i18n } = useLingui()
  const salary = salaryText(i18n, job.salary_min, job.salary_max)
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-lg font-semibold text-slate-900">
        <RouteLink name="joblistings-id" params={{ id: job.id }} className="text-brand-800 hover:underline">
          {job.title}
        </RouteLink>
      </h2>
      <p className="mt-1 text-sm font-medium text-slate-800">{job.poster.name}</p>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        <li className="inline-flex items-center gap-1">
          <Icon type="globe" size="xs" />
          {job.city ?? <Trans>Sede non indicata</Trans>}
          {job.remote && (
            <>
              {' · '}
              <Trans>anche da remoto</Trans>
            </>
          )}
        </li>
        <li>{i18n._(CONTRACT_LABELS[job.contract_type])}</li>
        <li>{i18n._(SENIORITY_LABELS[job.seniority])}</li>
        {salary && <li>{salary}</li>}
      </ul>
      <p className="mt-3 line-clamp-2 text-sm text-slate-700">{job.description}</p>
      <p className="mt-3 text-xs text-slate-600">
        <Trans>Pubblicata il {i18n.date(job.published_at, { dateStyle: 'medium' })}</Trans>
      </p>
    </article>
  )
}
