/**
 * Bars over time, drawn by uPlot once it has loaded (it is imported on first use, never in a
 * page's first scripts). The figure is an image named by its label: the page beside it shows the
 * same figures as a table for whoever does not see the bars.
 */
import { useEffect, useRef } from 'react'

export interface BarChartProps {
  /** The bars' times, in seconds since the epoch, oldest first. */
  x: readonly number[]
  y: readonly number[]
  label: string
  /** The unit on the value axis ('min', '€'). */
  unit: string
  /** The bars' colour (stroke; the fill is the same, lighter). */
  color?: { stroke: string; fill: string }
  /**
   * The time axis's label of a tick (seconds since the epoch), in the page's locale: uPlot's own
   * labels are American (M/D) whatever the page's language.
   */
  xLabel?: (seconds: number) => string
}

const BLUE = { stroke: '#1d4ed8', fill: 'rgba(29, 78, 216, 0.35)' }

/** The x range that shows every bar whole: half the step between bars beyond the first and last. */
export function widened(min: number, max: number, bars: number): [number, number] {
  const half = bars > 1 ? (max - min) / (bars - 1) / 2 : 43_200
  return [min - half, max + half]
}

export function BarChart({ x, y, label, unit, color = BLUE, xLabel }: BarChartProps) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = box.current
    if (!element) return
    let plot: { destroy(): void } | null = null
    let cancelled = false
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([{ default: UPlot }]) => {
      if (cancelled) return
      plot = new UPlot(
        {
          width: Math.max(280, element.clientWidth),
          height: 220,
          legend: { show: false },
          scales: {
            // half a step of room on both sides: uPlot centres a bar on its time, so the first
            // and the newest bars were cut in half at the plot's edges
            x: { time: true, range: (_u, min, max) => widened(min, max, x.length) },
            y: { range: (_u, _min, max) => [0, Math.max(10, max)] },
          },
          axes: [
            xLabel
              ? {
                  values: (_u, ticks) => {
                    const labels = ticks.map((tick) => xLabel(tick))
                    // the canvas's labels, readable from the page (the tests check their language)
                    element.dataset.xLabels = labels.join(' ')
                    return labels
                  },
                }
              : {},
            { label: unit },
          ],
          series: [
            {},
            {
              label,
              fill: color.fill,
              stroke: color.stroke,
              paths: UPlot.paths.bars!({ size: [0.6, 40] }),
              points: { show: false },
            },
          ],
        },
        [[...x], [...y]],
        element,
      )
    })
    return () => {
      cancelled = true
      plot?.destroy()
    }
  }, [x, y, label, unit, color, xLabel])
  return <div ref={box} role="img" aria-label={label} className="min-h-[220px] w-full overflow-hidden" />
}
