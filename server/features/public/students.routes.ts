import type { FastifyPluginAsync } from 'fastify'
import { listStudents as listStudentsEndpoint } from '../../../contracts/public/endpoints.ts'
import { paginated } from '../../core/http/pagination.ts'
import { route } from '../../core/http/route.ts'
import { listStudents } from './students.queries.ts'

export const studentRoutes: FastifyPluginAsync = async (app) => {
  route(app, listStudentsEndpoint, async ({ query: page }) => {
    const { items, total } = await listStudents(app.db, page)
    return paginated(items, page, total)
  })
}
