/** /myfavorites: the learner's favorite courses, the newest first, each removable. */
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { saveFavorite } from '../../../session/favorite-button'
import { usePageNumber, useRouteUrl, withQuery, type PageProps } from '../../../shared/lib/routing'
import { useResource } from '../../../shared/lib/use-resource'
import { Button } from '../../../shared/ui/button'
import { CourseCard } from '../../../shared/ui/course-card'
import { PageHeader } from '../../../shared/ui/page-header'
import { Pagination } from '../../../shared/ui/pagination'
import { ResourceView } from '../../../shared/ui/resource-view'
import { RouteLink } from '../../../shared/lib/routing'
import { fetchMyFavorites } from '../api'

export function MyFavoritesPage({ route, title }: PageProps) {
  const { t } = useLingui()
  const page = usePageNumber()
  const url = useRouteUrl()
  const favorites = useResource(fetchMyFavorites, { page })
  const [removing, setRemoving] = useState<number>()
  const [failed, setFailed] = useState(false)

  async function remove(courseId: number) {
    setRemoving(courseId)
    setFailed(false)
    try {
      await saveFavorite(courseId, false)
      favorites.reload()
    } catch {
      setFailed(true)
    } finally {
      setRemoving(undefined)
    }
  }

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <PageHeader title={title} />
      {failed && (
        <p role="alert" className="text-sm text-red-800">
          <Trans>Non è stato possibile togliere il corso dai preferiti. Riprova.</Trans>
        </p>
      )}
      <ResourceView
        resource={favorites}
        label={t`I tuoi corsi preferiti`}
        empty={
          <>
            <Trans>Non hai ancora corsi preferiti.</Trans>{' '}
            <RouteLink name="courses" className="font-semibold text-brand-800 underline">
              <Trans>Scopri i corsi</Trans>
            </RouteLink>
          </>
        }
      >
        {(list) => (
          <>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {list.data.map((course) => (
                <li key={course.id} className="flex flex-col gap-2">
                  <CourseCard course={course} headingLevel={2} />
                  <Button outline disabled={removing === course.id} onClick={() => void remove(course.id)}>
                    <Trans>Togli dai preferiti</Trans>
                    <span className="sr-only">{course.title}</span>
                  </Button>
                </li>
              ))}
            </ul>
            <Pagination meta={list.meta} hrefFor={(n) => withQuery(url(route.name), { page: n })} />
          </>
        )}
      </ResourceView>
    </div>
  )
}
