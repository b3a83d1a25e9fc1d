/** Courses: the public catalogue and its categories, and the learners' favorites. */
import { defineRoutes } from '../../core/areas.ts'
import { categoryRoutes } from './categories.routes.ts'
import { courseRoutes } from './courses.routes.ts'
import { favoriteRoutes } from './favorites.routes.ts'

export default defineRoutes({
  plugin: async (app) => {
    await app.register(categoryRoutes)
    await app.register(courseRoutes)
    await app.register(favoriteRoutes)
  },
})
