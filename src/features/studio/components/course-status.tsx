/** A course's status as its trainer reads it: draft, in review, published. */
import { Trans } from '@lingui/react/macro'
import type { CourseStatus } from '../../../../contracts/studio/schemas'

export const STATUS_CLASSES: Record<CourseStatus, string> = {
  draft: 'bg-slate-100 text-slate-800',
  in_review: 'bg-amber-100 text-amber-950',
  published: 'bg-green-100 text-green-900',
}

export function CourseStatusLabel({ status }: { status: CourseStatus }) {
  switch (status) {
    case 'published':
      return <Trans>Pubblicato</Trans>
    case 'in_review':
      return <Trans>In revisione</Trans>
    default:
      return <Trans>Bozza</Trans>
  }
}
