/*
 * Model-based tests through the real UI (DESIGN.md §4: "flows with pages also have paths driven
 * through the real UI in Playwright"; the kiesraad/abacus pattern of STYLE.md).
 *
 *   machine ──toTestableMachine──▶ createTestModel (xstate/graph): the graph of the machine, its
 *      │                           states cut down by `serializeState`, bounded by `limit`
 *      │                                        │
 *      │                                        ▼
 *      │              planUiPaths: a covering walk over (model state × world). The world is the
 *      │              test's picture of what the real app and server allow (which page is open,
 *      │              which account is logged in, how many PINs were asked); it refuses steps the
 *      │              UI cannot take. Each path walks to the nearest step that covers something new
 *      │              until `maxSteps`, so a few long paths visit every state, every transition
 *      │              and both branches of every guard.
 *      ▼                                        │
 *   assertUiHandlers: every state and every event ▼
 *   type has a handler, or the test fails    runUiPath: TestModel.testPath drives each step with
 *                                            the event's handler (a user action, a server-side
 *                                            action) and checks the state's handler (the page)
 *
 * Coverage items are counted on the real machine definition (the keys of ./coverage): states,
 * transitions, and `guard <name>: true|false` for every named guard; a test may add its own items
 * (the guard chain's branches). An item no UI path can reach must be declared with the reason, so
 * nothing is left out silently, and a declaration that is no longer true fails too.
 *
 * This module stays free of vitest and Playwright: the unit tests and the e2e specs both use it.
 * `toTestableMachine` (../core/testable-machine) is free of node too: the SPA's replay of a recorded flow
 * rebuilds machines the same way.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import {
  createActor,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
} from 'xstate'
import { createTestModel, type AdjacencyValue, type StatePath, type Step, type TestModel } from 'xstate/graph'
import { COVERAGE_DIR, allStatesAndTransitions, createCoverageRecorder } from './coverage'
import { toTestableMachine, type TestableOptions } from '../core/testable-machine'

export { toTestableMachine, type TestableOptions } from '../core/testable-machine'

type Snapshot = AnyMachineSnapshot

/**
 * The events of a UI model: a test declares the union of the events it drives (each type with its
 * payload), and worlds and handlers receive them narrowed by `type`.
 */
export type UiEvent = EventObject

/** The first step of every path: the page before any user action. */
export interface InitEvent {
  type: 'xstate.init'
}

/** What a step of a planned path carries: one of the model's events, or the initial step. */
export type StepEvent<TEvent extends UiEvent> = TEvent | InitEvent

/** The events of one type, with their payloads. */
export type EventOfType<TEvent extends UiEvent, K extends string> = Extract<StepEvent<TEvent>, { type: K }>

function stateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => stateNodes(child))]
}

// A transition with no target, no actions and no reentry only blocks an event (see ./coverage).
const isInert = (transition: AnyTransitionDefinition) =>
  !transition.target && transition.actions.length === 0 && !transition.reenter

export interface MachineInventory {
  /** Every state node but the root, as `#id` (the keys TestModel matches state handlers by). */
  states: string[]
  /** Every event type a state reacts to, the actors' done/error events and 'xstate.init'. */
  events: string[]
}

export function machineInventory(machine: AnyStateMachine): MachineInventory {
  const nodes = stateNodes(machine.root)
  const events = new Set<string>(['xstate.init'])
  for (const node of nodes) {
    for (const [type, transitions] of node.transitions) {
      if (transitions.some((transition) => !isInert(transition))) events.add(type)
    }
  }
  return { states: nodes.slice(1).map((node) => `#${node.id}`), events: [...events] }
}

export interface HandlerKeys {
  states: Record<string, unknown>
  events: Record<string, unknown>
}

/**
 * Fails when the machine has a state or an event type the test has no handler for, or when a
 * handler names something the machine no longer has. `machine` is the testable one (its invoked
 * actors appear as done/error events).
 */
