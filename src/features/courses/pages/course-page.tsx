import { useLingui } from '@lingui/react/macro'
import { LoadingSection } from '../../../shared/ui/loading-section'
import { lazySection } from '../../../shared/lib/lazy-section'
import type { PageProps } from '../../../shared/lib/routing'
import { CourseSkeleton } from '../components/course-skeleton'

// Everything below the layout is the course's data: it comes with its own chunk once the shell is up.
const CourseDetails = lazySection(() => import('./course-data').then((m) => m.CourseDetails))

export function CoursePage({ params, title }: PageProps) {
  const { t } = useLingui()
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <CourseDetails
        slug={params.slug}
        title={title}
        fallback={
          <>
            <h1 className="sr-only">{title}</h1>
            <LoadingSection label={t`Dettagli del corso`} skeleton={<CourseSkeleton />} />
          </>
        }
      />
    </div>
  )
}
