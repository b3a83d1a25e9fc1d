import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import type { MachineChart } from '../../../../contracts/dev/charts'

interface View {
  scale: number
  x: number
  y: number
}

const MIN_SCALE = 0.25
const MAX_SCALE = 4
const PAN_STEP = 60

/**
 * How far in one may zoom: 4× the fitted drawing, or twice the drawing's real size when that is
 * further (the purchase chart, 5 388 px wide, fits a frame at a seventh of its size: 4× of that
 * was still unreadable).
 */
function clampScale(scale: number, fit: number) {
  return Math.min(Math.max(MAX_SCALE, 2 / fit), Math.max(MIN_SCALE, scale))
}

/**
 * The chart's zoom and pan: the buttons, the wheel (around the pointer), the keys of the frame and
 * dragging, and bringing a requested state into view and focus.
 */
export function useChartView(
  layout: MachineChart['layout'],
  selected: string | undefined,
  focusRequest: { id: string } | undefined,
) {
  const [view, setView] = useState<View>({ scale: 1, x: 0, y: 0 })
  const frame = useRef<HTMLDivElement>(null)
  const stateRefs = useRef(new Map<string, SVGGElement>())
  const drag = useRef<{ x: number; y: number; view: View } | undefined>(undefined)

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

  return {
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
  }
}
