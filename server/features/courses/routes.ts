/** Courses: the public catalogue and its categories, and the learners' favorites. */
import { defineRoutes } from '../../core/areas.ts'
import { registerProfileRoleSection } from '../profiles/index.ts'
import { trainerCourses, trainerReviews } from './profile-sections.ts'
import { categoryRoutes } from './categories.routes.ts'
import { courseRoutes } from './courses.routes.ts'
import { favoriteRoutes } from './favorites.routes.ts'

export default defineRoutes({
  plugin: async (app) => {
    // a trainer's profile page shows their published courses and the latest reviews of them
    registerProfileRoleSection('trainer', { courses: trainerCourses, reviews: trainerReviews })
    await app.register(categoryRoutes)
    await app.register(courseRoutes)
    await app.register(favoriteRoutes)
  },
})
