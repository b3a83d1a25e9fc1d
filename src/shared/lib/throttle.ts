/**
 * Runs `fn` at most once per `wait` ms: immediately on the first call, then once more at the end
 * of the window with the latest arguments, so the final state (e.g. the last window size) is never lost.
 */
export interface Throttled<A extends unknown[]> {
  (...args: A): void
  cancel(): void
}

export function throttle<A extends unknown[]>(fn: (...args: A) => void, wait: number): Throttled<A> {
  let last = -Infinity
  let timer: ReturnType<typeof setTimeout> | undefined
  let pending: A | undefined

  const run = (args: A) => {
    last = Date.now()
    fn(...args)
  }

  const throttled = (...args: A) => {
    const remaining = wait - (Date.now() - last)
    if (remaining <= 0 && timer === undefined) {
      run(args)
      return
    }
    pending = args
    if (timer === undefined) {
      timer = setTimeout(
        () => {
          timer = undefined
          if (pending) {
            const next = pending
            pending = undefined
            run(next)
          }
        },
        Math.max(remaining, 0),
      )
    }
  }
  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    pending = undefined
  }
  return throttled
}
