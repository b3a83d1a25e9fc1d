/**
 * Whether a mouse button, finger or pen is pressed somewhere on the page right now. A click is a
 * press and a release on the same element: anything that moves the layout between the two (an
 * error message that goes away when the press blurs its field) makes the element slip from under
 * the pointer, and the browser drops the click. Views that are about to shrink ask this and wait.
 */
import { useSyncExternalStore } from 'react'

let pressed = false
const listeners = new Set<() => void>()
let listening = false

function notify(): void {
  for (const listener of listeners) listener()
}

function listen(): void {
  if (listening || typeof document === 'undefined') return
  listening = true
  // capture phase: known before any handler of the press (and the blur it causes) runs
  document.addEventListener(
    'pointerdown',
    () => {
      pressed = true
      notify()
    },
    true,
  )
  const release = () => {
    if (!pressed) return
    // the click is dispatched right after pointerup, in the same task: let it land first
    setTimeout(() => {
      pressed = false
      notify()
    }, 0)
  }
  document.addEventListener('pointerup', release, true)
  document.addEventListener('pointercancel', release, true)
}

function subscribe(listener: () => void): () => void {
  listen()
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** True from a pointer's press until just after its click (or cancel) has been handled. */
export function usePointerPressed(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pressed,
    () => false,
  )
}
