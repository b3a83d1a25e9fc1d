export {
  answerForm,
  ASK_FORM,
  courseQuestionsMachine,
  postForm,
  type CourseQuestionsContext,
  type CourseQuestionsEmitted,
  type CourseQuestionsEvent,
  type CourseQuestionsInput,
  type PostInput,
} from './course-questions.machine'
export { courseQuestionsView, type CourseQuestionsView } from './course-questions.view'
