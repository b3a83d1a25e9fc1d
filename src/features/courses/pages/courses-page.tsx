import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import {
  COURSE_PRICE_FILTER_MAX,
  COURSE_SEARCH_MAX_LENGTH,
  COURSE_SORTS,
  type CourseSort,
} from '../../../../contracts/core/constants'
import { Button } from '../../../shared/ui/button'
import { Icon } from '../../../shared/ui/icon'
import { LoadingSection } from '../../../shared/ui/loading-section'
import { useLocale } from '../../../shared/i18n/use-locale'
import { formatLanguage } from '../../../shared/lib/format'
import { lazySection } from '../../../shared/lib/lazy-section'
import {
  useNavigate,
  usePageNumber,
  useQueryParams,
  RouteLink,
  useRouteUrl,
  withQuery,
  type PageProps,
} from '../../../shared/lib/routing'
import { PageHeader } from '../../../shared/ui/page-header'
import { CategorySelect } from '../components/category-select'

// The list and the categories come with their own chunk (list machine, API client, cards).
const CourseResults = lazySection(() => import('./courses-data').then((m) => m.CourseResults))
const LoadedCategorySelect = lazySection(() => import('./courses-data').then((m) => m.LoadedCategorySelect))

/** The catalogue's filters as the URL holds them (anything invalid there is left out). */
interface FilterValues {
  category: string
  q: string
  price_min?: number
  price_max?: number
  free?: '1'
  language?: 'it' | 'en'
  rating?: number
  sort?: CourseSort
}

const euros = (text: string | null) =>
  text !== null && /^\d{1,6}$/.test(text) && Number(text) <= COURSE_PRICE_FILTER_MAX
    ? Number(text)
    : undefined

function filtersFrom(query: URLSearchParams): FilterValues {
  const priceMin = euros(query.get('price_min'))
  const priceMax = euros(query.get('price_max'))
  const language = query.get('language')
  const rating = Number(query.get('rating'))
  const sort = query.get('sort') as CourseSort | null
  const ordered = priceMin === undefined || priceMax === undefined || priceMin <= priceMax
  return {
    category: query.get('category') ?? '',
    q: query.get('q') ?? '',
    price_min: ordered ? priceMin : undefined,
    price_max: ordered ? priceMax : undefined,
    free: query.get('free') === '1' ? '1' : undefined,
    language: language === 'it' || language === 'en' ? language : undefined,
    rating: Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : undefined,
    sort: sort && COURSE_SORTS.includes(sort) && sort !== 'newest' ? sort : undefined,
  }
}

/** The form's fields as a query: empty ones are left out, so a shared URL holds only what was chosen. */
function queryOf(form: FormData, sort: string) {
  const text = (name: string) => String(form.get(name) ?? '').trim()
  return {
    q: text('q'),
    category: text('category'),
    price_min: text('price_min'),
    price_max: text('price_max'),
    free: form.get('free') ? '1' : '',
    language: text('language'),
    rating: text('rating'),
    sort: sort === 'newest' ? '' : sort,
  }
}

const fieldClass = 'mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900'
const labelClass = 'block text-sm font-medium text-slate-800'

/** A whole number of euros for a price filter (off while "free only" is ticked). */
function EuroInput({
  name,
  label,
  value,
  disabled,
}: {
  name: 'price_min' | 'price_max'
  label: string
  value?: number
  disabled: boolean
}) {
  const id = `courses-${name.replace('_', '-')}`
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="numeric"
        min={0}
        max={COURSE_PRICE_FILTER_MAX}
        step={1}
        disabled={disabled}
        defaultValue={value}
        className={fieldClass}
      />
    </div>
  )
}

