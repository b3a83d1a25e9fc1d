/**
 * After a deploy, an open tab may ask for a lazy chunk that no longer exists. Reloading fetches the new
 * build; the guard (sessionStorage, survives the reload) stops a genuinely broken build from looping.
 */
import { CHUNK_RELOAD_GUARD_MS } from '../../../contracts/core/constants'

export const CHUNK_RELOAD_KEY = 'aula.chunk-reload-at'

const CHUNK_ERROR_PATTERNS = [
  'Failed to fetch dynamically imported module',
  'Importing a module script failed',
  'error loading dynamically imported module',
  'Unable to preload CSS',
]

export function isChunkLoadError(error: unknown): boolean {
  if (!error) return false
  const message =
    typeof error === 'string'
      ? error
      : error instanceof Error || (typeof error === 'object' && 'message' in error)
        ? String((error as { message: unknown }).message)
        : ''
  return (
    CHUNK_ERROR_PATTERNS.some((p) => message.includes(p)) ||
    (error instanceof Error && error.name === 'ChunkLoadError')
  )
}

export interface ReloadGuardDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>
  reload: () => void
  now?: () => number
}

/** Reloads unless a reload already happened within the guard window; returns whether it reloaded. */
export function reloadForChunkError({ storage, reload, now = Date.now }: ReloadGuardDeps): boolean {
  const at = now()
  const last = Number(storage.getItem(CHUNK_RELOAD_KEY) ?? '')
  if (Number.isFinite(last) && last > 0 && at - last < CHUNK_RELOAD_GUARD_MS) return false
  storage.setItem(CHUNK_RELOAD_KEY, String(at))
  reload()
  return true
}

export function browserReloadForChunkError(): boolean {
  try {
    return reloadForChunkError({ storage: window.sessionStorage, reload: () => window.location.reload() })
  } catch {
    // sessionStorage can be unavailable (privacy mode): without a guard we must not reload at all
    return false
  }
}
