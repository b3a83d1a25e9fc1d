/**
 * /onboarding and its steps (SPEC.md §2 "General onboarding"): the trainer's and the HR user's
 * wizards, driven by machines/onboarding with the progress the server keeps (step orders in
 * contracts/onboarding/schemas.ts).
 */
import { useMemo } from 'react'
import { FLOW_STEPS, stepOfRoute, type OnboardingFlow } from '../../../../contracts/onboarding/steps'
import { useSession } from '../../../session/session'
import type { PageProps } from '../../../shared/lib/routing'
import { Spinner } from '../../../shared/ui/spinner'
import {
  BillingStep,
  BiographyStep,
  HrDetailsStep,
  MissionStep,
  ProfileCompletedStep,
  SocialStep,
  StepNotAvailable,
  UserDetailsStep,
} from '../components/general-steps'
import { InterestsStep, SkillsStep } from '../components/interests-step'
import { DocumentsStep } from '../components/documents-step'
import {
  OrderCompletedWizardStep,
  PaymentMethodsStep,
  PaymentPendingWizardStep,
  SubscriptionsStep,
} from '../components/payment-steps'
import { WizardFrame } from '../components/wizard-frame'
import { wizardFor } from '../wizard-actor'

/** Once a payment is made or waited for, going back to choose a plan again makes no sense. */
const PAID_STEPS = ['payment-pending', 'order-completed'] as const

export function GeneralWizardPage({ route, title }: PageProps) {
  const { user } = useSession()
  const flow: OnboardingFlow = user?.role === 'hr' ? 'hr' : 'trainer'
  const routeStep = stepOfRoute(flow, route.name)
  const userId = user?.id
  // The first step's page is where the guard chain sends an unfinished wizard (SPEC.md §4): opened
  // from outside the wizard it resumes at the first step still to do, not at step 1 again. The
  // wizard's own "Indietro" reaches it all the same (the machine is already there when the URL follows).
  const requested = routeStep === FLOW_STEPS[flow][0] ? undefined : routeStep
  const actor = useMemo(
    () => (userId === undefined ? undefined : wizardFor(userId, requested)),
    [userId, requested],
  )
  if (!actor) return <Spinner />
  return (
    <WizardFrame
      actor={actor}
      flow={flow}
      routeStep={routeStep}
      title={title}
      finishedRoute="feed"
      noBackFrom={PAID_STEPS}
    >
      {(step) => {
        switch (step) {
          case 'user-details':
            return <UserDetailsStep actor={actor} />
          case 'billing-information':
            return <BillingStep actor={actor} />
          case 'biography':
            return <BiographyStep actor={actor} />
          case 'social':
          case 'hr-social':
            return <SocialStep key={step} actor={actor} step={step} />
          case 'interests-select':
            return <InterestsStep actor={actor} />
          case 'mission':
            return <MissionStep actor={actor} />
          case 'skill-select':
            return <SkillsStep actor={actor} />
          case 'hr-details':
            return <HrDetailsStep actor={actor} />
          case 'documents':
            return <DocumentsStep actor={actor} />
          case 'subscriptions':
            return <SubscriptionsStep actor={actor} />
          case 'payment-methods':
            return <PaymentMethodsStep actor={actor} />
          case 'payment-pending':
            return <PaymentPendingWizardStep actor={actor} />
          case 'order-completed':
            return <OrderCompletedWizardStep actor={actor} />
          case 'profile-completed':
            return <ProfileCompletedStep actor={actor} />
          default:
            return <StepNotAvailable step={step} />
        }
      }}
    </WizardFrame>
  )
}
