/**
 * HR recruiting: the directory of students who turned hr_visible on (and only them: the profile's
 * flag is in every query, so a hidden student is never listed, found or invited), searchable by
 * competences, skills, interests, place, studies and availability, each with the profile's
 * completion and how many confirmations its competences have; an HR user invites one to apply to a
 * published listing.
 */
import { and, desc, eq, sql } from 'drizzle-orm'
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
import { qualified } from '../../core/db/sql.ts'
import { competenceConfirmationView } from '../network/index.ts'
import {
  countMatching,
  hasAvailability,
  isListedMember,
  loadCompletionsOf,
  matchesPlace,
  matchesStudies,
  matchesText,
  memberProfileView,
} from '../profiles/index.ts'
import { JOB_NOTIFICATIONS } from './applications.routes.ts'
import { listingIsOpen } from './job-listings.queries.ts'
import { say } from './messages.ts'
import { companies, jobListings } from './tables.ts'

// the students' profiles and their competences' confirmations as their owners offer them (read
// views under the tables' names)
const profiles = memberProfileView()
const confirmations = competenceConfirmationView()

/** A listed student (verified, complete) who lets HR find them. */
export const isVisibleStudent = and(isListedMember('student'), eq(profiles.hr_visible, true))

export async function listVisibleStudents(
  db: Db,
  { page, perPage, q, place, studies: studyText, availability }: HrStudentQuery,
): Promise<{ items: HrStudent[]; total: number }> {
  const where = and(
    isVisibleStudent,
    matchesText(q, [profiles.competences, profiles.skills, profiles.interests], [profiles.bio]),
    matchesPlace(place),
    matchesStudies(studyText, qualified(users.id)),
    availability ? hasAvailability(availability, qualified(users.id)) : undefined,
  )
  const list = db
    .select({
      user: { id: users.id, email: users.email, first_name: users.first_name, last_name: users.last_name },
      profile: {
        slug: profiles.slug,
        avatar_url: profiles.avatar_url,
        payoff: profiles.payoff,
        city: profiles.city,
        competences: profiles.competences,
        skills: profiles.skills,
        interests: profiles.interests,
      },
      confirmations: sql<number>`(select count(*)::int from ${confirmations} where ${qualified(confirmations.owner_id)} = ${qualified(users.id)})`,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.user_id, users.id))
    .where(where)
    .orderBy(desc(users.created_at), desc(users.id))
    .limit(perPage)
    .offset(pageOffset({ page, perPage }))
  const [rows, total] = await Promise.all([list, countMatching(db, where)])
  // the profile's completion as everywhere else (the one definition), for the whole page at once
  const completions = await loadCompletionsOf(
    db,
    rows.map(({ user }) => user),
  )
  return {
    items: rows.map(({ user, profile, confirmations }) => ({
      id: user.id,
      slug: profile.slug,
      full_name: `${user.first_name} ${user.last_name}`,
      avatar_url: profile.avatar_url,
      payoff: profile.payoff,
      city: profile.city,
      competences: profile.competences,
      skills: profile.skills,
      interests: profile.interests,
      completion: completions.get(user.id)?.completion ?? 0,
      confirmations,
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
