import { Trans, useLingui } from '@lingui/react/macro'
import { LoadingSection } from '../../../shared/ui/loading-section'
import { lazySection } from '../../../shared/lib/lazy-section'
import { usePageNumber, useQueryParams, type PageProps } from '../../../shared/lib/routing'
import { useSessionSelector } from '../../../session/session-store'
import { PageHeader } from '../../../shared/ui/page-header'
import { DirectoryFilters, directoryFilters } from '../components/directory-filters'

const StudentsData = lazySection(() => import('./directory-data').then((m) => m.StudentsData))
const HrStudents = lazySection(() => import('../components/hr-students').then((m) => m.HrStudents))

export function StudentsPage({ title }: PageProps) {
  const { t } = useLingui()
  const page = usePageNumber()
  const query = useQueryParams()
  // an HR user recruits here: the directory of students who let companies find them
  const recruiter = useSessionSelector((session) => session.user?.roles.includes('hr') ?? false)
  const label = t`Elenco degli studenti`
  const filters = directoryFilters(query)
  if (recruiter)
    return (
      <>
        <PageHeader
          title={title}
          lead={<Trans>Trova studenti per competenze e città e invitali a candidarsi.</Trans>}
        />
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
          <HrStudents
            page={page}
            q={query.get('q')?.slice(0, 100) ?? ''}
            place={query.get('place')?.slice(0, 100) ?? ''}
            studies={query.get('studies')?.slice(0, 100) ?? ''}
            availability={query.get('availability') ?? ''}
            fallback={<LoadingSection label={label} />}
          />
        </div>
      </>
    )
  return (
    <>
      <PageHeader
        title={title}
        lead={<Trans>Gli studenti che si formano su Aula e i loro interessi.</Trans>}
      />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <DirectoryFilters
          values={filters}
          idPrefix="students"
          textLabel={<Trans>Nome, interesse o presentazione</Trans>}
        />
        <StudentsData
          page={page}
          filters={filters}
          label={label}
          empty={
            filters.q || filters.place ? (
              <Trans>Nessuno studente corrisponde alla ricerca.</Trans>
            ) : (
              <Trans>Non ci sono ancora studenti.</Trans>
            )
          }
          fallback={<LoadingSection label={label} />}
        />
      </div>
    </>
  )
}
