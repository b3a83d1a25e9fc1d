/**
 * The studio's upload targets (issue 33), registered with media: a lesson's video and a course's
 * presentation video. Media runs their uploads, processing and video routes; what they play, who
 * owns them and what a ready or removed video changes are the studio's (the course's tables).
 */
import { eq } from 'drizzle-orm'
import { courses, lessons } from '../courses/tables.ts'
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
    async ready(tx, id, video) {
      await tx
        .update(lessons)
        .set({
          video_path: video.path,
          duration_seconds: video.seconds,
          kind: 'video',
          updated_at: new Date(),
        })
        .where(eq(lessons.id, id))
    },
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
    async ready(tx, id, video) {
      await tx
        .update(courses)
        .set({ presentation_video_path: video.path, updated_at: new Date() })
        .where(eq(courses.id, id))
    },
    async clear(tx, id) {
      await tx
        .update(courses)
        .set({ presentation_video_path: null, updated_at: new Date() })
        .where(eq(courses.id, id))
    },
  })
}
