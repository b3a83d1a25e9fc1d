/** The data section of /course/{slug}: the resource machine, the API call and the course itself. */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import type { CourseDetail } from '../../../../contracts/courses/schemas'
import { Avatar } from '../../../shared/ui/avatar'
import { buttonClasses } from '../../../shared/ui/button'
import { Icon } from '../../../shared/ui/icon'
import { CoursePrice } from '../../../shared/ui/price'
import { Rating } from '../../../shared/ui/rating'
import { ResourceView } from '../../../shared/ui/resource-view'
import { formatDate, formatDuration, formatLanguage } from '../../../shared/lib/format'
import { useLocale } from '../../../shared/i18n/use-locale'
import { useRequireLogin } from '../../../session/require-login'
import { AppLink, RouteLink, useNavigate, useRouteUrl } from '../../../shared/lib/routing'
import { useSessionSelector } from '../../../session/session-store'
import { useCourse, useCourseReviews, useLearnerState } from '../actors'
import { CourseReviews } from '../components/course-reviews'
import { CourseSkeleton } from '../components/course-skeleton'
import { PresentationVideo } from '../components/presentation-video'
import { FavoriteButton } from '../../../session/favorite-button'

/**
 * Buying needs an account: a visitor is asked to log in through the prompt and, once logged in,
 * goes on to the purchase; closing the prompt leaves them on the course.
 */
function BuyLink({ course }: { course: CourseDetail }) {
  const requireLogin = useRequireLogin()
  const navigate = useNavigate()
  const href = useRouteUrl()('buy-course-id-billing-information', { id: course.id })
  return (
    <AppLink
      href={href}
      className={`${buttonClasses({ block: true })} mt-4`}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
        event.preventDefault()
        void requireLogin().then((loggedIn) => {
          if (loggedIn) navigate(href)
        })
      }}
    >
      {course.price_cents === 0 ? <Trans>Iscriviti gratis</Trans> : <Trans>Acquista il corso</Trans>}
    </AppLink>
  )
}

/**
 * What the viewer can do next: a student of the course continues where they are (with how far
 * they got); anyone else buys it or joins it for free, or looks at the lessons first.
 */
function CallToAction({ course }: { course: CourseDetail }) {
  const loggedIn = useSessionSelector((session) => session.isLoggedIn)
  return loggedIn ? <LearnerAction course={course} /> : <NewcomerActions course={course} />
}

function NewcomerActions({ course }: { course: CourseDetail }) {
  return (
    <>
      <BuyLink course={course} />
      <RouteLink
        name="learn-slug"
        params={{ slug: course.slug }}
        className={`${buttonClasses({ block: true, outline: true })} mt-2`}
      >
        <Trans>Vai alle lezioni</Trans>
      </RouteLink>
    </>
  )
}

function LearnerAction({ course }: { course: CourseDetail }) {
  const learner = useLearnerState(course.slug)
  // Until it is known (or if it cannot be), the course is offered as to anyone.
  if (!learner.data?.enrolled) return <NewcomerActions course={course} />
  const progress = learner.data.progress
  return (
    <RouteLink
      name="learn-slug"
      params={{ slug: course.slug }}
      className={`${buttonClasses({ block: true })} mt-4`}
    >
      {progress === 0 ? (
        <Trans>Inizia il corso</Trans>
      ) : (
        <Trans>Continua il corso ({progress}% completato)</Trans>
      )}
    </RouteLink>
  )
}

/** The course's lessons in order, each with its length; a free preview links to its lesson. */
function CourseLessons({ course }: { course: CourseDetail }) {
  return (
    <section aria-labelledby="course-lessons" className="mt-10">
      <h2 id="course-lessons" className="text-xl font-bold text-slate-900">
        <Trans>Lezioni</Trans>
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        <Plural value={course.lessons.length} one="# lezione" other="# lezioni" /> ·{' '}
        {formatDuration(course.duration_seconds)}
      </p>
      <ol className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {[...course.lessons]
          .sort((a, b) => a.position - b.position)
          .map((lesson) => (
            <li key={lesson.id} className="flex items-center gap-3 px-4 py-3">
              <Icon type={lesson.has_video ? 'play' : 'book'} size="sm" className="text-slate-600" />
              <span className="flex-1 text-slate-900">
                {lesson.free ? (
                  <RouteLink
                    name="learn-slug-free-id"
                    params={{ slug: course.slug, id: lesson.id }}
                    className="underline"
                  >
                    {lesson.title}
                  </RouteLink>
                ) : (
                  lesson.title
                )}
              </span>
              {lesson.free && (
                <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">
                  <Trans>Anteprima gratuita</Trans>
                </span>
              )}
              <span className="text-sm text-slate-700">{formatDuration(lesson.duration_seconds)}</span>
            </li>
          ))}
      </ol>
    </section>
  )
}

