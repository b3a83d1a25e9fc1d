import type { FastifyPluginAsync } from 'fastify'
import { PageQuery, type PaginationMeta, type TrainerSummary } from '../../../../contracts/api/public.ts'
import { paginated } from '../../../lib/pagination.ts'
import { parseInput } from '../../../lib/validate.ts'
import { listTrainers, type TrainerOrder } from './trainers.queries.ts'

/** /trainers shows the best-rated first; /trainers/all is the full alphabetical directory. */
export const trainerRoutes: FastifyPluginAsync = async (app) => {
  const handler =
    (order: TrainerOrder) =>
    async (request: { query: unknown }): Promise<{ data: TrainerSummary[]; meta: PaginationMeta }> => {
      const page = parseInput(PageQuery, request.query, 'query')
      const { items, total } = await listTrainers(app.db, page, order)
      return paginated(items, page, total)
    }
  app.get('/api/public/trainers', { config: { access: 'public' } }, handler('top'))
  app.get('/api/public/trainers/all', { config: { access: 'public' } }, handler('name'))
}
