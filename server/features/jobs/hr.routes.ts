/**
 * HR recruiting: the directory of students who turned hr_visible on (and only them: the profile's
 * flag is in every query, so a hidden student is never listed, found or invited), searchable by
 * competences, skills, interests, place, studies and availability, each with the profile's
 * completion and how many confirmations its competences have; an HR user invites one to apply to a
 * published listing.
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { inviteStudent, listHrStudents } from '../../../contracts/jobs/endpoints.ts'
import type { HrAvailability, HrStudent, HrStudentQuery } from '../../../contracts/jobs/schemas.ts'
import type { Db } from '../../core/db/index.ts'
import { users } from '../../core/db/tables.ts'
import { HttpError, notFound } from '../../core/http/errors.ts'
import { requestLocale } from '../../core/http/locale.ts'
import { paginated, pageOffset } from '../../core/http/pagination.ts'
import { route } from '../../core/http/route.ts'
import { currentUser } from '../../core/plugins/auth.ts'
import { escapeLike, qualified } from '../../core/db/sql.ts'
import { competenceConfirmations } from '../network/tables.ts'
import { profileItems, profiles, schools } from '../profiles/tables.ts'
import {
  countMatching,
  isListedMember,
  loadCompletions,
  matchesPlace,
  matchesText,
} from '../profiles/index.ts'
import { JOB_NOTIFICATIONS } from './applications.routes.ts'
import { listingIsOpen } from './job-listings.queries.ts'
import { say } from './messages.ts'
import { companies, jobListings } from './tables.ts'

/** A listed student (verified, complete) who lets HR find them. */
export const isVisibleStudent = and(isListedMember('student'), eq(profiles.hr_visible, true))

const studies = sql`${qualified(profileItems.user_id)} = ${qualified(users.id)} and ${qualified(profileItems.section)} = 'studies'`

/** A study whose degree, field or school (typed, or chosen from the list) matches. */
function matchesStudies(text: string | undefined): SQL | undefined {
  if (!text) return undefined
  const pattern = `%${escapeLike(text)}%`
  return sql`exists (select 1 from ${profileItems} left join ${schools} on ${qualified(schools.id)}::text = ${qualified(profileItems.data)}->>'school_id'
    where ${studies} and (${qualified(profileItems.data)}->>'degree' ilike ${pattern}
      or ${qualified(profileItems.data)}->>'field' ilike ${pattern}
      or ${qualified(profileItems.data)}->>'school_name' ilike ${pattern}
      or ${qualified(schools.name)} ilike ${pattern}))`
}

/**
 * Where a student stands, from their CV: `free` — no current job; `studying` — a study without an
 * end date; `graduated` — a finished study.
 */
const AVAILABILITY: Record<HrAvailability, SQL> = {
  free: sql`not exists (select 1 from ${profileItems} where ${qualified(profileItems.user_id)} = ${qualified(users.id)}
    and ${qualified(profileItems.section)} = 'experiences' and (${qualified(profileItems.data)}->>'current')::boolean)`,
  studying: sql`exists (select 1 from ${profileItems} where ${studies} and ${qualified(profileItems.data)}->>'end_date' is null)`,
  graduated: sql`exists (select 1 from ${profileItems} where ${studies} and ${qualified(profileItems.data)}->>'end_date' is not null)`,
}

export async function listVisibleStudents(
  db: Db,
  { page, perPage, q, place, studies: studyText, availability }: HrStudentQuery,
): Promise<{ items: HrStudent[]; total: number }> {
  const where = and(
    isVisibleStudent,
    matchesText(q, [profiles.competences, profiles.skills, profiles.interests], [profiles.bio]),
    matchesPlace(place),
    matchesStudies(studyText),
    availability ? AVAILABILITY[availability] : undefined,
  )
  const list = db
    .select({
      user: { id: users.id, email: users.email, first_name: users.first_name, last_name: users.last_name },
      profile: profiles,
      confirmations: sql<number>`(select count(*)::int from ${competenceConfirmations} where ${qualified(competenceConfirmations.owner_id)} = ${qualified(users.id)})`,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.user_id, users.id))
    .where(where)
    .orderBy(desc(users.created_at), desc(users.id))
    .limit(perPage)
    .offset(pageOffset({ page, perPage }))
  const [rows, total] = await Promise.all([list, countMatching(db, where)])
  // the profile's completion as everywhere else (the one definition), for the whole page at once
  const completions = await loadCompletions(db, rows)
  return {
    items: rows.map(({ user, profile, confirmations }, index) => ({
      id: user.id,
      slug: profile.slug,
      full_name: `${user.first_name} ${user.last_name}`,
      avatar_url: profile.avatar_url,
      payoff: profile.payoff,
      city: profile.city,
      competences: profile.competences,
      skills: profile.skills,
      interests: profile.interests,
      completion: completions[index].completion,
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
