/**
 * What the jobs area offers other areas (issue 33: an area's public face): the open listings'
 * count (the home page) and ids (the sitemap).
 */
export { countJobListings, listOpenListingIds } from './job-listings.queries.ts'
