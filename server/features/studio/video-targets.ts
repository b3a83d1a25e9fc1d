/**
 * The studio's upload targets (issue 33), registered with media: a lesson's video and a course's
 * presentation video. Media runs their uploads, processing and video routes; what they play, who
 * owns them are the studio's; what a ready or removed video changes is written by the courses area.
 */
import {
  coursePlaysPackage,
  courseOwner,
  findCourse,
  findLesson,
  lessonPlaysPackage,
  coursePromoVideo,
  lessonOwner,
  lessonVideo,
  setCoursePromoVideo,
  setLessonVideo,
} from '../courses/index.ts'
import { promoVideoState, registerUploadTarget, videoState } from '../media/index.ts'

export function registerStudioUploadTargets(): void {
  registerUploadTarget('lesson', {
    owner: lessonOwner,
    playing: async (db, id) => (await findLesson(db, id))?.video_path,
    plays: lessonPlaysPackage,
    async state(app, id, upload, locale, viewerId) {
      const lesson = await findLesson(app.db, id)
      return lesson ? videoState(app, lesson, upload, locale, viewerId) : null
    },
    async served(db, id) {
      const lesson = await lessonVideo(db, id)
      return lesson && { path: lesson.video_path, open: lesson.free }
    },
    ready: setLessonVideo,
  })

  registerUploadTarget('course', {
    owner: courseOwner,
    playing: async (db, id) => (await findCourse(db, { id: id }))?.presentation_video_path,
    plays: coursePlaysPackage,
    async state(app, id, upload, locale) {
      const course = await findCourse(app.db, { id: id })
      return course ? promoVideoState(course, upload, locale) : null
    },
    async served(db, id) {
      const course = await coursePromoVideo(db, id)
      return course && { path: course.path, open: course.published_at !== null }
    },
    ready: (tx, id, video) => setCoursePromoVideo(tx, id, video.path),
    clear: (tx, id) => setCoursePromoVideo(tx, id, null),
  })
}
