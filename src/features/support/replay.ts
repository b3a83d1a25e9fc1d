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
 */
import { createActor, type AnyStateMachine } from 'xstate'
import type { TraceStep } from '../../../contracts/support/traces'
import { toTestableMachine } from '../../../machines/core/testable-machine'

export interface Divergence {
  /** Index of the step in the whole trace. */
  step: number
  event: TraceStep['event']
  recorded: unknown
  replayed: unknown
}

export interface ReplayResult {
  actor: string
  machine: string
  steps: number
  status: 'same' | 'diverged' | 'unknown-machine'
  divergence?: Divergence
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** Replays one actor's steps (indexes into the whole trace) on the current definition. */
export function replayActor(
  machine: AnyStateMachine,
  trace: readonly TraceStep[],
  indexes: number[],
): ReplayResult {
  const first = trace[indexes[0]]
  const result = { actor: first.actor, machine: first.machine, steps: indexes.length }
  const replayable = toTestableMachine(machine)
  // From the recorded first state and its (redacted) context: the input the app gave is not recorded.
  const actor =
    first.event.type === 'xstate.init'
      ? createActor(replayable, {
          snapshot: replayable.resolveState({ value: first.value as never, context: first.context as never }),
        })
      : createActor(replayable)
  try {
    actor.start()
    for (const index of indexes) {
      const step = trace[index]
      if (step.event.type !== 'xstate.init' && step.event.type !== 'xstate.stop') actor.send(step.event)
      const replayed = actor.getSnapshot().value
      if (step.event.type !== 'xstate.stop' && !same(replayed, step.value)) {
        return {
          ...result,
          status: 'diverged',
          divergence: { step: index, event: step.event, recorded: step.value, replayed },
        }
      }
    }
    return { ...result, status: 'same' }
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

/** One result per recorded actor, in the order they first appear. */
export async function replayTrace(trace: readonly TraceStep[]): Promise<ReplayResult[]> {
  const machines = await loadMachines()
  const byActor = new Map<string, number[]>()
  trace.forEach((step, index) => byActor.set(step.actor, [...(byActor.get(step.actor) ?? []), index]))
  return [...byActor.values()].map((indexes) => {
    const first = trace[indexes[0]]
    const machine = machines.get(first.machine)
    if (!machine) {
      return { actor: first.actor, machine: first.machine, steps: indexes.length, status: 'unknown-machine' }
    }
    return replayActor(machine, trace, indexes)
  })
}
