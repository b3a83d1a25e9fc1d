/** What the lessons page shows, from the course-lessons machine's snapshot. */
import type { SnapshotFrom } from 'xstate'
import type { StudioLesson } from '../../contracts/studio/schemas'
import type { courseLessonsMachine, LessonsAnnouncement, LessonsError } from './course-lessons.machine'

export interface CourseLessonsView {
  lessons: StudioLesson[]
  /** Adding a lesson: the add button waits. */
  adding: boolean
  /** The new lesson's title field's message (blank or refused); a failed order or delete otherwise. */
  error: LessonsError | null
  announcement: LessonsAnnouncement | null
  /** What the upload quota summary follows: each video's upload and status. */
  videosVersion: string
}

export function courseLessonsView(snapshot: SnapshotFrom<typeof courseLessonsMachine>): CourseLessonsView {
  const { lessons, error, announcement } = snapshot.context
  return {
    lessons,
    adding: snapshot.matches('adding'),
    error,
    announcement,
    videosVersion: lessons.map((lesson) => `${lesson.video.upload_id}:${lesson.video.status}`).join(','),
  }
}
