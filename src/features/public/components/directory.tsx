import type { ReactNode } from 'react'
import { Pagination } from '../../../shared/ui/pagination'
import { ResourceView } from '../../../shared/ui/resource-view'
import { useCurrentRoute, useRouteUrl, withQuery } from '../../../shared/lib/routing'
import type { Resource } from '../../../shared/lib/use-resource'
import type { Page } from '../api'

export interface DirectoryTexts {
  /** Label of the list region, announced while it loads. */
  label: string
  empty: ReactNode
}

/** The data half of a paginated public directory (trainers, students, companies): cards and page links. */
export function DirectoryResults<T extends { id: number }>({
  resource,
  label,
  empty,
  renderItem,
  query,
}: DirectoryTexts & {
  resource: Resource<Page<T>>
  renderItem: (item: T) => ReactNode
  /** The filters the list was asked with: the page links keep them. */
  query?: Record<string, string>
}) {
  const url = useRouteUrl()
  const { match } = useCurrentRoute()
  const name = match?.route.name ?? 'index'
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
            hrefFor={(p) => withQuery(url(name), { ...query, page: p > 1 ? p : undefined })}
          />
        </>
      )}
    </ResourceView>
  )
}
