import { Trans, useLingui } from '@lingui/react/macro'
import { LoadingSection } from '../../../shared/ui/loading-section'
import { lazySection } from '../../../shared/lib/lazy-section'
import { usePageNumber, type PageProps } from '../../../shared/lib/routing'
import { PageHeader } from '../../../shared/ui/page-header'

const CompaniesData = lazySection(() => import('./directory-data').then((m) => m.CompaniesData))

export function HrPage({ title }: PageProps) {
  const { t } = useLingui()
  const page = usePageNumber()
  const label = t`Elenco delle aziende`
  return (
    <>
      <PageHeader
        title={title}
        lead={<Trans>Le aziende che cercano talenti e formano i loro team con Aula.</Trans>}
      />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <CompaniesData
          page={page}
          label={label}
          empty={<Trans>Non ci sono ancora aziende.</Trans>}
          fallback={<LoadingSection label={label} />}
        />
      </div>
    </>
  )
}
