/**
 * Job listings (SPEC.md §7 "public list, get; owner list, get, delete, new, update"): anyone reads
 * the open ones; HR users and trainers create their own and manage them (draft → published →
 * closed, an expiry date), and only they (and admins) reach a listing's management calls.
 */
import { and, eq } from 'drizzle-orm'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import {
  createJobListing,
  deleteJobListing,
  getJobListing,
  getOwnJobListing,
  listJobListings as listJobListingsEndpoint,
  listOwnJobListings,
  updateJobListing,
} from '../../../contracts/jobs/endpoints.ts'
import type { PaginationMeta } from '../../../contracts/core/endpoint.ts'
import type { JobListingPatch, JobListingSummary } from '../../../contracts/jobs/schemas.ts'
import { snapshotCache } from '../../core/db/snapshot-cache.ts'
import { notFound, validationError } from '../../core/http/errors.ts'
import { requestLocale } from '../../core/http/locale.ts'
import { paginated } from '../../core/http/pagination.ts'
import { route } from '../../core/http/route.ts'
import { currentUser } from '../../core/plugins/auth.ts'
import {
  findOwnListing,
  findPublicListing,
  listingOwner,
  listJobListings,
  listOwnListings,
} from './job-listings.queries.ts'
import { say } from './messages.ts'
import { companies, jobApplications, jobListings } from './tables.ts'

/** The public list's pages, kept until a table they read is written (server/core/db/snapshot-cache.ts). */
const publicPages = snapshotCache<{ data: JobListingSummary[]; meta: PaginationMeta }>({
  name: 'job listings',
  maxEntries: 2_000,
  tables: ['companies', 'job_listings', 'profiles', 'users'],
})

/** The :id of a request's path, or null when it is not a whole number (the route's 422 follows). */
export function idParam(request: FastifyRequest): number | null {
  const raw = (request.params as { id?: string }).id
  return raw && /^\d{1,10}$/.test(raw) ? Number(raw) : null
}

/** RouteOptions for auth 'owner': the owner of the listing in :id (null: no such listing, 404). */
export const ownsListing = {
  owner: (request: FastifyRequest) => {
    const id = idParam(request)
    return id === null ? null : listingOwner(request.server.db, id)
  },
}

/** The columns a body sets, with the dates it implies (first publication, expiry in the future). */
function listingValues(body: JobListingPatch, request: FastifyRequest, publishedAt: Date | null) {
  const locale = requestLocale(request)
  const expires =
    body.expires_at === undefined ? undefined : body.expires_at === null ? null : new Date(body.expires_at)
  if (expires && expires <= new Date())
    throw validationError({ expires_at: [say('expiryPast', locale)] }, locale)
  const { expires_at: _expires, city, ...fields } = body
  return {
    ...fields,
    ...(city === undefined ? {} : { city: city || null }),
    ...(expires === undefined ? {} : { expires_at: expires }),
    ...(body.status === 'published' && publishedAt === null ? { published_at: new Date() } : {}),
  }
}

export const jobListingRoutes: FastifyPluginAsync = async (app) => {
  route(app, listJobListingsEndpoint, async ({ query }) =>
    publicPages.read(app.db, JSON.stringify(query), async () => {
      const { items, total } = await listJobListings(app.db, query)
      // a listing leaves the list when it expires, without a commit: no answer outlives a minute
      return { value: paginated(items, query, total), until: Date.now() + 60_000 }
    }),
  )

  route(app, getJobListing, async ({ params, request }) => {
    const viewer = request.user?.id ?? null
    const listing = await findPublicListing(app.db, params.id, viewer)
    if (!listing) throw notFound()
    const [mine] =
      viewer === null
        ? []
        : await app.db
            .select()
            .from(jobApplications)
            .where(and(eq(jobApplications.job_listing_id, params.id), eq(jobApplications.user_id, viewer)))
    return {
      data: {
        ...listing,
        my_application: mine
          ? {
              id: mine.id,
              status: mine.status,
              created_at: mine.created_at.toISOString(),
              updated_at: mine.updated_at.toISOString(),
            }
          : null,
      },
    }
  })

  route(app, listOwnJobListings, async ({ request }) => ({
    data: await listOwnListings(app.db, currentUser(request).id),
  }))

  route(app, createJobListing, async ({ body, request }) => {
    const user = currentUser(request)
    const [company] = await app.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.user_id, user.id))
    const values = listingValues(body, request, null)
    const [row] = await app.db
      .insert(jobListings)
      .values({
        ...values,
        title: body.title,
        description: body.description,
        contract_type: body.contract_type,
        seniority: body.seniority,
        user_id: user.id,
        company_id: company?.id ?? null,
      })
      .returning({ id: jobListings.id })
    return { data: (await findOwnListing(app.db, row.id))! }
  })

  route(
    app,
    getOwnJobListing,
    async ({ params }) => {
      const listing = await findOwnListing(app.db, params.id)
      if (!listing) throw notFound()
      return { data: listing }
    },
    ownsListing,
  )

  route(
    app,
    updateJobListing,
    async ({ params, body, request }) => {
      const [current] = await app.db
        .select({
          published_at: jobListings.published_at,
          salary_min: jobListings.salary_min,
          salary_max: jobListings.salary_max,
        })
        .from(jobListings)
        .where(eq(jobListings.id, params.id))
      if (!current) throw notFound()
      const values = listingValues(body, request, current.published_at)
      // one bound sent: the pair it makes with the stored other must still be in order
      const low = body.salary_min === undefined ? current.salary_min : body.salary_min
      const high = body.salary_max === undefined ? current.salary_max : body.salary_max
      if (low !== null && high !== null && low > high) {
        const locale = requestLocale(request)
        throw validationError({ salary_max: [say('salaryOrder', locale)] }, locale)
      }
      if (Object.keys(values).length > 0)
        await app.db
          .update(jobListings)
          .set({ ...values, updated_at: new Date() })
          .where(eq(jobListings.id, params.id))
      return { data: (await findOwnListing(app.db, params.id))! }
    },
    ownsListing,
  )

  route(
    app,
    deleteJobListing,
    async ({ params, reply }) => {
      const gone = await app.db
        .delete(jobListings)
        .where(eq(jobListings.id, params.id))
        .returning({ id: jobListings.id })
      if (gone.length === 0) throw notFound()
      return reply.code(204).send()
    },
    ownsListing,
  )
}
