/*
 * Path coverage of a machine (DESIGN.md §4, §7): every state node and every transition of the
 * definition must be visited by the model-based test. The enumerator reads the machine
 * definition; the recorder watches a real actor through XState's inspection API, so what counts
 * as visited is what the machine actually did, not what the test meant to do.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition, InspectionEvent } from 'xstate'
import { transitionKey, type TransitionInfo } from '../core/coverage-keys'

export { ALWAYS_EVENT, transitionKey, type TransitionInfo } from '../core/coverage-keys'

export interface MachineGraph {
  states: string[]
  transitions: TransitionInfo[]
}

export interface CoverageReport {
  machine: string
  states: { total: number; visited: number; missing: string[] }
  transitions: { total: number; visited: number; missing: string[] }
  /** Both branches of every named guard, as `guard <name>: true|false` (ui-model.ts counts them alike). */
  guards?: { total: number; visited: number; missing: string[] }
  /** Each actor the tests ran: the test that drove it and the transitions it took, in order. */
  paths?: { test: string; events: string[]; transitions: string[] }[]
}

/** The named guards of a machine (a string or `{ type }` in the definition). */
export function guardNameOf(guard: unknown): string | undefined {
  if (typeof guard === 'string') return guard
  if (typeof guard === 'object' && guard !== null && 'type' in guard) return String(guard.type)
  return undefined
}

/** Where model tests write their reports and `scripts/test-paths.ts` reads them (gitignored). */
export const COVERAGE_DIR = fileURLToPath(new URL('../.coverage/', import.meta.url))

/** The vitest test running now ('file > test'), when there is one; the paths name what drove them. */
function currentTestName(): string {
  const worker = (
    globalThis as {
      __vitest_worker__?: { current?: { type?: string; name?: string; file?: { name?: string } } }
    }
  ).__vitest_worker__
  const task = worker?.current
  return task?.type === 'test' ? `${task.file?.name ?? ''} > ${task.name ?? ''}` : '(outside a test)'
}

function stateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => stateNodes(child))]
}

// A transition with no target, no actions and no reentry only blocks an event from reaching a
// parent; XState itself does not list it among a state's events, so a test could never send it.
function isInert(transition: AnyTransitionDefinition): boolean {
  return !transition.target && transition.actions.length === 0 && !transition.reenter
}

/** Every state node id and every transition (event, delayed and eventless) of the definition. */
export function allStatesAndTransitions(machine: AnyStateMachine): MachineGraph {
  const nodes = stateNodes(machine.root)
  const transitions: TransitionInfo[] = []
  for (const node of nodes) {
    const definitions = [...[...node.transitions.values()].flat(), ...(node.always ?? [])]
    for (const definition of definitions) {
      if (isInert(definition)) continue
      const info = transitionKey(definition)
      if (info) transitions.push(info)
    }
  }
  return { states: nodes.map((node) => node.id), transitions }
}

export interface CoverageRecorder {
  readonly name: string
  readonly graph: MachineGraph
  /** Pass as `createActor(machine, { inspect: recorder.inspect })`. */
  inspect: (event: InspectionEvent) => void
  report: () => CoverageReport
}

interface MachineSnapshotLike {
  machine: AnyStateMachine
  _nodes: AnyStateNode[]
}

function asMachineSnapshot(snapshot: unknown, rootId: string): MachineSnapshotLike | undefined {
  if (
    typeof snapshot !== 'object' ||
    snapshot === null ||
    !('_nodes' in snapshot) ||
    !('machine' in snapshot)
  ) {
    return undefined
  }
  const candidate = snapshot as MachineSnapshotLike
  return candidate.machine.root.id === rootId ? candidate : undefined
}

/**
 * Records what actors of `machine` (or of `machine.provide(...)`, which shares its definition)
 * visit. Keys are positional, so they survive `.provide()` creating new state node objects.
 */
