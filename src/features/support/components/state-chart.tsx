import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
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

interface View {
  scale: number
  x: number
  y: number
}

const MIN_SCALE = 0.25
const MAX_SCALE = 4
const PAN_STEP = 60

export const edgeText = (edge: ChartEdge) => `${edge.label}${edge.guard ? ` [${edge.guard}]` : ''}`

/**
 * How far in one may zoom: 4× the fitted drawing, or twice the drawing's real size when that is
 * further (the purchase chart, 5 388 px wide, fits a frame at a seventh of its size: 4× of that
 * was still unreadable).
 */
function clampScale(scale: number, fit: number) {
  return Math.min(Math.max(MAX_SCALE, 2 / fit), Math.max(MIN_SCALE, scale))
}

function nodeColours(node: ChartNode, highlight: ChartHighlight, selected: boolean) {
  const active = highlight.active?.has(node.id)
  const visited = highlight.visited?.has(node.id)
  return {
    fill: active ? '#dbeafe' : visited ? '#eff6ff' : node.parent === undefined ? '#f8fafc' : '#ffffff',
    stroke: selected ? '#1e3a8a' : active ? '#1d4ed8' : visited ? '#3b82f6' : '#64748b',
    width: selected ? 3 : active ? 2.5 : 1.25,
  }
}

/**
 * A machine's statechart as SVG (give it `key={chart.id}`: another machine starts unzoomed), from the layout computed at build time. Zoom with the buttons, the
 * wheel (around the pointer) or + and −, 1 or "Dimensione reale" for the drawing's real size on the
 * selected state (a large chart fits its frame far too small to read); pan by dragging or with the
 * arrow keys; Tab reaches every state, Enter picks it.
 */
