import { Trans, useLingui } from '@lingui/react/macro'
import { LoadingSection } from '../../../shared/ui/loading-section'
import { lazySection } from '../../../shared/lib/lazy-section'
import { usePageNumber, type PageProps } from '../../../shared/lib/routing'
import { PageHeader } from '../../../shared/ui/page-header'

const StudentsData = lazySection(() => import('./directory-data').then((m) => m.StudentsData))

export function StudentsPage({ title }: PageProps) {
  const { t } = useLingui()
  const page = usePageNumber()
  const label = t`Elenco degli studenti`
  return (
    <>
      <PageHeader
        title={title}
        lead={<Trans>Gli studenti che si formano su Aula e i loro interessi.</Trans>}
      />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <StudentsData
          page={page}
          label={label}
          empty={<Trans>Non ci sono ancora studenti.</Trans>}
          fallback={<LoadingSection label={label} />}
        />
      </div>
    </>
  )
}
