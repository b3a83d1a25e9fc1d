/**
 * How other areas read companies and job listings inside their own SQL (issue 33): the search and
 * the public companies' directory. A read view is a subquery built without a db, selecting only
 * what others may read; PostgreSQL inlines it, so a join on it plans as the join on the table it
 * replaces (the same indexes: the search documents' GIN, job_listings_company_idx).
 */
import { QueryBuilder } from 'drizzle-orm/pg-core'
import { companies, jobListings } from './tables.ts'

const qb = new QueryBuilder()

/**
 * A company as its public page shows it, and the search's document; not its owner, VAT or REA
 * numbers. Its alias is `companies` unless told otherwise.
 */
export const companyView = (as = 'companies') =>
  qb
    .select({
      id: companies.id,
      slug: companies.slug,
      ragione_sociale: companies.ragione_sociale,
      city: companies.city,
      payoff: companies.payoff,
      logo_url: companies.logo_url,
      search_doc: companies.search_doc,
      created_at: companies.created_at,
    })
    .from(companies)
    .as(as)

/**
 * A job listing's card and whether it is open (status, expires_at), and the search's document;
 * not its owner, texts or salary. Its alias is `job_listings` unless told otherwise.
 */
export const jobListingView = (as = 'job_listings') =>
  qb
    .select({
      id: jobListings.id,
      company_id: jobListings.company_id,
      title: jobListings.title,
      city: jobListings.city,
      contract_type: jobListings.contract_type,
      remote: jobListings.remote,
      status: jobListings.status,
      published_at: jobListings.published_at,
      expires_at: jobListings.expires_at,
      search_doc: jobListings.search_doc,
    })
    .from(jobListings)
    .as(as)
