import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { atLeast, breakpointFor, useBreakpoint, type Breakpoint } from './use-breakpoint'

function resizeTo(width: number) {
  window.innerWidth = width
  window.dispatchEvent(new Event('resize'))
}

describe('breakpointFor', () => {
  it('maps widths onto the contract breakpoints, below sm being xs', () => {
    expect(breakpointFor(320)).toBe('xs')
    expect(breakpointFor(639)).toBe('xs')
    expect(breakpointFor(640)).toBe('sm')
    expect(breakpointFor(767)).toBe('sm')
    expect(breakpointFor(768)).toBe('md')
    expect(breakpointFor(1024)).toBe('lg')
    expect(breakpointFor(1279)).toBe('lg')
    expect(breakpointFor(1280)).toBe('xl')
    expect(breakpointFor(1536)).toBe('2xl')
    expect(breakpointFor(4000)).toBe('2xl')
  })

  it('compares breakpoints like the Tailwind prefixes apply', () => {
    expect(atLeast('lg', 'md')).toBe(true)
    expect(atLeast('md', 'md')).toBe(true)
    expect(atLeast('sm', 'md')).toBe(false)
    expect(atLeast('xs', 'xs')).toBe(true)
  })
})

describe('useBreakpoint', () => {
  const seen: Breakpoint[] = []
  // each test starts in a fresh throttle window, whatever the previous test left behind
  let offset = 0

  function Probe() {
    const breakpoint = useBreakpoint()
    seen.push(breakpoint)
    return <p data-testid="bp">{breakpoint}</p>
  }

  beforeEach(() => {
    vi.useFakeTimers()
    offset += 3_600_000
    vi.setSystemTime(Date.now() + offset)
    seen.length = 0
    window.innerWidth = 1024
  })

  afterEach(() => {
    cleanup()
    vi.useRealTimers()
  })

  const shown = () => screen.getByTestId('bp').textContent

  it('starts from the current width', () => {
    window.innerWidth = 700
    render(<Probe />)
    expect(shown()).toBe('sm')
  })

  it('updates at most once per 500 ms window and ends on the last width', () => {
    render(<Probe />)
    expect(shown()).toBe('lg')
    const rendersBefore = seen.length

    // a drag: the first event applies at once, the rest of the window is folded into one update
    act(() => resizeTo(500))
    expect(shown()).toBe('xs')
    act(() => {
      resizeTo(700)
      resizeTo(900)
      resizeTo(1300)
      vi.advanceTimersByTime(499)
    })
    expect(shown()).toBe('xs')
    act(() => vi.advanceTimersByTime(1))
    expect(shown()).toBe('xl')
    expect(seen.slice(rendersBefore)).toEqual(['xs', 'xl'])
  })

  it('does not re-render for a resize within the same breakpoint', () => {
    render(<Probe />)
    const rendersBefore = seen.length
    act(() => {
      resizeTo(1100)
      vi.advanceTimersByTime(500)
      resizeTo(1200)
      vi.advanceTimersByTime(500)
    })
    expect(seen.length).toBe(rendersBefore)
    expect(shown()).toBe('lg')
  })

  it('stops listening once no component uses it', () => {
    const { unmount } = render(<Probe />)
    unmount()
    const added = vi.spyOn(window, 'addEventListener')
    resizeTo(500)
    vi.advanceTimersByTime(1000)
    render(<Probe />)
    // a new subscriber reads the width afresh instead of a stale value
    expect(shown()).toBe('xs')
    // subscribing again means the last unsubscribe had removed the listener
    expect(added).toHaveBeenCalledWith('resize', expect.any(Function))
    added.mockRestore()
  })
})
