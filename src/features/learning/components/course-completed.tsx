/**
 * The end of a course (issue 35): the certificate, a review prompt while the learner has not
 * reviewed the course, and the trainer's other published courses (the section is left out when
 * there are none). The data comes through the area's actors module (useCourseEnd).
 */
import { Trans } from '@lingui/react/macro'
import { RouteLink } from '../../../shared/lib/routing'
import { certificateUrl, useCourseEnd, type CourseEnd } from '../actors'

export function CourseCompleted({ courseId, slug }: { courseId: number; slug: string }) {
  const end = useCourseEnd(courseId, slug)
  const settled = end.data !== undefined || end.error !== undefined
  return (
    <CourseCompletedView courseId={courseId} slug={slug} end={settled ? (end.data ?? null) : undefined} />
  )
}

/**
 * `end`: undefined while it loads (nothing more than the certificate yet), null when it could not
 * be read (the review prompt stays: nothing says the learner reviewed the course).
 */
export function CourseCompletedView({
  courseId,
  slug,
  end,
}: {
  courseId: number
  slug: string
  end: CourseEnd | null | undefined
}) {
  const askReview = end === null || end?.askReview === true
  const others = end?.otherCourses ?? []
  const trainer = end?.trainer.full_name ?? ''
  return (
    <div
      role="status"
      className="space-y-3 rounded-xl border border-green-200 bg-green-50 p-6 text-green-900"
    >
      <p className="font-semibold">
        <Trans>Hai completato il corso. Complimenti!</Trans>
      </p>
      <p className="flex flex-wrap gap-4 text-sm">
        <a href={certificateUrl(courseId)} download className="font-semibold text-green-900 underline">
          <Trans>Scarica il certificato (PDF)</Trans>
        </a>
        {askReview && (
          <RouteLink name="course-slug" params={{ slug }} className="font-semibold text-green-900 underline">
            <Trans>Lascia una recensione del corso</Trans>
          </RouteLink>
        )}
      </p>
      {end && others.length > 0 && (
        <section aria-labelledby="trainer-other-courses" className="space-y-2 border-t border-green-200 pt-3">
          <h3 id="trainer-other-courses" className="text-sm font-semibold">
            <Trans>Altri corsi di {trainer}</Trans>
          </h3>
          <ul className="space-y-1 text-sm">
            {others.map((course) => (
              <li key={course.id}>
                <RouteLink
                  name="course-slug"
                  params={{ slug: course.slug }}
                  className="font-semibold text-green-900 underline"
                >
                  {course.title}
                </RouteLink>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}
