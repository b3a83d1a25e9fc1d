/**
 * Reading job listings: the public list with its filters (every filter answered from a partial
 * index on published listings, tables.ts), one listing, and an owner's listings with their
 * applications counted by state.
 */
import { and, desc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm'
import type {
  ApplicationStatus,
  JobListing,
  JobListingQuery,
  JobListingSummary,
  ManagedJobListing,
} from '../../../contracts/jobs/schemas.ts'
import type { Db } from '../../core/db/index.ts'
import { users } from '../../core/db/tables.ts'
import { pageOffset } from '../../core/http/pagination.ts'
import { memberProfileView } from '../profiles/index.ts'
import { companies, companySearchDoc, jobApplications, jobListingSearchDoc, jobListings } from './tables.ts'

// the listings' owners' profiles as their owner offers them (a read view under the table's name)
const profiles = memberProfileView()

export type ListingRow = typeof jobListings.$inferSelect

/** The order of the partial indexes (tables.ts: DESC NULLS LAST), so the newest page is read from one. */
const NEWEST_FIRST = [
  sql`${jobListings.published_at} desc nulls last`,
  sql`${jobListings.id} desc nulls last`,
]

/** Published and not past its expiry: listed, and open to applications. */
export const isOpen = and(
  eq(jobListings.status, 'published'),
  or(isNull(jobListings.expires_at), gt(jobListings.expires_at, sql`now()`)),
)

export function listingIsOpen(row: Pick<ListingRow, 'status' | 'expires_at'>, now = new Date()): boolean {
  return row.status === 'published' && (row.expires_at === null || row.expires_at > now)
}

const listingColumns = {
  listing: jobListings,
  company_slug: companies.slug,
  company_name: companies.ragione_sociale,
  owner_first: users.first_name,
  owner_last: users.last_name,
  owner_slug: profiles.slug,
}

type JoinedRow = {
  listing: ListingRow
  company_slug: string | null
  company_name: string | null
  owner_first: string
  owner_last: string
  owner_slug: string | null
}

const joined = (db: Db) =>
  db
    .select(listingColumns)
    .from(jobListings)
    .innerJoin(users, eq(users.id, jobListings.user_id))
    .leftJoin(profiles, eq(profiles.user_id, jobListings.user_id))
    .leftJoin(companies, eq(companies.id, jobListings.company_id))

function toSummary(row: JoinedRow): JobListingSummary {
  const { listing } = row
  const ownerName = `${row.owner_first} ${row.owner_last}`
  const poster =
    listing.company_id !== null
      ? {
          id: listing.company_id,
          name: row.company_name ?? '',
          slug: row.company_slug ?? '',
          kind: 'company' as const,
        }
      : { id: listing.user_id, name: ownerName, slug: row.owner_slug ?? '', kind: 'person' as const }
  return {
    id: listing.id,
    title: listing.title,
    company: { id: poster.id, slug: poster.slug, ragione_sociale: poster.name },
    poster,
    city: listing.city,
    contract_type: listing.contract_type,
    seniority: listing.seniority,
    remote: listing.remote,
    salary_min: listing.salary_min,
    salary_max: listing.salary_max,
    description: listing.description,
    published_at: (listing.published_at ?? listing.created_at).toISOString(),
  }
}

function toListing(row: JoinedRow, viewerId: number | null): Omit<JobListing, 'my_application'> {
  const { listing } = row
  return {
    ...toSummary(row),
    requirements: listing.requirements,
    status: listing.status,
    expires_at: listing.expires_at?.toISOString() ?? null,
    open: listingIsOpen(listing),
    mine: viewerId === listing.user_id,
  }
}

/** How many companies a text may name before the rest are left to the listings' own words. */
const COMPANY_MATCHES_MAX = 1_000

/**
 * The listings whose words match the typed text, from the search indexes (migration 0033's stored
 * documents): the listing's own (title, city, description, requirements; each word a prefix,
 * stemmed in Italian and English, unaccented) or its company's. The companies are looked up first,
 * so both halves are index conditions the planner can OR as bitmaps.
 */
async function wordsMatch(db: Db, q: string): Promise<SQL> {
  const named = await db
    .select({ id: companies.id })
    .from(companies)
    .where(sql`${companySearchDoc} @@ search_query(${q})`)
    .limit(COMPANY_MATCHES_MAX)
  const own = sql`${jobListingSearchDoc} @@ search_query(${q})`
  if (named.length === 0) return own
  return or(
    own,
    inArray(
      jobListings.company_id,
      named.map((company) => company.id),
    ),
  )!
}

/**
 * When the words match nothing (a typo: "progetista"), titles that resemble the text by their
 * trigrams. Only then: on a common word this check would run over every match.
 */
const titleResembles = (q: string): SQL => sql`search_norm(${q}) <% search_norm(${jobListings.title})`

function publicWhere(filter: Omit<JobListingQuery, 'page' | 'perPage'>, text?: SQL): SQL | undefined {
  const conditions: (SQL | undefined)[] = [isOpen, text]
  const place = filter.place ? sql`lower(${jobListings.city}) = ${filter.place.toLowerCase()}` : undefined
  // "Milano or remote": a place and remote together widen the list; remote alone narrows it
  if (place && filter.remote) conditions.push(or(place, eq(jobListings.remote, true)))
  else if (place) conditions.push(place)
  else if (filter.remote) conditions.push(eq(jobListings.remote, true))
  if (filter.contract_type) conditions.push(eq(jobListings.contract_type, filter.contract_type))
  if (filter.seniority) conditions.push(eq(jobListings.seniority, filter.seniority))
  if (filter.since)
    conditions.push(gt(jobListings.published_at, sql`now() - make_interval(days => ${filter.since})`))
  return and(...conditions)
}

export async function listJobListings(
  db: Db,
  { page, perPage, ...filter }: JobListingQuery,
): Promise<{ items: JobListingSummary[]; total: number }> {
  const read = async (text?: SQL) => {
    const where = publicWhere(filter, text)
    const list = joined(db)
      .where(where)
      .orderBy(...NEWEST_FIRST)
      .limit(perPage)
      .offset(pageOffset({ page, perPage }))
    const count = db
      .select({ total: sql<number>`count(*)::int` })
      .from(jobListings)
      .where(where)
    const [rows, [{ total }]] = await Promise.all([list, count])
    return { items: rows.map(toSummary), total }
  }
  if (!filter.q) return read()
  const found = await read(await wordsMatch(db, filter.q))
  if (found.total > 0 || filter.q.trim().length < 3) return found
  return read(titleResembles(filter.q))
}

export async function countJobListings(db: Db): Promise<number> {
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(jobListings)
    .where(isOpen)
  return total
}

/** A listing anyone may read (published or closed), or null (unknown or a draft). */
export async function findPublicListing(
  db: Db,
  id: number,
  viewerId: number | null,
): Promise<Omit<JobListing, 'my_application'> | null> {
  const [row] = await joined(db).where(
    and(eq(jobListings.id, id), inArray(jobListings.status, ['published', 'closed'])),
  )
  return row ? toListing(row, viewerId) : null
}

export async function listingOwner(db: Db, id: number): Promise<number | null> {
  const [row] = await db
    .select({ user_id: jobListings.user_id })
    .from(jobListings)
    .where(eq(jobListings.id, id))
  return row?.user_id ?? null
}

const NO_APPLICATIONS = (): Record<ApplicationStatus, number> => ({
  sent: 0,
  viewed: 0,
  shortlisted: 0,
  rejected: 0,
  hired: 0,
})

async function applicationCounts(
  db: Db,
  ids: number[],
): Promise<Map<number, Record<ApplicationStatus, number>>> {
  const counts = new Map<number, Record<ApplicationStatus, number>>()
  if (ids.length === 0) return counts
  const rows = await db
    .select({
      id: jobApplications.job_listing_id,
      status: jobApplications.status,
      n: sql<number>`count(*)::int`,
    })
    .from(jobApplications)
    .where(inArray(jobApplications.job_listing_id, ids))
    .groupBy(jobApplications.job_listing_id, jobApplications.status)
  for (const row of rows) {
    const entry = counts.get(row.id) ?? NO_APPLICATIONS()
    entry[row.status] = row.n
    counts.set(row.id, entry)
  }
  return counts
}

function toManaged(row: JoinedRow, counts: Record<ApplicationStatus, number>): ManagedJobListing {
  return {
    ...toListing(row, row.listing.user_id),
    my_application: null,
    applications: counts,
    created_at: row.listing.created_at.toISOString(),
    updated_at: row.listing.updated_at.toISOString(),
  }
}

export async function listOwnListings(db: Db, userId: number): Promise<ManagedJobListing[]> {
  const rows = await joined(db)
    .where(eq(jobListings.user_id, userId))
    .orderBy(desc(jobListings.updated_at), desc(jobListings.id))
  const counts = await applicationCounts(
    db,
    rows.map((row) => row.listing.id),
  )
  return rows.map((row) => toManaged(row, counts.get(row.listing.id) ?? NO_APPLICATIONS()))
}

export async function findOwnListing(db: Db, id: number): Promise<ManagedJobListing | null> {
  const [row] = await joined(db).where(eq(jobListings.id, id))
  if (!row) return null
  const counts = await applicationCounts(db, [id])
  return toManaged(row, counts.get(id) ?? NO_APPLICATIONS())
}

/** Open listings for the sitemap: id and last change. */
export async function listOpenListingIds(db: Db): Promise<{ id: number; updated_at: Date }[]> {
  return db
    .select({ id: jobListings.id, updated_at: jobListings.updated_at })
    .from(jobListings)
    .where(isOpen)
    .orderBy(...NEWEST_FIRST)
    .limit(45_000)
}
