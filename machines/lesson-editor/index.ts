export {
  lessonEditorMachine,
  type LessonChanges,
  type LessonEditorContext,
  type LessonEditorEmitted,
  type LessonEditorEvent,
  type LessonEditorInput,
} from './lesson-editor.machine'
export { lessonEditorView, type LessonEditorView } from './lesson-editor.view'
