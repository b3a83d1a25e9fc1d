// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadScript, ScriptLoadError } from './script-loader'

const SRC = 'https://sdk.example.com/sdk.js'
const globals = window as unknown as Record<string, unknown>
const ready = () => globals.ExampleSdk !== undefined
const scripts = () => [...document.head.querySelectorAll<HTMLScriptElement>(`script[src="${SRC}"]`)]

afterEach(() => {
  for (const script of scripts()) script.remove()
  vi.useRealTimers()
  delete globals.ExampleSdk
})

// jsdom fetches no external script, so each test plays the browser: it defines the global and fires load.
function finish(script: HTMLScriptElement, defineGlobal: boolean) {
  if (defineGlobal) globals.ExampleSdk = {}
  script.dispatchEvent(new Event('load'))
}

describe('loadScript', () => {
  it('injects one script however many callers wait, and resolves all of them once it is ready', async () => {
    const first = loadScript(SRC, { ready })
    const second = loadScript(SRC, { ready })
    expect(scripts()).toHaveLength(1)
    expect(scripts()[0].async).toBe(true)
    finish(scripts()[0], true)
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined])
    // once the global exists nothing more is injected
    await loadScript(SRC, { ready })
    expect(scripts()).toHaveLength(1)
  })

  it('injects nothing when the global is already there', async () => {
    globals.ExampleSdk = {}
    await loadScript(SRC, { ready })
    expect(scripts()).toHaveLength(0)
  })

  it('rejects on a network error and lets the next call try again', async () => {
    const failed = loadScript(SRC, { ready })
    scripts()[0].dispatchEvent(new Event('error'))
    await expect(failed).rejects.toMatchObject({ name: 'ScriptLoadError', reason: 'error', src: SRC })
    expect(scripts()).toHaveLength(0)

    const retry = loadScript(SRC, { ready })
    expect(scripts()).toHaveLength(1)
    finish(scripts()[0], true)
    await expect(retry).resolves.toBeUndefined()
  })

  it('rejects when the script loads without defining its global', async () => {
    const loading = loadScript(SRC, { ready })
    finish(scripts()[0], false)
    await expect(loading).rejects.toBeInstanceOf(ScriptLoadError)
    await expect(loading).rejects.toMatchObject({ reason: 'missing' })
  })

  it('gives up after the timeout', async () => {
    vi.useFakeTimers()
    const loading = loadScript(SRC, { ready, timeoutMs: 5000 })
    const outcome = expect(loading).rejects.toMatchObject({ reason: 'timeout' })
    vi.advanceTimersByTime(4999)
    expect(scripts()).toHaveLength(1)
    vi.advanceTimersByTime(1)
    await outcome
    expect(scripts()).toHaveLength(0)
  })
})
