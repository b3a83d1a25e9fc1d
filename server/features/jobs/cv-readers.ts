/**
 * A CV sent with a job application reaches the listing's owner, whatever the applicant's profile
 * shows (issue 32): a grant the jobs area registers with media, which decides who downloads a
 * document (issue 33: media does not read the jobs tables).
 */
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../core/db/index.ts'
import { registerDocumentGrant } from '../media/index.ts'
import { jobApplications, jobListings } from './tables.ts'

/** Whether the file was sent as a CV with an application to one of `viewerId`'s listings. */
export async function cvSentTo(db: Db, fileId: number, viewerId: number): Promise<boolean> {
  const [applied] = await db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .innerJoin(jobListings, eq(jobListings.id, jobApplications.job_listing_id))
    .where(and(eq(jobApplications.cv_media_id, fileId), eq(jobListings.user_id, viewerId)))
    .limit(1)
  return applied !== undefined
}

export function registerCvReaders(): void {
  registerDocumentGrant('job-application-cv', cvSentTo)
}
