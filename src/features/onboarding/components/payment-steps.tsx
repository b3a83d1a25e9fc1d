/**
 * The trainer's and HR's payment steps (SPEC.md §2 "General onboarding", §4 purchase and onboarding
 * steps): the plans, then the shared checkout (src/shared/checkout) with its own purchase machine
 * inside the step. The server counts these steps as done from the subscription the payments area
 * keeps, so when a payment changes more than the next step (a transfer to wait for, the free tier)
 * the wizard starts again from the server's answer instead of guessing.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { stepRouteName, type OnboardingStep } from '../../../../contracts/onboarding/steps'
import { subscriptionPriceCents, type Subscription } from '../../../../contracts/payments/plans'
import { refreshSessionSubscription, refreshSessionUser } from '../../../session/session-actor'
import { CheckoutSteps, useCheckout, useIntervalLabel } from '../../../shared/checkout'
import { useNavigate, useRouteUrl } from '../../../shared/lib/routing'
import { Button } from '../../../shared/ui/button'
import { FormAlert } from '../../../shared/ui/form-fields'
import { Price } from '../../../shared/ui/price'
import { ResourceView } from '../../../shared/ui/resource-view'
import { useFreeTier, usePlans, useTransferArrival, useTransferWithdrawal } from '../actors'
import { forgetWizard, type WizardActor } from '../wizard-actor'
import { useStepAlert, useWizardView } from './wizard-frame'

/** Drops the wizard and opens `step`: the new one loads the progress the server now answers. */
function useRestartAt(actor: WizardActor) {
  const navigate = useNavigate()
  const url = useRouteUrl()
  return (step: OnboardingStep) => {
    const flow = actor.getSnapshot().context.flow ?? 'trainer'
    forgetWizard()
    navigate(url(stepRouteName(flow, step)), { replace: true })
  }
}

function planIdOf(actor: WizardActor): number | undefined {
  const id = actor.getSnapshot().context.data.subscriptions?.plan_id
  return typeof id === 'number' ? id : undefined
}

export function SubscriptionsStep({ actor }: { actor: WizardActor }) {
  const { t } = useLingui()
  const view = useWizardView(actor)
  const plans = usePlans()
  const intervalLabel = useIntervalLabel()
  const [chosen, setChosen] = useState<number | undefined>(planIdOf(actor))
  const [missing, setMissing] = useState(false)
  const freeTier = useFreeTier()
  // busy from the click until the wizard has moved (a success leaves the page)
  const [freeChosen, setFreeChosen] = useState(false)
  const freeBusy = freeTier.view.busy || freeChosen
  const freeFailed = freeTier.view.phase === 'failed'
  const restartAt = useRestartAt(actor)
  const alert = useStepAlert(actor, [])

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (chosen === undefined) {
      setMissing(true)
      return
    }
    actor.send({ type: 'wizard.next', values: { plan_id: chosen } })
  }
  const chooseFree = () => {
    freeTier.send().then(
      () => {
        setFreeChosen(true)
        restartAt('profile-completed')
      },
      () => {
        // the request's view holds the failure
      },
    )
  }

  return (
    <div className="space-y-6">
      <FormAlert>{alert}</FormAlert>
      <ResourceView
        resource={plans}
        label={t`Piani di abbonamento`}
        skeleton={<p className="text-sm text-slate-700">{t`Caricamento dei piani in corso`}</p>}
        empty={<Trans>Al momento non ci sono piani disponibili.</Trans>}
      >
        {(list: Subscription[]) => (
          <form noValidate className="space-y-4" onSubmit={handleSubmit}>
            <fieldset aria-describedby={missing ? 'plan-error' : undefined}>
              <legend className="text-sm font-medium text-slate-900">
                <Trans>Scegli il tuo piano</Trans>
              </legend>
              <div className="mt-3 space-y-3">
                {list
                  .filter((plan) => plan.purchaseable)
                  .map((plan) => {
                    const cents = subscriptionPriceCents(plan)
                    return (
                      <label
                        key={plan.id}
                        className="flex cursor-pointer gap-3 rounded-lg border border-slate-300 p-4 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:ring-2 has-focus-visible:ring-brand-700"
                      >
                        <input
                          type="radio"
                          name="plan_id"
                          value={plan.id}
                          checked={chosen === plan.id}
                          onChange={() => {
                            setChosen(plan.id)
                            setMissing(false)
                          }}
                          className="mt-1"
                        />
                        <span className="min-w-0 flex-1">
                          <span className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                            {plan.name}
                            {plan.suggested && (
                              <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-medium text-white">
                                <Trans>Consigliato</Trans>
                              </span>
                            )}
                          </span>
                          <span className="mt-1 block text-sm text-slate-700">{plan.description}</span>
                          <span className="mt-1 block text-sm text-slate-900">
                            <Price cents={cents} className="font-semibold" />
                            {cents !== plan.price && (
                              <>
                                {' '}
                                <s className="text-slate-600">
                                  <Price cents={plan.price} />
                                </s>
                              </>
                            )}{' '}
                            · {intervalLabel(plan.interval, plan.intervalCount)}
                          </span>
                        </span>
                      </label>
                    )
                  })}
              </div>
              {missing && (
                <p id="plan-error" role="alert" className="mt-2 text-sm text-red-700">
                  <Trans>Scegli un piano per continuare.</Trans>
                </p>
              )}
            </fieldset>
            <Button type="submit" block disabled={view.isBusy || freeBusy}>
              <Trans>Continua con il piano scelto</Trans>
            </Button>
          </form>
        )}
      </ResourceView>
      <div className="space-y-2 border-t border-slate-200 pt-4">
        <p className="text-sm text-slate-700">
          <Trans>
            Preferisci iniziare senza abbonamento? Puoi usare il piano gratuito e scegliere più tardi.
          </Trans>
        </p>
        {freeFailed && (
          <FormAlert>
            <Trans>Non è stato possibile attivare il piano gratuito. Riprova.</Trans>
          </FormAlert>
        )}
        <Button outline block disabled={view.isBusy || freeBusy} onClick={chooseFree}>
          <Trans>Continua con il piano gratuito</Trans>
        </Button>
      </div>
    </div>
  )
}

