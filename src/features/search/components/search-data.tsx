/**
 * The data sections of /search, in a chunk of their own (lazySection): the results of every kind
 * and the saved searches arrive with their actors (../actors.ts) once the page's shell (heading,
 * search form) is interactive.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { SearchAll } from '../../../../contracts/search/schemas'
import { useLocale } from '../../../shared/i18n/use-locale'
import { AppLink, RouteLink, useRouteUrl, withQuery } from '../../../shared/lib/routing'
import { ResourceView } from '../../../shared/ui/resource-view'
import { useSearchAll } from '../actors'
import { CompanyResult, CourseResult, JobResult, PersonResult } from './result-cards'
import { SaveSearchButton } from './saved-searches'

export { SavedSearches } from './saved-searches'

function Group({
  title,
  total,
  more,
  children,
}: {
  title: string
  total: number
  more?: string
  children: ReactNode
}) {
  if (total === 0) return null
  return (
    <section className="mt-8" aria-label={title}>
      <div className="mb-3 flex items-baseline justify-between gap-3">
        <h2 className="text-xl font-semibold text-slate-900">
          {title} <span className="text-base font-normal text-slate-600">({total})</span>
        </h2>
        {more && (
          <AppLink href={more} className="text-sm font-medium text-brand-800 hover:underline">
            <Trans>Vedi tutti</Trans>
          </AppLink>
        )}
      </div>
      <ul className="grid gap-3 md:grid-cols-2">{children}</ul>
    </section>
  )
}

function Results({ results }: { results: SearchAll }) {
  const { t } = useLingui()
  const url = useRouteUrl()
  const locale = useLocale()
  const q = results.q
  const total = Object.values(results).reduce(
    (sum, group) => sum + (typeof group === 'object' ? group.total : 0),
    0,
  )
  if (total === 0)
    return (
      <p className="mt-6 rounded-xl border border-slate-200 bg-white p-8 text-center text-slate-700">
        <Trans>Nessun risultato per «{q}». Prova con meno parole o controlla come le hai scritte.</Trans>
      </p>
    )
  return (
    <>
      {(results.categories.total > 0 || results.topics.total > 0) && (
        <div className="mt-6 flex flex-wrap gap-2">
          {results.categories.items.map((category) => (
            <RouteLink
              key={category.slug}
              name="search-results-categories-category"
              params={{ category: category.slug }}
              className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800 hover:bg-brand-100"
            >
              {locale === 'en' ? category.name_en : category.name_it} ({category.courses})
            </RouteLink>
          ))}
          {results.topics.items.map((topic) => (
            <RouteLink
              key={topic.topic}
              name="search-results-topics-topic"
              params={{ topic: topic.topic }}
              className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800 hover:bg-slate-200"
            >
              #{topic.topic} ({topic.courses})
            </RouteLink>
          ))}
        </div>
      )}
      <Group
        title={t`Corsi`}
        total={results.courses.total}
        more={withQuery(url('search-results-courses'), { q })}
      >
        {results.courses.items.map((course) => (
          <CourseResult key={course.id} course={course} />
        ))}
      </Group>
      <Group
        title={t`Formatori`}
        total={results.trainers.total}
        more={withQuery(url('search-results-trainers'), { q })}
      >
        {results.trainers.items.map((person) => (
          <PersonResult key={person.id} person={person} />
        ))}
      </Group>
      <Group
        title={t`Studenti`}
        total={results.students.total}
        more={withQuery(url('search-results-students'), { q })}
      >
        {results.students.items.map((person) => (
          <PersonResult key={person.id} person={person} />
        ))}
      </Group>
      <Group
        title={t`Aziende`}
        total={results.companies.total}
        more={withQuery(url('search-results-companies'), { q })}
      >
        {results.companies.items.map((company) => (
          <CompanyResult key={company.id} company={company} />
        ))}
      </Group>
      <Group
        title={t`Offerte di lavoro`}
        total={results.jobs.total}
        more={withQuery(url('joblistings'), { q })}
      >
        {results.jobs.items.map((job) => (
          <JobResult key={job.id} job={job} />
        ))}
      </Group>
    </>
  )
}

/** Every kind of result for `q`, with the button that saves the search. */
export function SearchResults({ q }: { q: string }) {
  const { t } = useLingui()
  const results = useSearchAll(q)
  return (
    <>
      <SaveSearchButton kind="all" q={q} filters={{}} />
      <ResourceView resource={results} label={t`Risultati della ricerca`}>
        {(found) => (
          <>
            <p className="sr-only" role="status">
              <Plural
                value={Object.values(found).reduce(
                  (sum, group) => sum + (typeof group === 'object' ? group.total : 0),
                  0,
                )}
                one="# risultato"
                other="# risultati"
              />
            </p>
            <Results results={found} />
          </>
        )}
      </ResourceView>
    </>
  )
}