export function assertUiHandlers(machine: AnyStateMachine, handlers: HandlerKeys): void {
  const inventory = machineInventory(machine)
  const root = `#${machine.root.id}`
  const problems = [
    ...inventory.states.filter((id) => !(id in handlers.states)).map((id) => `no handler for state ${id}`),
    ...inventory.events
      .filter((type) => !(type in handlers.events))
      .map((type) => `no handler for event ${type}`),
    ...Object.keys(handlers.states)
      .filter((id) => id !== root && !inventory.states.includes(id))
      .map((id) => `handler for a state the machine does not have: ${id}`),
    ...Object.keys(handlers.events)
      .filter((type) => !inventory.events.includes(type))
      .map((type) => `handler for an event the machine does not take: ${type}`),
  ]
  if (problems.length) {
    throw new Error(`${machine.root.id}: the UI test does not match the machine:\n  ${problems.join('\n  ')}`)
  }
}

function guardName(guard: unknown): string | undefined {
  if (typeof guard === 'string') return guard
  if (typeof guard === 'object' && guard !== null && 'type' in guard) return String(guard.type)
  return undefined
}

/** The coverage items of a machine: its states, its transitions, both branches of each named guard. */
export function coverageUniverse(machine: AnyStateMachine): string[] {
  const graph = allStatesAndTransitions(machine)
  const guards = new Set<string>()
  for (const node of stateNodes(machine.root)) {
    for (const transition of [...[...node.transitions.values()].flat(), ...(node.always ?? [])]) {
      const name = guardName(transition.guard)
      if (name) guards.add(name)
    }
  }
  return [
    ...graph.states.map((id) => `state ${id}`),
    ...graph.transitions.map((t) => `transition ${t.key}`),
    ...[...guards].flatMap((name) => [`guard ${name}: true`, `guard ${name}: false`]),
  ]
}

type GuardImpl = (args: unknown, params: unknown) => boolean

/**
 * What one step does to the definition: the states it enters, the transitions it takes and the
 * guards it evaluates, read from a real actor restored at the step's source (guards wrapped to
 * record their answers, transitions seen through XState's inspection API).
 */
function createStepProbe(original: AnyStateMachine, testable: AnyStateMachine) {
  const guardLog: string[] = []
  const implementations = (testable.implementations.guards ?? {}) as Record<string, GuardImpl>
  const guards = Object.fromEntries(
    Object.entries(implementations).map(([name, impl]) => [
      name,
      (args: unknown, params: unknown) => {
        const answer = Boolean(impl(args, params))
        guardLog.push(`guard ${name}: ${answer}`)
        return answer
      },
    ]),
  )
  const probed = testable.provide({ guards } as never)
  return (from: Snapshot, event: EventObject): string[] => {
    const recorder = createCoverageRecorder('probe', original)
    const actor = createActor(probed, { snapshot: from as never, inspect: recorder.inspect })
    actor.start()
    guardLog.length = 0
    actor.send(event)
    const guardItems = [...guardLog]
    actor.stop()
    const report = recorder.report()
    const missingStates = new Set(report.states.missing)
    const missingTransitions = new Set(report.transitions.missing)
    return [
      ...recorder.graph.states.filter((id) => !missingStates.has(id)).map((id) => `state ${id}`),
      ...recorder.graph.transitions
        .filter((t) => !missingTransitions.has(t.key))
        .map((t) => `transition ${t.key}`),
      ...guardItems,
    ]
  }
}

/**
 * An event case may say why its outcome is forced on the page instead of coming from the server
 * (a failure the test fakes, as when the API is down). Such steps are counted apart.
 */
export interface FaultMark {
  fault?: string
}

export interface UiTestModelOptions<TEvent extends UiEvent> {
  input?: unknown
  /** Every event with the payload cases the UI can produce (a function: per state). */
  events: readonly TEvent[] | ((snapshot: Snapshot) => readonly TEvent[])
  /** What makes two states different for the test; the less it keeps, the smaller the graph. */
  serializeState: (snapshot: Snapshot) => string
  /** Bounds the traversal: it throws past this many steps explored (XState's `limit`). */
  limit?: number
  testable?: TestableOptions
}

