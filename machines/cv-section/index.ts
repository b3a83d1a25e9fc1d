export {
  cvSectionMachine,
  entryBody,
  startValues,
  type CvEntry,
  type CvField,
  type CvSectionContext,
  type CvSectionEmitted,
  type CvSectionError,
  type CvSectionEvent,
  type CvSectionInput,
  type PickedImage,
  type SaveEntryInput,
} from './cv-section.machine'
export { cvSectionView, type CvSectionView } from './cv-section.view'
