import type { FastifyPluginAsync } from 'fastify'
import { listCompanies as listCompaniesEndpoint } from '../../../contracts/public/endpoints.ts'
import { paginated } from '../../core/http/pagination.ts'
import { route } from '../../core/http/route.ts'
import { listCompanies } from './hr.queries.ts'

/** The public list of companies recruiting on Aula (the HR users' company pages). */
export const hrRoutes: FastifyPluginAsync = async (app) => {
  route(app, listCompaniesEndpoint, async ({ query: page }) => {
    const { items, total } = await listCompanies(app.db, page)
    return paginated(items, page, total)
  })
}
