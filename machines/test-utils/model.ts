/*
 * Model-based testing helpers on top of `createTestModel` from `xstate/graph`.
 *
 * `createTestModel` refuses machines with `invoke` or `after` (it cannot run timers or actors
 * while it traverses). The model therefore is the machine's own definition with each timer and
 * each invoked actor replaced by the event it would deliver (`xstate.after.*`,
 * `xstate.done.actor.*`, `xstate.error.actor.*`). The system under test stays the real machine:
 * every path is replayed on a fresh actor in which the delays really elapse (SimulatedClock) and
 * the invoked promises really settle, and the actor must agree with the model at every step.
 */
import { expect } from 'vitest'
import {
  SimulatedClock,
  createActor,
  fromPromise,
  type AnyActorRef,
  type AnyStateMachine,
  type EventFromLogic,
  type EventObject,
  type Snapshot,
  type InputFrom,
  type NonReducibleUnknown,
  type SnapshotFrom,
} from 'xstate'
import { createTestModel, type TestModel } from 'xstate/graph'
import { transitionKey, type CoverageRecorder } from './coverage'
import { toTestableMachine } from './ui-model'

/** Events the model may carry besides the machine's own: what timers and invoked actors deliver. */
export type ModelEvent<TEvent extends { type: string }> =
  | TEvent
  | { type: `xstate.after.${string}` }
  | { type: `xstate.done.actor.${string}`; output: unknown }
  | { type: `xstate.error.actor.${string}`; error: unknown }

/**
 * The typed fixture of a machine's events: one entry per event type, each with the payload cases
 * the model explores. A missing event type is a compile error.
 */
export type EventCases<TEvent extends { type: string }> = {
  [K in TEvent['type']]: readonly Extract<TEvent, { type: K }>[]
}

export function eventCases<TEvent extends { type: string }>(cases: EventCases<TEvent>): TEvent[] {
  return Object.values(cases).flat() as TEvent[]
}

export interface ModelStep {
  event: { type: string; [key: string]: unknown }
  state: { value: unknown; context: unknown }
}

export interface ModelPath {
  description: string
  steps: ModelStep[]
}

/** The machine's definition, with timers and invoked actors as events, ready for `createTestModel`. */
export function toModelMachine<TMachine extends AnyStateMachine>(machine: TMachine): TMachine {
  return toTestableMachine(machine)
}

export interface MachineModelOptions<TMachine extends AnyStateMachine> {
  input?: InputFrom<TMachine>
  /** Every event with its payload cases; timer events need no entry. */
  events: readonly ModelEvent<EventFromLogic<TMachine>>[]
  /** Bounds the traversal: it throws past this many states instead of exhausting memory. */
  limit?: number
}

/** Vertices are exact snapshots (value + context): no two different contexts merge. */
export function serializeModelState(snapshot: { value: unknown; context: unknown }): string {
  return JSON.stringify({ value: snapshot.value, context: snapshot.context })
}

export function createMachineTestModel<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: MachineModelOptions<TMachine>,
): TestModel<SnapshotFrom<TMachine>, EventFromLogic<TMachine>, unknown> {
  return createTestModel(toModelMachine(machine), {
    input: options.input,
    events: options.events as readonly EventFromLogic<TMachine>[] as EventFromLogic<TMachine>[],
    serializeState: (snapshot) => serializeModelState(snapshot as never),
    limit: options.limit ?? 2_000,
  })
}

function describeStep(step: ModelStep): string {
  return `${step.event.type} → ${JSON.stringify(step.state.value)}`
}

/**
 * Paths that take every kind of move the model can make and reach every model state: the shortest
 * way to a state, then one event from there. An edge is a kind of move: the machine state it leaves,
 * the event with its payload, the transitions the machine enables for it (which also says which
 * guards said no before them) and the machine state it reaches. Of the edges of one kind, the first
 * is kept, and another only when it reaches a model state (value + context) no kept path has
 * reached: every reachable snapshot is still checked by the test's per-step assertions, but the
 * same move from the same state is not replayed once per context that does not change it (the
 * trainer's onboarding: 1 003 edges, 11 303 replayed steps before). Shortest paths alone would skip
 * the edges that lead back to an already reached state; the coverage recorder still checks that
 * every state, transition and guard branch was taken.
 */
