/**
 * What the network area offers other areas (issue 33: an area's public face): a person's follow
 * counts and the recommendations written about them, for the profile pages; closing reports on
 * profiles, for the admins.
 */
export { followCounts, selectRecommendations } from './network.queries.ts'
export { closeProfileReport, closeReportsOnProfile } from './reports.ts'
