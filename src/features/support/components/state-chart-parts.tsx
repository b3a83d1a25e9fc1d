import { useLingui } from '@lingui/react/macro'
import type { KeyboardEvent } from 'react'
import type { ChartEdge, ChartNode, MachineChart } from '../../../../contracts/dev/charts'

export interface ChartHighlight {
  /** States visited so far. */
  visited?: ReadonlySet<string>
  /** States the actor is in now. */
  active?: ReadonlySet<string>
  /** Transition key → the step numbers that took it, in order. */
  taken?: ReadonlyMap<string, number[]>
  /** Transitions of the step on screen. */
  current?: ReadonlySet<string>
}

export const edgeText = (edge: ChartEdge) => `${edge.label}${edge.guard ? ` [${edge.guard}]` : ''}`

function nodeColours(node: ChartNode, highlight: ChartHighlight, selected: boolean) {
  const active = highlight.active?.has(node.id)
  const visited = highlight.visited?.has(node.id)
  return {
    fill: active ? '#dbeafe' : visited ? '#eff6ff' : node.parent === undefined ? '#f8fafc' : '#ffffff',
    stroke: selected ? '#1e3a8a' : active ? '#1d4ed8' : visited ? '#3b82f6' : '#64748b',
    width: selected ? 3 : active ? 2.5 : 1.25,
  }
}

const buttonClass =
  'rounded border border-slate-300 px-2 py-1 focus-visible:outline-2 focus-visible:outline-brand-700'

/** The chart's zoom buttons and its zoom level. */
export function ChartToolbar({
  scale,
  onZoom,
  onFit,
  onRealSize,
}: {
  scale: number
  onZoom: (factor: number) => void
  onFit: () => void
  onRealSize: () => void
}) {
  const { t } = useLingui()
  return (
    <div className="mb-2 flex flex-wrap items-center gap-2 text-sm">
      <button type="button" className={buttonClass} onClick={() => onZoom(1.2)}>
        {t`Ingrandisci`}
      </button>
      <button type="button" className={buttonClass} onClick={() => onZoom(1 / 1.2)}>
        {t`Riduci`}
      </button>
      <button type="button" className={buttonClass} onClick={onFit}>
        {t`Adatta`}
      </button>
      <button type="button" className={buttonClass} onClick={onRealSize}>
        {t`Dimensione reale`}
      </button>
      <span className="text-slate-600">{t`Zoom ${Math.round(scale * 100)}%`}</span>
    </div>
  )
}

/** One state of the chart: its box, its name, its entry/exit actions and invocations. */
export function ChartState({
  chart,
  node,
  highlight,
  selected,
  focused,
  stateRef,
  onSelect,
  onKeyDown,
  onFocus,
  onBlur,
}: {
  chart: MachineChart
  node: ChartNode
  highlight: ChartHighlight
  selected: boolean
  focused: boolean
  stateRef: (element: SVGGElement | null) => void
  onSelect: () => void
  onKeyDown: (event: KeyboardEvent<SVGGElement>) => void
  onFocus: () => void
  onBlur: () => void
}) {
  const box = chart.layout.nodes[node.id]
  if (!box) return null
  const colours = nodeColours(node, highlight, selected || focused)
  const compound = chart.nodes.some((child) => child.parent === node.id)
  const details = [
    ...(node.entry.length ? [`entry / ${node.entry.join(', ')}`] : []),
    ...(node.exit.length ? [`exit / ${node.exit.join(', ')}`] : []),
    ...node.invoke.map((invoke) => `invoke ${invoke.src}`),
  ]
  return (
    <g
      ref={stateRef}
      data-state={node.id}
      data-visited={highlight.visited?.has(node.id) ? '' : undefined}
      data-active={highlight.active?.has(node.id) ? '' : undefined}
      role="button"
      tabIndex={0}
      aria-pressed={selected}
      aria-label={`${node.key} (${node.type})`}
      onClick={onSelect}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onBlur={onBlur}
      className="cursor-pointer outline-none"
    >
      <rect
        x={box.x}
        y={box.y}
        width={box.width}
        height={box.height}
        rx={node.type === 'final' ? 4 : 10}
        fill={colours.fill}
        stroke={colours.stroke}
        strokeWidth={focused ? 3.5 : colours.width}
        strokeDasharray={
          node.parent && chart.nodes.find((n) => n.id === node.parent)?.type === 'parallel'
            ? '6 4'
            : undefined
        }
      />
      {node.type === 'final' && (
        <rect
          x={box.x + 3}
          y={box.y + 3}
          width={box.width - 6}
          height={box.height - 6}
          rx={3}
          fill="none"
          stroke={colours.stroke}
        />
      )}
      {node.initial && <circle cx={box.x + 8} cy={box.y + 8} r={4} fill="#0f172a" />}
      <text x={box.x + (node.initial ? 16 : 10)} y={box.y + 18} fontSize={12} fontWeight={600} fill="#0f172a">
        {node.key}
        {node.type === 'parallel' ? ' ‖' : ''}
      </text>
      {details.map((line, index) => (
        <text key={line} x={box.x + 10} y={box.y + 34 + index * 16} fontSize={11} fill="#334155">
          {line}
        </text>
      ))}
      {compound && <title>{node.id}</title>}
    </g>
  )
}

/** The chart's transitions, the ones taken numbered by step and the current step's in amber. */
export function ChartEdges({
  chart,
  highlight,
  markerId,
}: {
  chart: MachineChart
  highlight: ChartHighlight
  markerId: string
}) {
  return chart.edges.map((edge, index) =>
    (chart.layout.edges[index] ?? []).map((route, target) => {
      if (route.points.length < 2) return null
      const order = highlight.taken?.get(edge.key)
      const current = highlight.current?.has(edge.key)
      const colour = current ? '#b45309' : order ? '#1d4ed8' : '#64748b'
      const d = route.points.map((point, i) => `${i ? 'L' : 'M'}${point.x},${point.y}`).join(' ')
      return (
        <g
          key={`${edge.key}:${target}`}
          data-transition={edge.key}
          data-taken={order ? order.join(',') : undefined}
        >
          <path
            d={d}
            fill="none"
            stroke={colour}
            strokeWidth={current ? 3 : order ? 2 : 1.25}
            markerEnd={`url(#${markerId})`}
          />
          {route.label && (
            <text x={route.label.x} y={route.label.y + 12} fontSize={11} fill={colour}>
              {order ? `(${order.join(', ')}) ` : ''}
              {edgeText(edge)}
            </text>
          )}
        </g>
      )
    }),
  )
}