export function transitionCoverPaths<TSnapshot extends Snapshot<unknown>, TEvent extends EventObject>(
  model: TestModel<TSnapshot, TEvent, unknown>,
): ModelPath[] {
  const toStep = (event: TEvent, state: TSnapshot): ModelStep => ({
    event: event as ModelStep['event'],
    state: state as unknown as ModelStep['state'],
  })
  const toState = new Map<string, ModelStep[]>()
  for (const path of model.getShortestPaths({ allowDuplicatePaths: true })) {
    const steps = path.steps.map((step) => toStep(step.event, step.state))
    toState.set(serializeModelState(toStep(path.steps[0].event, path.state).state), steps)
  }
  const logic = model.testLogic as unknown as AnyStateMachine
  const enabled = (state: TSnapshot, event: TEvent): string[] => {
    try {
      return logic
        .getTransitionData(state as never, event)
        .map((transition) => transitionKey(transition)?.key ?? '?')
    } catch {
      return ['(guard threw)']
    }
  }
  const kinds = new Set<string>()
  const reached = new Set<string>()
  const paths: ModelPath[] = []
  for (const [key, vertex] of Object.entries(model.getAdjacencyMap())) {
    const prefix = toState.get(key)
    if (!prefix) throw new Error(`No path reaches model state ${key}`)
    for (const { event, state } of Object.values(vertex.transitions) as {
      event: TEvent
      state: TSnapshot
    }[]) {
      const from = vertex.state as unknown as ModelStep['state']
      const to = state as unknown as ModelStep['state']
      const kind = JSON.stringify([from.value, event, enabled(vertex.state, event), to.value])
      const target = serializeModelState(to)
      if (kinds.has(kind) && reached.has(target)) continue
      kinds.add(kind)
      const steps = [...prefix, toStep(event, state)]
      for (const step of steps) reached.add(serializeModelState(step.state))
      paths.push({ description: steps.map(describeStep).join(', '), steps })
    }
  }
  return paths
}

interface Pending {
  id: string
  input: unknown
  signal: AbortSignal
  resolve: (output: unknown) => void
  reject: (error: unknown) => void
}

/**
 * Promise actors the test settles by hand. Convention: the invoke `id` equals the actor's name in
 * `setup({ actors })`, so `xstate.done.actor.load` settles the latest pending `load`.
 */
export function createPromiseControls() {
  const pending: Pending[] = []
  return {
    pending,
    logic<TOutput, TInput = NonReducibleUnknown>(id: string) {
      return fromPromise<TOutput, TInput>(
        ({ input, signal }) =>
          new Promise<TOutput>((resolve, reject) => {
            pending.push({ id, input, signal, resolve: resolve as (output: unknown) => void, reject })
          }),
      )
    },
    /** Settles the newest live call of the actor named in a done/error event; false for other events. */
    settle(event: { type: string; output?: unknown; error?: unknown }): boolean {
      const match = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type)
      if (!match) return false
      const call = pending.filter((p) => p.id === match[2] && !p.signal.aborted).at(-1)
      if (!call) throw new Error(`No pending call of ${match[2]} to settle with ${event.type}`)
      pending.splice(pending.indexOf(call), 1)
      if (match[1] === 'done') call.resolve(event.output)
      else call.reject(event.error)
      return true
    },
  }
}

export type PromiseControls = ReturnType<typeof createPromiseControls>

/** Lets settled promises deliver their events to the actor. */
export const flushPromises = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

function delayOf(machine: AnyStateMachine, eventType: string, actor: AnyActorRef): number | undefined {
  const match = /^xstate\.after\.([^.]+)\./.exec(eventType)
  if (!match) return undefined
  const name = match[1]
  if (!Number.isNaN(Number(name))) return Number(name)
  const delay = (machine.implementations.delays as Record<string, unknown>)[name]
  if (typeof delay === 'number') return delay
  if (typeof delay === 'function') {
    const snapshot = actor.getSnapshot() as { context: unknown }
    return (delay as (args: { context: unknown; event: unknown }) => number)({
      context: snapshot.context,
      event: {},
    })
  }
  throw new Error(`Unknown delay ${name}`)
}

export interface RunPathOptions<TMachine extends AnyStateMachine> {
  /** The real machine, with test implementations provided. */
  machine: TMachine
  input?: InputFrom<TMachine>
  path: ModelPath
  recorder: CoverageRecorder
  controls?: PromiseControls
  /** Extra invariant checked after every step (e.g. scroll locked exactly while a dialog shows). */
  afterStep?: (snapshot: SnapshotFrom<TMachine>, step: ModelStep) => void
}

/**
 * Replays a model path on a fresh actor of the real machine and checks, after every step, that
 * the actor is in exactly the model's state (value and context).
 */
export async function runModelPath<TMachine extends AnyStateMachine>(options: RunPathOptions<TMachine>) {
  const { machine, path, recorder, controls } = options
  const clock = new SimulatedClock()
  const actor = createActor(machine, {
    input: options.input,
    clock,
    inspect: recorder.inspect,
  }) as AnyActorRef
  actor.start()
  try {
    for (const [index, step] of path.steps.entries()) {
      const { event } = step
      const delay = delayOf(machine, event.type, actor)
      if (delay !== undefined) {
        clock.increment(delay)
      } else if (controls?.settle(event)) {
        await flushPromises()
      } else if (event.type !== 'xstate.init') {
        actor.send(event)
      }
      const snapshot = actor.getSnapshot() as { value: unknown; context: unknown }
      const where = `step ${index} (${describeStep(step)}) of path: ${path.description}`
      expect(snapshot.value, where).toEqual(step.state.value)
      expect(snapshot.context, where).toEqual(step.state.context)
      options.afterStep?.(snapshot as SnapshotFrom<TMachine>, step)
    }
    return actor
  } finally {
    actor.stop()
  }
}
