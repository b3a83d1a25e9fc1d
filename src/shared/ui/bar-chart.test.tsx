import { cleanup, render, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BarChart, widened } from './bar-chart'

type Range = (u: unknown, min: number, max: number) => [number, number]
const made: { x: { range: Range } }[] = []
vi.mock('uplot', () => ({
  default: class {
    static paths = { bars: () => () => null }
    constructor(options: { scales: { x: { range: Range } } }) {
      made.push(options.scales)
    }
    destroy() {}
  },
}))
vi.mock('uplot/dist/uPlot.min.css', () => ({}))

afterEach(() => {
  made.length = 0
  cleanup()
})

describe('BarChart', () => {
  it('leaves half a step beside the first and the newest bar, so neither is cut at the edge', async () => {
    const months = [1_700_000_000, 1_702_592_000, 1_705_184_000]
    render(<BarChart x={months} y={[1, 2, 3]} label="Netto" unit="€" />)
    await waitFor(() => expect(made).toHaveLength(1))
    const [from, to] = made[0].x.range(null, months[0], months[2])
    expect(from).toBe(months[0] - 1_296_000)
    expect(to).toBe(months[2] + 1_296_000)
  })

  it('gives a single bar half a day each side', () => {
    expect(widened(1000, 1000, 1)).toEqual([1000 - 43_200, 1000 + 43_200])
  })
})
