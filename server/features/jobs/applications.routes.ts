/**
 * Applying and the pipeline (SPEC.md §7 "apply"; §3 Profile job_applications): a student or trainer
 * applies once per listing with a cover letter and one of their CVs (a PDF of their media, checked
 * from its bytes when it was uploaded); the listing's owner sees the applicants, moves each along
 * APPLICATION_TRANSITIONS and keeps private notes; the applicant is notified at every change.
 */
import { and, eq, inArray } from 'drizzle-orm'
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify'
import {
  applyToJobListing,
  exportApplicants,
  listApplicants as listApplicantsEndpoint,
  listMyApplications as listMyApplicationsEndpoint,
  updateApplication,
} from '../../../contracts/jobs/endpoints.ts'
import { JOB_NOTIFICATIONS as DECLARED } from '../../../contracts/jobs/notifications.ts'
import { canMoveApplication, type ApplicationStatus } from '../../../contracts/jobs/schemas.ts'
import { HttpError, notFound, validationError } from '../../core/http/errors.ts'
import { requestLocale } from '../../core/http/locale.ts'
import { route } from '../../core/http/route.ts'
import { currentUser } from '../../core/plugins/auth.ts'
import { mediaFileOf } from '../media/index.ts'
import { genderOf } from '../profiles/index.ts'
import { listApplicants, listMyApplications, toCsv } from './applications.ts'
import { idParam, ownsListing } from './job-listings.routes.ts'
import { listingIsOpen } from './job-listings.queries.ts'
import { say } from './messages.ts'
import { jobApplications, jobListings } from './tables.ts'
import type { Locale } from '../../../contracts/core/constants.ts'

/** An application's status as the HR pages name it, in the exporter's language (not 'hired'). */
function statusLabel(status: ApplicationStatus, gender: string | null, locale: Locale): string {
  if (status !== 'hired') return say(`status_${status}`, locale)
  return say(
    gender === 'female'
      ? 'status_hired_female'
      : gender === 'male'
        ? 'status_hired_male'
        : 'status_hired_other',
    locale,
  )
}

/** The notifications this area sends, as contracts/jobs/notifications.ts declares them. */
export const JOB_NOTIFICATIONS = {
  received: DECLARED.jobApplicationReceived,
  status: DECLARED.jobApplicationStatus,
  invitation: DECLARED.jobInvitation,
} as const

async function applicationOwner(request: FastifyRequest): Promise<number | null> {
  const id = idParam(request)
  if (id === null) return null
  const [row] = await request.server.db
    .select({ owner: jobListings.user_id })
    .from(jobApplications)
    .innerJoin(jobListings, eq(jobListings.id, jobApplications.job_listing_id))
    .where(eq(jobApplications.id, id))
  return row?.owner ?? null
}

/** Tells the applicants their applications moved (after the change is committed). */
async function notifyMoves(
  app: FastifyInstance,
  moves: { userId: number; listingId: number; title: string; status: ApplicationStatus }[],
) {
  await Promise.all(
    moves.map((move) =>
      app.notifications.send(move.userId, JOB_NOTIFICATIONS.status, {
        job_listing_id: move.listingId,
        title: move.title,
        status: move.status,
      }),
    ),
  )
}

/** The applicants of a listing as a CSV in the exporter's language, their CVs as links from `origin`. */
function applicantsCsv(
  applicants: Awaited<ReturnType<typeof listApplicants>>,
  locale: Locale,
  origin: string,
): string {
  const en = locale === 'en'
  const header = en
    ? [
        'Name',
        'E-mail',
        'City',
        'State',
        'Applied on',
        'Competences',
        'Skills',
        'Cover letter',
        'CV',
        'Notes',
      ]
    : ['Nome', 'E-mail', 'Città', 'Stato', 'Candidatura del', 'Competenze', 'Skill', 'Lettera', 'CV', 'Note']
  return toCsv(
    header,
    applicants.map((a) => [
      a.person.full_name,
      a.person.email,
      a.person.city,
      statusLabel(a.status, a.person.gender, en ? 'en' : 'it'),
      a.created_at.slice(0, 10),
      a.person.competences.join('; '),
      a.person.skills.join('; '),
      a.cover_letter,
      a.cv ? origin + a.cv.url : '',
      a.notes,
    ]),
  )
}

