import type { FastifyPluginAsync } from 'fastify'
import { listJobListings as listJobListingsEndpoint } from '../../../contracts/jobs/endpoints.ts'
import { paginated } from '../../core/http/pagination.ts'
import { route } from '../../core/http/route.ts'
import { listJobListings } from './job-listings.queries.ts'

export const jobListingRoutes: FastifyPluginAsync = async (app) => {
  route(app, listJobListingsEndpoint, async ({ query: page }) => {
    const { items, total } = await listJobListings(app.db, page)
    return paginated(items, page, total)
  })
}