export interface UiTestModel<TEvent extends UiEvent = UiEvent> {
  name: string
  machine: AnyStateMachine
  testable: AnyStateMachine
  model: TestModel<Snapshot, StepEvent<TEvent>, unknown>
  serializeState: (snapshot: Snapshot) => string
}

export function createUiTestModel<TEvent extends UiEvent>(
  name: string,
  machine: AnyStateMachine,
  options: UiTestModelOptions<TEvent>,
): UiTestModel<TEvent> {
  const testable = toTestableMachine(machine, options.testable)
  const model = createTestModel(testable, {
    input: options.input as never,
    events: options.events as never,
    serializeState: (snapshot) => options.serializeState(snapshot as Snapshot),
    limit: options.limit ?? 50_000,
  }) as unknown as TestModel<Snapshot, StepEvent<TEvent>, unknown>
  return { name, machine, testable, model, serializeState: options.serializeState }
}

export interface UiWorld<TWorld, TEvent extends UiEvent = UiEvent> {
  /**
   * Where paths start. Several starts are planned in turn, each for at most `maxPaths` paths and
   * only for what the earlier ones left (e.g. one registration allowed per start, so the
   * registered account is used for all it can cover before the next start registers another).
   */
  initial: TWorld | readonly { name: string; world: TWorld; maxPaths: number }[]
  /** The world after the step, or undefined when the real UI or server cannot take it. */
  step: (world: TWorld, event: TEvent, from: Snapshot, to: Snapshot) => TWorld | undefined
  key: (world: TWorld) => string
  /** Coverage items a step earns through the world (e.g. the guard chain's decisions it causes). */
  items?: (before: TWorld, event: TEvent, from: Snapshot, to: Snapshot, after: TWorld) => string[]
  /**
   * Why the steps into this world stand on an answer the test forced (e.g. the server cannot put
   * an account in that state yet and the test rewrites its answer); undefined when they do not.
   */
  forced?: (world: TWorld) => string | undefined
}

export interface PlanOptions<TWorld, TEvent extends UiEvent = UiEvent> {
  world: UiWorld<TWorld, TEvent>
  /** Longest path, the initial step included. */
  maxSteps: number
  maxPaths?: number
  /**
   * Items of the test's own, e.g. the guard chain's branches a navigation decides: all of them, and
   * those a step covers (from the machine alone; or from the world, see UiWorld.items).
   */
  extraItems?: {
    universe: readonly string[]
    of?: (from: Snapshot, event: TEvent, to: Snapshot) => string[]
  }
  /** Items no UI path can cover, each with the reason. */
  unreachable?: Record<string, string>
}

export interface PlannedPath<TWorld, TEvent extends UiEvent = UiEvent> extends StatePath<
  Snapshot,
  StepEvent<TEvent>
> {
  description: string
  /** The world after each step (index 0: after xstate.init). */
  worlds: TWorld[]
}

export interface UiCoverage {
  machine: string
  paths: number
  steps: number
  /** Per kind (state, transition, guard, and the test's own): covered/total. */
  totals: Record<string, { covered: number; total: number }>
  /** Covered only by steps standing on an answer the test forced (FaultMark, UiWorld.forced). */
  byFault: string[]
  /** Not covered, with the declared reason. */
  unreachable: Record<string, string>
  /** Problems that fail the plan: items missed without a reason, reasons for covered items. */
  problems: string[]
}

export interface UiPlan<TWorld, TEvent extends UiEvent = UiEvent> {
  paths: PlannedPath<TWorld, TEvent>[]
  coverage: UiCoverage
}

interface Vertex<TWorld> {
  snapshot: Snapshot
  world: TWorld
}

interface Edge<TWorld, TEvent extends UiEvent> {
  event: TEvent
  to: Vertex<TWorld>
  items: string[]
  /** The step stands on an answer the test forced (FaultMark, UiWorld.forced). */
  forced: boolean
}

const eventKey = (event: EventObject) => JSON.stringify(event)

