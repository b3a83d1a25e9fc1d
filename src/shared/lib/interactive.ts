/**
 * When the first page's shell is interactive (its DOM and event handlers committed). DESIGN.md §7
 * budgets the JavaScript sent before that moment, so `npm run bench` reads the performance mark, and
 * work the shell does not need (the version check, a page's data section) starts only after it.
 */
import { useSyncExternalStore } from 'react'

export const INTERACTIVE_MARK = 'aula:interactive'

let interactive = false
const listeners = new Set<() => void>()

/** Records the mark once per page load; later navigations are already interactive. */
export function markInteractive(): void {
  if (interactive) return
  interactive = true
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function')
    performance.mark(INTERACTIVE_MARK)
  for (const listener of listeners) listener()
}

export function isInteractive(): boolean {
  return interactive
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Resolves once the first page is interactive (at once when it is already). */
export function whenInteractive(): Promise<void> {
  return new Promise((resolve) => {
    if (interactive) return resolve()
    const off = subscribe(() => {
      off()
      resolve()
    })
  })
}

/** True from the moment the first page is interactive; re-renders the caller then. */
export function useInteractive(): boolean {
  return useSyncExternalStore(subscribe, isInteractive, isInteractive)
}