function FilterForm(values: FilterValues) {
  const { t } = useLingui()
  const locale = useLocale()
  const url = useRouteUrl()
  const navigate = useNavigate()
  // the fields' values before "Filtra" (the URL holds what applies): the category controlled, so
  // the URL's stays selected when the list's options arrive
  const [selected, setSelected] = useState(values.category)
  const [free, setFree] = useState(values.free === '1')
  const sort = values.sort ?? 'newest'
  const sortNames: Record<CourseSort, string> = {
    newest: t`Più recenti`,
    popular: t`Più seguiti`,
    rated: t`Più votati`,
    price_asc: t`Prezzo crescente`,
    price_desc: t`Prezzo decrescente`,
  }
  // Every choice, the order included, applies on "Filtra" (as in the directories): the list never
  // changes under a half-made choice, and the URL holds what the list shows.
  const go = (form: HTMLFormElement) => {
    const data = new FormData(form)
    navigate(withQuery(url('courses'), queryOf(data, String(data.get('sort') ?? 'newest'))))
  }
  const filtered = Boolean(
    values.q ||
    values.category ||
    values.price_min !== undefined ||
    values.price_max !== undefined ||
    values.free ||
    values.language ||
    values.rating,
  )

  return (
    <form
      role="search"
      action={url('courses')}
      className="mt-6 space-y-3"
      onSubmit={(event) => {
        event.preventDefault()
        go(event.currentTarget)
      }}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor="courses-q" className={labelClass}>
            <Trans>Cerca</Trans>
          </label>
          <input
            id="courses-q"
            name="q"
            type="search"
            defaultValue={values.q}
            placeholder={t`Titolo, argomento, formatore…`}
            maxLength={COURSE_SEARCH_MAX_LENGTH}
            className={`${fieldClass} placeholder:text-slate-500`}
          />
        </div>
        <div className="sm:w-64">
          <label htmlFor="courses-category" className={labelClass}>
            <Trans>Categoria</Trans>
          </label>
          <LoadedCategorySelect
            category={values.category}
            selected={selected}
            onSelect={setSelected}
            className={fieldClass}
            fallback={
              <CategorySelect
                list={[]}
                category={values.category}
                selected={selected}
                onSelect={setSelected}
                className={fieldClass}
              />
            }
          />
        </div>
        <Button type="submit">
          <Icon type="search" size="sm" />
          <Trans>Filtra</Trans>
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6 lg:items-end">
        <EuroInput name="price_min" label={t`Prezzo da (€)`} value={values.price_min} disabled={free} />
        <EuroInput name="price_max" label={t`Prezzo fino a (€)`} value={values.price_max} disabled={free} />
        <div>
          <label htmlFor="courses-language" className={labelClass}>
            <Trans>Lingua del corso</Trans>
          </label>
          <select
            id="courses-language"
            name="language"
            defaultValue={values.language ?? ''}
            className={fieldClass}
          >
            <option value="">{t`Tutte le lingue`}</option>
            <option value="it">{formatLanguage('it', locale)}</option>
            <option value="en">{formatLanguage('en', locale)}</option>
          </select>
        </div>
        <div>
          <label htmlFor="courses-rating" className={labelClass}>
            <Trans>Valutazione</Trans>
          </label>
          <select id="courses-rating" name="rating" defaultValue={values.rating ?? ''} className={fieldClass}>
            <option value="">{t`Qualsiasi`}</option>
            {[4, 3, 2].map((stars) => (
              <option key={stars} value={stars}>
                {t`${plural(stars, { one: '# stella e più', other: '# stelle e più' })}`}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="courses-sort" className={labelClass}>
            <Trans>Ordina per</Trans>
          </label>
          <select id="courses-sort" name="sort" defaultValue={sort} className={fieldClass}>
            {COURSE_SORTS.map((name) => (
              <option key={name} value={name}>
                {sortNames[name]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-2 pb-2">
          <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-800">
            <input
              type="checkbox"
              name="free"
              value="1"
              checked={free}
              onChange={(event) => setFree(event.target.checked)}
              className="h-4 w-4 rounded border-slate-400"
            />
            <Trans>Solo gratuiti</Trans>
          </label>
          {filtered && (
            <RouteLink name="courses" className="text-sm font-semibold text-brand-800 underline">
              <Trans>Azzera i filtri</Trans>
            </RouteLink>
          )}
        </div>
      </div>
    </form>
  )
}

export function CoursesPage({ title }: PageProps) {
  const { t } = useLingui()
  const query = useQueryParams()
  const page = usePageNumber()
  const filters = filtersFrom(query)
  const label = t`Elenco dei corsi`
  const filtered = Object.entries(filters).some(([key, value]) => key !== 'sort' && value)

  return (
    <>
      <PageHeader
        title={title}
        lead={<Trans>Impara nuove competenze con i corsi dei nostri formatori.</Trans>}
      >
        {/* remount with fresh values when the URL changes (back button, a category link) */}
        <FilterForm key={JSON.stringify(filters)} {...filters} />
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <CourseResults
          filters={{ ...filters }}
          page={page}
          label={label}
          empty={
            filtered ? (
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
