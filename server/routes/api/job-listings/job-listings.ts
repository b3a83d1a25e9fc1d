import type { FastifyPluginAsync } from 'fastify'
import {
  publicSchemasFor,
  type JobListingSummary,
  type PaginationMeta,
} from '../../../../contracts/api/public.ts'
import { paginated } from '../../../lib/pagination.ts'
import { parseRequest } from '../../../lib/validate.ts'
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
