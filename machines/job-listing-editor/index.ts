export {
  jobListingEditorMachine,
  listingBody,
  listingProblems,
  listingValues,
  type JobListingEditorContext,
  type JobListingEditorEmitted,
  type JobListingEditorEvent,
  type JobListingEditorInput,
  type ListingProblem,
  type ListingValues,
  type SaveListingInput,
} from './job-listing-editor.machine'
export { jobListingEditorView, type JobListingEditorView } from './job-listing-editor.view'
