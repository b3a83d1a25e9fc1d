import type { FastifyPluginAsync } from 'fastify'
import { getHome } from '../../../contracts/public/endpoints.ts'
import { route } from '../../core/http/route.ts'
import { countPublishedCourses, listCategories, listCourses } from '../courses/index.ts'
import { countJobListings } from '../jobs/index.ts'
import { countStudents } from './students.queries.ts'
import { listTrainers } from './trainers.queries.ts'

const HOME_LIST_SIZE = 8

/** Everything the home page shows, in one round trip. */
export const homeRoutes: FastifyPluginAsync = async (app) => {
  route(app, getHome, async () => {
    const first = { page: 1, perPage: HOME_LIST_SIZE }
    const [latest, top, categories, students, jobListings, published] = await Promise.all([
      listCourses(app.db, first),
      listTrainers(app.db, first, 'top'),
      listCategories(app.db),
      countStudents(app.db),
      countJobListings(app.db),
      countPublishedCourses(app.db),
    ])
    return {
      data: {
        courses: latest.items,
        trainers: top.items,
        categories,
        stats: { courses: published, trainers: top.total, students, job_listings: jobListings },
      },
    }
  })
}
