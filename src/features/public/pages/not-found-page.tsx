import { Trans, useLingui } from '@lingui/react/macro'
import { buttonClasses } from '../../../shared/ui/button'
import { RouteLink } from '../../../shared/lib/routing'

/** Unknown paths (the server already answered them with 404). The message is SPEC.md §8's, word for word. */
export function NotFoundPage({ path }: { path: string }) {
  const { t } = useLingui()
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6">
      <p className="text-5xl font-bold text-brand-800" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-semibold break-words text-slate-900">{t`Page not found: ${path}`}</h1>
      <p className="mt-3 text-slate-700">
        <Trans>Controlla l'indirizzo o riparti dalla home.</Trans>
      </p>
      <RouteLink name="index" className={`${buttonClasses({ rounded: true })} mt-8`}>
        <Trans>Vai alla home</Trans>
      </RouteLink>
    </div>
  )
}
