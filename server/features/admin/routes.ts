/** Administration: actions an admin takes on accounts (see users.routes.ts). */
import { defineRoutes } from '../../core/areas.ts'
import { adminUserRoutes } from './users.routes.ts'

export default defineRoutes({ plugin: adminUserRoutes })
