import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { assign, createMachine, fromPromise, setup } from 'xstate'
import { buildCharts, chartOf, definitionHash, discoverMachineFiles, extractChart } from './build-charts-lib'

const root = fileURLToPath(new URL('..', import.meta.url))

// A machine with every kind of thing a chart must show.
const sample = setup({
  actors: { upload: fromPromise(async () => 1) },
  guards: { isBig: () => true, isReady: () => false },
  actions: { announce: () => undefined, tidy: () => undefined },
  delays: { patience: 500 },
}).createMachine({
  id: 'sample',
  initial: 'idle',
  states: {
    idle: { on: { start: { target: 'working', guard: 'isBig' } } },
    working: {
      type: 'parallel',
      entry: 'announce',
      exit: ['tidy', assign({})],
      states: {
        upload: {
          initial: 'sending',
          states: {
            sending: {
              invoke: { id: 'upload', src: 'upload', onDone: 'sent' },
              after: { patience: { target: 'slow' }, 2000: { target: 'sent', guard: { type: 'isReady' } } },
            },
            slow: {},
            sent: { type: 'final' },
          },
        },
        ui: { initial: 'quiet', states: { quiet: { on: { ping: {}, poke: { actions: 'announce' } } } } },
      },
      onDone: 'done',
    },
    done: { type: 'final' },
  },
})

describe('discovery', () => {
  it('finds every *.machine.ts under machines/ and charts each exported machine', async () => {
    const onDisk = readdirSync(join(root, 'machines'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.machine.ts'))
      .map((file) => join(root, 'machines', file))
      .sort()
    expect(
      discoverMachineFiles(root)
        .map((entry) => entry.file)
        .sort(),
    ).toEqual(onDisk)
    const built = await buildCharts(root)
    expect(built.charts.length).toBeGreaterThanOrEqual(onDisk.length)
    for (const { flow } of discoverMachineFiles(root)) {
      expect(built.index.machines.map((m) => m.flow)).toContain(flow)
    }
    const login = built.charts.find((chart) => chart.id === 'loginPrompt')
    expect(login?.edges.some((edge) => edge.event === 'prompt.submit' && edge.guard === 'isValid')).toBe(true)
    // every node and every edge has a place on the chart
    for (const chart of built.charts) {
      for (const node of chart.nodes) expect(chart.layout.nodes[node.id]?.width).toBeGreaterThan(0)
      expect(chart.layout.edges).toHaveLength(chart.edges.length)
      for (const routes of chart.layout.edges) {
        for (const route of routes) expect(route.points.length).toBeGreaterThanOrEqual(2)
      }
    }
  }, 60_000)
})

describe('extractChart', () => {
  const chart = extractChart(sample, 'sample')
  const node = (id: string) => chart.nodes.find((n) => n.id === id)

  it('keeps the kinds of states, the initial ones and their actions and invokes', () => {
    expect(node('sample.working')).toMatchObject({
      type: 'parallel',
      entry: ['announce'],
      exit: ['tidy', 'assign'],
    })
    expect(node('sample.working.upload')?.type).toBe('compound')
    expect(node('sample.working.upload.sent')?.type).toBe('final')
    expect(node('sample.idle')?.initial).toBe(true)
    expect(node('sample.working.upload.sending')).toMatchObject({
      initial: true,
      invoke: [{ id: 'upload', src: 'upload' }],
    })
    // regions of a parallel state are not "initial": all of them are entered
    expect(node('sample.working.ui')?.initial).toBe(false)
  })

  it('labels transitions with event, guard, delay and actions', () => {
    const edges = chart.edges.map(({ label, guard, delay, targets, source, actions }) => ({
      label,
      guard,
      delay,
      targets,
      source,
      actions,
    }))
    expect(edges).toEqual(
      expect.arrayContaining([
        {
          label: 'start',
          guard: 'isBig',
          delay: undefined,
          targets: ['sample.working'],
          source: 'sample.idle',
          actions: [],
        },
        {
          label: 'after patience',
          guard: undefined,
          delay: 'patience',
          targets: ['sample.working.upload.slow'],
          source: 'sample.working.upload.sending',
          actions: [],
        },
        {
          label: 'after 2000',
          guard: 'isReady',
          delay: '2000',
          targets: ['sample.working.upload.sent'],
          source: 'sample.working.upload.sending',
          actions: [],
        },
        {
          label: 'done: upload',
          guard: undefined,
          delay: undefined,
          targets: ['sample.working.upload.sent'],
          source: 'sample.working.upload.sending',
          actions: [],
        },
        {
          label: 'poke',
          guard: undefined,
          delay: undefined,
          targets: [],
          source: 'sample.working.ui.quiet',
          actions: ['announce'],
        },
      ]),
    )
    // `ping: {}` does nothing: no edge to draw
    expect(edges.some((edge) => edge.label === 'ping')).toBe(false)
  })

  it('hashes the definition: same structure same hash, one guard more another hash', () => {
    const again = extractChart(sample, 'sample')
    expect(definitionHash(again)).toBe(definitionHash(chart))
    const changed = createMachine({
      ...sample.config,
      states: { ...sample.config.states, idle: {} },
    } as never)
    expect(definitionHash(extractChart(changed, 'sample'))).not.toBe(definitionHash(chart))
  })
})

describe('layoutChart', () => {
  it('places compound children inside their parent, in absolute coordinates', async () => {
    const { layout } = await chartOf(sample, 'sample')
    const parent = layout.nodes['sample.working.upload']
    const child = layout.nodes['sample.working.upload.slow']
    expect(child.x).toBeGreaterThan(parent.x)
    expect(child.y).toBeGreaterThan(parent.y)
    expect(child.x + child.width).toBeLessThanOrEqual(parent.x + parent.width)
    expect(child.y + child.height).toBeLessThanOrEqual(parent.y + parent.height)
    expect(layout.width).toBeGreaterThanOrEqual(parent.x + parent.width)
    // a loop for the targetless transition, a labelled route for every edge
    expect(layout.edges.flat().every((route) => route.label && route.points.length >= 2)).toBe(true)
  })
})
