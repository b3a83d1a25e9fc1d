/**
 * One place that keeps the URL and a multi-step flow's step in sync (issue 34): the checkout
 * (/buy/…), every onboarding wizard, the studio's course manager, the lesson player (a step is a
 * lesson's id there). Each step has its own URL; the machine decides which step shows.
 *
 * - The machine moved (a step saved, the server's answer): the URL follows, replacing the entry by
 *   default (`replace` says when it is a new history entry instead: the wizard's next step).
 * - The URL changed under the page (Back, a link to another step): the machine is asked with
 *   `goTo`'s event and goes there only when it may; if it stays, the URL comes back to its step.
 *   The URL the page opened with is not asked about: the machine starts from it (its input) or
 *   from the server's answer.
 */
import { useEffect, useRef } from 'react'
import { useNavigate } from './routing'

export interface RouteStepOptions<TStep extends string | number, TEvent> {
  /** The machine's step, from its view mapper; undefined while it has none (loading, finished). */
  step: TStep | undefined
  /** The step the URL names (undefined on a flow's index route). */
  routeStep: TStep | undefined
  /** The URL of a step. */
  urlOf: (step: TStep) => string
  /** The event that asks the machine for the URL's step, or undefined where the URL only follows. */
  goTo?: (step: TStep) => TEvent | undefined
  /** The URL's step for a machine step that has no URL of its own (payment-pending: payment-methods). */
  routeStepOf?: (step: TStep) => TStep
  /** Whether following the machine replaces the history entry (default: it does). */
  replace?: (step: TStep, routeStep: TStep | undefined) => boolean
}

export function useRouteStep<TStep extends string | number, TEvent>(
  actor: { send: (event: TEvent) => void },
  options: RouteStepOptions<TStep, TEvent>,
): void {
  const { step, routeStep } = options
  const navigate = useNavigate()
  // the latest callbacks and actor (a view's object may be new on every render)
  const latest = useRef({ ...options, actor })
  useEffect(() => {
    latest.current = { ...options, actor }
  })
  const lastRouteStep = useRef(routeStep)

  useEffect(() => {
    if (step === undefined) return
    const { urlOf, goTo, routeStepOf = (same: TStep) => same, replace } = latest.current
    const target = latest.current.actor
    if (routeStep !== lastRouteStep.current) {
      lastRouteStep.current = routeStep
      const event = routeStep !== undefined && routeStep !== step ? goTo?.(routeStep) : undefined
      if (event !== undefined) {
        target.send(event)
        // once the machine has answered (a render later): if it stayed, the URL comes back to it
        const timer = setTimeout(() => {
          const now = latest.current
          if (now.step === undefined || now.routeStep !== routeStep) return
          const kept = (now.routeStepOf ?? ((same: TStep) => same))(now.step)
          if (kept === routeStep) return
          lastRouteStep.current = kept
          navigate(now.urlOf(kept), { replace: true })
        }, 0)
        return () => clearTimeout(timer)
      }
    }
    const shown = routeStepOf(step)
    if (shown !== routeStep) {
      lastRouteStep.current = shown
      navigate(urlOf(shown), { replace: replace?.(shown, routeStep) ?? true })
    }
  }, [step, routeStep, navigate])
}
