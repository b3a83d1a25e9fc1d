/**
 * /onboarding-student and its steps (SPEC.md §2 "Student onboarding"): phone-number →
 * confirm-number → identity-confirmed → interests-select → /feed, driven by machines/onboarding
 * with the progress the server keeps.
 */
import { useMemo } from 'react'
import { stepOfRoute } from '../../../../contracts/onboarding/steps'
import { useSession } from '../../../session/session'
import type { PageProps } from '../../../shared/lib/routing'
import { Spinner } from '../../../shared/ui/spinner'
import {
  ConfirmNumberStep,
  IdentityConfirmedStep,
  InterestsStep,
  PhoneNumberStep,
} from '../components/student-steps'
import { WizardFrame } from '../components/wizard-frame'
import { wizardFor } from '../wizard-actor'

export function StudentWizardPage({ route, title }: PageProps) {
  const { user } = useSession()
  const routeStep = stepOfRoute('student', route.name)
  const userId = user?.id
  const actor = useMemo(
    () => (userId === undefined ? undefined : wizardFor(userId, routeStep)),
    [userId, routeStep],
  )
  if (!actor) return <Spinner />
  return (
    <WizardFrame
      actor={actor}
      flow="student"
      routeStep={routeStep}
      title={title}
      finishedRoute="feed"
      noBackFrom={['identity-confirmed']}
    >
      {(step) =>
        step === 'phone-number' ? (
          <PhoneNumberStep actor={actor} />
        ) : step === 'confirm-number' ? (
          <ConfirmNumberStep actor={actor} />
        ) : step === 'identity-confirmed' ? (
          <IdentityConfirmedStep actor={actor} />
        ) : (
          <InterestsStep actor={actor} />
        )
      }
    </WizardFrame>
  )
}
