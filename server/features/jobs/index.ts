/**
 * What the jobs area offers other areas (issue 33: an area's public face): the open listings'
 * count (the home page) and ids (the sitemap).
 */
export { countJobListings, listOpenListingIds } from './job-listings.queries.ts'
// companies and job listings as the search and the companies' directory read them in their own SQL
export { companyView, jobListingView } from './listing-reads.ts'
