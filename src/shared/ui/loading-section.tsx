import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { CardGridSkeleton } from './skeleton'

/**
 * The loading face of ResourceView without the resource machine: what a page shows while its data
 * section's chunk is still downloading, so the hand-over to ResourceView's own loading state does
 * not move anything on screen.
 */
export function LoadingSection({ label, skeleton }: { label: string; skeleton?: ReactNode }) {
  const { t } = useLingui()
  return (
    <section aria-label={label} aria-busy="true" data-state="loading">
      <span role="status" className="sr-only">
        {t`Caricamento in corso`}
      </span>
      {skeleton ?? <CardGridSkeleton />}
    </section>
  )
}
