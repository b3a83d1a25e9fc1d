import type { FastifyPluginAsync } from 'fastify'
import { listAllTrainers, listTopTrainers } from '../../../contracts/public/endpoints.ts'
import { paginated } from '../../core/http/pagination.ts'
import { route } from '../../core/http/route.ts'
import { listTrainers } from './trainers.queries.ts'

/** /trainers shows the best-rated first; /trainers/all is the full alphabetical directory. */
export const trainerRoutes: FastifyPluginAsync = async (app) => {
  route(app, listTopTrainers, async ({ query: page }) => {
    const { items, total } = await listTrainers(app.db, page, 'top')
    return paginated(items, page, total)
  })
  route(app, listAllTrainers, async ({ query: page }) => {
    const { items, total } = await listTrainers(app.db, page, 'name')
    return paginated(items, page, total)
  })
}
