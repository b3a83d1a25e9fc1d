/**
 * /instructor/course/{id} and its manage pages (goals, heading, lessons, materials, presentation,
 * price, recipients): one course of the trainer, a tab per page with its checklist mark, the
 * page's own form, and publishing once nothing is missing. Leaving a page with unsaved changes asks
 * first. The course lives in machines/course-manager: one actor for the whole subtree, started by
 * CourseManagerContext's Provider (actors.ts) and read by every page's section from the context;
 * each page's form is its own machine.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { type MouseEvent } from 'react'
import { COURSE_PAGES, courseManagerView, type CoursePage } from '../../../../machines/course-manager'
import { useSession } from '../../../session/session-store'
import { RouteLink, useNavigate, useRouteUrl, type PageProps } from '../../../shared/lib/routing'
import { useRouteStep } from '../../../shared/lib/use-route-step'
import { formatDuration } from '../../../shared/lib/format'
import { useConfirm } from '../../../shared/ui/confirm-dialog'
import { PageHeader } from '../../../shared/ui/page-header'
import { ResourceView } from '../../../shared/ui/resource-view'
import { CourseManagerContext, courseManagerInput, useStudioCourse } from '../actors'
import { Checklist } from '../components/checklist'
import { CouponsEditor } from '../components/coupons-editor'
import { CourseHeader } from '../components/course-header'
import {
  DescriptionForm,
  GoalsForm,
  HeadingForm,
  PriceForm,
  RecipientsForm,
} from '../components/course-forms'
import { CoverPicker } from '../components/cover-picker'
import { LessonsEditor } from '../components/lessons-editor'
import { MaterialsPage } from '../components/materials-page'
import { PromoVideo } from '../components/promo-video'

const SECTIONS = COURSE_PAGES
type Section = CoursePage

function sectionOf(routeName: string): Section {
  const match = /^instructor-course-id-manage-(\w+)$/.exec(routeName)
  return (SECTIONS as readonly string[]).includes(match?.[1] ?? '') ? (match![1] as Section) : 'overview'
}

export function ManageCoursePage({ route, params, title }: PageProps) {
  const { t } = useLingui()
  const course = useStudioCourse(Number(params.id))
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <PageHeader title={title} />
      <ResourceView resource={course} label={t`Il corso`}>
        {(loaded) => (
          <CourseManagerContext.Provider
            key={loaded.id}
            options={{ input: courseManagerInput(loaded, sectionOf(route.name)) }}
          >
            <CourseManager section={sectionOf(route.name)} />
          </CourseManagerContext.Provider>
        )}
      </ResourceView>
    </div>
  )
}

function useSectionLabels(): Record<Section, string> {
  const { t } = useLingui()
  return {
    overview: t`Riepilogo`,
    heading: t`Intestazione`,
    goals: t`Obiettivi`,
    lessons: t`Lezioni`,
    materials: t`Materiali`,
    presentation: t`Presentazione`,
    price: t`Prezzo`,
    recipients: t`Destinatari`,
  }
}

function CourseManager({ section: routeSection }: { section: Section }) {
  const { t } = useLingui()
  const { user } = useSession()
  const url = useRouteUrl()
  const navigate = useNavigate()
  const { confirm, confirmDialog } = useConfirm()
  const actor = CourseManagerContext.useActorRef()
  const view = CourseManagerContext.useSelector(courseManagerView)
  const { course, page: section } = view
  // the machine holds the open page; the URL names it (a tab, Back)
  const pageUrl = (page: Section) =>
    url(page === 'overview' ? 'instructor-course-id' : `instructor-course-id-manage-${page}`, {
      id: course.id,
    })
  useRouteStep(actor, {
    step: section,
    routeStep: routeSection,
    urlOf: pageUrl,
    goTo: (page) => ({ type: 'page.open' as const, page }),
  })
  const labels = useSectionLabels()

  async function leave(event: MouseEvent<HTMLAnchorElement>, href: string) {
    if (!actor.getSnapshot().context.dirty) return
    event.preventDefault()
    const yes = await confirm({
      title: t`Uscire senza salvare?`,
      text: t`Le modifiche non salvate di questa pagina andranno perse.`,
      yes: t`Esci senza salvare`,
      no: t`Resta`,
    })
    if (yes) {
      actor.send({ type: 'form.dirty', dirty: false })
      navigate(href)
    }
  }

  return (
    <>
      <CourseHeader />
      <div className="grid gap-6 lg:grid-cols-[14rem_1fr]">
        <nav aria-label={t`Pagine del corso`} className="space-y-4">
          <ul className="space-y-1">
            {(['overview', ...SECTIONS] as const).map((item) => {
              const name =
                item === 'overview' ? 'instructor-course-id' : `instructor-course-id-manage-${item}`
              const href = pageUrl(item)
              const done = view.done.includes(item)
              return (
                <li key={item}>
                  <RouteLink
                    name={name}
                    params={{ id: course.id }}
                    aria-current={item === section ? 'page' : undefined}
                    onClick={(event) => void leave(event, href)}
                    className={`flex items-center justify-between rounded-md px-3 py-2 text-sm ${item === section ? 'bg-brand-50 font-semibold text-brand-900' : 'text-slate-800 hover:bg-slate-100'}`}
                  >
                    {labels[item]}
                    {done && (
                      <span aria-label={t`completato`} className="text-green-700">
                        ✓
                      </span>
                    )}
                  </RouteLink>
                </li>
              )
            })}
          </ul>
        </nav>

        <section
          aria-labelledby="section-title"
          className="space-y-4 rounded-xl border border-slate-200 bg-white p-6"
        >
          <h2 id="section-title" className="text-lg font-semibold text-slate-900">
            {labels[section]}
          </h2>

          {section === 'overview' && (
            <div className="space-y-4">
              <p className="text-slate-700">
                {course.missing.length === 0 ? (
                  <Trans>Il corso è completo.</Trans>
                ) : (
                  <Trans>Per pubblicare il corso completa queste pagine:</Trans>
                )}
              </p>
              <Checklist courseId={course.id} missing={course.missing} />
              <p className="text-sm text-slate-600">
                <Plural value={course.lessons.length} one="# lezione" other="# lezioni" /> ·{' '}
                <Trans>durata totale {formatDuration(course.duration_seconds)}</Trans>
              </p>
            </div>
          )}
          {section === 'heading' && <HeadingForm />}
          {section === 'goals' && <GoalsForm />}
          {section === 'recipients' && <RecipientsForm />}
          {section === 'presentation' && (
            <>
              <DescriptionForm />
              <CoverPicker />
              {user && <PromoVideo userId={user.id} />}
            </>
          )}
          {section === 'price' && (
            <>
              <PriceForm />
              <CouponsEditor />
            </>
          )}
          {section === 'lessons' && user && <LessonsEditor userId={user.id} />}
          {section === 'materials' && <MaterialsPage />}
        </section>
      </div>
      {confirmDialog}
    </>
  )
}
