/** What the course manager's header, tabs and overview show, from the machine's snapshot. */
import type { SnapshotFrom } from 'xstate'
import { CHECKLIST_ITEMS, type ChecklistItem, type StudioCourse } from '../../contracts/studio/schemas'
import type { StudioCallError } from './call-error'
import type { courseManagerMachine } from './course-manager.machine'

export const COURSE_PAGES = [
  'heading',
  'goals',
  'lessons',
  'materials',
  'presentation',
  'price',
  'recipients',
] as const
export type CoursePage = (typeof COURSE_PAGES)[number] | 'overview'

export interface CourseManagerView {
  course: StudioCourse
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
  const { course, dirty, statusError } = snapshot.context
  const busy = snapshot.hasTag('busy')
  return {
    course,
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
