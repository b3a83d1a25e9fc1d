/** Support and developer tools. DESIGN.md §6: the dev endpoints do not exist in production. */
import { defineRoutes } from '../../core/areas.ts'
import { devRoutes } from './dev.routes.ts'

export default defineRoutes({ plugin: devRoutes, enabled: (config) => config.appEnv !== 'production' })
