import { Trans, useLingui } from '@lingui/react/macro'
import { buttonClasses } from '../../../shared/ui/button'
import { RouteLink } from '../../../shared/lib/routing'

/**
 * Unknown paths and unknown slugs (the server already answered them with 404). The heading is in
 * the page's language: SPEC.md §8's 'Page not found: {path}' in English, its Italian source in
 * Italian; the way out reads 'Torna alla home' as on the error page (SPEC.md §2).
 */
export function NotFoundPage({ path }: { path: string }) {
  const { t } = useLingui()
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6">
      <p className="text-5xl font-bold text-brand-800" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-semibold break-words text-slate-900">{t`Pagina non trovata: ${path}`}</h1>
      <p className="mt-3 text-slate-700">
        <Trans>Controlla l'indirizzo o riparti dalla home.</Trans>
      </p>
      <RouteLink name="index" className={`${buttonClasses({ rounded: true })} mt-8`}>
        <Trans>Torna alla home</Trans>
      </RouteLink>
    </div>
  )
}
