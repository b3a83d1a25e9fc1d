/**
 * The course manager's header: the course's title and status, the button that sends it for review
 * or withdraws it (machines/course-manager), the catalogue link once published, and what the
 * review said. It reads the page's course manager (CourseManagerContext, actors.ts).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { courseManagerView } from '../../../../machines/course-manager'
import { RouteLink } from '../../../shared/lib/routing'
import { Button } from '../../../shared/ui/button'
import { FormAlert } from '../../../shared/ui/form-fields'
import { CourseManagerContext } from '../actors'
import { CourseStatusLabel, STATUS_CLASSES } from './course-status'

export function CourseHeader() {
  const { t } = useLingui()
  const manager = CourseManagerContext.useActorRef()
  const view = CourseManagerContext.useSelector(courseManagerView)
  const onChangeStatus = () => manager.send({ type: 'status.change' })
  const { course } = view
  const publishError =
    view.statusError &&
    (view.statusError.message || t`Non è stato possibile cambiare lo stato del corso. Riprova.`)
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-xl font-semibold text-slate-900">{course.title}</p>
        <span
          className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_CLASSES[course.status]}`}
          data-course-status={course.status}
        >
          <CourseStatusLabel status={course.status} />
        </span>
        <Button outline={course.status !== 'draft'} disabled={!view.canChangeStatus} onClick={onChangeStatus}>
          {
            {
              submit: t`Invia in revisione`,
              withdraw: t`Ritira la richiesta`,
              unpublish: t`Ritira dalla pubblicazione`,
            }[view.statusAction]
          }
        </Button>
        {course.status === 'published' && (
          <RouteLink
            name="course-slug"
            params={{ slug: course.slug }}
            className="text-sm text-brand-800 underline"
          >
            <Trans>Vedi nel catalogo</Trans>
          </RouteLink>
        )}
      </div>
      {course.status === 'in_review' && (
        <p className="text-sm text-slate-700" role="status">
          <Trans>
            Un amministratore controlla il corso prima di pubblicarlo: riceverai una notifica. Puoi continuare
            a modificarlo nel frattempo.
          </Trans>
        </p>
      )}
      {view.reviewNote && (
        <div
          className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
          data-review-note
        >
          <p className="font-semibold">
            <Trans>Da rivedere prima della pubblicazione:</Trans>
          </p>
          <p className="mt-1 whitespace-pre-line">{view.reviewNote}</p>
        </div>
      )}
      {publishError && <FormAlert>{publishError}</FormAlert>}
    </>
  )
}