/** Applying to a listing, and one's own applications. */
function registerApplyRoutes(app: FastifyInstance) {
  route(app, applyToJobListing, async ({ params, body, request, reply }) => {
    const locale = requestLocale(request)
    const user = currentUser(request)
    const [listing] = await app.db.select().from(jobListings).where(eq(jobListings.id, params.id))
    if (!listing || listing.status === 'draft') throw notFound()
    if (!listingIsOpen(listing)) throw new HttpError(409, say('notOpen', locale))
    if (listing.user_id === user.id) throw new HttpError(409, say('ownListing', locale))
    if (body.cv_media_id !== null) {
      const cv = await mediaFileOf(app.db, body.cv_media_id)
      if (!cv || cv.owner !== user.id)
        throw validationError({ cv_media_id: [say('cvNotYours', locale)] }, locale)
      if (cv.mime !== 'application/pdf')
        throw validationError({ cv_media_id: [say('cvNotPdf', locale)] }, locale)
    }
    // the unique (listing, person) key decides between two requests racing: one row, one 201
    const [row] = await app.db
      .insert(jobApplications)
      .values({
        job_listing_id: listing.id,
        user_id: user.id,
        cover_letter: body.cover_letter,
        cv_media_id: body.cv_media_id,
      })
      .onConflictDoNothing({ target: [jobApplications.job_listing_id, jobApplications.user_id] })
      .returning()
    if (!row) throw new HttpError(409, say('alreadyApplied', locale))
    // the applicant's gender from the profile, so the sentence agrees ('si è candidata'): null reads neutral
    await app.notifications.send(listing.user_id, JOB_NOTIFICATIONS.received, {
      job_listing_id: listing.id,
      title: listing.title,
      name: `${user.first_name} ${user.last_name}`,
      gender: await genderOf(app.db, user.id),
    })
    reply.code(201)
    return {
      data: {
        id: row.id,
        status: row.status,
        created_at: row.created_at.toISOString(),
        updated_at: row.updated_at.toISOString(),
      },
    }
  })

  route(app, listMyApplicationsEndpoint, async ({ request }) => ({
    data: await listMyApplications(app.db, currentUser(request).id),
  }))
}

/** The owner's pipeline: the applicants (seen as they are listed), their CSV, a move or a note. */
function registerPipelineRoutes(app: FastifyInstance) {
  route(
    app,
    listApplicantsEndpoint,
    async ({ params }) => {
      const [listing] = await app.db
        .select({ title: jobListings.title })
        .from(jobListings)
        .where(eq(jobListings.id, params.id))
      if (!listing) throw notFound()
      // the owner has now seen them: what was only sent becomes viewed, and its applicant hears so
      const seen = await app.db
        .update(jobApplications)
        .set({ status: 'viewed', updated_at: new Date() })
        .where(and(eq(jobApplications.job_listing_id, params.id), eq(jobApplications.status, 'sent')))
        .returning({ user_id: jobApplications.user_id })
      await notifyMoves(
        app,
        seen.map((row) => ({
          userId: row.user_id,
          listingId: params.id,
          title: listing.title,
          status: 'viewed',
        })),
      )
      return { data: await listApplicants(app.db, { listingId: params.id }) }
    },
    ownsListing,
  )

  route(
    app,
    exportApplicants,
    async ({ params, request, reply }) => {
      const [listing] = await app.db
        .select({ title: jobListings.title })
        .from(jobListings)
        .where(eq(jobListings.id, params.id))
      if (!listing) throw notFound()
      const applicants = await listApplicants(app.db, { listingId: params.id })
      const csv = applicantsCsv(applicants, requestLocale(request), app.config.publicUrl)
      const filename = `candidature-${params.id}.csv`
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(csv)
    },
    ownsListing,
  )

  route(
    app,
    updateApplication,
    async ({ params, body, request }) => {
      const locale = requestLocale(request)
      const [current] = await app.db
        .select({
          status: jobApplications.status,
          user_id: jobApplications.user_id,
          listing_id: jobListings.id,
          title: jobListings.title,
        })
        .from(jobApplications)
        .innerJoin(jobListings, eq(jobListings.id, jobApplications.job_listing_id))
        .where(eq(jobApplications.id, params.id))
      if (!current) throw notFound()
      const move = body.status !== undefined && body.status !== current.status ? body.status : undefined
      if (move && !canMoveApplication(current.status, move))
        throw new HttpError(409, say('badMove', locale, { from: current.status, to: move }))
      if (move || body.notes !== undefined) {
        // the status it was read in: a concurrent move makes this one miss, and it says so
        const changed = await app.db
          .update(jobApplications)
          .set({
            ...(move ? { status: move } : {}),
            ...(body.notes !== undefined ? { owner_notes: body.notes } : {}),
            updated_at: new Date(),
          })
          .where(and(eq(jobApplications.id, params.id), inArray(jobApplications.status, [current.status])))
          .returning({ id: jobApplications.id })
        if (changed.length === 0)
          throw new HttpError(
            409,
            say('badMove', locale, { from: current.status, to: move ?? current.status }),
          )
        if (move)
          await notifyMoves(app, [
            { userId: current.user_id, listingId: current.listing_id, title: current.title, status: move },
          ])
      }
      const [applicant] = await listApplicants(app.db, { ids: [params.id] })
      return { data: applicant }
    },
    { owner: applicationOwner },
  )
}

export const applicationRoutes: FastifyPluginAsync = async (app) => {
  registerApplyRoutes(app)
  registerPipelineRoutes(app)
}
