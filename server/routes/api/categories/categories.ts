import type { FastifyPluginAsync } from 'fastify'
import type { Category } from '../../../../contracts/api/public.ts'
import { listCategories } from './categories.queries.ts'

export const categoryRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/api/public/categories',
    { config: { access: 'public' } },
    async (): Promise<{ data: Category[] }> => ({
      data: await listCategories(app.db),
    }),
  )
}
