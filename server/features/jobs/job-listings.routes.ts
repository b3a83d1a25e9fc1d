import type { FastifyPluginAsync } from 'fastify'
import {
  publicSchemasFor,
  type JobListingSummary,
  type PaginationMeta,
} from '../../../contracts/public/schemas.ts'
import { paginated } from '../../core/http/pagination.ts'
import { parseRequest } from '../../core/http/validate.ts'
import { listJobListings } from './job-listings.queries.ts'

export const jobListingRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/api/public/job-listings',
    { config: { access: 'public' } },
    async (request): Promise<{ data: JobListingSummary[]; meta: PaginationMeta }> => {
      const page = parseRequest(request, 'query', (locale) => publicSchemasFor(locale).PageQuery)
      const { items, total } = await listJobListings(app.db, page)
      return paginated(items, page, total)
    },
  )
}
