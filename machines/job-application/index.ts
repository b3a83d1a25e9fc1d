export { jobApplicationMachine } from './job-application.machine'
export type {
  JobApplicationContext,
  JobApplicationError,
  JobApplicationEvent,
  JobApplicationInput,
  MoveInput,
} from './job-application.machine'
export { jobApplicationView, type JobApplicationView } from './job-application.view'
