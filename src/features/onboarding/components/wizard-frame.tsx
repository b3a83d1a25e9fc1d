/**
 * What every wizard step shares: the heading (focused when the step shows, so keyboard and screen
 * reader users start at the new step), the progress ("Passo 3 di 12"), the loading and failure
 * states and the URL kept in step with the machine.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react'
import {
  stepRouteName,
  type OnboardingFlow,
  type OnboardingStep,
} from '../../../../contracts/onboarding/steps'
import { onboardingView } from '../../../../machines/onboarding'
import { useNavigate, useRouteUrl } from '../../../shared/lib/routing'
import { useRouteStep } from '../../../shared/lib/use-route-step'
import { Button } from '../../../shared/ui/button'
import { FormAlert } from '../../../shared/ui/form-fields'
import { Spinner } from '../../../shared/ui/spinner'
import type { WizardActor } from '../wizard-actor'

export function useWizardView(actor: WizardActor) {
  return useSelector(actor, onboardingView, (a, b) => JSON.stringify(a) === JSON.stringify(b))
}

export function WizardProgress({ step, total }: { step: number; total: number }) {
  const { t } = useLingui()
  const label = t`Passo ${step} di ${total}`
  return (
    <div className="mt-2">
      <p className="text-sm font-medium text-slate-700">{label}</p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={step}
        className="mt-2 h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-700" style={{ width: `${(step / total) * 100}%` }} />
      </div>
    </div>
  )
}

interface FrameProps {
  actor: WizardActor
  flow: OnboardingFlow
  /** The step of the route the page was opened on (undefined on the wizard's index route). */
  routeStep: OnboardingStep | undefined
  title: string
  /** Where a finished wizard goes. */
  finishedRoute: string
  /** Steps with no way back (the phone is verified: its code cannot be entered again). */
  noBackFrom?: readonly OnboardingStep[]
  children: (step: OnboardingStep) => ReactNode
}

export function WizardFrame({
  actor,
  flow,
  routeStep,
  title,
  finishedRoute,
  noBackFrom = [],
  children,
}: FrameProps) {
  const { t } = useLingui()
  const view = useWizardView(actor)
  const navigate = useNavigate()
  const url = useRouteUrl()
  const heading = useRef<HTMLHeadingElement>(null)

  // The URL follows the machine: the next step is a new history entry (Back in the browser goes
  // back a step); a step opened out of order is replaced by the one the user may fill in. The
  // route the page opened with already asked the machine (wizardFor).
  const ownFlow = () => actor.getSnapshot().context.flow ?? flow
  useRouteStep(actor, {
    step: view.step,
    routeStep,
    // the server's answer says whose wizard this is (a student on /onboarding goes to theirs)
    urlOf: (step) => url(stepRouteName(ownFlow(), step)),
    replace: (step, opened) =>
      opened === undefined || stepIndex(actor, step) < stepIndex(actor, opened) || ownFlow() !== flow,
  })
  useEffect(() => {
    if (view.isFinished) navigate(url(view.destination ?? finishedRoute), { replace: !view.destination })
  }, [view.isFinished, view.destination, finishedRoute, navigate, url])

  const shown = view.step !== undefined && view.step === routeStep
  useEffect(() => {
    if (shown) heading.current?.focus()
  }, [shown])

  return (
    <div className="mx-auto max-w-xl">
      <h1
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-bold tracking-tight text-slate-900 focus:outline-none"
      >
        {title}
      </h1>
      {view.isLoading || (view.step && !shown) ? (
        <div className="mt-8 flex justify-center text-brand-700" aria-busy="true">
          <Spinner label={t`Caricamento della procedura in corso`} />
        </div>
      ) : view.loadFailed ? (
        <div className="mt-6 space-y-4">
          <FormAlert>
            <Trans>Non è stato possibile caricare la procedura. Controlla la connessione e riprova.</Trans>
          </FormAlert>
          <Button onClick={() => actor.send({ type: 'wizard.retry' })}>
            <Trans>Riprova</Trans>
          </Button>
        </div>
      ) : view.step ? (
        <>
          <WizardProgress step={view.stepNumber} total={view.totalSteps} />
          <div className="mt-6" onKeyDown={keepSearchesInStep}>
            {children(view.step)}
          </div>
          {view.canGoBack && !noBackFrom.includes(view.step) && (
            <div className="mt-6 border-t border-slate-200 pt-4">
              <Button outline disabled={view.isBusy} onClick={() => actor.send({ type: 'wizard.back' })}>
                <Trans>Indietro</Trans>
              </Button>
            </div>
          )}
        </>
      ) : null}
    </div>
  )
}

/**
 * Enter in a search field of a step ("Cerca un interesse") searches, it never submits the step: the
 * browser's implicit submission would save the step with what was picked so far and move on.
 */
export function keepSearchesInStep(event: KeyboardEvent<HTMLElement>) {
  const target = event.target as HTMLElement
  if (event.key === 'Enter' && target instanceof HTMLInputElement && target.type === 'search')
    event.preventDefault()
}

function stepIndex(actor: WizardActor, step: OnboardingStep): number {
  return actor.getSnapshot().context.steps.indexOf(step)
}

/** The message of a failed save that belongs to no field of the step. */
export function useStepAlert(actor: WizardActor, fields: readonly string[]): string | undefined {
  const { t } = useLingui()
  const error = useWizardView(actor).error
  if (!error || error.status === undefined) return undefined
  if (Object.keys(error.fields).some((field) => fields.includes(field))) return undefined
  if (error.status === 0) return t`Impossibile raggiungere il server. Controlla la connessione e riprova.`
  if (error.status >= 500) return t`Si è verificato un errore. Riprova tra poco.`
  return Object.values(error.fields)[0]?.[0] ?? error.message
}
