/**
 * /{id} and /s/{id}: a public profile by its address (SPEC.md §2, the public-profile guard). A
 * profile its owner keeps from visitors answers 401: the visitor is offered the login prompt, and
 * the page loads the profile once they are in. An unknown address is the error page (the server
 * answers the HTML with 404 already).
 */
import { useLingui } from '@lingui/react/macro'
import { lazySection } from '../../../shared/lib/lazy-section'
import type { PageProps } from '../../../shared/lib/routing'
import { LoadingSection } from '../../../shared/ui/loading-section'

const PublicProfile = lazySection(() => import('../components/public-profile').then((m) => m.PublicProfile))

export function PublicProfilePage({ params }: PageProps) {
  const { t } = useLingui()
  return (
    <PublicProfile
      slug={params.id}
      fallback={
        <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
          <LoadingSection label={t`Caricamento del profilo…`} />
        </div>
      }
    />
  )
}
