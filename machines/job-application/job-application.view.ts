/** What an application's row in its owner's pipeline shows, from the job-application machine's snapshot. */
import type { SnapshotFrom } from 'xstate'
import type { ApplicationStatus } from '../../contracts/jobs/schemas'
import type {
  JobApplicationError,
  JobApplicationEvent,
  jobApplicationMachine,
} from './job-application.machine'

export type JobApplicationMove = JobApplicationEvent['type']

const MOVES: JobApplicationMove[] = ['application.shortlist', 'application.reject', 'application.hire']

export interface JobApplicationView {
  /** Where the application stands (the server's answer once a move is done). */
  status: ApplicationStatus
  /** A move is being saved: the buttons are disabled. */
  moving: boolean
  /** Where the running move goes, if one runs. */
  target: ApplicationStatus | null
  /** The moves the contracts' graph allows from here, in the buttons' order. */
  moves: JobApplicationMove[]
  /** The last move failed: the server's message, if it gave one. */
  error: JobApplicationError | undefined
}

export function jobApplicationView(snapshot: SnapshotFrom<typeof jobApplicationMachine>): JobApplicationView {
  const { status, target, error } = snapshot.context
  return {
    status,
    moving: snapshot.hasTag('busy'),
    target,
    moves: MOVES.filter((type) => snapshot.can({ type })),
    error,
  }
}
