/**
 * Loads a third-party script (a sign-in provider's SDK) on demand: one <script src> per URL, however
 * many callers wait for it. A script that errors, times out or loads without defining what it
 * should is removed again, so the next attempt starts from scratch instead of waiting on a dead tag.
 */

/** The default wait: a provider SDK over a slow mobile connection, but not forever. */
export const SCRIPT_TIMEOUT_MS = 15_000

export class ScriptLoadError extends Error {
  readonly src: string
  readonly reason: 'error' | 'timeout' | 'missing'

  constructor(src: string, reason: ScriptLoadError['reason']) {
    super(`Could not load ${src} (${reason})`)
    this.name = 'ScriptLoadError'
    this.src = src
    this.reason = reason
  }
}

export interface LoadScriptOptions {
  /** True once the script's global exists: a page that already has it injects nothing. */
  ready: () => boolean
  timeoutMs?: number
}

const pending = new Map<string, Promise<void>>()

export function loadScript(
  src: string,
  { ready, timeoutMs = SCRIPT_TIMEOUT_MS }: LoadScriptOptions,
): Promise<void> {
  if (ready()) return Promise.resolve()
  const existing = pending.get(src)
  if (existing) return existing
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script')
    const settle = (error?: ScriptLoadError) => {
      clearTimeout(timer)
      script.onload = null
      script.onerror = null
      // from now on ready() answers for a loaded script; a failed one leaves no trace
      pending.delete(src)
      if (!error) return resolve()
      script.remove()
      reject(error)
    }
    const timer = setTimeout(() => settle(new ScriptLoadError(src, 'timeout')), timeoutMs)
    script.onload = () => settle(ready() ? undefined : new ScriptLoadError(src, 'missing'))
    script.onerror = () => settle(new ScriptLoadError(src, 'error'))
    script.src = src
    script.async = true
    document.head.appendChild(script)
  })
  pending.set(src, loading)
  return loading
}
