export {
  STEP_SCHEMAS,
  firstIncomplete,
  onboardingMachine,
  stepErrors,
  type FieldErrors,
  type SaveStepInput,
  type StepSaved,
  type WizardContext,
  type WizardError,
  type WizardEvent,
  type WizardInput,
} from './onboarding.machine'
export { onboardingView, type WizardView } from './onboarding.view'
