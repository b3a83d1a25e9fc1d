/**
 * The data sections of /joblistings, in a chunk of their own (lazySection): the list machine
 * (machines/list-query, the URL's query as its context) and the resource machine, the API client and
 * the cards arrive once the page's shell (heading, filters) is interactive.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { RouteLink, useRouteUrl, withQuery } from '../../../shared/lib/routing'
import { listQueryOf } from '../../../shared/lib/use-list-query'
import { Icon } from '../../../shared/ui/icon'
import { Pagination } from '../../../shared/ui/pagination'
import { ResourceView } from '../../../shared/ui/resource-view'
import { useJobListings, useMyApplications, useOwnListings } from '../actors'
import { JobCard } from './job-card'
import { APPLICATION_STATUS_LABELS, LISTING_STATUS_LABELS, StatusBadge } from './labels'

export type JobFilters = Partial<
  Record<'q' | 'place' | 'remote' | 'contract_type' | 'seniority' | 'since', string>
>

/** The public listings for the URL's filters and page (machines/list-query through ../actors). */
export function JobResults({ filters: given, page }: { filters: JobFilters; page: number }) {
  const { t } = useLingui()
  const url = useRouteUrl()
  const jobs = useJobListings(listQueryOf(given, page))
  const { filters, filtered } = jobs.list
  return (
    <ResourceView
      resource={jobs}
      label={t`Elenco delle offerte di lavoro`}
      empty={
        filtered ? (
          <Trans>Nessuna offerta corrisponde alla ricerca.</Trans>
        ) : (
          <Trans>Non ci sono offerte aperte in questo momento.</Trans>
        )
      }
    >
      {(result) => (
        <>
          <p className="mb-4 text-sm text-slate-700">
            <Plural value={result.meta.total} one="# offerta" other="# offerte" />
          </p>
          <div className="grid gap-4 lg:grid-cols-2">
            {result.data.map((job) => (
              <JobCard key={job.id} job={job} />
            ))}
          </div>
          <Pagination
            meta={result.meta}
            hrefFor={(p) => withQuery(url('joblistings'), { ...filters, page: p > 1 ? p : undefined })}
          />
        </>
      )}
    </ResourceView>
  )
}

/** The caller's applications and where each stands (SPEC.md §3 Profile job_applications). */
export function MyApplications() {
  const { t, i18n } = useLingui()
  const applications = useMyApplications()
  return (
    <section aria-labelledby="my-applications" className="space-y-3">
      <h2 id="my-applications" className="text-lg font-semibold text-slate-900">
        <Trans>Le mie candidature</Trans>
      </h2>
      <ResourceView
        resource={applications}
        label={t`Le mie candidature`}
        skeleton={<p className="text-sm text-slate-600">{t`Caricamento…`}</p>}
        empty={<Trans>Non hai ancora inviato candidature.</Trans>}
      >
        {(list) => (
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {list.map((application) => (
              <li key={application.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div>
                  <RouteLink
                    name="joblistings-id"
                    params={{ id: application.job.id }}
                    className="font-semibold text-brand-800 underline"
                  >
                    {application.job.title}
                  </RouteLink>
                  <p className="text-sm text-slate-700">
                    {application.job.poster} ·{' '}
                    <Trans>inviata il {i18n.date(application.created_at, { dateStyle: 'medium' })}</Trans>
                  </p>
                </div>
                <StatusBadge
                  status={application.status}
                  label={i18n._(APPLICATION_STATUS_LABELS[application.status])}
                />
              </li>
            ))}
          </ul>
        )}
      </ResourceView>
    </section>
  )
}

/** An HR user's or trainer's own listings, each leading to its management. */
export function MyListings() {
  const { t, i18n } = useLingui()
  const listings = useOwnListings()
  return (
    <section aria-labelledby="my-listings" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="my-listings" className="text-lg font-semibold text-slate-900">
          <Trans>Le mie offerte</Trans>
        </h2>
        <RouteLink
          name="joblistings-manage-create"
          className="inline-flex items-center gap-2 rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          <Icon type="plus" size="sm" />
          <Trans>Pubblica un annuncio</Trans>
        </RouteLink>
      </div>
      <ResourceView
        resource={listings}
        label={t`Le mie offerte`}
        skeleton={<p className="text-sm text-slate-600">{t`Caricamento…`}</p>}
        empty={<Trans>Non hai ancora pubblicato offerte.</Trans>}
      >
        {(list) => (
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {list.map((listing) => {
              const total = Object.values(listing.applications).reduce((sum, n) => sum + n, 0)
              return (
                <li key={listing.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                  <RouteLink
                    name="joblistings-manage-id"
                    params={{ id: listing.id }}
                    className="font-semibold text-brand-800 underline"
                  >
                    {listing.title}
                  </RouteLink>
                  <span className="text-sm text-slate-700">
                    {i18n._(LISTING_STATUS_LABELS[listing.status])} ·{' '}
                    <Plural value={total} one="# candidatura" other="# candidature" />
                  </span>
                </li>
              )
            })}
          </ul>
        )}
      </ResourceView>
    </section>
  )
}
