import { Trans, useLingui } from '@lingui/react/macro'
import { DEFAULT_PAGE_SIZE } from '../../../../contracts/constants'
import { buttonClasses } from '../../../components/button'
import { RouteLink, usePageNumber, type PageProps } from '../../../lib/routing'
import { useResource } from '../../../lib/use-resource'
import { fetchTrainers } from '../api'
import { Directory } from '../components/directory'
import { PersonCard } from '../components/person-card'

/** /trainers (featured) and /trainers/all (everyone) share this page; the route name picks the list. */
export function TrainersPage({ route, title }: PageProps) {
  const { t } = useLingui()
  const all = route.name === 'trainers-all'
  const page = usePageNumber()
  const trainers = useResource(fetchTrainers, { page, perPage: DEFAULT_PAGE_SIZE, all })
  return (
    <>
      <Directory
        title={title}
        lead={
          all ? (
            <Trans>Tutti i formatori di Aula, in ordine alfabetico.</Trans>
          ) : (
            <Trans>I formatori più apprezzati dagli studenti di Aula.</Trans>
          )
        }
        resource={trainers}
        label={t`Elenco dei formatori`}
        empty={<Trans>Non ci sono ancora formatori.</Trans>}
        renderItem={(trainer) => <PersonCard person={trainer} headingLevel={2} />}
      />
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
