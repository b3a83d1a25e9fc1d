import { Trans, useLingui } from '@lingui/react/macro'
import { DEFAULT_PAGE_SIZE } from '../../../../contracts/constants'
import { usePageNumber, type PageProps } from '../../../lib/routing'
import { useResource } from '../../../lib/use-resource'
import { fetchCompanies } from '../api'
import { CompanyCard } from '../components/company-card'
import { Directory } from '../components/directory'

export function HrPage({ title }: PageProps) {
  const { t } = useLingui()
  const page = usePageNumber()
  const companies = useResource(fetchCompanies, { page, perPage: DEFAULT_PAGE_SIZE })
  return (
    <Directory
      title={title}
      lead={<Trans>Le aziende che cercano talenti e formano i loro team con Aula.</Trans>}
      resource={companies}
      label={t`Elenco delle aziende`}
      empty={<Trans>Non ci sono ancora aziende.</Trans>}
      renderItem={(company) => <CompanyCard company={company} />}
    />
  )
}
