/**
 * The data of the course catalogue, one chunk loaded once the page shell (heading and filter form)
 * is up: the course list with its pages, and the categories the filter form offers.
 */
import { Plural } from '@lingui/react/macro'
import { useEffect, type ReactNode } from 'react'
import type { Category } from '../../../../contracts/courses/schemas'
import { Pagination } from '../../../shared/ui/pagination'
import { ResourceView } from '../../../shared/ui/resource-view'
import { useRouteUrl, withQuery } from '../../../shared/lib/routing'
import { useCategories, useCourses, type CourseListParams } from '../actors'
import { CourseCard } from '../../../shared/ui/course-card'
import { FavoriteButton } from '../../../session/favorite-button'

export function CourseResults({
  params,
  label,
  empty,
}: {
  params: CourseListParams
  label: string
  empty: ReactNode
}) {
  const url = useRouteUrl()
  const courses = useCourses(params)
  const { page: _page, perPage: _perPage, ...filters } = params
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
            hrefFor={(p) => withQuery(url('courses'), { ...filters, page: p > 1 ? p : undefined })}
          />
        </>
      )}
    </ResourceView>
  )
}

/** Hands the category list to the filter form, which is part of the page shell and works without it. */
export function CourseCategories({ onLoad }: { onLoad: (categories: Category[]) => void }) {
  const categories = useCategories()
  const list = categories.snapshot.matches('success') ? categories.data : undefined
  useEffect(() => {
    if (list) onLoad(list)
  }, [list, onLoad])
  return null
}
