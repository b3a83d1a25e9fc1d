/** /myfavorites: the learner's favorite courses, the newest first, each removable. */
import { Trans, useLingui } from '@lingui/react/macro'
import type { CourseSummary } from '../../../../contracts/courses/schemas'
import { usePageNumber, useRouteUrl, withQuery, type PageProps } from '../../../shared/lib/routing'
import { Button } from '../../../shared/ui/button'
import { CourseCard } from '../../../shared/ui/course-card'
import { PageHeader } from '../../../shared/ui/page-header'
import { Pagination } from '../../../shared/ui/pagination'
import { ResourceView } from '../../../shared/ui/resource-view'
import { RouteLink } from '../../../shared/lib/routing'
import { useFavorite } from '../actors'
import { useMyFavorites } from '../list-actors'

export function MyFavoritesPage({ route, title }: PageProps) {
  const { t } = useLingui()
  const page = usePageNumber()
  const url = useRouteUrl()
  const favorites = useMyFavorites(page)

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <PageHeader title={title} />
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
                <Favorite key={course.id} course={course} onRemoved={favorites.reload} />
              ))}
            </ul>
            <Pagination meta={list.meta} hrefFor={(n) => withQuery(url(route.name), { page: n })} />
          </>
        )}
      </ResourceView>
    </div>
  )
}

/** One favourite: taken off at once (machines/toggle), put back with the failure if refused. */
function Favorite({ course, onRemoved }: { course: CourseSummary; onRemoved: () => void }) {
  const { view, takeOff } = useFavorite(course.id, onRemoved)
  return (
    <li className={`flex flex-col gap-2 ${view.value ? '' : 'opacity-60'}`}>
      <CourseCard course={course} headingLevel={2} />
      <Button outline disabled={view.busy || !view.value} onClick={takeOff}>
        <Trans>Togli dai preferiti</Trans>
        <span className="sr-only">{course.title}</span>
      </Button>
      {view.error && (
        <p role="alert" className="text-sm text-red-800">
          <Trans>Non è stato possibile togliere il corso dai preferiti. Riprova.</Trans>
        </p>
      )}
    </li>
  )
}
