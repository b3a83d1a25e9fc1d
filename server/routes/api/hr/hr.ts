import type { FastifyPluginAsync } from 'fastify'
import {
  publicSchemasFor,
  type CompanySummary,
  type PaginationMeta,
} from '../../../../contracts/api/public.ts'
import { paginated } from '../../../lib/pagination.ts'
import { parseRequest } from '../../../lib/validate.ts'
import { listCompanies } from './hr.queries.ts'

/** The public list of companies recruiting on Aula (the HR users' company pages). */
export const hrRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/api/public/hr',
    { config: { access: 'public' } },
    async (request): Promise<{ data: CompanySummary[]; meta: PaginationMeta }> => {
      const page = parseRequest(request, 'query', (locale) => publicSchemasFor(locale).PageQuery)
      const { items, total } = await listCompanies(app.db, page)
      return paginated(items, page, total)
    },
  )
}
