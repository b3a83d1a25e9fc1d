/** One result of each kind, as the result pages and /search list them. */
import { Trans } from '@lingui/react/macro'
import type {
  SearchCompany,
  SearchCourse,
  SearchJob,
  SearchPerson,
} from '../../../../contracts/search/schemas'
import { useLocale } from '../../../shared/i18n/use-locale'
import { formatPrice } from '../../../shared/lib/format'
import { RouteLink, useRouteUrl, withQuery, AppLink } from '../../../shared/lib/routing'
import { Avatar } from '../../../shared/ui/avatar'
import { Rating } from '../../../shared/ui/rating'
import { Highlight } from './highlight'

const card = 'rounded-xl border border-slate-200 bg-white p-4'

export function CourseResult({ course }: { course: SearchCourse }) {
  const locale = useLocale()
  const price = formatPrice(course.price_cents, locale)
  return (
    <li className={`${card} flex gap-4`}>
      {course.cover_url ? (
        <img
          src={course.cover_url}
          alt=""
          loading="lazy"
          className="hidden h-20 w-32 shrink-0 rounded-md object-cover sm:block"
        />
      ) : null}
      <div className="min-w-0 flex-1">
        <h2 className="text-base font-semibold">
          <RouteLink
            name="course-slug"
            params={{ slug: course.slug }}
            className="text-brand-800 hover:underline"
          >
            <Highlight text={course.title_highlight} />
          </RouteLink>
        </h2>
        <p className="text-sm text-slate-700">
          {course.trainer_name} · {locale === 'en' ? course.category.name_en : course.category.name_it}
          {course.topic ? ` · ${course.topic}` : ''}
        </p>
        {course.snippet && (
          <p className="mt-1 line-clamp-2 text-sm text-slate-600">
            <Highlight text={course.snippet} />
          </p>
        )}
        <div className="mt-2 flex flex-wrap items-center gap-3 text-sm">
          <Rating average={course.average_reviews} count={course.review_number} />
          <span className="font-medium text-slate-900">{price ?? <Trans>Gratis</Trans>}</span>
          <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700 uppercase">
            {course.language}
          </span>
        </div>
      </div>
    </li>
  )
}

export function PersonResult({ person }: { person: SearchPerson }) {
  return (
    <li className={`${card} flex items-center gap-3`}>
      <Avatar name={person.full_name} url={person.avatar_url} size={48} />
      <div className="min-w-0 flex-1">
        <h2 className="text-base font-semibold">
          <RouteLink name="id" params={{ id: person.slug }} className="text-brand-800 hover:underline">
            <Highlight text={person.name_highlight} />
          </RouteLink>
        </h2>
        {person.payoff && <p className="truncate text-sm text-slate-700">{person.payoff}</p>}
        {person.city && <p className="text-xs text-slate-600">{person.city}</p>}
      </div>
    </li>
  )
}

export function CompanyResult({ company }: { company: SearchCompany }) {
  const url = useRouteUrl()
  return (
    <li className={`${card} flex items-center gap-3`}>
      <Avatar name={company.name} url={company.logo_url} size={48} />
      <div className="min-w-0 flex-1">
        <h2 className="text-base font-semibold text-slate-900">
          <Highlight text={company.name_highlight} />
        </h2>
        <p className="text-sm text-slate-700">{[company.city, company.payoff].filter(Boolean).join(' · ')}</p>
        {company.open_jobs > 0 && (
          <AppLink
            href={withQuery(url('joblistings'), { q: company.name })}
            className="text-sm text-brand-800 hover:underline"
          >
            <Trans>Offerte aperte: {company.open_jobs}</Trans>
          </AppLink>
        )}
      </div>
    </li>
  )
}

export function JobResult({ job }: { job: SearchJob }) {
  return (
    <li className={card}>
      <h2 className="text-base font-semibold">
        <RouteLink name="joblistings-id" params={{ id: job.id }} className="text-brand-800 hover:underline">
          <Highlight text={job.title_highlight} />
        </RouteLink>
      </h2>
      <p className="text-sm text-slate-700">
        {[job.company_name, job.city].filter(Boolean).join(' · ')}
        {job.remote ? (
          <>
            {' · '}
            <Trans>Da remoto</Trans>
          </>
        ) : null}
      </p>
    </li>
  )
}