function CourseView({ course }: { course: CourseDetail }) {
  const { t } = useLingui()
  const locale = useLocale()
  const levelLabel = (level: NonNullable<CourseDetail['level']>) =>
    ({ beginner: t`Principiante`, intermediate: t`Intermedio`, advanced: t`Avanzato` })[level]
  // The reviews' figures as the reviews section last loaded them (one actor for both): a review
  // posted, edited or deleted changes the header's rating and count with the section's, not at the
  // next reload.
  const reviews = useCourseReviews(course.id)
  const figures = reviews.view.list.summary
  const average = figures?.average ?? course.average_reviews
  const reviewCount = figures?.count ?? course.review_number
  const date = formatDate(course.published_at, locale)
  const language = formatLanguage(course.language, locale)
  useEffect(() => {
    document.title = `${course.title} · Aula`
  }, [course.title])

  return (
    <article className="grid gap-10 wrap-anywhere lg:grid-cols-3">
      <div className="lg:col-span-2">
        <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
          {course.category.name[locale]}
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{course.title}</h1>
        <p className="mt-3 text-lg text-slate-700">{course.subtitle}</p>
        <div className="mt-4 flex flex-wrap items-center gap-4 text-sm text-slate-700">
          <Rating average={average} count={reviewCount} />
          <span>
            <Trans>Pubblicato il {date}</Trans>
          </span>
          <span>
            <Trans>Lingua del corso: {language}</Trans>
          </span>
          {course.level && (
            <span>
              <Trans>Livello: {levelLabel(course.level)}</Trans>
            </span>
          )}
          {course.enrolments_count > 0 && (
            <span>
              <Plural value={course.enrolments_count} one="# studente" other="# studenti" />
            </span>
          )}
        </div>

        <section aria-labelledby="course-description" className="mt-10">
          <h2 id="course-description" className="text-xl font-bold text-slate-900">
            <Trans>Descrizione</Trans>
          </h2>
          <p className="mt-3 whitespace-pre-line text-slate-800">{course.description}</p>
        </section>

        {course.requirements.length > 0 && (
          <section aria-labelledby="course-requirements" className="mt-10">
            <h2 id="course-requirements" className="text-xl font-bold text-slate-900">
              <Trans>Requisiti</Trans>
            </h2>
            <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-800">
              {course.requirements.map((requirement) => (
                <li key={requirement}>{requirement}</li>
              ))}
            </ul>
          </section>
        )}

        {course.goals.length > 0 && (
          <section aria-labelledby="course-goals" className="mt-10">
            <h2 id="course-goals" className="text-xl font-bold text-slate-900">
              <Trans>Cosa imparerai</Trans>
            </h2>
            <ul className="mt-3 grid gap-2 sm:grid-cols-2">
              {course.goals.map((goal) => (
                <li key={goal} className="flex gap-2 text-slate-800">
                  <Icon type="check" size="sm" className="mt-1 text-brand-700" />
                  <span>{goal}</span>
                </li>
              ))}
            </ul>
          </section>
        )}

        <CourseLessons course={course} />

        {course.recipients.length > 0 && (
          <section aria-labelledby="course-recipients" className="mt-10">
            <h2 id="course-recipients" className="text-xl font-bold text-slate-900">
              <Trans>A chi è rivolto</Trans>
            </h2>
            <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-800">
              {course.recipients.map((recipient) => (
                <li key={recipient}>{recipient}</li>
              ))}
            </ul>
          </section>
        )}

        <CourseReviews reviews={reviews} />
      </div>

      <aside aria-label={course.title} className="lg:sticky lg:top-24 lg:self-start">
        <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
          {course.presentation ? (
            <PresentationVideo video={course.presentation} title={course.title} cover={course.cover_url} />
          ) : (
            course.cover_url && (
              <img src={course.cover_url} alt="" className="aspect-video w-full object-cover" />
            )
          )}
          <div className="p-6">
            <CoursePrice course={course} className="text-3xl font-bold text-slate-900" />
            <CallToAction course={course} />
            <div className="mt-3">
              <FavoriteButton courseId={course.id} title={course.title} />
            </div>
            <div className="mt-6 flex items-center gap-3 border-t border-slate-200 pt-4">
              <Avatar name={course.trainer.full_name} url={course.trainer.avatar_url} size={40} />
              <div className="min-w-0">
                <p className="text-xs text-slate-600">
                  <Trans>Formatore</Trans>
                </p>
                <RouteLink
                  name="id"
                  params={{ id: course.trainer.slug }}
                  className="font-semibold text-slate-900 underline"
                >
                  {course.trainer.full_name}
                </RouteLink>
              </div>
            </div>
          </div>
        </div>
      </aside>
    </article>
  )
}

/** The whole course, loaded as its own chunk once the page shell (layout, navigation) is up. */
export function CourseDetails({ slug, title }: { slug: string; title: string }) {
  const { t } = useLingui()
  const course = useCourse(slug)
  const notFound =
    course.snapshot.matches('failure') && (course.error as { status?: number } | null)?.status === 404

  return notFound ? (
    <div className="py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">
        <Trans>Corso non trovato</Trans>
      </h1>
      <p className="mt-2 text-slate-700">
        <Trans>Il corso che cerchi non esiste o non è più disponibile.</Trans>
      </p>
      <RouteLink name="courses" className={`${buttonClasses({})} mt-6`}>
        <Trans>Vedi tutti i corsi</Trans>
      </RouteLink>
    </div>
  ) : (
    <>
      {!course.snapshot.matches('success') && !course.snapshot.matches('reloading') && (
        // the course's own title becomes the h1 once loaded; until then the route title holds the place
        <h1 className="sr-only">{title}</h1>
      )}
      <ResourceView resource={course} label={t`Dettagli del corso`} skeleton={<CourseSkeleton />}>
        {(data) => <CourseView key={data.id} course={data} />}
      </ResourceView>
    </>
  )
}