// Short step names for test titles: `askReset ✓` for an actor's answer, payload strings inline.
function describe(event: EventObject): string {
  const answer = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type)
  if (answer) return `${answer[2]} ${answer[1] === 'done' ? '✓' : '✗'}`
  const { type, ...rest } = event as EventObject & Record<string, unknown>
  const payload = Object.entries(rest)
    .filter(([key, value]) => key !== 'fault' && typeof value !== 'object')
    .map(([, value]) => String(value))
  return payload.length ? `${type}(${payload.join(', ')})` : type
}

const itemKind = (item: string) => item.slice(0, item.indexOf(' '))

/**
 * A few long paths covering every item the UI can reach. From the initial state, each path takes
 * the shortest way (breadth first over model state × world) to the nearest step that covers
 * something new, preferring the step covering most, until nothing new is within `maxSteps`.
 */
export function planUiPaths<TWorld, TEvent extends UiEvent>(
  ui: UiTestModel<TEvent>,
  options: PlanOptions<TWorld, TEvent>,
): UiPlan<TWorld, TEvent> {
  const { model } = ui
  // snapshots are shared between the adjacency map and the walks: serialise each once
  const serialized = new WeakMap<Snapshot, string>()
  const serializeState = (snapshot: Snapshot) => {
    let key = serialized.get(snapshot)
    if (key === undefined) serialized.set(snapshot, (key = ui.serializeState(snapshot)))
    return key
  }
  const { world } = options
  const adjacency = model.getAdjacencyMap()
  // the traversal starts from the initial state, so it is the adjacency map's first entry
  const initialSnapshot = Object.values(adjacency)[0].state
  const starts = Array.isArray(world.initial)
    ? (world.initial as Exclude<UiWorld<TWorld, TEvent>['initial'], TWorld>)
    : [{ name: '', world: world.initial as TWorld, maxPaths: options.maxPaths ?? 50 }]
  const probe = createStepProbe(ui.machine, ui.testable)
  const unreachable = options.unreachable ?? {}
  const universe = [...coverageUniverse(ui.machine), ...(options.extraItems?.universe ?? [])]
  const known = new Set(universe)
  const itemCache = new Map<string, string[]>()

  const itemsOf = (from: Snapshot, event: TEvent, to: Snapshot) => {
    const key = `${serializeState(from)}|${eventKey(event)}`
    let items = itemCache.get(key)
    if (!items) {
      items = [...probe(from, event), ...(options.extraItems?.of?.(from, event, to) ?? [])].filter((item) =>
        known.has(item),
      )
      itemCache.set(key, items)
    }
    return items
  }

  const vertexKey = (vertex: Vertex<TWorld>) =>
    `${serializeState(vertex.snapshot)}§${world.key(vertex.world)}`
  const edgeCache = new Map<string, Edge<TWorld, TEvent>[]>()
  const edges = (vertex: Vertex<TWorld>): Edge<TWorld, TEvent>[] => {
    const cacheKey = vertexKey(vertex)
    const cached = edgeCache.get(cacheKey)
    if (cached) return cached
    const entry = (adjacency as Record<string, AdjacencyValue<Snapshot, TEvent>>)[
      serializeState(vertex.snapshot)
    ]
    if (!entry) throw new Error(`${ui.name}: state outside the model: ${serializeState(vertex.snapshot)}`)
    const out: Edge<TWorld, TEvent>[] = []
    for (const { event, state } of Object.values(entry.transitions)) {
      const next = world.step(vertex.world, event, vertex.snapshot, state)
      if (next === undefined) continue
      const items = itemsOf(vertex.snapshot, event, state)
      const more = world
        .items?.(vertex.world, event, vertex.snapshot, state, next)
        .filter((item) => known.has(item))
      out.push({
        event,
        to: { snapshot: state, world: next },
        items: more?.length ? [...items, ...more] : items,
        forced: !!(event as FaultMark).fault || world.forced?.(next) !== undefined,
      })
    }
    edgeCache.set(cacheKey, out)
    return out
  }

  const uncovered = new Set(universe.filter((item) => !(item in unreachable)))
  const realCovered = new Set<string>()
  const faultCovered = new Set<string>()

  // What a walk adds: items nobody covered yet weigh most; an item only a forced failure covered
  // is still worth covering with the real server.
  const gainOf = (walk: Edge<TWorld, TEvent>[]) => {
    const fresh = new Set<string>()
    const real = new Set<string>()
    for (const edge of walk) {
      for (const item of edge.items) {
        if (uncovered.has(item)) fresh.add(item)
        else if (!edge.forced && faultCovered.has(item) && !realCovered.has(item)) real.add(item)
      }
    }
    return fresh.size * 10 + real.size
  }

  // A step into a final state ends the path: taken only when nothing else new is in reach.
  const isTerminal = (vertex: Vertex<TWorld>) => edges(vertex).length === 0

  // Breadth first from `start`: the shortest walk ending in an edge with new items.
  const nearest = (start: Vertex<TWorld>, budget: number): Edge<TWorld, TEvent>[] | undefined => {
    let frontier: { vertex: Vertex<TWorld>; walk: Edge<TWorld, TEvent>[] }[] = [{ vertex: start, walk: [] }]
    const seen = new Set([vertexKey(start)])
    let last: Edge<TWorld, TEvent>[] | undefined
    for (let depth = 0; depth < budget && frontier.length; depth++) {
      let best: { walk: Edge<TWorld, TEvent>[]; gain: number } | undefined
      const next: typeof frontier = []
      for (const { vertex, walk } of frontier) {
        for (const edge of edges(vertex)) {
          const gain = gainOf([...walk, edge])
          if (gain > 0 && isTerminal(edge.to)) last ??= [...walk, edge]
          else if (gain > 0 && (!best || gain > best.gain)) best = { walk: [...walk, edge], gain }
          const key = vertexKey(edge.to)
          if (seen.has(key)) continue
          seen.add(key)
          next.push({ vertex: edge.to, walk: [...walk, edge] })
        }
      }
      if (best) return best.walk
      frontier = next
    }
    return last
  }

  const paths: PlannedPath<TWorld, TEvent>[] = []
  for (const start of starts) {
    const initial: Vertex<TWorld> = { snapshot: initialSnapshot, world: start.world }
    for (let count = 0; count < start.maxPaths; count++) {
      const walk: Edge<TWorld, TEvent>[] = []
      let at = initial
      for (;;) {
        const more = nearest(at, options.maxSteps - 1 - walk.length)
        if (!more) break
        for (const edge of more) {
          walk.push(edge)
          for (const item of edge.items) {
            uncovered.delete(item)
            if (edge.forced) faultCovered.add(item)
            else realCovered.add(item)
          }
        }
        at = walk[walk.length - 1].to
      }
      if (!walk.length) break
      const steps: Step<Snapshot, StepEvent<TEvent>>[] = [
        { event: { type: 'xstate.init' }, state: initial.snapshot },
        ...walk.map((edge) => ({ event: edge.event, state: edge.to.snapshot })),
      ]
      paths.push({
        state: at.snapshot,
        weight: steps.length,
        steps,
        worlds: [initial.world, ...walk.map((edge) => edge.to.world)],
        description: `${start.name ? `${start.name}: ` : ''}${walk.map((edge) => describe(edge.event)).join(' → ')}`,
      })
    }
  }

  const covered = new Set([...realCovered, ...faultCovered])
  const totals: UiCoverage['totals'] = {}
  for (const item of universe) {
    const kind = itemKind(item)
    totals[kind] ??= { covered: 0, total: 0 }
    totals[kind].total++
    if (covered.has(item)) totals[kind].covered++
  }
  const problems = [
    ...universe
      .filter((item) => !covered.has(item) && !(item in unreachable))
      .map((item) => `not covered and not declared unreachable: ${item}`),
    ...Object.keys(unreachable)
      .filter((item) => covered.has(item) || !known.has(item))
      .map((item) =>
        known.has(item)
          ? `declared unreachable but covered: ${item}`
          : `declared item does not exist: ${item}`,
      ),
  ]
  return {
    paths,
    coverage: {
      machine: ui.name,
      paths: paths.length,
      steps: paths.reduce((sum, path) => sum + path.steps.length, 0),
      totals,
      byFault: [...faultCovered].filter((item) => !realCovered.has(item)),
      unreachable: Object.fromEntries(Object.entries(unreachable).filter(([item]) => !covered.has(item))),
      problems,
    },
  }
}

