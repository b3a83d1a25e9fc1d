import { describe, expect, it } from 'vitest'
import { CHUNK_RELOAD_KEY, isChunkLoadError, reloadForChunkError } from './chunk-reload'

function memoryStorage() {
  const map = new Map<string, string>()
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    map,
  }
}

describe('chunk reload guard', () => {
  it('reloads on the first chunk error and refuses a second one within 10 s', () => {
    const storage = memoryStorage()
    let reloads = 0
    let now = 1_000_000
    const deps = { storage, reload: () => reloads++, now: () => now }

    expect(reloadForChunkError(deps)).toBe(true)
    expect(reloads).toBe(1)
    expect(storage.map.get(CHUNK_RELOAD_KEY)).toBe('1000000')

    now += 9_999
    expect(reloadForChunkError(deps)).toBe(false)
    expect(reloads).toBe(1)

    now += 1
    expect(reloadForChunkError(deps)).toBe(true)
    expect(reloads).toBe(2)
  })

  it('recognises the messages browsers and Vite give for a failed dynamic import', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(
      true,
    )
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError({ message: 'error loading dynamically imported module' })).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError(undefined)).toBe(false)
  })
})
