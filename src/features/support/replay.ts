/*
 * Replay of a recorded flow (issue 11): each recorded actor's events are sent, in order, to the
 * machine definition as it is now (imported from machines/ on demand), and the first step whose
 * state value differs from the recorded one is reported, so support can tell whether a fix changes
 * what the user went through.
 *
 * Timers and invoked actors do not run: the recording already holds what they delivered
 * (xstate.after.*, xstate.done.actor.*, xstate.error.actor.*), so the definition is rebuilt with
 * each `after` and `invoke` turned into a plain transition on that event, as the model-based tests
 * do (machines/core/testable-machine.ts).
 *
 * Replay is total (issue 34): whatever a trace holds (a state an older build had, an event the
 * machine no longer knows, a redacted context an action trips on, a start the ring buffer dropped),
 * the step it cannot replay is a divergence with both states and the reason, never an exception.
 */
import { createActor, type AnyActorRef, type AnyStateMachine, type AnyStateNode } from 'xstate'
import type { TraceStep } from '../../../contracts/support/traces'
import { toTestableMachine } from '../../../machines/core/testable-machine'

/**
 * Why a step was not replayed as recorded: `state` the current definition went elsewhere,
 * `unknown-event` it has no transition for that event any more, `unknown-state` the recorded state
 * does not exist in it, `error` the machine threw (an action or guard, on a redacted context).
 */
export type DivergenceReason = 'state' | 'unknown-event' | 'unknown-state' | 'error'

export interface Divergence {
  /** Index of the step in the whole trace. */
  step: number
  event: TraceStep['event']
  recorded: unknown
  replayed: unknown
  reason: DivergenceReason
  /** The error's message, for `error` and `unknown-state`. */
  message?: string
}

export interface ReplayResult {
  actor: string
  machine: string
  steps: number
  status: 'same' | 'diverged' | 'unknown-machine'
  divergence?: Divergence
  /** The trace starts after the actor did (the ring buffer dropped its start): replayed from its first recorded state. */
  partial?: boolean
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** The state value a definition starts in, read from its nodes (no context, no input needed). */
export function initialValue(node: AnyStateNode): unknown {
  const children = Object.values(node.states) as AnyStateNode[]
  if (node.type === 'parallel') {
    return Object.fromEntries(children.map((child) => [child.key, initialValue(child)]))
  }
  const [target] = (node.initial?.target ?? []) as AnyStateNode[]
  if (!target) return undefined
  const inner = Object.keys(target.states).length ? initialValue(target) : undefined
  return inner === undefined ? target.key : { [target.key]: inner }
}

/** Every event type some state of the definition has a transition for ('*' when any will do). */
function knownEvents(node: AnyStateNode, into = new Set<string>()): Set<string> {
  for (const type of node.transitions.keys()) into.add(type)
  for (const child of Object.values(node.states) as AnyStateNode[]) knownEvents(child, into)
  return into
}

/** Replays one actor's steps (indexes into the whole trace) on the current definition; never throws. */
export function replayActor(
  machine: AnyStateMachine,
  trace: readonly TraceStep[],
  indexes: number[],
): ReplayResult {
  const first = trace[indexes[0]]
  const result: ReplayResult = {
    actor: first.actor,
    machine: first.machine,
    steps: indexes.length,
    status: 'same',
  }
  const diverged = (divergence: Divergence): ReplayResult => ({ ...result, status: 'diverged', divergence })
  // A trace that starts mid-flow starts from the state after its first step, which is not replayed.
  const partial = first.event.type !== 'xstate.init'
  if (partial) result.partial = true

  let replayable: AnyStateMachine
  let actor: AnyActorRef
  let current: unknown
  try {
    replayable = toTestableMachine(machine)
    current = initialValue(replayable.root)
    // From the recorded state and its (redacted) context: the input the app gave is not recorded.
    const snapshot = replayable.resolveState({
      value: first.value as never,
      context: (first.context ?? {}) as never,
    })
    actor = createActor(replayable, { snapshot })
    // an observer that handles errors: xstate would otherwise rethrow them outside this call
    actor.subscribe({ error: () => undefined })
    actor.start()
  } catch (error) {
    return diverged({
      step: indexes[0],
      event: first.event,
      recorded: first.value,
      replayed: current,
      reason: 'unknown-state',
      message: messageOf(error),
    })
  }

  const known = knownEvents(replayable.root)
  try {
    for (const index of partial ? indexes.slice(1) : indexes) {
      const step = trace[index]
      const type = step.event.type
      if (type === 'xstate.stop') continue
      const before = actor.getSnapshot()
      let thrown: unknown
      if (type !== 'xstate.init') {
        try {
          actor.send(step.event)
        } catch (error) {
          thrown = error ?? 'error'
        }
      }
      const after = actor.getSnapshot()
      if (thrown !== undefined || after.status === 'error') {
        return diverged({
          step: index,
          event: step.event,
          recorded: step.value,
          replayed: before.value,
          reason: 'error',
          message: messageOf(thrown ?? after.error),
        })
      }
      if (!same(after.value, step.value)) {
        const unknown = type !== 'xstate.init' && !known.has(type) && !known.has('*')
        return diverged({
          step: index,
          event: step.event,
          recorded: step.value,
          replayed: after.value,
          reason: unknown ? 'unknown-event' : 'state',
        })
      }
    }
    return result
  } finally {
    actor.stop()
  }
}

// Imported under their own module ids (?replay), so the app's chunks keep the machines they had.
const machineModules = import.meta.glob<Record<string, unknown>>('../../../machines/*/*.machine.ts', {
  query: '?replay',
})

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'root' in value && 'implementations' in value

/** Every machine of machines/, by root id, as this build defines it. */
export async function loadMachines(): Promise<Map<string, AnyStateMachine>> {
  const machines = new Map<string, AnyStateMachine>()
  for (const load of Object.values(machineModules)) {
    for (const value of Object.values(await load())) {
      if (isMachine(value) && !machines.has(value.root.id)) machines.set(value.root.id, value)
    }
  }
  return machines
}

/** One result per recorded actor, in the order they first appear; `machines` defaults to this build's. */
export async function replayTrace(
  trace: readonly TraceStep[],
  machines?: ReadonlyMap<string, AnyStateMachine>,
): Promise<ReplayResult[]> {
  const definitions = machines ?? (await loadMachines())
  const byActor = new Map<string, number[]>()
  trace.forEach((step, index) => byActor.set(step.actor, [...(byActor.get(step.actor) ?? []), index]))
  return [...byActor.values()].map((indexes) => {
    const first = trace[indexes[0]]
    const machine = definitions.get(first.machine)
    if (!machine) {
      return { actor: first.actor, machine: first.machine, steps: indexes.length, status: 'unknown-machine' }
    }
    return replayActor(machine, trace, indexes)
  })
}