/** One line per kind, then what the fault injection alone covers and what no path can reach. */
export function formatUiCoverage(coverage: UiCoverage): string {
  const kinds = Object.entries(coverage.totals).map(
    ([kind, { covered, total }]) => `${kind} ${covered}/${total}`,
  )
  return [
    `${coverage.machine}: ${coverage.paths} UI paths, ${coverage.steps} steps; ${kinds.join(', ')}`,
    ...coverage.byFault.map((item) => `  only with an answer the test forced: ${item}`),
    ...Object.entries(coverage.unreachable).map(([item, reason]) => `  unreachable: ${item} (${reason})`),
    ...coverage.problems.map((problem) => `  PROBLEM: ${problem}`),
  ].join('\n')
}

/** machines/.coverage/ui/<machine>.json, next to the model tests' reports (gitignored). */
export function writeUiCoverage(coverage: UiCoverage, dir = `${COVERAGE_DIR}ui/`): string {
  mkdirSync(dir, { recursive: true })
  const file = `${dir}${coverage.machine}.json`
  writeFileSync(file, `${JSON.stringify(coverage, null, 2)}\n`)
  return file
}

export interface UiStepInfo<TWorld, TEvent extends UiEvent = UiEvent> {
  index: number
  /** The event of this step (state handlers look at input a guard refused). */
  event: StepEvent<TEvent>
  /** The world after this step. */
  world: TWorld
  /** The world before this step (for xstate.init: the initial world). */
  before: TWorld
  /** The state before this step (undefined for xstate.init). */
  from: Snapshot | undefined
  /** The state this step leads to. */
  to: Snapshot
}