export function StateChart({
  chart,
  selected,
  onSelect,
  highlight = {},
  focusRequest,
}: {
  chart: MachineChart
  selected?: string
  onSelect: (id: string) => void
  highlight?: ChartHighlight
  /** A state to bring into view and focus (the search box); a new object each time. */
  focusRequest?: { id: string }
}) {
  const { t } = useLingui()
  const [view, setView] = useState<View>({ scale: 1, x: 0, y: 0 })
  const [focused, setFocused] = useState<string>()
  const frame = useRef<HTMLDivElement>(null)
  const stateRefs = useRef(new Map<string, SVGGElement>())
  const drag = useRef<{ x: number; y: number; view: View } | undefined>(undefined)
  const { layout } = chart

  /** The frame's size in pixels and the scale at which the whole drawing fits it (the view's scale 1). */
  const measure = () => {
    const element = frame.current
    const width = element?.clientWidth || layout.width
    const height = element?.clientHeight || layout.height
    return { width, height, fit: Math.min(width / layout.width, height / layout.height) }
  }

  /** A view at `scale` with the drawing's point (x, y) in the middle of the frame. */
  const centredOn = (scale: number, x: number, y: number): View => {
    const { width, height, fit } = measure()
    return { scale, x: width / 2 / fit - x * scale, y: height / 2 / fit - y * scale }
  }

  useEffect(() => {
    if (!focusRequest) return
    const box = layout.nodes[focusRequest.id]
    const element = frame.current
    if (!box || !element) return
    const width = element.clientWidth || layout.width
    const height = element.clientHeight || layout.height
    const fit = Math.min(width / layout.width, height / layout.height)
    // at least 1.5× the fitted drawing, and the state at its real size when that is larger
    const scale = Math.max(1.5, 1 / fit)
    // the node's centre in the drawing's own units, moved to the frame's centre
    setView({
      scale,
      x: width / 2 / fit - (box.x + box.width / 2) * scale,
      y: height / 2 / fit - (box.y + box.height / 2) * scale,
    })
    stateRefs.current.get(focusRequest.id)?.focus({ preventScroll: true })
  }, [focusRequest, layout])

  // the wheel zooms the chart around the pointer instead of scrolling the page: a non-passive listener
  useEffect(() => {
    const element = frame.current
    if (!element) return
    const handleWheel = (event: WheelEvent) => {
      event.preventDefault()
      const width = element.clientWidth || layout.width
      const height = element.clientHeight || layout.height
      const fit = Math.min(width / layout.width, height / layout.height)
      const bounds = element.getBoundingClientRect()
      // the pointer in the drawing's units before the transform
      const px = (event.clientX - bounds.left) / fit
      const py = (event.clientY - bounds.top) / fit
      setView((current) => {
        const scale = clampScale(current.scale * (event.deltaY < 0 ? 1.1 : 0.9), fit)
        const ratio = scale / current.scale
        return { scale, x: px - (px - current.x) * ratio, y: py - (py - current.y) * ratio }
      })
    }
    element.addEventListener('wheel', handleWheel, { passive: false })
    return () => element.removeEventListener('wheel', handleWheel)
  }, [layout])

  const zoom = (factor: number) =>
    setView((current) => ({ ...current, scale: clampScale(current.scale * factor, measure().fit) }))

  /** The drawing at its real size (12 px text), on the selected state or else on its top left corner. */
  const realSize = () => {
    const { fit } = measure()
    const box = selected ? layout.nodes[selected] : undefined
    if (box) {
      setView(centredOn(1 / fit, box.x + box.width / 2, box.y + box.height / 2))
      return
    }
    setView({ scale: 1 / fit, x: 0, y: 0 })
  }
  const pan = (dx: number, dy: number) =>
    setView((current) => ({ ...current, x: current.x + dx, y: current.y + dy }))

  const handleFrameKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const keys: Record<string, () => void> = {
      '+': () => zoom(1.2),
      '=': () => zoom(1.2),
      '-': () => zoom(1 / 1.2),
      '0': () => setView({ scale: 1, x: 0, y: 0 }),
      '1': realSize,
      ArrowLeft: () => pan(PAN_STEP, 0),
      ArrowRight: () => pan(-PAN_STEP, 0),
      ArrowUp: () => pan(0, PAN_STEP),
      ArrowDown: () => pan(0, -PAN_STEP),
    }
    const action = keys[event.key]
    if (!action || event.altKey || event.ctrlKey || event.metaKey) return
    event.preventDefault()
    action()
  }

  const handlePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('[data-state]')) return
    drag.current = { x: event.clientX, y: event.clientY, view }
    event.currentTarget.setPointerCapture?.(event.pointerId)
  }
  const handlePointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current
    if (!start) return
    const element = frame.current
    const fit = element ? Math.min((element.clientWidth || 1) / layout.width, 1) || 1 : 1
    setView({
      ...start.view,
      x: start.view.x + (event.clientX - start.x) / fit,
      y: start.view.y + (event.clientY - start.y) / fit,
    })
  }
  const handlePointerUp = () => {
    drag.current = undefined
  }

  const handleStateKey = (event: KeyboardEvent<SVGGElement>, id: string) => {
    if (event.key !== 'Enter' && event.key !== ' ') return
    event.preventDefault()
    event.stopPropagation()
    onSelect(id)
  }

  // parents first, so children are drawn over them
  const depth = (node: ChartNode): number => (node.id.match(/\./g) ?? []).length
  const nodes = [...chart.nodes].sort((a, b) => depth(a) - depth(b))
  const markerId = `arrow-${chart.id}`

  return (
    <div>
      <div className="mb-2 flex flex-wrap items-center gap-2 text-sm">
        <button
          type="button"
          className="rounded border border-slate-300 px-2 py-1 focus-visible:outline-2 focus-visible:outline-brand-700"
          onClick={() => zoom(1.2)}
        >
          {t`Ingrandisci`}
        </button>
        <button
          type="button"
          className="rounded border border-slate-300 px-2 py-1 focus-visible:outline-2 focus-visible:outline-brand-700"
          onClick={() => zoom(1 / 1.2)}
        >
          {t`Riduci`}
        </button>
        <button
          type="button"
          className="rounded border border-slate-300 px-2 py-1 focus-visible:outline-2 focus-visible:outline-brand-700"
          onClick={() => setView({ scale: 1, x: 0, y: 0 })}
        >
          {t`Adatta`}
        </button>
        <button
          type="button"
          className="rounded border border-slate-300 px-2 py-1 focus-visible:outline-2 focus-visible:outline-brand-700"
          onClick={realSize}
        >
          {t`Dimensione reale`}
        </button>
        <span className="text-slate-600">{t`Zoom ${Math.round(view.scale * 100)}%`}</span>
      </div>
      <div
        ref={frame}
        tabIndex={0}
        role="group"
        aria-label={t`Diagramma di ${chart.id}: + e − per lo zoom, 1 per la dimensione reale, frecce per spostarlo, Tab per passare da uno stato all'altro`}
        onKeyDown={handleFrameKey}
        onPointerDown={handlePointerDown}
        onPointerMove={handlePointerMove}
        onPointerUp={handlePointerUp}
        onPointerCancel={handlePointerUp}
        className="relative h-[32rem] cursor-grab touch-none overflow-hidden rounded-md border border-slate-300 bg-white focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <svg
          viewBox={`0 0 ${layout.width} ${layout.height}`}
          preserveAspectRatio="xMinYMin meet"
          className="h-full w-full select-none"
          data-chart={chart.id}
        >
          <defs>
            <marker
              id={markerId}
              viewBox="0 0 10 10"
              refX="9"
              refY="5"
              markerWidth="7"
              markerHeight="7"
              orient="auto"
            >
              <path d="M0,0 L10,5 L0,10 z" fill="context-stroke" />
            </marker>
          </defs>
          <g transform={`translate(${view.x} ${view.y}) scale(${view.scale})`}>
            {nodes.map((node) => {
              const box = layout.nodes[node.id]
              if (!box) return null
              const isSelected = selected === node.id
              const colours = nodeColours(node, highlight, isSelected || focused === node.id)
              const compound = chart.nodes.some((child) => child.parent === node.id)
              const details = [
                ...(node.entry.length ? [`entry / ${node.entry.join(', ')}`] : []),
                ...(node.exit.length ? [`exit / ${node.exit.join(', ')}`] : []),
                ...node.invoke.map((invoke) => `invoke ${invoke.src}`),
              ]
              return (
                <g
                  key={node.id}
                  ref={(element) => {
                    if (element) stateRefs.current.set(node.id, element)
                    else stateRefs.current.delete(node.id)
                  }}
                  data-state={node.id}
                  data-visited={highlight.visited?.has(node.id) ? '' : undefined}
                  data-active={highlight.active?.has(node.id) ? '' : undefined}
                  role="button"
                  tabIndex={0}
                  aria-pressed={isSelected}
                  aria-label={`${node.key} (${node.type})`}
                  onClick={() => onSelect(node.id)}
                  onKeyDown={(event) => handleStateKey(event, node.id)}
                  onFocus={() => setFocused(node.id)}
                  onBlur={() => setFocused((current) => (current === node.id ? undefined : current))}
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
                    strokeWidth={focused === node.id ? 3.5 : colours.width}
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
                  <text
                    x={box.x + (node.initial ? 16 : 10)}
                    y={box.y + 18}
                    fontSize={12}
                    fontWeight={600}
                    fill="#0f172a"
                  >
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
            })}
            {chart.edges.map((edge, index) =>
              (layout.edges[index] ?? []).map((route, target) => {
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
            )}
          </g>
        </svg>
      </div>
    </div>
  )
}
