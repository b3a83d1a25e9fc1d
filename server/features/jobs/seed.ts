/** Demo companies (one per demo HR person, accounts/demo-data.ts) and their job listings. */
import { defineSeed } from '../../core/db/seeds.ts'
import { COMPANIES, PLACES, demoUserIds } from '../accounts/demo-data.ts'
import { JOB_LISTINGS } from './demo-data.ts'
import { companies, jobListings } from './tables.ts'

export default defineSeed({
  after: ['accounts'],
  async run(db, { daysAgo }) {
    const userId = await demoUserIds(db)
    const companyRows = await db
      .insert(companies)
      .values(
        COMPANIES.map((company) => ({
          user_id: userId(company.owner.key),
          slug: company.slug,
          ragione_sociale: company.ragione_sociale,
          p_iva: company.p_iva,
          codice_rea: company.codice_rea,
          city: PLACES[company.place].city,
          payoff: company.payoff,
        })),
      )
      .returning({ id: companies.id, slug: companies.slug })
    const companyId = new Map(companyRows.map((row) => [row.slug, row.id]))

    await db.insert(jobListings).values(
      JOB_LISTINGS.map((job, index) => {
        const company = companyId.get(job.company)
        if (company === undefined) throw new Error(`Unknown demo company ${job.company}`)
        return {
          company_id: company,
          title: job.title,
          description: job.description,
          city: PLACES[job.place].city,
          contract_type: job.contract_type,
          remote: job.remote,
          published_at: daysAgo(1 + index * 3, index),
          created_at: daysAgo(2 + index * 3),
        }
      }),
    )

    return { companies: COMPANIES.length, jobListings: JOB_LISTINGS.length }
  },
})
