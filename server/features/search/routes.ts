/** Search (issue 19): full-text and trigram search over every public kind, and saved searches. */
import { defineRoutes } from '../../core/areas.ts'
import { savedRoutes } from './saved.routes.ts'
import { searchRoutes } from './search.routes.ts'

export default defineRoutes({
  plugin: async (app) => {
    await app.register(searchRoutes)
    await app.register(savedRoutes)
  },
})
