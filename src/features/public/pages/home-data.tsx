import { Trans, useLingui } from '@lingui/react/macro'
import type { HomePayload } from '../../../../contracts/public/schemas'
import { ResourceView } from '../../../shared/ui/resource-view'
import { formatNumber } from '../../../shared/lib/format'
import { useLocale } from '../../../shared/i18n/use-locale'
import { RouteLink } from '../../../shared/lib/routing'
import { CourseCard } from '../../../shared/ui/course-card'
import { useHome } from '../actors'
import { HomeSkeleton } from '../components/home-skeleton'
import { PersonCard } from '../components/person-card'
import { FavoriteButton } from '../../../session/favorite-button'

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

/** The data section of the home page, loaded as its own chunk once the page shell is up. */
export function HomeData() {
  const { t } = useLingui()
  const locale = useLocale()
  const home = useHome()
  return (
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
                <CourseCard
                  key={course.id}
                  course={course}
                  action={<FavoriteButton compact courseId={course.id} title={course.title} />}
                />
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
  )
}
