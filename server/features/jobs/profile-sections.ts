/**
 * An HR user's section of their public profile page (profiles/role-sections.ts): their company and
 * its open job listings. Built once per database (core/db/prepared.ts): every visit of an HR
 * profile reads them.
 */
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm'
import type { ProfileCompany } from '../../../contracts/profiles/profile.ts'
import type { Db } from '../../core/db/index.ts'
import { preparedQuery } from '../../core/db/prepared.ts'
import { companies, jobListings } from './tables.ts'

const userId = sql.placeholder('userId')

const companyOf = preparedQuery((db) =>
  db.select().from(companies).where(eq(companies.user_id, userId)).prepare('profile_company'),
)

const openListingsOf = preparedQuery((db) =>
  db
    .select({
      id: jobListings.id,
      title: jobListings.title,
      city: jobListings.city,
      remote: jobListings.remote,
      contract_type: jobListings.contract_type,
      published_at: jobListings.published_at,
    })
    .from(jobListings)
    .where(
      and(
        eq(jobListings.user_id, userId),
        eq(jobListings.status, 'published'),
        or(isNull(jobListings.expires_at), gt(jobListings.expires_at, sql`now()`)),
      ),
    )
    .orderBy(desc(jobListings.published_at), desc(jobListings.id))
    .limit(20)
    .prepare('profile_open_listings'),
)

export async function profileCompany(db: Db, hrId: number): Promise<ProfileCompany | null> {
  const [company] = await companyOf(db).execute({ userId: hrId })
  if (!company) return null
  const listings = await openListingsOf(db).execute({ userId: hrId })
  return {
    ragione_sociale: company.ragione_sociale,
    city: company.city,
    payoff: company.payoff,
    logo_url: company.logo_url,
    job_listings: listings.map((row) => ({ ...row, published_at: row.published_at?.toISOString() ?? null })),
  }
}
