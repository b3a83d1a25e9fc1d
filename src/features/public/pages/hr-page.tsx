import { Trans, useLingui } from '@lingui/react/macro'
import { LoadingSection } from '../../../shared/ui/loading-section'
import { lazySection } from '../../../shared/lib/lazy-section'
import { usePageNumber, type PageProps } from '../../../shared/lib/routing'
import { PageHeader } from '../../../shared/ui/page-header'

const CompaniesData = lazySection(() => import('./directory-data').then((m) => m.CompaniesData))
const HrOffer = lazySection(() => import('../components/hr-offer').then((m) => m.HrOffer))

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
      <div className="mx-auto max-w-7xl space-y-10 px-4 py-10 sm:px-6">
        <HrOffer fallback={<LoadingSection label={t`I piani`} />} />
        <h2 className="text-xl font-semibold text-slate-900">
          <Trans>Le aziende su Aula</Trans>
        </h2>
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
