import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { Resource } from '../lib/use-resource'
import { Button } from './button'
import { Icon } from './icon'
import { CardGridSkeleton } from './skeleton'

export interface ResourceViewProps<T> {
  resource: Resource<T>
  /** Label of the region, announced while it is busy. */
  label: string
  skeleton?: ReactNode
  empty?: ReactNode
  children: (data: T) => ReactNode
}

/**
 * The four faces of loaded data, rendered from the resource machine's state: a skeleton while
 * loading, the content (dimmed, still readable) while reloading, an empty message, and an error
 * with a retry button.
 */
export function ResourceView<T>({ resource, label, skeleton, empty, children }: ResourceViewProps<T>) {
  const { t } = useLingui()
  const { view } = resource
  const { busy } = view

  let body: ReactNode
  if (view.firstLoad) {
    body = skeleton ?? <CardGridSkeleton />
  } else if (view.canRetry) {
    body = (
      <div
        role="alert"
        className="flex flex-col items-center gap-4 rounded-xl border border-red-200 bg-red-50 p-8 text-center"
      >
        <Icon type="alert" size="lg" className="text-red-700" />
        <p className="font-medium text-red-900">
          <Trans>Non è stato possibile caricare i contenuti.</Trans>
        </p>
        <Button outline onClick={resource.retry}>
          <Icon type="refresh" size="sm" />
          <Trans>Riprova</Trans>
        </Button>
      </div>
    )
  } else if (view.phase === 'empty') {
    body = (
      <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
        {empty ?? <Trans>Non c'è ancora nulla da mostrare.</Trans>}
      </p>
    )
  } else if (resource.data !== undefined) {
    body = (
      <div className={view.stale ? 'opacity-60 transition-opacity' : undefined}>
        {children(resource.data)}
      </div>
    )
  } else {
    body = null
  }

  return (
    <section aria-label={label} aria-busy={busy} data-state={view.phase}>
      <span role="status" className="sr-only">
        {busy ? t`Caricamento in corso` : ''}
      </span>
      {body}
    </section>
  )
}
