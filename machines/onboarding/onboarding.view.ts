/** What a wizard page renders, from the machine's snapshot (the page stays thin). */
import type { SnapshotFrom } from 'xstate'
import type { OnboardingStep } from '../../contracts/onboarding/steps'
import type { onboardingMachine, WizardError } from './onboarding.machine'

export interface WizardView {
  isLoading: boolean
  loadFailed: boolean
  isFinished: boolean
  /** Where the finished wizard goes, when the last step's link named it. */
  destination: string | undefined
  isBusy: boolean
  step: OnboardingStep | undefined
  /** 1-based, for "Passo 3 di 12". */
  stepNumber: number
  totalSteps: number
  canGoBack: boolean
  canSkip: boolean
  error: WizardError | undefined
  resent: boolean
}

export function onboardingView(snapshot: SnapshotFrom<typeof onboardingMachine>): WizardView {
  const { context } = snapshot
  const ready = snapshot.matches('ready')
  return {
    isLoading: snapshot.matches('loading'),
    loadFailed: snapshot.matches('loadFailed'),
    isFinished: snapshot.matches('finished'),
    destination: snapshot.matches('finished') ? context.destination : undefined,
    isBusy: snapshot.hasTag('busy'),
    step: ready ? context.steps[context.index] : undefined,
    stepNumber: context.index + 1,
    totalSteps: context.steps.length,
    canGoBack: snapshot.can({ type: 'wizard.back' }),
    canSkip: snapshot.can({ type: 'wizard.skip' }),
    error: context.error,
    resent: context.resent,
  }
}
