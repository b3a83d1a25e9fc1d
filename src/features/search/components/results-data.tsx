/**
 * The data section of the paged result pages, in a chunk of its own (lazySection): the list-query
 * actor (../actors.ts: the URL's filters and page in, the results out) and the result cards arrive
 * once the page's shell (heading, filters) is interactive. A category's page takes its heading from
 * the answer (onCategory). The page remounts it when the route or its parameter changes.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useEffect, type ReactNode } from 'react'
import type {
  SavedKind,
  SearchCompany,
  SearchCourse,
  SearchPerson,
} from '../../../../contracts/search/schemas'
import { withQuery } from '../../../shared/lib/routing'
import { Pagination } from '../../../shared/ui/pagination'
import { ResourceView } from '../../../shared/ui/resource-view'
import { useResults, type Filters } from '../actors'
import { CompanyResult, CourseResult, PersonResult } from './result-cards'
import { SaveSearchButton } from './saved-searches'

export type Shape = 'courses' | 'people' | 'companies'

export interface CategoryName {
  name_it: string
  name_en: string
}

export function ResultsData({
  route,
  param,
  shape,
  filters,
  here,
  savedKind,
  saveFilters,
  onCategory,
}: {
  route: string
  param: string
  shape: Shape
  filters: Filters
  /** The page's own address, which page links and filters keep. */
  here: string
  savedKind: SavedKind
  saveFilters: Filters
  onCategory: (category: CategoryName | undefined) => void
}) {
  const { t } = useLingui()
  const results = useResults(route, param, filters)
  const category = results.data?.category
  useEffect(() => onCategory(category), [category, onCategory])
  const q = filters.q ?? ''

  const list = (data: unknown[]): ReactNode => {
    if (shape === 'courses')
      return (data as SearchCourse[]).map((course) => <CourseResult key={course.id} course={course} />)
    if (shape === 'people')
      return (data as SearchPerson[]).map((person) => <PersonResult key={person.id} person={person} />)
    return (data as SearchCompany[]).map((company) => <CompanyResult key={company.id} company={company} />)
  }

  return (
    <>
      <div className="mb-4">
        <SaveSearchButton kind={savedKind} q={q} filters={saveFilters} />
      </div>
      <ResourceView
        resource={results}
        label={t`Risultati della ricerca`}
        empty={
          <p className="rounded-xl border border-slate-200 bg-white p-8 text-center text-slate-700">
            <Trans>Nessun risultato con questi filtri. Prova a toglierne qualcuno.</Trans>
          </p>
        }
      >
        {(found) => (
          <>
            <p className="mb-4 text-sm text-slate-700" role="status">
              <Plural value={found.meta.total} one="# risultato" other="# risultati" />
            </p>
            <ul className="flex flex-col gap-3">{list(found.data)}</ul>
            <div className="mt-6">
              <Pagination
                meta={found.meta}
                hrefFor={(page) => withQuery(here, { ...filters, page: page > 1 ? page : undefined })}
              />
            </div>
          </>
        )}
      </ResourceView>
    </>
  )
}
