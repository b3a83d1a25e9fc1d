import { useLingui } from '@lingui/react/macro'
import { useState, type KeyboardEvent } from 'react'
import type { ChartNode, MachineChart } from '../../../../contracts/dev/charts'
import { useChartView } from './use-chart-view'
import { ChartEdges, ChartState, ChartToolbar, type ChartHighlight } from './state-chart-parts'

export { edgeText, type ChartHighlight } from './state-chart-parts'

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
  const [focused, setFocused] = useState<string>()
  const {
    view,
    setView,
    frame,
    stateRefs,
    zoom,
    realSize,
    handleFrameKey,
    handlePointerDown,
    handlePointerMove,
    handlePointerUp,
  } = useChartView(chart.layout, selected, focusRequest)

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
      <ChartToolbar
        scale={view.scale}
        onZoom={zoom}
        onFit={() => setView({ scale: 1, x: 0, y: 0 })}
        onRealSize={realSize}
      />
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
          viewBox={`0 0 ${chart.layout.width} ${chart.layout.height}`}
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
            {nodes.map((node) => (
              <ChartState
                key={node.id}
                chart={chart}
                node={node}
                highlight={highlight}
                selected={selected === node.id}
                focused={focused === node.id}
                stateRef={(element) => {
                  if (element) stateRefs.current.set(node.id, element)
                  else stateRefs.current.delete(node.id)
                }}
                onSelect={() => onSelect(node.id)}
                onKeyDown={(event) => handleStateKey(event, node.id)}
                onFocus={() => setFocused(node.id)}
                onBlur={() => setFocused((current) => (current === node.id ? undefined : current))}
              />
            ))}
            <ChartEdges chart={chart} highlight={highlight} markerId={markerId} />
          </g>
        </svg>
      </div>
    </div>
  )
}
