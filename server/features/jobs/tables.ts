/**
 * Jobs: the companies HR users recruit for, the job listings HR users and trainers publish, and the
 * applications to them. A listing belongs to the user who posts it (`user_id`); an HR user's
 * listings also name their company, a trainer's name nobody but the trainer.
 */
import { sql, type SQL } from 'drizzle-orm'
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core'
import { createdAt, id, updatedAt } from '../../core/db/columns.ts'
import { users } from '../../core/db/tables.ts'
import { media } from '../media/tables.ts'

/** A full-text document (the search's `search_doc` columns); read as its text form, never written. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

export const companies = pgTable(
  'companies',
  {
    id: id(),
    user_id: integer()
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    slug: text().notNull().unique(),
    ragione_sociale: text().notNull(),
    p_iva: text().notNull(),
    codice_rea: text(),
    city: text(),
    payoff: text().notNull().default(''),
    logo_url: text(),
    /** The search's document (issue 19), kept by PostgreSQL (migration 0029's search_company_doc). */
    search_doc: tsvector().generatedAlwaysAs(
      (): SQL =>
        sql`search_company_doc(${companies.ragione_sociale}, ${companies.payoff}, ${companies.city})`,
    ),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    index('companies_created_at_idx').on(table.created_at),
    index('companies_search_doc_idx').using('gin', table.search_doc),
  ],
)

export type ContractType = 'full_time' | 'part_time' | 'freelance' | 'internship'
export type Seniority = 'junior' | 'mid' | 'senior' | 'lead'
export type ListingStatus = 'draft' | 'published' | 'closed'
export type ApplicationStatus = 'sent' | 'viewed' | 'shortlisted' | 'rejected' | 'hired'

/** The public list reads only published listings, newest first: every index of it is partial on that. */
const published = sql`status = 'published'`

export const jobListings = pgTable(
  'job_listings',
  {
    id: id(),
    /** Who posted it and manages it (an HR user or a trainer). */
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The HR user's company; null for a trainer's listing. */
    company_id: integer().references(() => companies.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text().notNull(),
    requirements: text().notNull().default(''),
    city: text(),
    contract_type: text().$type<ContractType>().notNull().default('full_time'),
    seniority: text().$type<Seniority>().notNull().default('mid'),
    remote: boolean().notNull().default(false),
    /** Gross yearly euros; either may be left out. */
    salary_min: integer(),
    salary_max: integer(),
    status: text().$type<ListingStatus>().notNull().default('draft'),
    /** When it first went public (kept when it is closed, for its date). */
    published_at: timestamp({ withTimezone: true }),
    /** After this moment it is no longer listed nor open to applications. */
    expires_at: timestamp({ withTimezone: true }),
    /** The search's document (issue 19), kept by PostgreSQL (migration 0029's search_job_doc). */
    search_doc: tsvector().generatedAlwaysAs(
      (): SQL =>
        sql`search_job_doc(${jobListings.title}, ${jobListings.description}, ${jobListings.requirements}, ${jobListings.city})`,
    ),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    check(
      'job_listings_contract_type_check',
      sql`${table.contract_type} in ('full_time', 'part_time', 'freelance', 'internship')`,
    ),
    check('job_listings_seniority_check', sql`${table.seniority} in ('junior', 'mid', 'senior', 'lead')`),
    check('job_listings_status_check', sql`${table.status} in ('draft', 'published', 'closed')`),
    check(
      'job_listings_salary_check',
      sql`${table.salary_min} is null or ${table.salary_max} is null or ${table.salary_min} <= ${table.salary_max}`,
    ),
    index('job_listings_published_at_idx').on(table.published_at.desc(), table.id.desc()),
    index('job_listings_open_idx').on(table.published_at.desc(), table.id.desc()).where(published),
    index('job_listings_open_contract_idx')
      .on(table.contract_type, table.published_at.desc(), table.id.desc())
      .where(published),
    index('job_listings_open_seniority_idx')
      .on(table.seniority, table.published_at.desc(), table.id.desc())
      .where(published),
    index('job_listings_open_city_idx')
      .on(sql`lower(${table.city})`, table.published_at.desc(), table.id.desc())
      .where(published),
    index('job_listings_open_remote_idx')
      .on(table.published_at.desc(), table.id.desc())
      .where(sql`status = 'published' and remote`),
    index('job_listings_company_idx').on(table.company_id),
    index('job_listings_user_idx').on(table.user_id, table.updated_at.desc()),
    index('job_listings_search_doc_idx').using('gin', table.search_doc),
  ],
)

export const jobApplications = pgTable(
  'job_applications',
  {
    id: id(),
    job_listing_id: integer()
      .notNull()
      .references(() => jobListings.id, { onDelete: 'cascade' }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text().$type<ApplicationStatus>().notNull().default('sent'),
    cover_letter: text().notNull().default(''),
    /** The CV sent with it (a PDF of the applicant's media); null once they delete that file. */
    cv_media_id: integer().references(() => media.id, { onDelete: 'set null' }),
    /** The listing owner's own notes about the applicant; never shown to the applicant. */
    owner_notes: text().notNull().default(''),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    // one application per person and listing, whatever races: the second insert finds this
    unique('job_applications_listing_user_key').on(table.job_listing_id, table.user_id),
    check(
      'job_applications_status_check',
      sql`${table.status} in ('sent', 'viewed', 'shortlisted', 'rejected', 'hired')`,
    ),
    index('job_applications_user_idx').on(table.user_id, table.created_at.desc()),
    index('job_applications_listing_idx').on(table.job_listing_id, table.status),
  ],
)

/**
 * The search documents of companies and listings (stored columns with GIN indexes): the search area
 * and the listing filter both match against them, read from here.
 */
export const companySearchDoc = companies.search_doc
export const jobListingSearchDoc = jobListings.search_doc
