/**
 * The statechart files of /dev (scripts/build-charts-lib.ts writes them at build time, the page and
 * the path-coverage report read them): `charts/index.json` and one `charts/<machine id>.json` each.
 */

export interface ChartNode {
  /** The state node's id (`login-prompt.open.editing`), as in snapshots and coverage keys. */
  id: string
  key: string
  parent: string | undefined
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history'
  /** The initial child of its compound parent. */
  initial: boolean
  entry: string[]
  exit: string[]
  invoke: { id: string; src: string }[]
}

export interface ChartEdge {
  /** The transition's coverage key (machines/core/coverage-keys.ts). */
  key: string
  source: string
  /** Empty for a transition that stays in its state (drawn as a loop). */
  targets: string[]
  /** The event type as XState sees it: `(always)`, `xstate.after.<delay>.<state id>`, … */
  event: string
  /** What the chart prints: `prompt.submit`, `after 300`, `done: login`. */
  label: string
  guard?: string
  delay?: string
  actions: string[]
  reenter: boolean
}

export interface Box {
  x: number
  y: number
  width: number
  height: number
}

export interface MachineChart {
  /** The machine's root id (`createMachine({ id })`). */
  id: string
  /** Its folder under machines/. */
  flow: string
  /** Hash of nodes and edges: equal hashes, same definition. */
  hash: string
  nodes: ChartNode[]
  edges: ChartEdge[]
  /** Absolute coordinates from elkjs; `edges[i][j]` is the route of edge i to its target j. */
  layout: {
    width: number
    height: number
    nodes: Record<string, Box>
    edges: { points: { x: number; y: number }[]; label?: { x: number; y: number; width: number } }[][]
  }
}

export interface ChartIndex {
  machines: { id: string; flow: string; hash: string }[]
}
