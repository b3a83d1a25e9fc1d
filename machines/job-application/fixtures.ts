import type { ApplicationStatus } from '../../contracts/jobs/schemas'

/** Application 5 in the listing owner's pipeline, where it stands. */
export const application = (status: ApplicationStatus) => ({ id: 5, status })

/** The server's refusals: someone moved it first (409), the server is down (503). */
export const moveRefusals = {
  movedFirst: { status: 409, message: 'Già spostata.' },
  down: { status: 503 },
}
