/**
 * /joblistings: the open job listings with their filters (text, place or remote, contract,
 * seniority, date), every one in the URL so a search can be shared; above them, for a logged-in
 * user, their applications with each one's state and, for HR users and trainers, their own listings.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import {
  CONTRACT_TYPES,
  JOB_DATE_FILTERS,
  JOB_LIMITS,
  SENIORITIES,
} from '../../../../contracts/jobs/constants'
import type { JobListingQuery } from '../../../../contracts/jobs/schemas'
import { useSessionSelector } from '../../../session/session-store'
import {
  RouteLink,
  useNavigate,
  usePageNumber,
  useQueryParams,
  useRouteUrl,
  withQuery,
  type PageProps,
} from '../../../shared/lib/routing'
import { lazySection } from '../../../shared/lib/lazy-section'
import { Button } from '../../../shared/ui/button'
import { Icon } from '../../../shared/ui/icon'
import { PageHeader } from '../../../shared/ui/page-header'
import { LoadingSection } from '../../../shared/ui/loading-section'
import type { JobFilters } from '../components/joblistings-data'
import { CONTRACT_LABELS, SENIORITY_LABELS } from '../components/labels'
import { canPublishListings } from '../posters'

type Filters = JobFilters

/** The filters as the URL holds them; values the API would refuse are left out. */
function filtersFrom(query: URLSearchParams): Filters {
  const pick = <T extends readonly string[]>(name: string, options: T) => {
    const value = query.get(name)
    return value && options.includes(value) ? value : undefined
  }
  const text = (name: string) => query.get(name)?.trim().slice(0, JOB_LIMITS.searchMax) || undefined
  return {
    q: text('q'),
    place: text('place'),
    remote: query.get('remote') === '1' ? '1' : undefined,
    contract_type: pick('contract_type', CONTRACT_TYPES),
    seniority: pick('seniority', SENIORITIES),
    since: pick('since', JOB_DATE_FILTERS),
  }
}

const fieldClass = 'mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900'
const labelClass = 'block text-sm font-medium text-slate-800'

function FilterForm({ values }: { values: Filters }) {
  const { t, i18n } = useLingui()
  const url = useRouteUrl()
  const navigate = useNavigate()
  const filtered = Object.values(values).some(Boolean)
  return (
    <form
      role="search"
      action={url('joblistings')}
      className="mt-6 space-y-3"
      onSubmit={(event) => {
        event.preventDefault()
        const form = new FormData(event.currentTarget)
        const text = (name: string) => String(form.get(name) ?? '').trim()
        navigate(
          withQuery(url('joblistings'), {
            q: text('q'),
            place: text('place'),
            remote: form.get('remote') ? '1' : '',
            contract_type: text('contract_type'),
            seniority: text('seniority'),
            since: text('since'),
          }),
        )
      }}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor="jobs-q" className={labelClass}>
            <Trans>Ruolo o parola chiave</Trans>
          </label>
          <input
            id="jobs-q"
            name="q"
            type="search"
            defaultValue={values.q}
            maxLength={JOB_LIMITS.searchMax}
            placeholder={t`Sviluppatore, contabile, azienda…`}
            className={`${fieldClass} placeholder:text-slate-500`}
          />
        </div>
        <div className="sm:w-56">
          <label htmlFor="jobs-place" className={labelClass}>
            <Trans>Città</Trans>
          </label>
          <input
            id="jobs-place"
            name="place"
            defaultValue={values.place}
            maxLength={JOB_LIMITS.searchMax}
            className={fieldClass}
          />
        </div>
        <Button type="submit">
          <Icon type="search" size="sm" />
          <Trans>Cerca</Trans>
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:items-end">
        <div>
          <label htmlFor="jobs-contract" className={labelClass}>
            <Trans>Contratto</Trans>
          </label>
          <select
            id="jobs-contract"
            name="contract_type"
            defaultValue={values.contract_type ?? ''}
            className={fieldClass}
          >
            <option value="">{t`Tutti`}</option>
            {CONTRACT_TYPES.map((type) => (
              <option key={type} value={type}>
                {i18n._(CONTRACT_LABELS[type])}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="jobs-seniority" className={labelClass}>
            <Trans>Esperienza</Trans>
          </label>
          <select
            id="jobs-seniority"
            name="seniority"
            defaultValue={values.seniority ?? ''}
            className={fieldClass}
          >
            <option value="">{t`Qualsiasi`}</option>
            {SENIORITIES.map((level) => (
              <option key={level} value={level}>
                {i18n._(SENIORITY_LABELS[level])}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="jobs-since" className={labelClass}>
            <Trans>Pubblicate</Trans>
          </label>
          <select id="jobs-since" name="since" defaultValue={values.since ?? ''} className={fieldClass}>
            <option value="">{t`In qualsiasi data`}</option>
            <option value="1">{t`Nelle ultime 24 ore`}</option>
            <option value="7">{t`Nell'ultima settimana`}</option>
            <option value="30">{t`Nell'ultimo mese`}</option>
          </select>
        </div>
        <div className="flex flex-col gap-2 pb-2">
          <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-800">
            <input
              type="checkbox"
              name="remote"
              value="1"
              defaultChecked={values.remote === '1'}
              className="h-4 w-4 rounded border-slate-400"
            />
            <Trans>Da remoto</Trans>
          </label>
          {filtered && (
            <RouteLink name="joblistings" className="text-sm font-semibold text-brand-800 underline">
              <Trans>Azzera i filtri</Trans>
            </RouteLink>
          )}
        </div>
      </div>
    </form>
  )
}

const JobResults = lazySection(() => import('../components/joblistings-data').then((m) => m.JobResults))
const MyApplications = lazySection(() =>
  import('../components/joblistings-data').then((m) => m.MyApplications),
)
const MyListings = lazySection(() => import('../components/joblistings-data').then((m) => m.MyListings))

export function JobListingsPage({ title }: PageProps) {
  const { t } = useLingui()
  const query = useQueryParams()
  const page = usePageNumber()
  const filters = filtersFrom(query)
  const roles = useSessionSelector((session) => session.user?.roles ?? null)
  const poster = canPublishListings(roles)
  const applicant = roles !== null && (roles.includes('student') || roles.includes('trainer'))
  // what the caller's own lists show while loading (their ResourceView's skeleton), chunk or data
  const loadingLine = <p className="text-sm text-slate-600">{t`Caricamento…`}</p>
  // the filters the page took from the URL are the API's own (a typo here fails to compile)
  filters satisfies Partial<Record<keyof JobListingQuery, unknown>>
  return (
    <>
      <PageHeader
        title={title}
        lead={<Trans>Le offerte di lavoro delle aziende e dei formatori di Aula.</Trans>}
      >
        <FilterForm key={JSON.stringify(filters)} values={filters} />
      </PageHeader>
      <div className="mx-auto max-w-7xl space-y-10 px-4 py-10 sm:px-6">
        {poster && (
          <MyListings fallback={<LoadingSection label={t`Le mie offerte`} skeleton={loadingLine} />} />
        )}
        {applicant && (
          <MyApplications
            fallback={<LoadingSection label={t`Le mie candidature`} skeleton={loadingLine} />}
          />
        )}
        <section aria-label={title}>
          <JobResults
            filters={filters}
            page={page}
            fallback={<LoadingSection label={t`Elenco delle offerte di lavoro`} />}
          />
        </section>
      </div>
    </>
  )
}
