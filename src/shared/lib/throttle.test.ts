import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { throttle } from './throttle'

describe('throttle', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('runs the first call at once and folds a burst into one trailing call with the latest arguments', () => {
    const calls: number[] = []
    const fn = throttle((n: number) => calls.push(n), 500)
    fn(1)
    fn(2)
    fn(3)
    expect(calls).toEqual([1])
    vi.advanceTimersByTime(499)
    expect(calls).toEqual([1])
    vi.advanceTimersByTime(1)
    expect(calls).toEqual([1, 3])
  })

  it('never runs more than once per window during a long burst', () => {
    const calls: number[] = []
    const fn = throttle((n: number) => calls.push(n), 500)
    for (let i = 0; i < 20; i++) {
      fn(i)
      vi.advanceTimersByTime(100)
    }
    // 2000 ms of calls every 100 ms: the leading call plus one per 500 ms window
    expect(calls.length).toBeLessThanOrEqual(5)
    expect(calls[0]).toBe(0)
    vi.advanceTimersByTime(500)
    expect(calls.at(-1)).toBe(19)
  })

  it('runs immediately again once the window has passed quietly', () => {
    const calls: number[] = []
    const fn = throttle((n: number) => calls.push(n), 500)
    fn(1)
    vi.advanceTimersByTime(600)
    fn(2)
    expect(calls).toEqual([1, 2])
  })

  it('cancel drops the pending trailing call', () => {
    const calls: number[] = []
    const fn = throttle((n: number) => calls.push(n), 500)
    fn(1)
    fn(2)
    fn.cancel()
    vi.advanceTimersByTime(1000)
    expect(calls).toEqual([1])
  })
})
