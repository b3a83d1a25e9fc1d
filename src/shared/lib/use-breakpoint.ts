/**
 * The current breakpoint (contracts BREAKPOINTS, the same widths as Tailwind's sm…2xl; below sm is
 * 'xs'), for layout decisions CSS cannot make alone, e.g. rendering the header's menu button only
 * on narrow screens. One window listener serves every caller, throttled to RESIZE_THROTTLE_MS so a
 * drag-resize re-renders at most once per window and still ends on the final width.
 */
import { useSyncExternalStore } from 'react'
import { BREAKPOINTS, RESIZE_THROTTLE_MS } from '../../../contracts/core/constants'
import { throttle } from './throttle'

export type Breakpoint = 'xs' | keyof typeof BREAKPOINTS

export const BREAKPOINT_ORDER: readonly Breakpoint[] = ['xs', 'sm', 'md', 'lg', 'xl', '2xl']

/** The breakpoint a viewport width falls in: the largest whose minimum width it reaches. */
export function breakpointFor(width: number): Breakpoint {
  let name: Breakpoint = 'xs'
  for (const bp of BREAKPOINT_ORDER) if (bp !== 'xs' && width >= BREAKPOINTS[bp]) name = bp
  return name
}

/** `atLeast('lg', 'md')` is true: the Tailwind `md:` prefix would apply. */
export function atLeast(current: Breakpoint, min: Breakpoint): boolean {
  return BREAKPOINT_ORDER.indexOf(current) >= BREAKPOINT_ORDER.indexOf(min)
}

const listeners = new Set<() => void>()
let current: Breakpoint = 'xs'

const measure = (): Breakpoint => breakpointFor(window.innerWidth)

const handleResize = throttle(() => {
  const next = measure()
  if (next === current) return
  current = next
  for (const listener of listeners) listener()
}, RESIZE_THROTTLE_MS)

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    current = measure()
    window.addEventListener('resize', handleResize)
  }
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size > 0) return
    window.removeEventListener('resize', handleResize)
    handleResize.cancel()
  }
}

// Without subscribers nothing tracks resizes, so the width is read afresh.
const getSnapshot = (): Breakpoint => (listeners.size > 0 ? current : measure())
const getServerSnapshot = (): Breakpoint => 'xs'

export function useBreakpoint(): Breakpoint {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot)
}
