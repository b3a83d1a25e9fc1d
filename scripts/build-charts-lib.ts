/*
 * The statecharts of /dev (DESIGN.md §4), computed at build time so the page ships no layout engine.
 *
 *   machines/<flow>/*.machine.ts ──import──▶ every exported state machine
 *        │ extractChart: states (compound, parallel, final, history, initial), entry/exit actions,
 *        │ invoked actors, transitions with event, guard, delay and actions; keys as in
 *        │ machines/core/coverage-keys.ts, so coverage and traces point at the same edges
 *        ▼
 *   layoutChart (elkjs: layered, hierarchical, absolute coordinates) ──▶ <machine id>.json + index.json
 *
 * The definition hash covers the extracted structure only (not the layout), so a trace can tell
 * whether the machine a user ran is still the one on the page.
 */
import { createHash } from 'node:crypto'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import ELK from 'elkjs/lib/elk.bundled.js'
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate'
import { ALWAYS_EVENT, transitionKey } from '../machines/core/coverage-keys'
import type { ChartEdge, ChartIndex, ChartNode, MachineChart } from '../contracts/dev/charts'

export type { ChartEdge, ChartIndex, ChartNode, MachineChart }

/** Every `machines/<flow>/*.machine.ts`, found by listing the folders (no registry to keep up). */
export function discoverMachineFiles(root: string): { flow: string; file: string }[] {
  const machinesDir = join(root, 'machines')
  return readdirSync(machinesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'test-utils')
    .flatMap((entry) =>
      readdirSync(join(machinesDir, entry.name))
        .filter((file) => file.endsWith('.machine.ts'))
        .sort()
        .map((file) => ({ flow: entry.name, file: join(machinesDir, entry.name, file) })),
    )
    .sort((a, b) => a.file.localeCompare(b.file))
}

export function isStateMachine(value: unknown): value is AnyStateMachine {
  return (
    typeof value === 'object' &&
    value !== null &&
    'root' in value &&
    'config' in value &&
    'implementations' in value &&
    typeof (value as { provide?: unknown }).provide === 'function'
  )
}

type Named = string | { type?: unknown } | ((...args: never[]) => unknown)

function toArray<T>(value: T | readonly T[] | undefined): readonly T[] {
  if (value === undefined) return []
  return Array.isArray(value) ? value : [value as T]
}

/** A readable name for an action: its name in `setup`, or what XState's built-ins call themselves. */
export function actionName(action: unknown): string {
  if (typeof action === 'string') return action
  if (typeof action === 'function') {
    const type = (action as { type?: unknown }).type
    if (typeof type === 'string') return type.replace(/^xstate\./, '')
    return action.name || 'inline'
  }
  if (typeof action === 'object' && action !== null && 'type' in action) return String(action.type)
  return 'inline'
}

/** `isValid`, `!isLoggedIn`, `a && b` for the higher-order guards, `inline` for an anonymous function. */
export function guardLabel(guard: unknown): string | undefined {
  if (guard === undefined || guard === null) return undefined
  if (typeof guard === 'string') return guard
  const type = (guard as { type?: unknown }).type
  const inner = (guard as { guards?: unknown[] }).guards
  if (type === 'xstate.not' && inner) return `!${guardLabel(inner[0])}`
  if (type === 'xstate.and' && inner) return inner.map(guardLabel).join(' && ')
  if (type === 'xstate.or' && inner) return inner.map(guardLabel).join(' || ')
  if (typeof type === 'string') return type
  return typeof guard === 'function' ? guard.name || 'inline' : 'inline'
}

function stateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => stateNodes(child))]
}

// A transition with no target, no actions and no reentry only blocks an event (see coverage.ts).
const isInert = (transition: AnyTransitionDefinition) =>
  !transition.target && transition.actions.length === 0 && !transition.reenter

function eventLabel(event: string, node: AnyStateNode): { label: string; delay?: string } {
  if (event === ALWAYS_EVENT) return { label: 'always' }
  const after = /^xstate\.after\.(.+)\.[^.]*$/.exec(event)
  if (after && event.endsWith(`.${node.id}`)) {
    const delay = event.slice('xstate.after.'.length, -(node.id.length + 1))
    return { label: `after ${delay}`, delay }
  }
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event)
  if (actor) return { label: `${actor[1]}: ${actor[2]}` }
  if (event.startsWith('xstate.done.state.')) return { label: 'done' }
  return { label: event }
}

