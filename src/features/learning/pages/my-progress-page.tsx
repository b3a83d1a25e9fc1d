/**
 * /myprogress (issue 14): every course the learner follows with its progress bar, the lesson to
 * go back to and, at 100%, the certificate; and a chart of learning time per week (uPlot, loaded
 * with this page only) with the same figures as a table for whoever does not read charts.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useMemo } from 'react'
import type { Locale } from '../../../../contracts/core/constants'
import type { LearningWeek, MyProgress } from '../../../../contracts/learning/schemas'
import { useLocale } from '../../../shared/i18n/use-locale'
import { formatDate, formatDayMonth } from '../../../shared/lib/format'
import type { PageProps } from '../../../shared/lib/routing'
import { RouteLink } from '../../../shared/lib/routing'
import { BarChart } from '../../../shared/ui/bar-chart'
import { buttonClasses } from '../../../shared/ui/button'
import { PageHeader } from '../../../shared/ui/page-header'
import { ResourceView } from '../../../shared/ui/resource-view'
import { certificateUrl } from '../actors'
import { useMyProgress } from '../list-actors'
import { ProgressBar } from '../components/progress-bar'

export function MyProgressPage({ title }: PageProps) {
  const { t } = useLingui()
  const progress = useMyProgress()
  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-8 sm:px-6">
      <PageHeader title={title} />
      <ResourceView resource={progress} label={t`I tuoi corsi`}>
        {(data) => <Progress data={data} />}
      </ResourceView>
    </div>
  )
}

function Progress({ data }: { data: MyProgress }) {
  const locale = useLocale()
  return (
    <>
      <section aria-labelledby="courses-title" className="space-y-4">
        <h2 id="courses-title" className="text-lg font-semibold text-slate-900">
          <Trans>I tuoi corsi</Trans>
        </h2>
        {data.courses.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
            <Trans>Non segui ancora nessun corso.</Trans>{' '}
            <RouteLink name="courses" className="font-semibold text-brand-800 underline">
              <Trans>Scopri i corsi</Trans>
            </RouteLink>
          </p>
        ) : (
          <ul className="space-y-4">
            {data.courses.map((course) => {
              const barId = `course-progress-${course.course_id}`
              return (
                <li key={course.course_id} className="rounded-xl border border-slate-200 bg-white p-5">
                  <h3 id={barId} className="font-semibold text-slate-900">
                    <RouteLink name="course-slug" params={{ slug: course.slug }} className="hover:underline">
                      {course.title}
                    </RouteLink>
                  </h3>
                  <div className="mt-3 flex items-center gap-3">
                    <ProgressBar percent={course.progress_percent} labelledBy={barId} className="flex-1" />
                    <span className="text-sm text-slate-700">{course.progress_percent}%</span>
                  </div>
                  <p className="mt-2 text-sm text-slate-700">
                    <Plural
                      value={course.lessons_total}
                      one={`${course.lessons_finished} di # lezione completata`}
                      other={`${course.lessons_finished} di # lezioni completate`}
                    />
                  </p>
                  <div className="mt-3 flex flex-wrap items-center gap-3">
                    {course.last_lesson ? (
                      <RouteLink
                        name="learn-slug-id"
                        params={{ slug: course.slug, id: course.last_lesson.id }}
                        className={buttonClasses({ outline: true })}
                      >
                        <Trans>Riprendi: {course.last_lesson.title}</Trans>
                      </RouteLink>
                    ) : (
                      <RouteLink
                        name="learn-slug"
                        params={{ slug: course.slug }}
                        className={buttonClasses({})}
                      >
                        <Trans>Inizia il corso</Trans>
                      </RouteLink>
                    )}
                    {course.last_lesson && (
                      <span className="text-sm text-slate-600">
                        <Trans>Ultima lezione il {formatDate(course.last_lesson.at, locale)}</Trans>
                      </span>
                    )}
                    {course.completed && (
                      <a href={certificateUrl(course.course_id)} download className={buttonClasses({})}>
                        <Trans>Scarica l'attestato</Trans>
                      </a>
                    )}
                  </div>
                </li>
              )
            })}
          </ul>
        )}
      </section>
      <LearningTime weeks={data.weeks} />
    </>
  )
}

const minutesOf = (seconds: number) => Math.round(seconds / 60)

function LearningTime({ weeks }: { weeks: LearningWeek[] }) {
  const { t } = useLingui()
  const locale = useLocale()
  const total = minutesOf(weeks.reduce((sum, week) => sum + week.seconds, 0))
  return (
    <section
      aria-labelledby="time-title"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="time-title" className="text-lg font-semibold text-slate-900">
        <Trans>Tempo di studio per settimana</Trans>
      </h2>
      <p className="text-sm text-slate-700">
        <Plural
          value={total}
          one="# minuto nelle ultime 12 settimane"
          other="# minuti nelle ultime 12 settimane"
        />
      </p>
      <WeeksChart weeks={weeks} label={t`Minuti di studio per settimana`} locale={locale} />
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700">
          <Trans>Vedi i dati in tabella</Trans>
        </summary>
        <table className="mt-3 w-full text-left">
          <caption className="sr-only">{t`Minuti di studio per settimana`}</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 font-semibold">
                <Trans>Settimana dal</Trans>
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                <Trans>Minuti</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.week} className="border-t border-slate-100">
                <td className="py-1">{formatDate(`${week.week}T00:00:00Z`, locale)}</td>
                <td className="py-1 text-right">{minutesOf(week.seconds)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  )
}

/** The bars of the weeks' minutes; the figure is described by its label and the table. */
function WeeksChart({ weeks, label, locale }: { weeks: LearningWeek[]; label: string; locale: Locale }) {
  const x = useMemo(() => weeks.map((week) => Date.parse(`${week.week}T00:00:00Z`) / 1000), [weeks])
  const y = useMemo(() => weeks.map((week) => minutesOf(week.seconds)), [weeks])
  const xLabel = useCallback((seconds: number) => formatDayMonth(seconds, locale), [locale])
  return <BarChart x={x} y={y} label={label} unit="min" xLabel={xLabel} />
}
