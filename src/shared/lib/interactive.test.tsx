import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { INTERACTIVE_MARK, isInteractive, markInteractive, useInteractive } from './interactive'

afterEach(cleanup)

function Probe() {
  return <p data-testid="state">{useInteractive() ? 'interactive' : 'loading'}</p>
}

describe('markInteractive', () => {
  it('records one performance mark per page load and tells its subscribers', () => {
    render(<Probe />)
    expect(isInteractive()).toBe(false)
    expect(screen.getByTestId('state').textContent).toBe('loading')
    expect(performance.getEntriesByName(INTERACTIVE_MARK, 'mark')).toHaveLength(0)

    act(() => markInteractive())
    expect(screen.getByTestId('state').textContent).toBe('interactive')
    // a later page (client-side navigation) is not a new "first interactive"
    act(() => markInteractive())
    expect(performance.getEntriesByName(INTERACTIVE_MARK, 'mark')).toHaveLength(1)
  })
})