/** The structure of a machine, without layout: what the hash covers and the page draws. */
export function extractChart(machine: AnyStateMachine, flow: string): Omit<MachineChart, 'hash' | 'layout'> {
  const nodes: ChartNode[] = stateNodes(machine.root).map((node) => {
    const config = node.config as { entry?: unknown; exit?: unknown }
    const parent = node.parent
    return {
      id: node.id,
      key: node.key,
      parent: parent?.id,
      type: node.type,
      initial: !!parent && parent.type === 'compound' && parent.initial.target.some((t) => t === node),
      entry: toArray(config.entry as Named | Named[] | undefined).map(actionName),
      exit: toArray(config.exit as Named | Named[] | undefined).map(actionName),
      invoke: node.invoke.map((invoke) => ({
        id: invoke.id,
        src: typeof invoke.src === 'string' ? invoke.src : invoke.id,
      })),
    }
  })
  const edges: ChartEdge[] = []
  for (const node of stateNodes(machine.root)) {
    const definitions = [...[...node.transitions.values()].flat(), ...(node.always ?? [])]
    for (const definition of definitions) {
      if (isInert(definition)) continue
      const info = transitionKey(definition)
      if (!info) continue
      const { label, delay } = eventLabel(info.event, node)
      const guard = guardLabel(definition.guard)
      edges.push({
        key: info.key,
        source: info.source,
        targets: info.targets,
        event: info.event,
        label,
        ...(guard ? { guard } : {}),
        ...(delay ? { delay } : {}),
        actions: definition.actions.map(actionName),
        reenter: definition.reenter,
      })
    }
  }
  return { id: machine.root.id, flow, nodes, edges }
}

export function definitionHash(chart: Pick<MachineChart, 'id' | 'nodes' | 'edges'>): string {
  const { id, nodes, edges } = chart
  return createHash('sha256').update(JSON.stringify({ id, nodes, edges })).digest('hex').slice(0, 16)
}

// Rough text metrics of the SVG's 12px sans-serif: the layout only needs boxes big enough.
const CHAR_WIDTH = 7
const LINE_HEIGHT = 16
const HEADER = 28

function detailLines(node: ChartNode): string[] {
  return [
    ...(node.entry.length ? [`entry / ${node.entry.join(', ')}`] : []),
    ...(node.exit.length ? [`exit / ${node.exit.join(', ')}`] : []),
    ...node.invoke.map((invoke) => `invoke ${invoke.src}`),
  ]
}

export function edgeText(edge: ChartEdge): string {
  return `${edge.label}${edge.guard ? ` [${edge.guard}]` : ''}`
}

interface ElkNode {
  id: string
  width?: number
  height?: number
  x?: number
  y?: number
  children?: ElkNode[]
  layoutOptions?: Record<string, string>
  labels?: { text: string; width: number; height: number }[]
  edges?: ElkEdge[]
}

interface ElkEdge {
  id: string
  sources: string[]
  targets: string[]
  labels?: { text: string; width: number; height: number; x?: number; y?: number }[]
  sections?: { startPoint: Point; endPoint: Point; bendPoints?: Point[] }[]
}

interface Point {
  x: number
  y: number
}

