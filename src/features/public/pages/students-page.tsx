import { Trans, useLingui } from '@lingui/react/macro'
import { DEFAULT_PAGE_SIZE } from '../../../../contracts/constants'
import { usePageNumber, type PageProps } from '../../../lib/routing'
import { useResource } from '../../../lib/use-resource'
import { fetchStudents } from '../api'
import { Directory } from '../components/directory'
import { PersonCard } from '../components/person-card'

export function StudentsPage({ title }: PageProps) {
  const { t } = useLingui()
  const page = usePageNumber()
  const students = useResource(fetchStudents, { page, perPage: DEFAULT_PAGE_SIZE })
  return (
    <Directory
      title={title}
      lead={<Trans>Gli studenti che si formano su Aula e i loro interessi.</Trans>}
      resource={students}
      label={t`Elenco degli studenti`}
      empty={<Trans>Non ci sono ancora studenti.</Trans>}
      renderItem={(student) => <PersonCard person={student} headingLevel={2} />}
    />
  )
}
