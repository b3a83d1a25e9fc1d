/**
 * The lesson player's section (issue 14): the course outline in a side panel with ticks and
 * progress, one lesson at a time driven by machines/lesson-player, finish / previous / next,
 * notes for those who follow the course. The URL follows the lesson shown, so a reload or a
 * shared link opens the same lesson.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useEffect, useEffectEvent, useRef } from 'react'
import type { CourseOutline, DownloadableFile, Lesson } from '../../../../contracts/learning/schemas'
import { lessonPlayerView } from '../../../../machines/lesson-player'
import { errorStatus } from '../../../../contracts/accounts/api-error-fields'
import { formatDuration } from '../../../shared/lib/format'
import { RouteLink, useRouteUrl } from '../../../shared/lib/routing'
import { useRouteStep } from '../../../shared/lib/use-route-step'
import { Button } from '../../../shared/ui/button'
import { FormAlert } from '../../../shared/ui/form-fields'
import { Icon } from '../../../shared/ui/icon'
import { ResourceView } from '../../../shared/ui/resource-view'
import { Spinner } from '../../../shared/ui/spinner'
import { useCourseOutline, useLessonPlayer, useProgressSaver, type LessonPlayerActor } from '../actors'
import { CourseCompleted } from '../components/course-completed'
import { CourseQuestions } from '../components/course-questions'
import { LessonNotes } from '../components/lesson-notes'
import { ProgressBar } from '../components/progress-bar'
import { StudyingNow } from '../components/studying-now'
import { LessonVideo, type LessonVideoHandle } from '../../../shared/ui/video-player'

/** The player's data section: the outline, then the lesson (see learn-page.tsx for the shell). */
export function LearnPlayer({ slug, requested }: { slug: string; requested: number | null }) {
  const { t } = useLingui()
  const outline = useCourseOutline(slug)
  return (
    <ResourceView resource={outline} label={t`Lezioni del corso`}>
      {(course) => <Player course={course} requested={requested} onChanged={outline.reload} />}
    </ResourceView>
  )
}

function Player({
  course,
  requested,
  onChanged,
}: {
  course: CourseOutline
  /** The lesson the URL names; none on /learn-{slug}, which opens where the viewer left off. */
  requested: number | null
  onChanged: () => void
}) {
  const lessonId = requested ?? course.resume_lesson_id
  const url = useRouteUrl()
  const actor = useLessonPlayer(course, lessonId ?? 0)
  const view = useSelector(actor, lessonPlayerView)
  const contextLessonId = useSelector(actor, (snapshot) => snapshot.context.lessonId)
  const progress = useSelector(actor, (snapshot) => snapshot.context.progress)

  // The URL and the lesson shown are kept in step by useRouteStep, as the checkout's and the
  // wizards' steps are: the URL asking for another lesson (the side panel, back and forward) opens
  // it; the player moving on (next, previous) or opening where the viewer left off moves the URL
  // once the lesson has answered (shown or locked), a new entry so back returns to the lesson
  // before (the entry of /learn-{slug} itself is replaced).
  const settled = view.status !== 'loading'
  useRouteStep(actor, {
    step: settled && contextLessonId > 0 ? contextLessonId : undefined,
    routeStep: requested ?? undefined,
    urlOf: (id) => url('learn-slug-id', { slug: course.slug, id }),
    goTo: (id) => ({ type: 'player.open' as const, lessonId: id }),
    replace: (_, routeStep) => routeStep === undefined,
  })
  // A finish changes the ticks and the percentage in the side panel; a login, which lessons open.
  const refreshOutline = useEffectEvent(onChanged)
  useEffect(() => {
    if (progress) refreshOutline()
  }, [progress])
  const previousStatus = useRef(view.status)
  useEffect(() => {
    if (previousStatus.current === 'loggingIn' && view.status === 'loading') refreshOutline()
    previousStatus.current = view.status
  }, [view.status])

  const percent = view.progressPercent ?? course.progress_percent
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
      <section aria-labelledby="lesson-title" className="min-w-0 space-y-6">
        <LessonPanel course={course} lessonId={contextLessonId} actor={actor} view={view} />
      </section>
      <aside aria-labelledby="outline-title" className="space-y-4 lg:order-none">
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <h2 id="outline-title" className="font-semibold text-slate-900">
            <RouteLink name="course-slug" params={{ slug: course.slug }} className="hover:underline">
              {course.title}
            </RouteLink>
          </h2>
          <p className="text-sm text-slate-700">{course.trainer_name}</p>
          {course.enrolled && (
            <div className="mt-3">
              <div className="flex justify-between text-sm text-slate-700">
                <span id="course-progress-label">
                  <Trans>Avanzamento del corso</Trans>
                </span>
                <span>{percent}%</span>
              </div>
              <ProgressBar percent={percent} labelledBy="course-progress-label" className="mt-1" />
            </div>
          )}
          <StudyingNow courseId={course.id} enabled={course.enrolled} />
        </div>
        <nav aria-label={course.title} className="rounded-xl border border-slate-200 bg-white">
          <ol className="divide-y divide-slate-200">
            {course.lessons.map((lesson) => {
              const current = lesson.id === contextLessonId
              return (
                <li key={lesson.id}>
                  <RouteLink
                    name={lesson.free && !course.enrolled ? 'learn-slug-free-id' : 'learn-slug-id'}
                    params={{ slug: course.slug, id: lesson.id }}
                    aria-current={current ? 'page' : undefined}
                    className={`flex items-start gap-3 px-4 py-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-700 ${current ? 'bg-brand-50 font-semibold' : 'hover:bg-slate-50'}`}
                  >
                    <span className="mt-0.5 shrink-0" aria-hidden="true">
                      {lesson.finished ? (
                        <Icon type="check" size="sm" className="text-green-700" />
                      ) : lesson.open ? (
                        <Icon
                          type={lesson.kind === 'video' ? 'play' : 'book'}
                          size="sm"
                          className="text-slate-600"
                        />
                      ) : (
                        <Icon type="eye" size="sm" className="text-slate-400" />
                      )}
                    </span>
                    <span className="flex-1 text-slate-900">
                      {lesson.position}. {lesson.title}
                      {lesson.finished && (
                        <span className="sr-only">
                          {' '}
                          <Trans>(completata)</Trans>
                        </span>
                      )}
                      {!lesson.open && (
                        <span className="sr-only">
                          {' '}
                          <Trans>(riservata agli iscritti)</Trans>
                        </span>
                      )}
                    </span>
                    <span className="shrink-0 text-slate-600">
                      {lesson.free && !course.enrolled ? (
                        <Trans>Gratis</Trans>
                      ) : (
                        formatDuration(lesson.duration_seconds)
                      )}
                    </span>
                  </RouteLink>
                </li>
              )
            })}
          </ol>
        </nav>
        {course.materials.length > 0 && (
          <section
            aria-labelledby="course-materials"
            className="space-y-2 rounded-xl border border-slate-200 bg-white p-4"
          >
            <h2 id="course-materials" className="font-semibold text-slate-900">
              <Trans>Materiali del corso</Trans>
            </h2>
            <DownloadList files={course.materials} />
          </section>
        )}
      </aside>
    </div>
  )
}

