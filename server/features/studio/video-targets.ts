/**
 * The studio's upload targets (issue 33), registered with media: a lesson's video and a course's
 * presentation video. Media runs their uploads, processing and video routes; what they play, who
 * owns them are the studio's; what a ready or removed video changes is written by the courses area.
 */
import { eq } from 'drizzle-orm'
import { setCoursePromoVideo, setLessonVideo } from '../courses/index.ts'
import { courses } from '../courses/tables.ts'
import { promoVideoState, registerUploadTarget, videoState } from '../media/index.ts'
import { courseOwner, findLesson, lessonOwner } from './studio.queries.ts'

export function registerStudioUploadTargets(): void {
  registerUploadTarget('lesson', {
    owner: lessonOwner,
    playing: async (db, id) => (await findLesson(db, id))?.video_path,
    async state(app, id, upload, locale, viewerId) {
      const lesson = await findLesson(app.db, id)
      return lesson ? videoState(app, lesson, upload, locale, viewerId) : null
    },
    ready: setLessonVideo,
  })

  const promo = async (db: Parameters<typeof courseOwner>[0], id: number) => {
    const [course] = await db
      .select({ id: courses.id, presentation_video_path: courses.presentation_video_path })
      .from(courses)
      .where(eq(courses.id, id))
    return course
  }
  registerUploadTarget('course', {
    owner: courseOwner,
    playing: async (db, id) => (await promo(db, id))?.presentation_video_path,
    async state(app, id, upload, locale) {
      const course = await promo(app.db, id)
      return course ? promoVideoState(course, upload, locale) : null
    },
    ready: (tx, id, video) => setCoursePromoVideo(tx, id, video.path),
    clear: (tx, id) => setCoursePromoVideo(tx, id, null),
  })
}
