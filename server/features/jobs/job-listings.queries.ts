import { desc, eq, sql } from 'drizzle-orm'
import type { JobListingSummary } from '../../../contracts/jobs/schemas.ts'
import type { Db } from '../../core/db/index.ts'
import { companies, jobListings } from './tables.ts'
import { pageOffset, type Page } from '../../core/http/pagination.ts'

export async function listJobListings(
  db: Db,
  page: Page,
): Promise<{ items: JobListingSummary[]; total: number }> {
  const rows = await db
    .select({
      id: jobListings.id,
      title: jobListings.title,
      description: jobListings.description,
      city: jobListings.city,
      contract_type: jobListings.contract_type,
      remote: jobListings.remote,
      published_at: jobListings.published_at,
      created_at: jobListings.created_at,
      company_id: companies.id,
      company_slug: companies.slug,
      company_name: companies.ragione_sociale,
    })
    .from(jobListings)
    .innerJoin(companies, eq(companies.id, jobListings.company_id))
    .where(eq(jobListings.status, 'published'))
    .orderBy(desc(jobListings.published_at), desc(jobListings.id))
    .limit(page.perPage)
    .offset(pageOffset(page))
  const total = await countJobListings(db)
  return {
    items: rows.map((row) => ({
      id: row.id,
      title: row.title,
      company: { id: row.company_id, slug: row.company_slug, ragione_sociale: row.company_name },
      city: row.city,
      contract_type: row.contract_type,
      remote: row.remote,
      description: row.description,
      published_at: (row.published_at ?? row.created_at).toISOString(),
    })),
    total,
  }
}

export async function countJobListings(db: Db): Promise<number> {
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(jobListings)
    .where(eq(jobListings.status, 'published'))
  return total
}
