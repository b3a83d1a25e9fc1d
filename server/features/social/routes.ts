/** Social (issue 17): the feed, posts, reactions, comments, pins, link previews and reports; the presence channel of a post's page (presence.ts). */
import { defineRoutes } from '../../core/areas.ts'
import { commentRoutes } from './comments.routes.ts'
import { imageRoutes } from './image.routes.ts'
import { postRoutes } from './posts.routes.ts'
import './presence.ts'
import { previewRoutes } from './preview.routes.ts'
import { reportRoutes } from './reports.routes.ts'

export default defineRoutes({
  plugin: async (app) => {
    await app.register(postRoutes)
    await app.register(commentRoutes)
    await app.register(imageRoutes)
    await app.register(previewRoutes)
    await app.register(reportRoutes)
  },
})
