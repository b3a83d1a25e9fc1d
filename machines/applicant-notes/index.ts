export {
  applicantNotesMachine,
  type ApplicantNotesContext,
  type ApplicantNotesEmitted,
  type ApplicantNotesEvent,
  type ApplicantNotesInput,
  type SaveNotesInput,
} from './applicant-notes.machine'
export { applicantNotesView, type ApplicantNotesView } from './applicant-notes.view'