function MissingPlan({ actor }: { actor: WizardActor }) {
  return (
    <div className="space-y-3">
      <FormAlert>
        <Trans>Scegli prima un piano di abbonamento.</Trans>
      </FormAlert>
      <Button onClick={() => actor.send({ type: 'wizard.goTo', step: 'subscriptions' })}>
        <Trans>Scegli un piano</Trans>
      </Button>
    </div>
  )
}

export function PaymentMethodsStep({ actor }: { actor: WizardActor }) {
  const planId = planIdOf(actor)
  if (planId === undefined) return <MissingPlan actor={actor} />
  return <PlanCheckout key={planId} actor={actor} planId={planId} />
}

function PlanCheckout({ actor, planId }: { actor: WizardActor; planId: number }) {
  const restartAt = useRestartAt(actor)
  const checkout = useCheckout({
    product: { type: 'subscription', id: planId },
    requiresBilling: true,
    allowsBankTransfer: true,
    pendingStep: true,
  })
  const status = checkout.view.status
  const handled = useRef(false)
  useEffect(() => {
    if (handled.current) return
    if (status === 'orderCompleted' || status === 'alreadyOwned') {
      handled.current = true
      // a subscriber: the not-subscribed guard now closes the plan steps
      void refreshSessionSubscription()
      actor.send({ type: 'wizard.next', values: {} })
    } else if (status === 'pendingBankTransfer') {
      handled.current = true
      // The session's user now waits for a transfer (guard chain step 3): payment-pending it is.
      void refreshSessionUser().finally(() => restartAt('payment-pending'))
    }
  }, [status, actor, restartAt])
  return <CheckoutSteps checkout={checkout} />
}

/**
 * The transfer's IBAN, amount and reference, from the order the server holds. Its checkout settles
 * the moment the realtime `subscription_active` arrives (polling slowly as a fallback).
 */
function PendingTransfer({ planId, onPaid }: { planId: number; onPaid: () => void }) {
  const checkout = useCheckout({
    product: { type: 'subscription', id: planId },
    requiresBilling: true,
    allowsBankTransfer: true,
    pendingStep: true,
    onCompleted: onPaid,
  })
  return <CheckoutSteps checkout={checkout} />
}

/**
 * The way out of a transfer the user no longer wants to make: pay the same plan by card, or cancel
 * it and choose again (another plan, the free tier). The server drops the order first, so the guard
 * chain stops holding the user here before the wizard moves.
 */
function LeaveTransfer({ actor, onLeave }: { actor: WizardActor; onLeave: () => void }) {
  const restartAt = useRestartAt(actor)
  const withdrawal = useTransferWithdrawal()
  // busy from the click until the wizard has moved (a success leaves the page)
  const [left, setLeft] = useState(false)
  const busy = withdrawal.view.busy || left
  const failed = withdrawal.view.phase === 'failed'
  const leave = (step: OnboardingStep) => {
    onLeave()
    withdrawal.send().then(
      () => {
        setLeft(true)
        restartAt(step)
      },
      () => {
        // the request's view holds the failure
      },
    )
  }
  return (
    <div className="space-y-3 border-t border-slate-200 pt-4">
      <p className="text-sm text-slate-700">
        <Trans>Non hai ancora fatto il bonifico? Puoi pagare subito con una carta o annullarlo.</Trans>
      </p>
      {failed && (
        <FormAlert>
          <Trans>Non è stato possibile annullare il bonifico. Riprova.</Trans>
        </FormAlert>
      )}
      <div className="flex flex-wrap gap-3">
        <Button disabled={busy} onClick={() => leave('payment-methods')}>
          <Trans>Paga con carta</Trans>
        </Button>
        <Button outline disabled={busy} onClick={() => leave('subscriptions')}>
          <Trans>Annulla il bonifico</Trans>
        </Button>
      </div>
    </div>
  )
}

export function PaymentPendingWizardStep({ actor }: { actor: WizardActor }) {
  const planId = planIdOf(actor)
  // Without the plan there is no order to watch: the server's progress is asked until it moves on.
  const arrival = useTransferArrival(planId === undefined, () =>
    actor.send({ type: 'wizard.next', values: {} }),
  )

  return (
    <div className="space-y-4">
      {planId !== undefined && <PendingTransfer planId={planId} onPaid={arrival.arrived} />}
      <p role="status" className="text-sm text-slate-700">
        <Trans>
          Appena riceveremo il bonifico la procedura continuerà da sola: puoi lasciare aperta questa pagina o
          tornare più tardi.
        </Trans>
      </p>
      <LeaveTransfer actor={actor} onLeave={arrival.stop} />
    </div>
  )
}

export function OrderCompletedWizardStep({ actor }: { actor: WizardActor }) {
  const view = useWizardView(actor)
  const alert = useStepAlert(actor, [])
  return (
    <div className="space-y-4">
      <FormAlert tone="success">
        <Trans>Il tuo abbonamento è attivo. Grazie!</Trans>
      </FormAlert>
      <FormAlert>{alert}</FormAlert>
      <Button block disabled={view.isBusy} onClick={() => actor.send({ type: 'wizard.next', values: {} })}>
        <Trans>Continua</Trans>
      </Button>
    </div>
  )
}
