export {
  courseMaterialsMachine,
  type CourseMaterialsContext,
  type CourseMaterialsEmitted,
  type CourseMaterialsEvent,
  type CourseMaterialsInput,
  type MaterialsError,
  type PickedFile,
} from './course-materials.machine'
export { courseMaterialsView, type CourseMaterialsView } from './course-materials.view'
