/**
 * /myproducts (issue 14): what the user owns — the courses they are enrolled in, bought or free,
 * with how far they are, and the extra features switched on for them, with the way to more.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useLocale } from '../../../shared/i18n/use-locale'
import { formatDate } from '../../../shared/lib/format'
import { RouteLink, type PageProps } from '../../../shared/lib/routing'
import { Icon } from '../../../shared/ui/icon'
import { PageHeader } from '../../../shared/ui/page-header'
import { ResourceView } from '../../../shared/ui/resource-view'
import { useMyProducts } from '../list-actors'
import { ProgressBar } from '../components/progress-bar'

export function MyProductsPage({ title }: PageProps) {
  const { t } = useLingui()
  const locale = useLocale()
  const products = useMyProducts()

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <PageHeader title={title} />
      <ResourceView resource={products} label={t`I tuoi prodotti`}>
        {({ courses, features }) => (
          <div className="space-y-10">
            <section aria-labelledby="products-courses" className="space-y-3">
              <h2 id="products-courses" className="text-xl font-bold text-slate-900">
                <Trans>Corsi</Trans>
              </h2>
              {courses.length === 0 ? (
                <p className="text-slate-700">
                  <Trans>Non hai ancora corsi.</Trans>{' '}
                  <RouteLink name="courses" className="font-semibold text-brand-800 underline">
                    <Trans>Scopri i corsi</Trans>
                  </RouteLink>
                </p>
              ) : (
                <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
                  {courses.map((course) => {
                    const since = formatDate(course.since, locale)
                    return (
                      <li
                        key={course.course_id}
                        className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center"
                      >
                        <div className="min-w-0 flex-1">
                          <h3 id={`product-${course.course_id}`} className="font-semibold text-slate-900">
                            <RouteLink
                              name="course-slug"
                              params={{ slug: course.slug }}
                              className="underline"
                            >
                              {course.title}
                            </RouteLink>
                          </h3>
                          <p className="text-sm text-slate-700">
                            {course.paid ? (
                              <Trans>Acquistato il {since}</Trans>
                            ) : (
                              <Trans>Gratuito, dal {since}</Trans>
                            )}
                          </p>
                        </div>
                        <div className="flex items-center gap-2 sm:w-56">
                          <ProgressBar
                            percent={course.progress_percent}
                            labelledBy={`product-${course.course_id}`}
                            className="flex-1"
                          />
                          <span className="text-sm text-slate-700">{course.progress_percent}%</span>
                        </div>
                        <RouteLink
                          name="learn-slug"
                          params={{ slug: course.slug }}
                          className="font-semibold text-brand-800 underline"
                        >
                          {course.progress_percent === 0 ? <Trans>Inizia</Trans> : <Trans>Continua</Trans>}
                          <span className="sr-only">{course.title}</span>
                        </RouteLink>
                      </li>
                    )
                  })}
                </ul>
              )}
            </section>

            <section aria-labelledby="products-features" className="space-y-3">
              <h2 id="products-features" className="text-xl font-bold text-slate-900">
                <Trans>Funzionalità extra</Trans>
              </h2>
              {features.length === 0 ? (
                <p className="text-slate-700">
                  <Trans>Non hai funzionalità extra.</Trans>
                </p>
              ) : (
                <ul className="grid gap-3 sm:grid-cols-2">
                  {features.map((feature) => (
                    <li
                      key={feature.flag}
                      className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4"
                    >
                      <Icon type="check" size="md" className="text-green-700" />
                      <div>
                        <p className="font-semibold text-slate-900">{feature.title}</p>
                        {feature.description && (
                          <p className="text-sm text-slate-700">{feature.description}</p>
                        )}
                      </div>
                    </li>
                  ))}
                </ul>
              )}
              <RouteLink
                name="extra-features"
                className="inline-block font-semibold text-brand-800 underline"
              >
                <Trans>Vedi tutte le funzionalità extra</Trans>
              </RouteLink>
            </section>
          </div>
        )}
      </ResourceView>
    </div>
  )
}