/** Lays the chart out with elkjs: layered, hierarchical (edges may cross compound borders). */
export async function layoutChart(
  chart: Omit<MachineChart, 'hash' | 'layout'>,
): Promise<MachineChart['layout']> {
  const byParent = new Map<string | undefined, ChartNode[]>()
  for (const node of chart.nodes) byParent.set(node.parent, [...(byParent.get(node.parent) ?? []), node])
  const toElk = (node: ChartNode): ElkNode => {
    const lines = detailLines(node)
    const children = byParent.get(node.id) ?? []
    const textWidth = Math.max(node.key.length, ...lines.map((line) => line.length)) * CHAR_WIDTH + 24
    if (children.length) {
      return {
        id: node.id,
        layoutOptions: {
          'elk.padding': `[top=${HEADER + lines.length * LINE_HEIGHT + 8},left=16,bottom=16,right=16]`,
          'elk.nodeSize.constraints': 'MINIMUM_SIZE',
          'elk.nodeSize.minimum': `(${Math.max(textWidth, 120)}, 60)`,
        },
        children: children.map(toElk),
      }
    }
    return {
      id: node.id,
      width: Math.max(textWidth, 96),
      height: HEADER + 12 + lines.length * LINE_HEIGHT,
    }
  }
  const root = chart.nodes.find((node) => node.parent === undefined)
  if (!root) throw new Error(`${chart.id}: no root state`)
  const edges: ElkEdge[] = []
  chart.edges.forEach((edge, index) => {
    const targets = edge.targets.length ? edge.targets : [edge.source]
    targets.forEach((target, targetIndex) => {
      const text = edgeText(edge)
      edges.push({
        id: `${index}:${targetIndex}`,
        sources: [edge.source],
        targets: [target],
        labels: [{ text, width: text.length * CHAR_WIDTH * 0.92 + 8, height: LINE_HEIGHT }],
      })
    })
  })
  const graph: ElkNode = {
    id: '__chart',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.json.edgeCoords': 'ROOT',
      'elk.json.shapeCoords': 'ROOT',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.layered.spacing.nodeNodeBetweenLayers': '48',
      'elk.spacing.nodeNode': '32',
      'elk.spacing.edgeLabel': '4',
      'elk.layered.edgeLabels.sideSelection': 'ALWAYS_UP',
      'elk.padding': '[top=16,left=16,bottom=16,right=16]',
    },
    children: [toElk(root)],
    edges,
  }
  const elk = new ELK()
  const laid = (await elk.layout(graph as never)) as unknown as ElkNode
  const boxes: MachineChart['layout']['nodes'] = {}
  const collect = (node: ElkNode) => {
    boxes[node.id] = {
      x: Math.round(node.x ?? 0),
      y: Math.round(node.y ?? 0),
      width: Math.round(node.width ?? 0),
      height: Math.round(node.height ?? 0),
    }
    node.children?.forEach(collect)
  }
  laid.children?.forEach(collect)
  const laidEdges = new Map<string, ElkEdge>()
  const gather = (node: ElkNode) => {
    node.edges?.forEach((edge) => laidEdges.set(edge.id, edge))
    node.children?.forEach(gather)
  }
  gather(laid)
  const paths: MachineChart['layout']['edges'] = chart.edges.map((edge, index) =>
    (edge.targets.length ? edge.targets : [edge.source]).map((_, targetIndex) => {
      const laidEdge = laidEdges.get(`${index}:${targetIndex}`)
      const section = laidEdge?.sections?.[0]
      const label = laidEdge?.labels?.[0]
      const points = section ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint] : []
      return {
        points: points.map((point) => ({ x: Math.round(point.x), y: Math.round(point.y) })),
        label: label
          ? { x: Math.round(label.x ?? 0), y: Math.round(label.y ?? 0), width: Math.round(label.width) }
          : undefined,
      }
    }),
  )
  return {
    width: Math.round(laid.width ?? 0),
    height: Math.round(laid.height ?? 0),
    nodes: boxes,
    edges: paths,
  }
}

export async function chartOf(machine: AnyStateMachine, flow: string): Promise<MachineChart> {
  const structure = extractChart(machine, flow)
  return { ...structure, hash: definitionHash(structure), layout: await layoutChart(structure) }
}

/**
 * Every machine exported by a `*.machine.ts` in machines/, charted. `importModule` loads a file
 * (tsx's `import()` in scripts, Vite's module runner in the build).
 */
export async function buildCharts(
  root: string,
  // an absolute path: tsx and Vite's module runner both resolve it
  importModule = (file: string) => import(/* @vite-ignore */ file) as Promise<Record<string, unknown>>,
): Promise<{ index: ChartIndex; charts: MachineChart[] }> {
  const charts: MachineChart[] = []
  const seen = new Set<string>()
  for (const { flow, file } of discoverMachineFiles(root)) {
    const module = await importModule(file)
    for (const value of Object.values(module)) {
      if (!isStateMachine(value) || seen.has(value.root.id)) continue
      seen.add(value.root.id)
      charts.push(await chartOf(value, flow))
    }
  }
  charts.sort((a, b) => a.id.localeCompare(b.id))
  return {
    index: { machines: charts.map((chart) => ({ id: chart.id, flow: chart.flow, hash: chart.hash })) },
    charts,
  }
}

/** The files the SPA loads: `charts/index.json` and `charts/<machine id>.json`. */
export function chartFiles(built: { index: ChartIndex; charts: MachineChart[] }): Map<string, string> {
  const files = new Map<string, string>([['index.json', JSON.stringify(built.index)]])
  for (const chart of built.charts) files.set(`${chart.id}.json`, JSON.stringify(chart))
  return files
}
