/** What the dashboard's sidebar shows, from the sidebar machine's snapshot. */
import type { SnapshotFrom } from 'xstate'
import type { SidebarType } from './sidebar-type'
import type { sidebarMachine } from './sidebar.machine'

export interface SidebarView {
  open: boolean
  /** Whose menu it shows (trainer, student, hr). */
  type: SidebarType
  /** A trainer or a student: the switch between the trainer's and the student's menu shows. */
  canToggleType: boolean
}

export function sidebarView(snapshot: SnapshotFrom<typeof sidebarMachine>): SidebarView {
  return {
    open: snapshot.matches('open'),
    type: snapshot.context.type,
    canToggleType: snapshot.can({ type: 'sidebar.toggleType' }),
  }
}