/** Performs the events of one type on the page (or on the server). */
export type UiEventHandler<TWorld, TEvent extends UiEvent, K extends string = StepEvent<TEvent>['type']> = (
  event: EventOfType<TEvent, K>,
  step: UiStepInfo<TWorld, TEvent>,
) => Promise<void>

export interface UiHandlers<TWorld, TEvent extends UiEvent = UiEvent> {
  /** Keyed by `#stateId`; every state of the path's configuration is checked, parents first. */
  states: Record<string, (snapshot: Snapshot, step: UiStepInfo<TWorld, TEvent>) => Promise<void>>
  /** One per event type of the model, and one for the initial step ('xstate.init'). */
  events: { [K in StepEvent<TEvent>['type']]: UiEventHandler<TWorld, TEvent, K> }
}

/** Drives one planned path through TestModel.testPath with the handlers. */
export async function runUiPath<TWorld, TEvent extends UiEvent>(
  ui: UiTestModel<TEvent>,
  path: PlannedPath<TWorld, TEvent>,
  handlers: UiHandlers<TWorld, TEvent>,
): Promise<void> {
  assertUiHandlers(ui.testable, handlers)
  let index = -1
  const info = (): UiStepInfo<TWorld, TEvent> => ({
    index,
    event: path.steps[index].event,
    world: path.worlds[index],
    before: path.worlds[Math.max(0, index - 1)],
    from: index > 0 ? path.steps[index - 1].state : undefined,
    to: path.steps[index].state,
  })
  const events = Object.fromEntries(
    // each handler takes the events of its own type, which is what TestModel hands it
    Object.entries(
      handlers.events as unknown as Record<
        string,
        (event: StepEvent<TEvent>, step: UiStepInfo<TWorld, TEvent>) => Promise<void>
      >,
    ).map(([type, handle]) => [
      type,
      async (step: Step<Snapshot, StepEvent<TEvent>>) => {
        index++
        await handle(step.event, info())
      },
    ]),
  )
  const states = Object.fromEntries(
    Object.entries(handlers.states).map(([id, check]) => [
      id,
      (snapshot: Snapshot) => check(snapshot, info()),
    ]),
  )
  await ui.model.testPath(path, { events: events as never, states })
}
