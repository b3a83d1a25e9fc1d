import type { FastifyPluginAsync } from 'fastify'
import {
  publicSchemasFor,
  type CompanySummary,
  type PaginationMeta,
} from '../../../contracts/public/schemas.ts'
import { paginated } from '../../core/http/pagination.ts'
import { parseRequest } from '../../core/http/validate.ts'
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
