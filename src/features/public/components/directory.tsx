import type { ReactNode } from 'react'
import { Pagination } from '../../../components/pagination'
import { ResourceView } from '../../../components/resource-view'
import { useCurrentRoute, useRouteUrl, withQuery } from '../../../lib/routing'
import type { Resource } from '../../../lib/use-resource'
import type { Page } from '../api'
import { PageHeader } from './page-header'

/** A paginated public directory (trainers, students, companies): header, grid of cards, page links. */
export function Directory<T extends { id: number }>({
  title,
  lead,
  resource,
  label,
  empty,
  renderItem,
}: {
  title: string
  lead: ReactNode
  resource: Resource<Page<T>>
  label: string
  empty: ReactNode
  renderItem: (item: T) => ReactNode
}) {
  const url = useRouteUrl()
  const { match } = useCurrentRoute()
  const name = match?.route.name ?? 'index'
  return (
    <>
      <PageHeader title={title} lead={lead} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
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
                hrefFor={(p) => withQuery(url(name), { page: p > 1 ? p : undefined })}
              />
            </>
          )}
        </ResourceView>
      </div>
    </>
  )
}