function LessonPanel({
  course,
  lessonId,
  actor,
  view,
}: {
  course: CourseOutline
  lessonId: number
  actor: LessonPlayerActor
  view: ReturnType<typeof lessonPlayerView>
}) {
  const { t } = useLingui()
  const player = useRef<LessonVideoHandle>(null)
  const { lesson, status } = view
  const heading = lesson?.title ?? course.lessons.find((item) => item.id === lessonId)?.title ?? course.title
  const focusTarget = useRef<HTMLHeadingElement>(null)
  // A new lesson: its title is where a keyboard or screen-reader user goes on from.
  const shownId = lesson?.id
  useEffect(() => {
    if (shownId !== undefined) focusTarget.current?.focus()
  }, [shownId])

  if (status === 'loading')
    return (
      <div role="status" className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-8">
        <Spinner size={20} />
        <Trans>Caricamento della lezione…</Trans>
      </div>
    )
  if (status === 'needsLogin' || status === 'loggingIn')
    return (
      <Locked heading={heading}>
        <p>
          <Trans>Accedi per seguire questa lezione.</Trans>
        </p>
        <Button disabled={status === 'loggingIn'} onClick={() => actor.send({ type: 'player.login' })}>
          <Trans>Accedi</Trans>
        </Button>
      </Locked>
    )
  if (status === 'notEnrolled')
    return (
      <Locked heading={heading}>
        <p>
          <Trans>Questa lezione è riservata agli iscritti al corso.</Trans>
        </p>
        <Button onClick={() => actor.send({ type: 'player.buy' })}>
          <Trans>Acquista il corso</Trans>
        </Button>
      </Locked>
    )
  if (status === 'failed' && errorStatus(view.error) === 404)
    return (
      <div className="space-y-3 rounded-xl border border-slate-200 bg-white p-8 text-slate-800">
        <h2 id="lesson-title" className="text-xl font-semibold text-slate-900">
          <Trans>Questa lezione non fa parte del corso.</Trans>
        </h2>
        <RouteLink
          name="learn-slug"
          params={{ slug: course.slug }}
          className="font-semibold text-brand-800 underline"
        >
          <Trans>Vai alle lezioni del corso</Trans>
        </RouteLink>
      </div>
    )
  if (status === 'failed' || !lesson)
    return (
      <div role="alert" className="space-y-3 rounded-xl border border-red-200 bg-red-50 p-8 text-red-900">
        <p>
          <Trans>Non è stato possibile caricare la lezione.</Trans>
        </p>
        <Button outline onClick={() => actor.send({ type: 'player.retry' })}>
          <Trans>Riprova</Trans>
        </Button>
      </div>
    )

  return (
    <>
      <header>
        <p className="text-sm text-slate-700">
          <Trans>
            Lezione {lesson.position} di {course.lessons.length}
          </Trans>
          {lesson.free && !lesson.enrolled && (
            <>
              {' · '}
              <Trans>Anteprima gratuita</Trans>
            </>
          )}
        </p>
        <h2
          id="lesson-title"
          ref={focusTarget}
          tabIndex={-1}
          className="mt-1 text-2xl font-bold text-slate-900 focus:outline-none"
        >
          {lesson.title}
        </h2>
      </header>
      <LessonContent lesson={lesson} player={player} onEnded={() => actor.send({ type: 'player.ended' })} />
      {view.finishError && (
        <FormAlert>
          <Trans>Non è stato possibile segnare la lezione come completata. Riprova.</Trans>
        </FormAlert>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button outline disabled={!view.canPrevious} onClick={() => actor.send({ type: 'player.previous' })}>
          <Trans>Lezione precedente</Trans>
        </Button>
        {lesson.enrolled &&
          (lesson.finished ? (
            <span className="inline-flex items-center gap-2 text-sm font-medium text-green-800">
              <Icon type="check" size="sm" />
              <Trans>Lezione completata</Trans>
            </span>
          ) : (
            <Button disabled={status === 'finishing'} onClick={() => actor.send({ type: 'player.finish' })}>
              {status === 'finishing' ? <Spinner size={16} /> : <Icon type="check" size="sm" />}
              <Trans>Segna come completata</Trans>
            </Button>
          ))}
        <Button outline disabled={!view.canNext} onClick={() => actor.send({ type: 'player.next' })}>
          <Trans>Lezione successiva</Trans>
        </Button>
      </div>
      {status === 'courseEnd' && <CourseCompleted courseId={course.id} slug={course.slug} />}
      {!lesson.enrolled && lesson.free && (
        <div className="rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-slate-800">
          <Trans>Ti piace? Le altre lezioni sono riservate agli iscritti al corso.</Trans>{' '}
          <RouteLink name="course-slug" params={{ slug: course.slug }} className="font-semibold underline">
            <Trans>Scopri il corso</Trans>
          </RouteLink>
        </div>
      )}
      {lesson.enrolled && (
        <LessonNotes
          lessonId={lesson.id}
          currentTime={() =>
            lesson.kind === 'video' && lesson.video_url ? (player.current?.currentTime() ?? null) : null
          }
          onJump={(seconds) => player.current?.seek(seconds)}
          label={t`Le tue note`}
        />
      )}
      {lesson.enrolled && <CourseQuestions courseId={course.id} />}
    </>
  )
}

function Locked({ heading, children }: { heading: string; children: React.ReactNode }) {
  return (
    <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-8">
      <h2 id="lesson-title" className="text-2xl font-bold text-slate-900">
        {heading}
      </h2>
      <div className="space-y-4 text-slate-800">{children}</div>
    </div>
  )
}

/**
 * What the lesson is: a video (its position saved every few seconds and when it pauses or the
 * page goes), a text, or a material.
 */
function LessonContent({
  lesson,
  player,
  onEnded,
}: {
  lesson: Lesson
  player: React.RefObject<LessonVideoHandle | null>
  onEnded: () => void
}) {
  const saver = useProgressSaver(lesson)
  return (
    <>
      {lesson.kind === 'video' &&
        (lesson.video_url ? (
          <LessonVideo
            ref={player}
            src={lesson.video_url}
            title={lesson.title}
            startAt={lesson.position_seconds}
            captions={lesson.captions_url}
            onTime={saver}
            onEnded={onEnded}
          />
        ) : (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
            <Trans>Il video di questa lezione non è ancora disponibile.</Trans>
          </p>
        ))}
      {lesson.kind === 'material' && (
        <p className="inline-flex items-center gap-2 text-sm font-medium text-slate-800">
          <Icon type="book" size="sm" />
          <Trans>Materiale della lezione</Trans>
        </p>
      )}
      {lesson.body && (
        <div className="rounded-xl border border-slate-200 bg-white p-6 whitespace-pre-line text-slate-800">
          {lesson.body}
        </div>
      )}
      {lesson.materials.length > 0 && (
        <section aria-labelledby="lesson-materials" className="space-y-2">
          <h3 id="lesson-materials" className="font-semibold text-slate-900">
            <Trans>Materiali da scaricare</Trans>
          </h3>
          <DownloadList files={lesson.materials} />
        </section>
      )}
      <p className="text-sm text-slate-600">{formatDuration(lesson.duration_seconds)}</p>
    </>
  )
}

/** Files to download, each with its size. */
function DownloadList({ files }: { files: DownloadableFile[] }) {
  return (
    <ul className="space-y-1">
      {files.map((file) => (
        <li key={file.id}>
          <a href={file.url} download className="text-brand-800 underline">
            {file.file_name}
          </a>{' '}
          <span className="text-sm text-slate-600">({Math.max(1, Math.round(file.size / 1024))} KB)</span>
        </li>
      ))}
    </ul>
  )
}
