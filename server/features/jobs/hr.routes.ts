/**
 * HR recruiting: the directory of students who turned hr_visible on (and only them: the profile's
 * flag is in every query, so a hidden student is never listed, found or invited), searchable by
 * competences, skills, interests and place; an HR user invites one to apply to a published listing.
 */
import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { inviteStudent, listHrStudents } from '../../../contracts/jobs/endpoints.ts'
import type { HrStudent, HrStudentQuery } from '../../../contracts/jobs/schemas.ts'
import type { Db } from '../../core/db/index.ts'
import { users } from '../../core/db/tables.ts'
import { HttpError, notFound } from '../../core/http/errors.ts'
import { requestLocale } from '../../core/http/locale.ts'
import { paginated, pageOffset } from '../../core/http/pagination.ts'
import { route } from '../../core/http/route.ts'
import { currentUser } from '../../core/plugins/auth.ts'
import { profiles } from '../profiles/tables.ts'
import { isListedMember } from '../public/members.ts'
import { JOB_NOTIFICATIONS } from './applications.routes.ts'
import { listingIsOpen } from './job-listings.queries.ts'
import { say } from './messages.ts'
import { companies, jobListings } from './tables.ts'

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`)

/** A listed student (verified, complete) who lets HR find them. */
export const isVisibleStudent = and(isListedMember('student'), eq(profiles.hr_visible, true))

/** The profile fields whose filling the completion counts. */
function completion(row: {
  payoff: string
  bio: string
  city: string | null
  avatar_url: string | null
  birth_date: string | null
  competences: string[]
  skills: string[]
  interests: string[]
}): number {
  const filled = [
    row.payoff !== '',
    row.bio !== '',
    row.city !== null && row.city !== '',
    row.avatar_url !== null,
    row.birth_date !== null,
    row.competences.length > 0,
    row.skills.length > 0,
    row.interests.length > 0,
  ]
  return Math.round((filled.filter(Boolean).length / filled.length) * 100)
}

export async function listVisibleStudents(
  db: Db,
  { page, perPage, q, place }: HrStudentQuery,
): Promise<{ items: HrStudent[]; total: number }> {
  const conditions: (SQL | undefined)[] = [isVisibleStudent]
  if (q) {
    const pattern = `%${escapeLike(q)}%`
    conditions.push(
      or(
        ilike(sql`array_to_string(${profiles.competences}, ' ')`, pattern),
        ilike(sql`array_to_string(${profiles.skills}, ' ')`, pattern),
        ilike(sql`array_to_string(${profiles.interests}, ' ')`, pattern),
        ilike(profiles.payoff, pattern),
        ilike(profiles.bio, pattern),
        ilike(sql`${users.first_name} || ' ' || ${users.last_name}`, pattern),
      ),
    )
  }
  if (place) {
    const pattern = `${escapeLike(place)}%`
    conditions.push(
      or(ilike(profiles.city, pattern), ilike(profiles.province, pattern), ilike(profiles.region, pattern)),
    )
  }
  const where = and(...conditions)
  const list = db
    .select({
      id: users.id,
      first_name: users.first_name,
      last_name: users.last_name,
      slug: profiles.slug,
      avatar_url: profiles.avatar_url,
      payoff: profiles.payoff,
      bio: profiles.bio,
      city: profiles.city,
      birth_date: profiles.birth_date,
      competences: profiles.competences,
      skills: profiles.skills,
      interests: profiles.interests,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.user_id, users.id))
    .where(where)
    .orderBy(desc(users.created_at), desc(users.id))
    .limit(perPage)
    .offset(pageOffset({ page, perPage }))
  const count = db
    .select({ total: sql<number>`count(*)::int` })
    .from(users)
    .innerJoin(profiles, eq(profiles.user_id, users.id))
    .where(where)
  const [rows, [{ total }]] = await Promise.all([list, count])
  return {
    items: rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      full_name: `${row.first_name} ${row.last_name}`,
      avatar_url: row.avatar_url,
      payoff: row.payoff,
      city: row.city,
      competences: row.competences,
      skills: row.skills,
      interests: row.interests,
      completion: completion(row),
    })),
    total,
  }
}

export const hrRoutes: FastifyPluginAsync = async (app) => {
  route(app, listHrStudents, async ({ query }) => {
    const { items, total } = await listVisibleStudents(app.db, query)
    return paginated(items, query, total)
  })

  route(app, inviteStudent, async ({ params, body, request, reply }) => {
    const locale = requestLocale(request)
    const user = currentUser(request)
    const [student] = await app.db
      .select({ id: users.id })
      .from(users)
      .innerJoin(profiles, eq(profiles.user_id, users.id))
      .where(and(eq(users.id, params.id), isVisibleStudent))
    // a hidden student is as unknown as a missing one: their existence does not leak
    if (!student) throw notFound(say('studentHidden', locale))
    const [listing] = await app.db
      .select({ listing: jobListings, company: companies.ragione_sociale })
      .from(jobListings)
      .leftJoin(companies, eq(companies.id, jobListings.company_id))
      .where(and(eq(jobListings.id, body.job_listing_id), eq(jobListings.user_id, user.id)))
    if (!listing || !listingIsOpen(listing.listing))
      throw new HttpError(409, say('listingNotPublished', locale))
    await app.notifications.send(student.id, JOB_NOTIFICATIONS.invitation, {
      job_listing_id: listing.listing.id,
      title: listing.listing.title,
      name: listing.company ?? `${user.first_name} ${user.last_name}`,
    })
    return reply.code(204).send()
  })
}
