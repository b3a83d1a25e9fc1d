import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { Category } from '../../../../contracts/courses/schemas'
import { COURSE_SEARCH_MAX_LENGTH, DEFAULT_PAGE_SIZE } from '../../../../contracts/core/constants'
import { Button } from '../../../shared/ui/button'
import { Icon } from '../../../shared/ui/icon'
import { LoadingSection } from '../../../shared/ui/loading-section'
import { useLocale } from '../../../shared/i18n/use-locale'
import { lazySection } from '../../../shared/lib/lazy-section'
import {
  useNavigate,
  usePageNumber,
  useQueryParams,
  useRouteUrl,
  withQuery,
  type PageProps,
} from '../../../shared/lib/routing'
import type { CourseListParams } from '../api'
import { PageHeader } from '../../../shared/ui/page-header'

// The list and the categories come with their own chunk (resource machine, API client, cards).
const CourseResults = lazySection(() => import('./courses-data').then((m) => m.CourseResults))
const CourseCategories = lazySection(() => import('./courses-data').then((m) => m.CourseCategories))

interface FilterValues {
  category: string
  q: string
}

function FilterForm({ category, q, list }: FilterValues & { list: Category[] }) {
  const { t } = useLingui()
  const locale = useLocale()
  const url = useRouteUrl()
  const navigate = useNavigate()
  // controlled, so the category from the URL stays selected when the list's options arrive
  const [selected, setSelected] = useState(category)

  return (
    <form
      role="search"
      action={url('courses')}
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
          maxLength={COURSE_SEARCH_MAX_LENGTH}
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
          value={selected}
          onChange={(event) => setSelected(event.target.value)}
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

/** The filter form works from the start; the category options join it when their list arrives. */
function CourseFilters({ category, q }: FilterValues) {
  const [list, setList] = useState<Category[]>([])
  return (
    <>
      {/* remount with fresh values when the URL changes (back button, a category link) */}
      <FilterForm key={`${category}|${q}`} category={category} q={q} list={list} />
      <CourseCategories onLoad={setList} />
    </>
  )
}

export function CoursesPage({ title }: PageProps) {
  const { t } = useLingui()
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
  const label = t`Elenco dei corsi`

  return (
    <>
      <PageHeader
        title={title}
        lead={<Trans>Impara nuove competenze con i corsi dei nostri formatori.</Trans>}
      >
        <CourseFilters category={category} q={q} />
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <CourseResults
          params={params}
          label={label}
          empty={
            q || category ? (
              <Trans>Nessun corso corrisponde alla ricerca.</Trans>
            ) : (
              <Trans>Non ci sono ancora corsi.</Trans>
            )
          }
          fallback={<LoadingSection label={label} />}
        />
      </div>
    </>
  )
}
