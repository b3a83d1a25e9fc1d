/** Demo companies (one per demo HR person, accounts/demo-data.ts), their job listings and a few applications. */
import { defineSeed } from '../../core/db/seeds.ts'
import { COMPANIES, PLACES, demoUserIds } from '../../core/db/demo-data.ts'
import { JOB_APPLICATIONS, JOB_LISTINGS } from './demo-data.ts'
import { companies, jobApplications, jobListings } from './tables.ts'

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
      .returning({ id: companies.id, slug: companies.slug, user_id: companies.user_id })
    const companyBySlug = new Map(companyRows.map((row) => [row.slug, row]))

    const listingRows = await db
      .insert(jobListings)
      .values(
        JOB_LISTINGS.map((job, index) => {
          const company = companyBySlug.get(job.company)
          if (company === undefined) throw new Error(`Unknown demo company ${job.company}`)
          const status: 'draft' | 'published' | 'closed' = job.status ?? 'published'
          return {
            user_id: company.user_id,
            company_id: company.id,
            title: job.title,
            description: job.description,
            requirements: job.requirements ?? '',
            city: PLACES[job.place].city,
            contract_type: job.contract_type,
            seniority: job.seniority ?? 'mid',
            remote: job.remote,
            salary_min: job.salary?.[0] ?? null,
            salary_max: job.salary?.[1] ?? null,
            status,
            published_at: status === 'draft' ? null : daysAgo(1 + index * 3, index),
            created_at: daysAgo(2 + index * 3),
          }
        }),
      )
      .returning({ id: jobListings.id, title: jobListings.title })
    const listingId = new Map(listingRows.map((row) => [row.title, row.id]))

    await db.insert(jobApplications).values(
      JOB_APPLICATIONS.map((application, index) => {
        const job = listingId.get(application.job)
        if (job === undefined) throw new Error(`Unknown demo job listing ${application.job}`)
        return {
          job_listing_id: job,
          user_id: userId(application.person),
          status: application.status,
          cover_letter: application.cover_letter,
          created_at: daysAgo(1, index + 1),
        }
      }),
    )

    return {
      companies: COMPANIES.length,
      jobListings: JOB_LISTINGS.length,
      jobApplications: JOB_APPLICATIONS.length,
    }
  },
})
