import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import {
  publicSchemasFor,
  type PaginationMeta,
  type TrainerSummary,
} from '../../../contracts/public/schemas.ts'
import { paginated } from '../../core/http/pagination.ts'
import { parseRequest } from '../../core/http/validate.ts'
import { listTrainers, type TrainerOrder } from './trainers.queries.ts'

/** /trainers shows the best-rated first; /trainers/all is the full alphabetical directory. */
export const trainerRoutes: FastifyPluginAsync = async (app) => {
  const handler =
    (order: TrainerOrder) =>
    async (request: FastifyRequest): Promise<{ data: TrainerSummary[]; meta: PaginationMeta }> => {
      const page = parseRequest(request, 'query', (locale) => publicSchemasFor(locale).PageQuery)
      const { items, total } = await listTrainers(app.db, page, order)
      return paginated(items, page, total)
    }
  app.get('/api/public/trainers', { config: { access: 'public' } }, handler('top'))
  app.get('/api/public/trainers/all', { config: { access: 'public' } }, handler('name'))
}
