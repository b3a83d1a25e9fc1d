/** Typed calls of the jobs area (contracts/jobs/endpoints.ts), and the CV upload through the media call. */
import * as jobs from '../../../contracts/jobs/endpoints'
import type {
  ApplicationPatch,
  ApplyBody,
  JobListingBody,
  JobListingPatch,
} from '../../../contracts/jobs/schemas'
import { listMedia, uploadMedia } from '../../../contracts/media/endpoints'
import type { Media } from '../../../contracts/media/schemas'
import { call, sendForm } from '../../shared/api'
import { pageQuery, type PageParams } from '../../shared/api/page-query'

export type { Page, PageParams } from '../../shared/api/page-query'

export const fetchJobListings = (params: PageParams, signal: AbortSignal) =>
  call(jobs.listJobListings, { query: pageQuery(params) as never }, { signal })

export const fetchJobListing = ({ id }: { id: number }, signal: AbortSignal) =>
  call(jobs.getJobListing, { params: { id } }, { signal })

export const applyTo = (id: number, body: ApplyBody) => call(jobs.applyToJobListing, { params: { id }, body })

export const fetchMyApplications = (_: Record<string, unknown>, signal: AbortSignal) =>
  call(jobs.listMyApplications, {}, { signal })

export const fetchOwnListings = (_: Record<string, unknown>, signal: AbortSignal) =>
  call(jobs.listOwnJobListings, {}, { signal })

export const fetchOwnListing = ({ id }: { id: number }, signal: AbortSignal) =>
  call(jobs.getOwnJobListing, { params: { id } }, { signal })

export const createListing = (body: JobListingBody) => call(jobs.createJobListing, { body })

export const saveListing = (id: number, body: JobListingPatch) =>
  call(jobs.updateJobListing, { params: { id }, body })

export const removeListing = (id: number) => call(jobs.deleteJobListing, { params: { id } })

export const fetchApplicants = ({ id }: { id: number }, signal: AbortSignal) =>
  call(jobs.listApplicants, { params: { id } }, { signal })

export const saveApplication = (id: number, body: ApplicationPatch) =>
  call(jobs.updateApplication, { params: { id }, body })

export const applicantsCsvPath = (id: number) => jobs.exportApplicants.path.replace(':id', String(id))

export const fetchHrStudents = (params: PageParams, signal: AbortSignal) =>
  call(jobs.listHrStudents, { query: pageQuery(params) as never }, { signal })

export const inviteToApply = (studentId: number, jobListingId: number) =>
  call(jobs.inviteStudent, { params: { id: studentId }, body: { job_listing_id: jobListingId } })

/** The caller's CVs (PDFs of their media), newest first. */
export const fetchMyCvs = async (signal?: AbortSignal): Promise<Media[]> =>
  (await call(listMedia, {}, { signal })).filter((file) => file.collection === 'cv')

/** Uploads a PDF into the caller's CVs (the server reads its type from the bytes). */
export function uploadCv(file: File): Promise<Media> {
  const form = new FormData()
  form.append('collection', 'cv')
  form.append('file', file, file.name)
  return sendForm<Media>(uploadMedia, form, () => undefined)
}
