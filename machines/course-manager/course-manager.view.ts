/** What the course manager's header, tabs and overview show, from the machine's snapshot. */
import type { SnapshotFrom } from 'xstate'
import { CHECKLIST_ITEMS, type ChecklistItem, type StudioCourse } from '../../contracts/studio/schemas'
import type { StudioCallError } from './call-error'
import type { CoursePage, courseManagerMachine } from './course-manager.machine'

export { COURSE_PAGES, type CoursePage } from './course-manager.machine'

export interface CourseManagerView {
  course: StudioCourse
  /** The page open (its tab is the current one). */
  page: CoursePage
  /** The status button's action: send a draft for review, withdraw the request, unpublish. */
  statusAction: 'submit' | 'withdraw' | 'unpublish'
  /** The status button can be pressed: no change under way, and a draft lacks nothing. */
  canChangeStatus: boolean
  /** A status change is under way. */
  busy: boolean
  statusError: StudioCallError | null
  /** The pages marked done in the tabs (materials and the overview never are). */
  done: readonly CoursePage[]
  missing: readonly ChecklistItem[]
  /** The admin's note while the draft waits to be corrected. */
  reviewNote: string | null
  /** Leaving the open page asks first. */
  dirty: boolean
}

const ACTIONS = { draft: 'submit', in_review: 'withdraw', published: 'unpublish' } as const

export function courseManagerView(snapshot: SnapshotFrom<typeof courseManagerMachine>): CourseManagerView {
  const { course, page, dirty, statusError } = snapshot.context
  const busy = snapshot.hasTag('busy')
  return {
    course,
    page,
    statusAction: ACTIONS[course.status],
    canChangeStatus: !busy && (course.status !== 'draft' || course.missing.length === 0),
    busy,
    statusError,
    done: CHECKLIST_ITEMS.filter((item) => !course.missing.includes(item)),
    missing: course.missing,
    reviewNote: course.status === 'draft' ? course.review_note : null,
    dirty,
  }
}
