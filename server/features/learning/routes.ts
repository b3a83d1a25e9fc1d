/** Learning (issue 14): the lesson player's API; see lessons.routes.ts. */
import { defineRoutes } from '../../core/areas.ts'
import { lessonRoutes } from './lessons.routes.ts'

export default defineRoutes({ plugin: lessonRoutes })
