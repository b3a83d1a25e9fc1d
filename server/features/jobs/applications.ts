/**
 * Applications as their two sides read them: the applicant's own list, and a listing's applicants
 * for its owner (with the person's profile, the CV and the owner's private notes), also as CSV.
 */
import { desc, eq, inArray } from 'drizzle-orm'
import type { Applicant, JobApplicationOfMine } from '../../../contracts/jobs/schemas.ts'
import type { Db } from '../../core/db/index.ts'
import { users } from '../../core/db/tables.ts'
import { mediaFileView, mediaUrl } from '../media/index.ts'
import { memberProfileView } from '../profiles/index.ts'
import { companies, jobApplications, jobListings } from './tables.ts'

// the CVs and the applicants' profiles as their owners offer them (read views under the tables' names)
const media = mediaFileView()
const profiles = memberProfileView()

const cvOf = (row: { id: number | null; name: string | null; path: string | null }) =>
  row.id !== null && row.path !== null
    ? { id: row.id, name: row.name ?? 'cv.pdf', url: mediaUrl({ path: row.path }) }
    : null

export async function listMyApplications(db: Db, userId: number): Promise<JobApplicationOfMine[]> {
  const rows = await db
    .select({
      application: jobApplications,
      cv_id: media.id,
      cv_name: media.name,
      cv_path: media.path,
      job_title: jobListings.title,
      job_status: jobListings.status,
      company: companies.ragione_sociale,
      first_name: users.first_name,
      last_name: users.last_name,
    })
    .from(jobApplications)
    .innerJoin(jobListings, eq(jobListings.id, jobApplications.job_listing_id))
    .innerJoin(users, eq(users.id, jobListings.user_id))
    .leftJoin(companies, eq(companies.id, jobListings.company_id))
    .leftJoin(media, eq(media.id, jobApplications.cv_media_id))
    .where(eq(jobApplications.user_id, userId))
    .orderBy(desc(jobApplications.created_at), desc(jobApplications.id))
  return rows.map((row) => ({
    id: row.application.id,
    status: row.application.status,
    created_at: row.application.created_at.toISOString(),
    updated_at: row.application.updated_at.toISOString(),
    cover_letter: row.application.cover_letter,
    cv: cvOf({ id: row.cv_id, name: row.cv_name, path: row.cv_path }),
    job: {
      id: row.application.job_listing_id,
      title: row.job_title,
      poster: row.company ?? `${row.first_name} ${row.last_name}`,
      status: row.job_status,
    },
  }))
}

/** Applicants of a listing (all), or the given applications (by id), oldest application first. */
export async function listApplicants(
  db: Db,
  where: { listingId: number } | { ids: number[] },
): Promise<Applicant[]> {
  const rows = await db
    .select({
      application: jobApplications,
      cv_id: media.id,
      cv_name: media.name,
      cv_path: media.path,
      user_id: users.id,
      email: users.email,
      first_name: users.first_name,
      last_name: users.last_name,
      slug: profiles.slug,
      avatar_url: profiles.avatar_url,
      payoff: profiles.payoff,
      city: profiles.city,
      competences: profiles.competences,
      skills: profiles.skills,
      gender: profiles.gender,
    })
    .from(jobApplications)
    .innerJoin(users, eq(users.id, jobApplications.user_id))
    .leftJoin(profiles, eq(profiles.user_id, jobApplications.user_id))
    .leftJoin(media, eq(media.id, jobApplications.cv_media_id))
    .where(
      'listingId' in where
        ? eq(jobApplications.job_listing_id, where.listingId)
        : where.ids.length > 0
          ? inArray(jobApplications.id, where.ids)
          : eq(jobApplications.id, 0),
    )
    .orderBy(jobApplications.created_at, jobApplications.id)
  return rows.map((row) => ({
    id: row.application.id,
    status: row.application.status,
    cover_letter: row.application.cover_letter,
    cv: cvOf({ id: row.cv_id, name: row.cv_name, path: row.cv_path }),
    notes: row.application.owner_notes,
    created_at: row.application.created_at.toISOString(),
    updated_at: row.application.updated_at.toISOString(),
    person: {
      id: row.user_id,
      slug: row.slug ?? '',
      full_name: `${row.first_name} ${row.last_name}`,
      email: row.email,
      avatar_url: row.avatar_url ?? null,
      payoff: row.payoff ?? '',
      city: row.city ?? null,
      competences: row.competences ?? [],
      skills: row.skills ?? [],
      gender: row.gender ?? null,
    },
  }))
}

/**
 * One CSV field: quoted, inner quotes doubled, and a leading = + - @ (or tab/CR) defused with an
 * apostrophe so a spreadsheet never runs a formula someone typed into their profile.
 */
export function csvField(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return `"${text.replace(/"/g, '""')}"`
}

export function toCsv(header: string[], rows: (string | number | null)[][]): string {
  // the BOM makes Excel read UTF-8 (accents in names) instead of the system code page
  return '\uFEFF' + [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n'
}
