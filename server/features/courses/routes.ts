/** Courses: the public catalogue and its categories. */
import { defineRoutes } from '../../core/areas.ts'
import { categoryRoutes } from './categories.routes.ts'
import { courseRoutes } from './courses.routes.ts'

export default defineRoutes({
  plugin: async (app) => {
    await app.register(categoryRoutes)
    await app.register(courseRoutes)
  },
})
