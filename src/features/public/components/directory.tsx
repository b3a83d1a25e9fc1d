import type { ReactNode } from 'react'
import { Pagination } from '../../../shared/ui/pagination'
import { ResourceView } from '../../../shared/ui/resource-view'
import { useCurrentRoute, useRouteUrl, withQuery } from '../../../shared/lib/routing'
import type { ListResource } from '../../../shared/lib/use-list-query'
import type { Page } from '../actors'

export interface DirectoryTexts {
  /** Label of the list region, announced while it loads. */
  label: string
  empty: ReactNode
}

/**
 * The data half of a paginated public directory (trainers, students, companies): cards and page
 * links, from the list-query actor's view (machines/list-query). The page links keep the filters the
 * list was asked with.
 */
export function DirectoryResults<T extends { id: number }>({
  resource,
  label,
  empty,
  renderItem,
}: DirectoryTexts & {
  resource: ListResource<Page<T>>
  renderItem: (item: T) => ReactNode
}) {
  const url = useRouteUrl()
  const { match } = useCurrentRoute()
  const name = match?.route.name ?? 'index'
  const { filters } = resource.list
  return (
    <ResourceView resource={resource} label={label} empty={empty}>
      {(result) => (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {result.data.map((item) => (
              <li key={item.id}>{renderItem(item)}</li>
            ))}
          </ul>
          <Pagination
            meta={result.meta}
            hrefFor={(p) => withQuery(url(name), { ...filters, page: p > 1 ? p : undefined })}
          />
        </>
      )}
    </ResourceView>
  )
}
