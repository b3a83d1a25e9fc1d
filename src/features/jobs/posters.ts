/**
 * Who may publish a job listing: the roles the API lets create one (POST /api/my/job-listings,
 * `createJobListing.auth` in contracts/jobs/endpoints.ts), so the menu and the listings page offer
 * "Pubblica un annuncio" to exactly them. Written out rather than read from the endpoint, which
 * would pull the jobs schemas into the shell's chunk; posters.test.ts keeps the two equal.
 */
import type { SidebarType } from '../../../machines/sidebar'

export const POSTER_ROLES = ['hr', 'trainer'] as const satisfies readonly SidebarType[]

/** Whether a user holding these roles may publish a listing. */
export const canPublishListings = (roles: readonly string[] | null): boolean =>
  roles !== null && POSTER_ROLES.some((role) => roles.includes(role))
