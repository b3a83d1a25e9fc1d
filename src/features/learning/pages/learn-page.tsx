/**
 * /learn-{slug}, /learn-{slug}/{id}, /learn-{slug}/free/{id}: the page's shell. The player (its
 * machine, the API calls, the video) is a section of its own chunk, downloaded once the shell is
 * up, so the page is interactive as soon as the other public pages are.
 */
import { useLingui } from '@lingui/react/macro'
import { lazySection } from '../../../shared/lib/lazy-section'
import type { PageProps } from '../../../shared/lib/routing'
import { LoadingSection } from '../../../shared/ui/loading-section'

const LearnPlayer = lazySection(() => import('./learn-player').then((m) => m.LearnPlayer))

export function LearnPage({ params, title }: PageProps) {
  const { t } = useLingui()
  const requested = params.id && /^\d+$/.test(params.id) ? Number(params.id) : null
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <h1 className="sr-only">{title}</h1>
      <LearnPlayer
        slug={params.slug}
        requested={requested}
        fallback={<LoadingSection label={t`Lezioni del corso`} />}
      />
    </div>
  )
}
