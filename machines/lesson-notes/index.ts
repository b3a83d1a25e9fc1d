export {
  lessonNotesMachine,
  NEW_NOTE_FORM,
  noteForm,
  type AddNoteInput,
  type LessonNotesContext,
  type LessonNotesEmitted,
  type LessonNotesEvent,
  type LessonNotesInput,
} from './lesson-notes.machine'
export { lessonNotesView, type LessonNotesView } from './lesson-notes.view'
