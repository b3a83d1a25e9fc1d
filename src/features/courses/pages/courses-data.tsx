/**
 * The data of the course catalogue, one chunk loaded once the page shell (heading and filter form)
 * is up: the course list with its pages (machines/list-query: the URL's query is its context, the
 * form and the page links write the URL), and the categories the filter form offers.
 */
import { Plural } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Pagination } from '../../../shared/ui/pagination'
import { ResourceView } from '../../../shared/ui/resource-view'
import { useRouteUrl, withQuery } from '../../../shared/lib/routing'
import { listQueryOf } from '../../../shared/lib/use-list-query'
import { useCategories, useCourses } from '../actors'
import { CategorySelect, type CategorySelectProps } from '../components/category-select'
import { CourseCard } from '../../../shared/ui/course-card'
import { FavoriteButton } from '../../../session/favorite-button'

/** The catalogue's filters as the page read them from the URL (values the API takes only). */
export type CourseFilters = Record<string, string | number | undefined>

export function CourseResults({
  filters,
  page,
  label,
  empty,
}: {
  filters: CourseFilters
  page: number
  label: string
  empty: ReactNode
}) {
  const url = useRouteUrl()
  const courses = useCourses(listQueryOf(filters, page))
  const { filters: query } = courses.list
  return (
    <ResourceView resource={courses} label={label} empty={empty}>
      {(result) => (
        <>
          <p className="mb-4 text-sm text-slate-700">
            <Plural value={result.meta.total} one="# corso" other="# corsi" />
          </p>
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {result.data.map((course) => (
              <CourseCard
                key={course.id}
                course={course}
                headingLevel={2}
                action={<FavoriteButton compact courseId={course.id} title={course.title} />}
              />
            ))}
          </div>
          <Pagination
            meta={result.meta}
            hrefFor={(p) => withQuery(url('courses'), { ...query, page: p > 1 ? p : undefined })}
          />
        </>
      )}
    </ResourceView>
  )
}

/** The category filter with the categories' list (the shell draws it without, until this chunk is in). */
export function LoadedCategorySelect(props: CategorySelectProps) {
  const categories = useCategories()
  return <CategorySelect {...props} list={categories.data ?? []} />
}
