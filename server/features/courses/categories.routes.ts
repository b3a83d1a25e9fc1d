import type { FastifyPluginAsync } from 'fastify'
import { listCategories as listCategoriesEndpoint } from '../../../contracts/courses/endpoints.ts'
import type { Category } from '../../../contracts/courses/schemas.ts'
import { snapshotCache } from '../../core/db/snapshot-cache.ts'
import { route } from '../../core/http/route.ts'
import { listCategories } from './categories.queries.ts'

/** Asked for by every catalogue and home page, changed by hand now and then: kept while unchanged. */
const answers = snapshotCache<{ data: Category[] }>({
  name: 'categories',
  maxEntries: 1,
  tables: ['categories'],
})

export const categoryRoutes: FastifyPluginAsync = async (app) => {
  route(app, listCategoriesEndpoint, () =>
    answers.read(app.db, 'all', async () => ({ value: { data: await listCategories(app.db) } })),
  )
}
