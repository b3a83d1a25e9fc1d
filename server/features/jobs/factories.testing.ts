/**
 * Factories of the jobs area's rows, for tests (issue 33: factories beside their area): a company
 * with its HR owner, an HR user with their company, a published job listing.
 */
import { eq } from 'drizzle-orm'
import type { Db } from '../../core/db/index.ts'
import { createUser, unique, type CreatedUser, type UserOptions } from '../accounts/factories.testing.ts'
import { companies, jobListings } from './tables.ts'

export async function createCompany(
  db: Db,
  { owner, ...fields }: Partial<typeof companies.$inferInsert> & { owner?: number } = {},
): Promise<typeof companies.$inferSelect> {
  const key = unique()
  const [company] = await db
    .insert(companies)
    .values({
      slug: `company-${key}`,
      ragione_sociale: `Company ${key} S.r.l.`,
      p_iva: '01234567890',
      ...fields,
      user_id: owner ?? (await createUser(db, { role: 'hr' })).user.id,
    })
    .returning()
  return company
}

/** An HR user with their company. */
export async function createRecruiter(
  db: Db,
  options: UserOptions = {},
): Promise<CreatedUser & { companyId: number }> {
  const created = await createUser(db, { role: 'hr', ...options })
  const company = await createCompany(db, { owner: created.user.id })
  return { ...created, companyId: company.id }
}

export interface JobListingOptions extends Partial<typeof jobListings.$inferInsert> {
  /** The company's id; a new company (with a new HR owner) when left out. */
  company?: number
}

export async function createJobListing(
  db: Db,
  { company, ...fields }: JobListingOptions = {},
): Promise<typeof jobListings.$inferSelect> {
  const key = unique()
  const owner =
    company === undefined
      ? await createCompany(db)
      : (await db.select().from(companies).where(eq(companies.id, company)))[0]
  const [job] = await db
    .insert(jobListings)
    .values({
      title: `Job ${key}`,
      description: `Job listing ${key}`,
      published_at: new Date(),
      status: 'published',
      ...fields,
      user_id: fields.user_id ?? owner.user_id,
      company_id: owner.id,
    })
    .returning()
  return job
}
