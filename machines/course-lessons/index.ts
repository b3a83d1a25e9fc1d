export {
  courseLessonsMachine,
  type CourseLessonsContext,
  type CourseLessonsEmitted,
  type CourseLessonsEvent,
  type CourseLessonsInput,
  type LessonsAnnouncement,
  type LessonsError,
} from './course-lessons.machine'
export { courseLessonsView, type CourseLessonsView } from './course-lessons.view'
