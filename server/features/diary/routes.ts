/** The diary: a user's private entries (issue 17). */
import { defineRoutes } from '../../core/areas.ts'
import { diaryRoutes } from './diary.routes.ts'

export default defineRoutes({ plugin: diaryRoutes })
