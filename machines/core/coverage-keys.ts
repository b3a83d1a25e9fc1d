/*
 * The identity of a transition, shared by the path-coverage recorder (../test-utils/coverage), the charts of
 * /dev (scripts/build-charts-lib.ts) and the flow recorder of the SPA: one key names the same edge
 * in a coverage report, on a chart and in a user's trace. Free of node: the browser loads it.
 */
import type { AnyTransitionDefinition } from 'xstate'

export interface TransitionInfo {
  /** Stable identity: source, event, position among the source's transitions for that event, targets. */
  key: string
  source: string
  /** Event type; '(always)' for eventless transitions, 'xstate.after.<delay>.<state>' for delayed ones. */
  event: string
  targets: string[]
}

export const ALWAYS_EVENT = '(always)'

export function transitionKey(transition: AnyTransitionDefinition): TransitionInfo | undefined {
  const source = transition.source
  const eventless = transition.eventType === ''
  const siblings = eventless ? (source.always ?? []) : (source.transitions.get(transition.eventType) ?? [])
  const index = siblings.indexOf(transition)
  if (index < 0) return undefined
  const event = eventless ? ALWAYS_EVENT : transition.eventType
  const targets = (transition.target ?? []).map((target) => target.id)
  return {
    key: `${source.id} on ${event}[${index}] -> ${targets.length ? targets.join(', ') : '(self)'}`,
    source: source.id,
    event,
    targets,
  }
}
