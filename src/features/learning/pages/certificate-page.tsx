/**
 * /certificate/{code}: the page shell (heading, the code) at once; the check comes with its own
 * chunk, so this public page stays within its size budget (tests/bench/bundle-sizes.ts).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { lazySection } from '../../../shared/lib/lazy-section'
import { RouteLink, type PageProps } from '../../../shared/lib/routing'
import { LoadingSection } from '../../../shared/ui/loading-section'
import { PageHeader } from '../../../shared/ui/page-header'

const CertificateCheckView = lazySection(() =>
  import('./certificate-data').then((m) => m.CertificateCheckView),
)

export function CertificatePage({ params, title }: PageProps) {
  const { t } = useLingui()
  const code = (params.code ?? '').toUpperCase()
  return (
    <>
      <PageHeader title={title} lead={<Trans>Codice di verifica: {code}</Trans>} />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <CertificateCheckView code={code} fallback={<LoadingSection label={t`Verifica dell'attestato`} />} />
        <RouteLink name="courses" className="mt-6 inline-block font-semibold text-brand-800 underline">
          <Trans>Scopri i corsi di Aula</Trans>
        </RouteLink>
      </div>
    </>
  )
}
