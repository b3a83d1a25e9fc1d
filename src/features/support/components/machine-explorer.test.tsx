import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { MachineChart } from '../../../../contracts/dev/charts'
import { purchaseMachine } from '../../../../machines/purchase'
import { chartOf } from '../../../../scripts/build-charts-lib'
import { renderWithApp } from '../../../shared/testing/render'
import { MachineExplorer } from './machine-explorer'

// Issue 34: the purchase chart (the largest) fits its frame far too small to read; it can be brought
// to its real size and moved, and a state's transitions are listed beside it.
let chart: MachineChart
const FRAME = { width: 800, height: 512 }

beforeAll(async () => {
  chart = await chartOf(purchaseMachine, 'purchase')
  // jsdom lays nothing out: the frame gets the size a browser gives it
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => FRAME.width })
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get: () => FRAME.height,
  })
}, 60_000)
afterEach(cleanup)

const index = { machines: [{ id: 'purchase', flow: 'purchase', hash: 'x' }] }
const render = (path: string) =>
  renderWithApp(<MachineExplorer index={index} loadChart={async () => chart} />, { path })

const scaleOf = (container: HTMLElement) =>
  Number(
    /scale\(([\d.]+)\)/.exec(container.querySelector('svg[data-chart] > g')!.getAttribute('transform')!)![1],
  )

describe('MachineExplorer on a large chart', () => {
  it('brings the chart to its real size on the chosen state and lists its transitions, in Italian', async () => {
    const { container } = await render('/dev')
    const fit = Math.min(FRAME.width / chart.layout.width, FRAME.height / chart.layout.height)
    expect(fit).toBeLessThan(0.25)

    // zooming in stops at twice the real size, not at 4× an unreadable fit
    const zoomIn = await screen.findByRole('button', { name: 'Ingrandisci' })
    for (let i = 0; i < 30; i++) fireEvent.click(zoomIn)
    expect(scaleOf(container) * fit).toBeCloseTo(2, 5)

    // a state picked with the keyboard: its transitions (event, guard, target) beside the chart
    const edge = chart.edges.find((candidate) => candidate.guard && candidate.targets.length)!
    const source = chart.nodes.find((node) => node.id === edge.source)!
    const state = container.querySelector<SVGGElement>(`[data-state="${source.id}"]`)!
    state.focus()
    fireEvent.keyDown(state, { key: 'Enter' })
    expect(state.getAttribute('aria-pressed')).toBe('true')
    const details = screen.getByRole('region', { name: new RegExp(`^${source.key}`) })
    expect(within(details).getByRole('heading', { name: 'Dove porta ogni evento' })).toBeTruthy()
    const row = [...details.querySelectorAll('[data-edge]')].find(
      (element) => element.getAttribute('data-edge') === edge.key,
    )!
    expect(row.textContent).toContain(edge.label)
    expect(row.textContent).toContain(edge.guard)
    const target = chart.nodes.find((node) => node.id === edge.targets[0])!
    expect(row.textContent).toContain(target.key)

    // real size, centred on that state
    const frame = screen.getByRole('group', { name: /Diagramma di purchase/ })
    fireEvent.keyDown(frame, { key: '0' })
    expect(scaleOf(container)).toBe(1)
    fireEvent.keyDown(frame, { key: '1' })
    expect(scaleOf(container) * fit).toBeCloseTo(1, 5)
    const box = chart.layout.nodes[source.id]
    const transform = container.querySelector('svg[data-chart] > g')!.getAttribute('transform')!
    const [, x, y] = /translate\(([-\d.e]+) ([-\d.e]+)\)/.exec(transform)!.map(Number)
    const scale = scaleOf(container)
    // the state's centre lands in the frame's centre
    expect((x + (box.x + box.width / 2) * scale) * fit).toBeCloseTo(FRAME.width / 2, 3)
    expect((y + (box.y + box.height / 2) * scale) * fit).toBeCloseTo(FRAME.height / 2, 3)
  }, 30_000)

  it('speaks English, buttons and the list of transitions included', async () => {
    const { container } = await render('/en/dev')
    fireEvent.click(await screen.findByRole('button', { name: 'Real size' }))
    const fit = Math.min(FRAME.width / chart.layout.width, FRAME.height / chart.layout.height)
    expect(scaleOf(container) * fit).toBeCloseTo(1, 5)
    expect(screen.getByRole('group', { name: /^Chart of purchase/ })).toBeTruthy()
    const state = container.querySelector<SVGGElement>(`[data-state="${chart.nodes[1].id}"]`)!
    fireEvent.click(state)
    const details = screen.getByRole('region', { name: new RegExp(`^${chart.nodes[1].key}`) })
    expect(within(details).getByRole('heading', { name: 'Where each event leads' })).toBeTruthy()
  }, 30_000)
})