export function createCoverageRecorder(name: string, machine: AnyStateMachine): CoverageRecorder {
  const graph = allStatesAndTransitions(machine)
  const rootId = machine.root.id
  const visitedStates = new Set<string>()
  const visitedTransitions = new Set<string>()
  const guardNames = new Set<string>()
  for (const node of stateNodes(machine.root)) {
    for (const transition of [...[...node.transitions.values()].flat(), ...(node.always ?? [])]) {
      const guard = guardNameOf(transition.guard)
      if (guard) guardNames.add(guard)
    }
  }
  const guardItems = [...guardNames].flatMap((guard) => [`guard ${guard}: true`, `guard ${guard}: false`])
  const visitedGuards = new Set<string>()
  const paths = new Map<string, { test: string; events: string[]; transitions: string[] }>()

  // Asks each named guard XState would ask for this event, in its order, with the actor's own
  // implementations (guards are pure), stopping where a transition is enabled.
  const evaluateGuards = (
    snapshot: MachineSnapshotLike & { context: unknown },
    event: { type: string },
    eventless: boolean,
  ) => {
    const implementations = (snapshot.machine.implementations.guards ?? {}) as Record<
      string,
      (args: unknown, params: unknown) => boolean
    >
    for (const leaf of snapshot._nodes.filter((node) => node.type === 'atomic' || node.type === 'final')) {
      chain: for (let node: AnyStateNode | undefined = leaf; node; node = node.parent) {
        const candidates = eventless ? (node.always ?? []) : (node.transitions.get(event.type) ?? [])
        for (const transition of candidates) {
          if (!transition.guard) break chain
          const name = guardNameOf(transition.guard)
          const impl = name ? implementations[name] : undefined
          if (!name || !impl) break chain // inline or higher-order: cannot be asked apart
          const args = { context: snapshot.context, event }
          const declared = (transition.guard as { params?: unknown }).params
          const params =
            typeof declared === 'function' ? (declared as (a: unknown) => unknown)(args) : declared
          let answer: boolean
          try {
            answer = Boolean(impl(args, params))
          } catch {
            break chain
          }
          visitedGuards.add(`guard ${name}: ${answer}`)
          if (answer) break chain
        }
      }
    }
  }

  const pathOf = (actor: { sessionId: string }) => {
    let path = paths.get(actor.sessionId)
    if (!path) {
      path = { test: currentTestName(), events: [], transitions: [] }
      paths.set(actor.sessionId, path)
    }
    return path
  }

  const recordNodes = (snapshot: unknown) => {
    const machineSnapshot = asMachineSnapshot(snapshot, rootId)
    machineSnapshot?._nodes.forEach((node) => visitedStates.add(node.id))
  }

  const inspect = (event: InspectionEvent) => {
    if (event.type === '@xstate.event') {
      // sent before the actor handles it: its snapshot is still the state the event arrives in
      const before = asMachineSnapshot(event.actorRef.getSnapshot(), rootId)
      if (before && event.event.type !== 'xstate.init') {
        evaluateGuards(before as MachineSnapshotLike & { context: unknown }, event.event, false)
        pathOf(event.actorRef).events.push(event.event.type)
      }
      return
    }
    if (event.type === '@xstate.snapshot') recordNodes(event.snapshot)
    if (event.type !== '@xstate.microstep' || !asMachineSnapshot(event.snapshot, rootId)) return
    recordNodes(event.snapshot)
    const path = pathOf(event.actorRef)
    for (const transition of event._transitions) {
      // A state left by an eventless transition within the same step never shows in a snapshot.
      visitedStates.add(transition.source.id)
      const info = transitionKey(transition)
      if (info) {
        visitedTransitions.add(info.key)
        path.transitions.push(info.key)
      }
      const guard = guardNameOf(transition.guard)
      if (guard) visitedGuards.add(`guard ${guard}: true`)
      // XState takes the first enabled transition of a list: those before it were refused
      const siblings =
        transition.eventType === ''
          ? (transition.source.always ?? [])
          : (transition.source.transitions.get(transition.eventType) ?? [])
      for (const earlier of siblings.slice(0, Math.max(0, siblings.indexOf(transition)))) {
        const refused = guardNameOf(earlier.guard)
        if (refused) visitedGuards.add(`guard ${refused}: false`)
      }
    }
    // the eventless transitions XState asks about after this microstep
    const after = asMachineSnapshot(event.snapshot, rootId) as MachineSnapshotLike & { context: unknown }
    evaluateGuards(after, event.event, true)
  }

  const report = (): CoverageReport => {
    const missingGuards = guardItems.filter((item) => !visitedGuards.has(item))
    const missingStates = graph.states.filter((id) => !visitedStates.has(id))
    const missingTransitions = graph.transitions
      .map((t) => t.key)
      .filter((key) => !visitedTransitions.has(key))
    return {
      machine: name,
      states: {
        total: graph.states.length,
        visited: graph.states.length - missingStates.length,
        missing: missingStates,
      },
      transitions: {
        total: graph.transitions.length,
        visited: graph.transitions.length - missingTransitions.length,
        missing: missingTransitions,
      },
      guards: {
        total: guardItems.length,
        visited: guardItems.length - missingGuards.length,
        missing: missingGuards,
      },
      paths: [...paths.values()],
    }
  }

  return { name, graph, inspect, report }
}

export function writeCoverageReport(report: CoverageReport, dir: string = COVERAGE_DIR): string {
  mkdirSync(dir, { recursive: true })
  const file = `${dir.endsWith('/') ? dir : `${dir}/`}${report.machine}.json`
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`)
  return file
}

/**
 * Call in the model test's `afterAll`: writes the report for `npm run test:paths` and throws,
 * failing the suite, when anything was never visited.
 */
export function assertFullCoverage(recorder: CoverageRecorder, dir?: string): CoverageReport {
  const report = recorder.report()
  writeCoverageReport(report, dir)
  const missing = [
    ...report.states.missing.map((id) => `state ${id}`),
    ...report.transitions.missing.map((key) => `transition ${key}`),
  ]
  if (missing.length) {
    throw new Error(
      `${recorder.name}: ${missing.length} never visited by the model test:\n  ${missing.join('\n  ')}`,
    )
  }
  return report
}
