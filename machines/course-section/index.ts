export {
  courseSectionMachine,
  type CourseSectionContext,
  type CourseSectionEmitted,
  type CourseSectionEvent,
  type CourseSectionInput,
  type SaveCourseInput,
  type SectionValues,
} from './course-section.machine'
export { courseSectionView, type CourseSectionView } from './course-section.view'
