/**
 * The JOBS area's calls (issue 18, SPEC.md §7 "Job listings: public list, get, apply; owner list,
 * get, delete, new, update"): the public listings, applying and following one's applications, the
 * owner's management of their listings and applicants, and the HR student directory.
 */
import * as v from 'valibot'
import { data, endpoint, paginated } from '../core/endpoint'
import {
  Applicant,
  ApplicationPatch,
  ApplyBody,
  HrStudent,
  HrStudentQuery,
  IdParams,
  InviteBody,
  JobApplicationOfMine,
  JobListing,
  JobListingBody,
  JobListingPatch,
  JobListingQuery,
  JobListingSummary,
  ManagedJobListing,
  MyApplication,
} from './schemas'

const tag = 'jobs'
const posters = ['hr', 'trainer'] as const

export const listJobListings = endpoint({
  method: 'GET',
  path: '/api/public/job-listings',
  auth: 'public',
  tag,
  summary: 'Open job listings, newest first, filtered by text, place or remote, contract, seniority and date',
  query: JobListingQuery,
  response: paginated(JobListingSummary),
})

export const getJobListing = endpoint({
  method: 'GET',
  path: '/api/public/job-listings/:id',
  auth: 'public',
  tag,
  summary: 'A published or closed listing, with the caller’s application when logged in',
  params: IdParams,
  response: data(JobListing),
  errors: [404],
})

export const applyToJobListing = endpoint({
  method: 'POST',
  path: '/api/job-listings/:id/apply',
  auth: ['student', 'trainer'],
  tag,
  summary: 'Applies with a cover letter and one of the caller’s CVs; once per person and listing',
  params: IdParams,
  body: ApplyBody,
  status: 201,
  response: data(MyApplication),
  errors: [404, 409],
})

export const listMyApplications = endpoint({
  method: 'GET',
  path: '/api/job-applications',
  auth: 'user',
  tag,
  summary: 'The caller’s applications with their state, newest first',
  response: data(v.array(JobApplicationOfMine)),
})

export const listOwnJobListings = endpoint({
  method: 'GET',
  path: '/api/my/job-listings',
  auth: posters,
  tag,
  summary: 'The caller’s own listings, drafts and closed ones included, with their applications by state',
  response: data(v.array(ManagedJobListing)),
})

export const createJobListing = endpoint({
  method: 'POST',
  path: '/api/my/job-listings',
  auth: posters,
  tag,
  summary: 'Creates a listing of the caller (a draft unless status says published)',
  body: JobListingBody,
  status: 201,
  response: data(ManagedJobListing),
})

export const getOwnJobListing = endpoint({
  method: 'GET',
  path: '/api/my/job-listings/:id',
  auth: 'owner',
  tag,
  summary: 'One of the caller’s listings as the manage page edits it',
  params: IdParams,
  response: data(ManagedJobListing),
  errors: [404],
})

export const updateJobListing = endpoint({
  method: 'PATCH',
  path: '/api/my/job-listings/:id',
  auth: 'owner',
  tag,
  summary: 'Saves the fields sent (status publishes or closes it)',
  params: IdParams,
  body: JobListingPatch,
  response: data(ManagedJobListing),
  errors: [404],
})

export const deleteJobListing = endpoint({
  method: 'DELETE',
  path: '/api/my/job-listings/:id',
  auth: 'owner',
  tag,
  summary: 'Deletes a listing and its applications',
  params: IdParams,
  status: 204,
  errors: [404],
})

export const listApplicants = endpoint({
  method: 'GET',
  path: '/api/my/job-listings/:id/applications',
  auth: 'owner',
  tag,
  summary: 'The applicants of one of the caller’s listings; applications not yet seen become viewed',
  params: IdParams,
  response: data(v.array(Applicant)),
  errors: [404],
})

export const exportApplicants = endpoint({
  method: 'GET',
  path: '/api/my/job-listings/:id/applications.csv',
  auth: 'owner',
  tag,
  summary: 'The applicants of one of the caller’s listings as CSV (UTF-8, comma-separated)',
  params: IdParams,
  contentType: 'text/csv',
  errors: [404],
})

export const updateApplication = endpoint({
  method: 'PATCH',
  path: '/api/job-applications/:id',
  auth: 'owner',
  tag,
  summary: 'The listing’s owner moves an application in the pipeline or writes their notes on it',
  params: IdParams,
  body: ApplicationPatch,
  response: data(Applicant),
  errors: [404, 409],
})

export const listHrStudents = endpoint({
  method: 'GET',
  path: '/api/hr/students',
  auth: ['hr'],
  tag,
  summary: 'Students who let HR find them (hr_visible), searchable by competences, skills and place',
  query: HrStudentQuery,
  response: paginated(HrStudent),
})

export const inviteStudent = endpoint({
  method: 'POST',
  path: '/api/hr/students/:id/invite',
  auth: ['hr'],
  tag,
  summary: 'Invites a visible student to apply to one of the caller’s published listings',
  params: IdParams,
  body: InviteBody,
  status: 204,
  errors: [404, 409],
})
