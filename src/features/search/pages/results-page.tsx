/**
 * The paged result pages: /search/results/{courses, trainers, students, companies},
 * /search/results/categories/{category} and /search/results/topics/{topic}. Every filter is in the
 * URL (a shared link opens the same page), empty ones left out; changing one starts at page 1.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent } from 'react'
import type { SavedKind } from '../../../../contracts/search/schemas'
import { COURSE_LEVELS } from '../../../../contracts/core/constants'
import { COURSE_SORTS, SEARCH_LIMITS } from '../../../../contracts/search/constants'
import { useLocale } from '../../../shared/i18n/use-locale'
import { usePageTitle } from '../../../shared/lib/page-title'
import {
  useNavigate,
  useQueryParams,
  useRouteUrl,
  withQuery,
  type PageProps,
} from '../../../shared/lib/routing'
import { lazySection } from '../../../shared/lib/lazy-section'
import { Button } from '../../../shared/ui/button'
import { PageHeader } from '../../../shared/ui/page-header'
import { LoadingSection } from '../../../shared/ui/loading-section'
import type { Filters } from '../actors'
import type { CategoryName, Shape } from '../components/results-data'

const FIELDS: Record<Shape, readonly string[]> = {
  courses: ['q', 'level', 'language', 'price', 'rating', 'sort'],
  people: ['q', 'city'],
  companies: ['q', 'city'],
}

/** The URL's filters this page knows, anything invalid left out (the API would refuse it). */
function filtersFrom(query: URLSearchParams, shape: Shape): Filters {
  const filters: Filters = {}
  const allowed: Record<string, (value: string) => boolean> = {
    q: (value) => value.length <= SEARCH_LIMITS.qMax,
    city: (value) => value.length <= 80,
    level: (value) => (COURSE_LEVELS as readonly string[]).includes(value),
    language: (value) => value === 'it' || value === 'en',
    price: (value) => value === 'free' || value === 'paid',
    rating: (value) => /^[1-5]$/.test(value),
    sort: (value) => (COURSE_SORTS as readonly string[]).includes(value) && value !== 'relevance',
  }
  for (const field of FIELDS[shape]) {
    const value = (query.get(field) ?? '').trim()
    if (value && allowed[field](value)) filters[field] = value
  }
  const page = Number(query.get('page'))
  if (Number.isInteger(page) && page > 1 && page <= 10_000) filters.page = String(page)
  return filters
}

function Select({
  name,
  label,
  value,
  options,
}: {
  name: string
  label: string
  value: string
  options: [string, string][]
}) {
  const id = useId()
  return (
    <div className="flex flex-col">
      <label htmlFor={id} className="text-sm font-medium text-slate-900">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value}
        className="mt-1 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm"
      >
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </div>
  )
}

function FilterForm({
  shape,
  filters,
  onApply,
}: {
  shape: Shape
  filters: Filters
  onApply: (next: Filters) => void
}) {
  const { t } = useLingui()
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const next: Filters = {}
    for (const field of FIELDS[shape]) {
      const value = String(form.get(field) ?? '').trim()
      if (value && !(field === 'sort' && value === 'relevance')) next[field] = value
    }
    onApply(next)
  }
  return (
    <form
      onSubmit={submit}
      key={JSON.stringify(filters)}
      className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4"
      aria-label={t`Filtri`}
    >
      <label className="flex flex-col text-sm font-medium text-slate-900 sm:col-span-2">
        <Trans>Testo</Trans>
        <input
          name="q"
          type="search"
          defaultValue={filters.q ?? ''}
          maxLength={SEARCH_LIMITS.qMax}
          className="mt-1 rounded-md border border-slate-300 px-2 py-1.5 font-normal"
        />
      </label>
      {shape === 'courses' ? (
        <>
          <Select
            name="level"
            label={t`Livello`}
            value={filters.level ?? ''}
            options={[
              ['', t`Tutti`],
              ['beginner', t`Base`],
              ['intermediate', t`Intermedio`],
              ['advanced', t`Avanzato`],
            ]}
          />
          <Select
            name="language"
            label={t`Lingua`}
            value={filters.language ?? ''}
            options={[
              ['', t`Tutte`],
              ['it', t`Italiano`],
              ['en', t`Inglese`],
            ]}
          />
          <Select
            name="price"
            label={t`Prezzo`}
            value={filters.price ?? ''}
            options={[
              ['', t`Tutti`],
              ['free', t`Gratuiti`],
              ['paid', t`A pagamento`],
            ]}
          />
          <Select
            name="rating"
            label={t`Valutazione minima`}
            value={filters.rating ?? ''}
            options={[
              ['', t`Qualsiasi`],
              ['3', '3+'],
              ['4', '4+'],
              ['5', '5'],
            ]}
          />
          <Select
            name="sort"
            label={t`Ordina per`}
            value={filters.sort ?? 'relevance'}
            options={[
              ['relevance', t`Pertinenza`],
              ['newest', t`Più recenti`],
              ['rating', t`Meglio valutati`],
            ]}
          />
        </>
      ) : (
        <label className="flex flex-col text-sm font-medium text-slate-900">
          <Trans>Città</Trans>
          <input
            name="city"
            defaultValue={filters.city ?? ''}
            maxLength={80}
            className="mt-1 rounded-md border border-slate-300 px-2 py-1.5 font-normal"
          />
        </label>
      )}
      <div className="flex items-end">
        <Button type="submit">
          <Trans>Applica i filtri</Trans>
        </Button>
      </div>
    </form>
  )
}

const ResultsData = lazySection(() => import('../components/results-data').then((m) => m.ResultsData))

export function ResultsPage({ route, params, title }: PageProps) {
  const { t } = useLingui()
  const url = useRouteUrl()
  const navigate = useNavigate()
  const locale = useLocale()
  const kind = route.name.replace('search-results-', '')
  const shape: Shape =
    kind === 'trainers' || kind === 'students' ? 'people' : kind === 'companies' ? 'companies' : 'courses'
  const param = params.category ?? params.topic ?? ''
  const filters = filtersFrom(useQueryParams(), shape)
  const here = url(route.name, param ? (params.category ? { category: param } : { topic: param }) : undefined)
  // a category's name comes with its results
  const [category, setCategory] = useState<CategoryName>()
  const heading = category
    ? locale === 'en'
      ? category.name_en
      : category.name_it
    : params.topic
      ? `#${params.topic}`
      : title
  usePageTitle(category || params.topic ? heading : undefined)

  const savedKind: SavedKind = params.category ? 'category' : params.topic ? 'topic' : (kind as SavedKind)
  const { page: _page, q: _q, ...rest } = filters
  const saveFilters = {
    ...rest,
    ...(params.category ? { category: param } : {}),
    ...(params.topic ? { topic: param } : {}),
  }

  return (
    <>
      <PageHeader title={heading}>
        <FilterForm shape={shape} filters={filters} onApply={(next) => navigate(withQuery(here, next))} />
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <ResultsData
          key={`${route.name}/${param}`}
          route={route.name}
          param={param}
          shape={shape}
          filters={filters}
          here={here}
          savedKind={savedKind}
          saveFilters={saveFilters}
          onCategory={setCategory}
          fallback={<LoadingSection label={t`Risultati della ricerca`} />}
        />
      </div>
    </>
  )
}
