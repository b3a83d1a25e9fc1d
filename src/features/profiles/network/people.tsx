/** People in the network's lists: avatar and name linking to their public profile, and a paged list. */
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type ReactNode } from 'react'
import type { PaginationMeta } from '../../../../contracts/core/endpoint'
import type { PersonRef } from '../../../../contracts/core/person'
import { RouteLink } from '../../../shared/lib/routing'
import { useResource, type ResourceParams } from '../../../shared/lib/use-resource'
import { Avatar } from '../../../shared/ui/avatar'
import { Button } from '../../../shared/ui/button'
import { Icon } from '../../../shared/ui/icon'
import { ResourceView } from '../../../shared/ui/resource-view'
import { Skeleton } from '../../../shared/ui/skeleton'

/** A person's avatar and name, the name linking to their public profile. */
export function PersonLink({
  person,
  size = 40,
  children,
}: {
  person: PersonRef
  size?: number
  children?: ReactNode
}) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar name={person.full_name} url={person.avatar_url} size={size} />
      <div className="min-w-0">
        <RouteLink
          name="id"
          params={{ id: person.slug }}
          className="font-medium break-words text-slate-900 hover:text-brand-800"
        >
          {person.full_name}
        </RouteLink>
        {children}
      </div>
    </div>
  )
}

export function ListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <ul className="space-y-2" aria-hidden="true">
      {Array.from({ length: rows }, (_, n) => (
        <li key={n} className="flex items-center gap-3">
          <Skeleton className="size-10 rounded-full" />
          <Skeleton className="h-4 w-40" />
        </li>
      ))}
    </ul>
  )
}

/** Previous / next under a paged list, with where the reader is. */
export function Pager({ meta, onPage }: { meta: PaginationMeta; onPage: (page: number) => void }) {
  const { t } = useLingui()
  if (meta.last_page <= 1) return null
  const page = meta.current_page
  const last = meta.last_page
  return (
    <nav aria-label={t`Pagine`} className="mt-3 flex items-center justify-between gap-2 text-sm">
      <Button outline disabled={meta.current_page <= 1} onClick={() => onPage(meta.current_page - 1)}>
        <Icon type="chevron-left" size="sm" />
        <Trans>Precedenti</Trans>
      </Button>
      <span className="text-slate-700">
        <Trans>
          Pagina {page} di {last}
        </Trans>
      </span>
      <Button
        outline
        disabled={meta.current_page >= meta.last_page}
        onClick={() => onPage(meta.current_page + 1)}
      >
        <Trans>Successivi</Trans>
        <Icon type="chevron-right" size="sm" />
      </Button>
    </nav>
  )
}

/**
 * A paged list read through a resource: `load` gets the params plus the page; `renderItem` draws a
 * row. The page lives here, so lists on one page move independently.
 */
export function PagedList<T, P extends ResourceParams>({
  load,
  params,
  label,
  empty,
  renderItem,
  itemKey,
  reloadKey = 0,
}: {
  load: (params: P & { page: number }, signal: AbortSignal) => Promise<{ data: T[]; meta: PaginationMeta }>
  params: P
  label: string
  empty: ReactNode
  renderItem: (item: T, reload: () => void) => ReactNode
  itemKey: (item: T) => number
  /** Changing it reads the list again (after an action elsewhere on the page). */
  reloadKey?: number
}) {
  const [page, setPage] = useState(1)
  const resource = useResource(load, { ...params, page, reloadKey } as P & { page: number })
  return (
    <ResourceView resource={resource} label={label} skeleton={<ListSkeleton />} empty={empty}>
      {(result) => (
        <>
          <ul className="divide-y divide-slate-100">
            {result.data.map((item) => (
              <li key={itemKey(item)} className="py-2">
                {renderItem(item, resource.reload)}
              </li>
            ))}
          </ul>
          <Pager meta={result.meta} onPage={setPage} />
        </>
      )}
    </ResourceView>
  )
}
