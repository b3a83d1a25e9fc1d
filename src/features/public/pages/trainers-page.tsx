import { Trans, useLingui } from '@lingui/react/macro'
import { buttonClasses } from '../../../shared/ui/button'
import { LoadingSection } from '../../../shared/ui/loading-section'
import { lazySection } from '../../../shared/lib/lazy-section'
import { RouteLink, usePageNumber, useQueryParams, type PageProps } from '../../../shared/lib/routing'
import { PageHeader } from '../../../shared/ui/page-header'
import { DirectoryFilters, directoryFilters } from '../components/directory-filters'

const TrainersData = lazySection(() => import('./directory-data').then((m) => m.TrainersData))

/** /trainers (featured) and /trainers/all (everyone) share this page; the route name picks the list. */
export function TrainersPage({ route, title }: PageProps) {
  const { t } = useLingui()
  const all = route.name === 'trainers-all'
  const page = usePageNumber()
  const filters = directoryFilters(useQueryParams())
  const filtered = filters.q !== '' || filters.place !== ''
  const label = t`Elenco dei formatori`
  return (
    <>
      <PageHeader
        title={title}
        lead={
          all ? (
            <Trans>Tutti i formatori di Aula, in ordine alfabetico.</Trans>
          ) : (
            <Trans>I formatori più apprezzati dagli studenti di Aula.</Trans>
          )
        }
      />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <DirectoryFilters
          values={filters}
          idPrefix="trainers"
          textLabel={<Trans>Nome, competenza o presentazione</Trans>}
        />
        <TrainersData
          page={page}
          all={all}
          filters={filters}
          label={label}
          empty={
            filtered ? (
              <Trans>Nessun formatore corrisponde alla ricerca.</Trans>
            ) : (
              <Trans>Non ci sono ancora formatori.</Trans>
            )
          }
          fallback={<LoadingSection label={label} />}
        />
      </div>
      {!all && (
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <RouteLink name="trainers-all" className={buttonClasses({ outline: true })}>
            <Trans>Vedi tutti i formatori</Trans>
          </RouteLink>
        </div>
      )}
    </>
  )
}
