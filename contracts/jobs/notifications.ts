/** Jobs (issue 18): applications and invitations, leading to the listing or to its owner's pipeline. */
import * as v from 'valibot'
import { defineNotifications, linkWithId } from '../core/notifications'
import { APPLICATION_STATUSES } from './schemas'

const listing = { job_listing_id: v.number(), title: v.string() }

export const JOB_NOTIFICATIONS = defineNotifications('jobs', {
  /** To a listing's owner: someone applied (their gender from the profile makes the sentence agree). */
  jobApplicationReceived: {
    type: 'job_application_received',
    data: v.strictObject({
      ...listing,
      name: v.string(),
      gender: v.nullable(v.picklist(['female', 'male', 'other'])),
    }),
    link: linkWithId('joblistings-manage-id', 'job_listing_id'),
  },
  /** To an applicant: their application moved. */
  jobApplicationStatus: {
    type: 'job_application_status',
    data: v.strictObject({ ...listing, status: v.picklist(APPLICATION_STATUSES) }),
    link: linkWithId('joblistings-id', 'job_listing_id'),
  },
  /** To a student: an HR user (named by their company, or themselves) invites them to apply. */
  jobInvitation: {
    type: 'job_invitation',
    data: v.strictObject({ ...listing, name: v.string() }),
    link: linkWithId('joblistings-id', 'job_listing_id'),
  },
})

export default JOB_NOTIFICATIONS
