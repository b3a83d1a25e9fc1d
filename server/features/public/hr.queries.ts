import { asc, sql } from 'drizzle-orm'
import type { CompanySummary } from '../../../contracts/public/schemas.ts'
import type { Db } from '../../core/db/index.ts'
import { companyView, jobListingView } from '../jobs/index.ts'
import { pageOffset, type Page } from '../../core/http/pagination.ts'
import { qualified } from '../../core/db/sql.ts'

// the companies and listings as their owner offers them, under their tables' names
const companies = companyView()
const jobListings = jobListingView()

export async function listCompanies(db: Db, page: Page): Promise<{ items: CompanySummary[]; total: number }> {
  const rows = await db
    .select({
      id: companies.id,
      slug: companies.slug,
      ragione_sociale: companies.ragione_sociale,
      city: companies.city,
      payoff: companies.payoff,
      logo_url: companies.logo_url,
      job_listings_count: sql<number>`(select count(*)::int from ${jobListings} where ${qualified(jobListings.company_id)} = ${qualified(companies.id)} and ${qualified(jobListings.status)} = 'published')`,
    })
    .from(companies)
    .orderBy(asc(companies.ragione_sociale), asc(companies.id))
    .limit(page.perPage)
    .offset(pageOffset(page))
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(companies)
  return { items: rows, total }
}
