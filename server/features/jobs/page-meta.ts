/**
 * A listing's page carries its title and description, and schema.org JobPosting structured data
 * (https://schema.org/JobPosting, Google's job posting fields) so search engines can index it; a
 * draft or unknown listing is a 404. A closed or expired listing keeps its page, with validThrough
 * in the past, which tells search engines it is no longer open.
 */
import { definePageMeta } from '../../core/page-meta.ts'
import { findPublicListing } from './job-listings.queries.ts'

const EMPLOYMENT_TYPES = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  freelance: 'CONTRACTOR',
  internship: 'INTERN',
} as const

export default definePageMeta({
  'joblistings-id': async ({ app, params }) => {
    if (!/^\d{1,10}$/.test(params.id)) return null
    const listing = await findPublicListing(app.db, Number(params.id), null)
    if (!listing) return null
    const closedAt = listing.open ? listing.expires_at : (listing.expires_at ?? new Date().toISOString())
    const salary =
      listing.salary_min !== null || listing.salary_max !== null
        ? {
            baseSalary: {
              '@type': 'MonetaryAmount',
              currency: 'EUR',
              value: {
                '@type': 'QuantitativeValue',
                unitText: 'YEAR',
                ...(listing.salary_min !== null ? { minValue: listing.salary_min } : {}),
                ...(listing.salary_max !== null ? { maxValue: listing.salary_max } : {}),
              },
            },
          }
        : {}
    return {
      title: listing.title,
      description: `${listing.poster.name} · ${listing.description}`,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'JobPosting',
        title: listing.title,
        description: [listing.description, listing.requirements].filter(Boolean).join('\n\n'),
        datePosted: listing.published_at,
        ...(closedAt ? { validThrough: closedAt } : {}),
        employmentType: EMPLOYMENT_TYPES[listing.contract_type],
        hiringOrganization: {
          '@type': listing.poster.kind === 'company' ? 'Organization' : 'Person',
          name: listing.poster.name,
        },
        ...(listing.city
          ? {
              jobLocation: {
                '@type': 'Place',
                address: { '@type': 'PostalAddress', addressLocality: listing.city, addressCountry: 'IT' },
              },
            }
          : {}),
        ...(listing.remote
          ? {
              jobLocationType: 'TELECOMMUTE',
              applicantLocationRequirements: { '@type': 'Country', name: 'IT' },
            }
          : {}),
        ...salary,
        identifier: { '@type': 'PropertyValue', name: listing.poster.name, value: String(listing.id) },
      },
    }
  },
})
