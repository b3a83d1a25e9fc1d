/**
 * What the network area offers other areas (issue 33: an area's public face): a person's follow
 * counts and the recommendations written about them, for the profile pages.
 */
export { followCounts, selectRecommendations } from './network.queries.ts'
