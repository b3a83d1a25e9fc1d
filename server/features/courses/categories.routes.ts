import type { FastifyPluginAsync } from 'fastify'
import { listCategories as listCategoriesEndpoint } from '../../../contracts/courses/endpoints.ts'
import { route } from '../../core/http/route.ts'
import { listCategories } from './categories.queries.ts'

export const categoryRoutes: FastifyPluginAsync = async (app) => {
  route(app, listCategoriesEndpoint, async () => ({ data: await listCategories(app.db) }))
}
