export { isFieldRefusal, studioCallError, type StudioCallError } from './call-error'
export {
  courseManagerMachine,
  type CourseManagerContext,
  type CourseManagerEvent,
  type CourseManagerInput,
  type StatusChangeInput,
} from './course-manager.machine'
export {
  COURSE_PAGES,
  courseManagerView,
  type CourseManagerView,
  type CoursePage,
} from './course-manager.view'
