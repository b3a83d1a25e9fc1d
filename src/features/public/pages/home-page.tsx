import { Trans, useLingui } from '@lingui/react/macro'
import type { HomePayload } from '../../../../contracts/api/public'
import { Button, buttonClasses } from '../../../components/button'
import { Icon } from '../../../components/icon'
import { ResourceView } from '../../../components/resource-view'
import { Skeleton } from '../../../components/skeleton'
import { formatNumber } from '../../../lib/format'
import { useLocale } from '../../../lib/i18n/use-locale'
import { RouteLink, useNavigate, useRouteUrl, withQuery, type PageProps } from '../../../lib/routing'
import { useResource } from '../../../lib/use-resource'
import { CourseCard } from '../../courses/components/course-card'
import { fetchHome } from '../api'
import { PersonCard } from '../components/person-card'

function HeroSearch() {
  const { t } = useLingui()
  const url = useRouteUrl()
  const navigate = useNavigate()
  return (
    <form
      role="search"
      action={url('courses')}
      className="mt-8 flex max-w-xl gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        const q = String(new FormData(event.currentTarget).get('q') ?? '').trim()
        navigate(withQuery(url('courses'), { q }))
      }}
    >
      <label htmlFor="home-search" className="sr-only">
        <Trans>Cerca un corso</Trans>
      </label>
      <input
        id="home-search"
        name="q"
        type="search"
        placeholder={t`Cosa vuoi imparare oggi?`}
        className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-4 py-2 text-slate-900 placeholder:text-slate-500"
      />
      <Button type="submit">
        <Icon type="search" size="sm" />
        <Trans>Cerca</Trans>
      </Button>
    </form>
  )
}

function Stats({ stats }: { stats: HomePayload['stats'] }) {
  const locale = useLocale()
  const items = [
    { value: stats.courses, label: <Trans>corsi</Trans> },
    { value: stats.trainers, label: <Trans>formatori</Trans> },
    { value: stats.students, label: <Trans>studenti</Trans> },
    { value: stats.job_listings, label: <Trans>offerte di lavoro</Trans> },
  ]
  return (
    <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
      {items.map((item, i) => (
        <div key={i} className="rounded-xl border border-slate-200 bg-white p-4 text-center">
          <dt className="text-sm text-slate-700">{item.label}</dt>
          <dd className="mt-1 text-2xl font-bold text-brand-800">{formatNumber(item.value, locale)}</dd>
        </div>
      ))}
    </dl>
  )
}

function HomeSkeleton() {
  return (
    <div className="space-y-8">
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-20" />
        ))}
      </div>
      <Skeleton className="h-7 w-56" />
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-72" />
        ))}
      </div>
    </div>
  )
}

export function HomePage({ title }: PageProps) {
  const { t } = useLingui()
  const locale = useLocale()
  const home = useResource(fetchHome)

  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-24">
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">
            <Trans>
              Corsi online tenuti da professionisti, una rete di formatori e studenti e le offerte di lavoro
              delle aziende che cercano talenti.
            </Trans>
          </p>
          <HeroSearch />
          <div className="mt-6 flex flex-wrap gap-3">
            <RouteLink name="courses" className={buttonClasses({ rounded: true })}>
              <Trans>Esplora i corsi</Trans>
            </RouteLink>
            <RouteLink name="register-formatore" className={buttonClasses({ rounded: true, outline: true })}>
              <Trans>Insegna su Aula</Trans>
            </RouteLink>
          </div>
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <ResourceView resource={home} label={t`Novità su Aula`} skeleton={<HomeSkeleton />}>
          {(data) => (
            <div className="space-y-14">
              <Stats stats={data.stats} />

              <section aria-labelledby="home-courses">
                <div className="flex items-end justify-between gap-4">
                  <h2 id="home-courses" className="text-2xl font-bold text-slate-900">
                    <Trans>Ultimi corsi</Trans>
                  </h2>
                  <RouteLink name="courses" className="text-sm font-semibold text-brand-800 underline">
                    <Trans>Vedi tutti i corsi</Trans>
                  </RouteLink>
                </div>
                <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
                  {data.courses.map((course) => (
                    <CourseCard key={course.id} course={course} />
                  ))}
                </div>
              </section>

              <section aria-labelledby="home-trainers">
                <div className="flex items-end justify-between gap-4">
                  <h2 id="home-trainers" className="text-2xl font-bold text-slate-900">
                    <Trans>Formatori in evidenza</Trans>
                  </h2>
                  <RouteLink name="trainers-all" className="text-sm font-semibold text-brand-800 underline">
                    <Trans>Vedi tutti i formatori</Trans>
                  </RouteLink>
                </div>
                <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
                  {data.trainers.map((trainer) => (
                    <PersonCard key={trainer.id} person={trainer} />
                  ))}
                </div>
              </section>

              <section aria-labelledby="home-categories">
                <h2 id="home-categories" className="text-2xl font-bold text-slate-900">
                  <Trans>Categorie</Trans>
                </h2>
                <ul className="mt-6 flex flex-wrap gap-3">
                  {data.categories.map((category) => (
                    <li key={category.id}>
                      <RouteLink
                        name="courses"
                        query={{ category: category.slug }}
                        className="inline-block rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 no-underline hover:border-brand-700 hover:text-brand-800"
                      >
                        {category.name[locale]}
                      </RouteLink>
                    </li>
                  ))}
                </ul>
              </section>
            </div>
          )}
        </ResourceView>
      </div>
    </>
  )
}
