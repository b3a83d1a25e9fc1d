/**
 * The media area's services: `app.lessonVideoUrl`, the signed playlist URL of a lesson's video,
 * bound to the viewer, which the learning API hands to a viewer it has let in (see video/lesson-videos.ts).
 */
import { defineServices } from '../../core/areas.ts'
import { lessonVideoUrl } from './video/lesson-videos.ts'

export default defineServices(async (app) => {
  if (app.hasDecorator('lessonVideoUrl')) return
  app.decorate('lessonVideoUrl', (lesson, viewer) => lessonVideoUrl(app, lesson, viewer))
})
