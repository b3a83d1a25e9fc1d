import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { DEFAULT_PAGE_SIZE } from '../../../../contracts/constants'
import { Button } from '../../../components/button'
import { Icon } from '../../../components/icon'
import { Pagination } from '../../../components/pagination'
import { ResourceView } from '../../../components/resource-view'
import { useLocale } from '../../../lib/i18n/use-locale'
import {
  useNavigate,
  usePageNumber,
  useQueryParams,
  useRouteUrl,
  withQuery,
  type PageProps,
} from '../../../lib/routing'
import { useResource } from '../../../lib/use-resource'
import { fetchCategories, fetchCourses, type CourseListParams } from '../../public/api'
import { PageHeader } from '../../public/components/page-header'
import { CourseCard } from '../components/course-card'

function CourseFilters({ category, q }: { category: string; q: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  const url = useRouteUrl()
  const navigate = useNavigate()
  const categories = useResource(fetchCategories)
  const list = categories.snapshot.matches('success') ? (categories.data ?? []) : []

  return (
    <form
      role="search"
      action={url('courses')}
      // remount with fresh defaults when the URL changes (back button, a category link)
      key={`${category}|${q}`}
      className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault()
        const form = new FormData(event.currentTarget)
        navigate(
          withQuery(url('courses'), {
            q: String(form.get('q') ?? '').trim(),
            category: String(form.get('category') ?? ''),
          }),
        )
      }}
    >
      <div className="flex-1">
        <label htmlFor="courses-q" className="block text-sm font-medium text-slate-800">
          <Trans>Cerca</Trans>
        </label>
        <input
          id="courses-q"
          name="q"
          type="search"
          defaultValue={q}
          placeholder={t`Titolo, argomento, formatore…`}
          className="mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500"
        />
      </div>
      <div className="sm:w-64">
        <label htmlFor="courses-category" className="block text-sm font-medium text-slate-800">
          <Trans>Categoria</Trans>
        </label>
        <select
          id="courses-category"
          name="category"
          defaultValue={category}
          className="mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900"
        >
          <option value="">{t`Tutte le categorie`}</option>
          {list.map((c) => (
            <option key={c.id} value={c.slug}>
              {c.name[locale]}
            </option>
          ))}
          {/* keep a category from the URL selectable before the list arrives */}
          {category && !list.some((c) => c.slug === category) && <option value={category}>{category}</option>}
        </select>
      </div>
      <Button type="submit">
        <Icon type="search" size="sm" />
        <Trans>Filtra</Trans>
      </Button>
    </form>
  )
}

export function CoursesPage({ title }: PageProps) {
  const { t } = useLingui()
  const url = useRouteUrl()
  const query = useQueryParams()
  const page = usePageNumber()
  const category = query.get('category') ?? ''
  const q = query.get('q') ?? ''
  const params: CourseListParams = {
    page,
    perPage: DEFAULT_PAGE_SIZE,
    category: category || undefined,
    q: q || undefined,
  }
  const courses = useResource(fetchCourses, params)

  return (
    <>
      <PageHeader
        title={title}
        lead={<Trans>Impara nuove competenze con i corsi dei nostri formatori.</Trans>}
      >
        <CourseFilters category={category} q={q} />
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <ResourceView
          resource={courses}
          label={t`Elenco dei corsi`}
          empty={
            q || category ? (
              <Trans>Nessun corso corrisponde alla ricerca.</Trans>
            ) : (
              <Trans>Non ci sono ancora corsi.</Trans>
            )
          }
        >
          {(result) => (
            <>
              <p className="mb-4 text-sm text-slate-700">
                <Plural value={result.meta.total} one="# corso" other="# corsi" />
              </p>
              <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {result.data.map((course) => (
                  <CourseCard key={course.id} course={course} headingLevel={2} />
                ))}
              </div>
              <Pagination
                meta={result.meta}
                hrefFor={(p) => withQuery(url('courses'), { category, q, page: p > 1 ? p : undefined })}
              />
            </>
          )}
        </ResourceView>
      </div>
    </>
  )
}
