/**
 * The app's fatal-error state: set by the root error boundary, window.onerror and unhandled promise
 * rejections; while it holds an error the whole app shows ErrorPage instead of the router.
 */
import { useSyncExternalStore } from 'react'
import { browserReloadForChunkError, isChunkLoadError } from '../shared/lib/chunk-reload'

let current: unknown = null
const listeners = new Set<() => void>()

function emit() {
  for (const listener of listeners) listener()
}

export function setAppError(error: unknown): void {
  current = error ?? new Error('Unknown error')
  emit()
}

export function clearAppError(): void {
  if (current === null) return
  current = null
  emit()
}

export function getAppError(): unknown {
  return current
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useAppError(): unknown {
  return useSyncExternalStore(subscribe, getAppError, getAppError)
}

export type ChunkReload = () => boolean

/**
 * A failed lazy chunk usually means a new deploy: reload to get it (at most once per 10 s); any
 * other error, or a chunk error the guard refuses, becomes the fatal error state.
 */
export function handleFatalError(error: unknown, reload: ChunkReload = browserReloadForChunkError): void {
  if (isChunkLoadError(error) && reload()) return
  setAppError(error)
}

// Noise browsers report through window.onerror that is not a failure of the app.
const IGNORED = [/ResizeObserver loop/i, /^Script error\.?$/]

/** Routes uncaught errors and unhandled rejections to the error state; returns the cleanup. */
export function installGlobalErrorHandlers(
  target: Window = window,
  reload: ChunkReload = browserReloadForChunkError,
): () => void {
  const handleError = (event: ErrorEvent) => {
    const error = event.error ?? event.message
    if (typeof event.message === 'string' && IGNORED.some((re) => re.test(event.message))) return
    handleFatalError(error, reload)
  }
  const handleRejection = (event: PromiseRejectionEvent) => handleFatalError(event.reason, reload)
  const handlePreloadError = (event: Event) => {
    // Vite's own signal that a preloaded chunk failed; stop it from also throwing if we reload
    if (reload()) event.preventDefault()
  }
  target.addEventListener('error', handleError)
  target.addEventListener('unhandledrejection', handleRejection)
  target.addEventListener('vite:preloadError', handlePreloadError)
  return () => {
    target.removeEventListener('error', handleError)
    target.removeEventListener('unhandledrejection', handleRejection)
    target.removeEventListener('vite:preloadError', handlePreloadError)
  }
}
