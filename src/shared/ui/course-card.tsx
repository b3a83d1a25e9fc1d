import type { ReactNode } from 'react'
import { Plural } from '@lingui/react/macro'
import type { CourseSummary } from '../../../contracts/courses/schemas'
import { Avatar } from './avatar'
import { Icon } from './icon'
import { CoursePrice } from './price'
import { Rating } from './rating'
import { formatDuration } from '../lib/format'
import { useLocale } from '../i18n/use-locale'
import { RouteLink } from '../lib/routing'

/**
 * A course in a list (catalogue, home page, favorites): cover, title, trainer, rating, duration and
 * price; `action` (the heart) sits over the cover's corner, above the link that covers the card.
 */
export function CourseCard({
  course,
  headingLevel = 3,
  action,
}: {
  course: CourseSummary
  headingLevel?: 2 | 3
  action?: ReactNode
}) {
  const locale = useLocale()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white wrap-anywhere shadow-sm transition-shadow hover:shadow-md">
      {course.cover_url ? (
        <img src={course.cover_url} alt="" loading="lazy" className="aspect-video w-full object-cover" />
      ) : (
        <div
          aria-hidden="true"
          className="flex aspect-video w-full items-center justify-center bg-gradient-to-br from-brand-100 to-brand-200"
        >
          <Icon type="book" size="xxl" className="text-brand-800" />
        </div>
      )}
      {action && <div className="absolute top-2 right-2 z-10">{action}</div>}
      <div className="flex flex-1 flex-col p-4">
        <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">
          {course.category.name[locale]}
        </p>
        <Heading className="mt-1 text-base font-semibold text-slate-900">
          {/* the whole card is clickable through this link's stretched ::after */}
          <RouteLink
            name="course-slug"
            params={{ slug: course.slug }}
            className="text-slate-900 no-underline after:absolute after:inset-0 hover:text-brand-800"
          >
            {course.title}
          </RouteLink>
        </Heading>
        <p className="mt-1 line-clamp-2 text-sm text-slate-700">{course.subtitle}</p>
        <div className="mt-3 flex items-center gap-2 text-sm text-slate-700">
          <Avatar name={course.trainer.full_name} url={course.trainer.avatar_url} size={24} />
          <span>{course.trainer.full_name}</span>
        </div>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-4">
          <Rating average={course.average_reviews} count={course.review_number} />
          <span className="text-sm text-slate-700">
            <Plural value={course.lessons_count} one="# lezione" other="# lezioni" /> ·{' '}
            {formatDuration(course.duration_seconds)}
          </span>
          <CoursePrice course={course} className="text-base font-bold text-slate-900" />
        </div>
      </div>
    </article>
  )
}
