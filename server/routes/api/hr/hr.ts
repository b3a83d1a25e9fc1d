import type { FastifyPluginAsync } from 'fastify'
import { PageQuery, type CompanySummary, type PaginationMeta } from '../../../../contracts/api/public.ts'
import { paginated } from '../../../lib/pagination.ts'
import { parseInput } from '../../../lib/validate.ts'
import { listCompanies } from './hr.queries.ts'

/** The public list of companies recruiting on Aula (the HR users' company pages). */
export const hrRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/api/public/hr',
    { config: { access: 'public' } },
    async (request): Promise<{ data: CompanySummary[]; meta: PaginationMeta }> => {
      const page = parseInput(PageQuery, request.query, 'query')
      const { items, total } = await listCompanies(app.db, page)
      return paginated(items, page, total)
    },
  )
}
