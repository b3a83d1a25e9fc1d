/**
 * Jobs: the companies HR users recruit for, and their job listings.
 */
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt, id, updatedAt } from '../../core/db/columns.ts'
import { users } from '../../core/db/tables.ts'

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
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [index('companies_created_at_idx').on(table.created_at)],
)

export const jobListings = pgTable(
  'job_listings',
  {
    id: id(),
    company_id: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text().notNull(),
    city: text(),
    contract_type: text()
      .$type<'full_time' | 'part_time' | 'freelance' | 'internship'>()
      .notNull()
      .default('full_time'),
    remote: boolean().notNull().default(false),
    published_at: timestamp({ withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    check(
      'job_listings_contract_type_check',
      sql`${table.contract_type} in ('full_time', 'part_time', 'freelance', 'internship')`,
    ),
    index('job_listings_published_at_idx').on(table.published_at.desc(), table.id.desc()),
    index('job_listings_company_idx').on(table.company_id),
  ],
)
