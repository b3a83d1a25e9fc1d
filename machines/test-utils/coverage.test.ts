import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SimulatedClock, createActor, fromPromise, setup } from 'xstate'
import { ALWAYS_EVENT, allStatesAndTransitions, assertFullCoverage, createCoverageRecorder } from './coverage'
import {
  createMachineTestModel,
  createPromiseControls,
  flushPromises,
  toModelMachine,
  transitionCoverPaths,
} from './model'

// A small machine using every kind of transition, with counts worked out by hand below.
const tinyMachine = setup({
  types: {
    events: {} as { type: 'go' } | { type: 'ping' } | { type: 'blocked' },
    context: {} as { n: number },
  },
  actors: { work: fromPromise<number>(async () => 1) },
  delays: { soon: 100 },
  guards: { isBig: ({ context }) => context.n > 1 },
}).createMachine({
  id: 'tiny',
  context: { n: 0 },
  initial: 'idle',
  on: { ping: { actions: () => {} } }, // 1: targetless, on the root
  states: {
    idle: {
      on: {
        go: [{ guard: 'isBig', target: 'done' }, { target: 'busy' }], // 2 and 3: same event, two guarded branches
        blocked: {}, // inert: swallows the event, not counted
      },
    },
    busy: {
      type: 'parallel',
      states: {
        left: {
          initial: 'a',
          states: {
            a: { after: { soon: 'b' } }, // 4: named delay
            b: { after: { 50: 'a' } }, // 5: numeric delay
          },
        },
        right: {
          invoke: { id: 'work', src: 'work', onDone: '#tiny.decide', onError: '#tiny.idle' }, // 6 and 7
        },
      },
    },
    decide: {
      always: [{ guard: 'isBig', target: 'done' }, { target: 'idle' }], // 8 and 9: eventless
    },
    done: { type: 'final' },
  },
})

describe('allStatesAndTransitions', () => {
  const graph = allStatesAndTransitions(tinyMachine)

  it('lists every state node, the root and parallel regions included', () => {
    expect(graph.states).toEqual([
      'tiny',
      'tiny.idle',
      'tiny.busy',
      'tiny.busy.left',
      'tiny.busy.left.a',
      'tiny.busy.left.b',
      'tiny.busy.right',
      'tiny.decide',
      'tiny.done',
    ])
  })

  it('lists event, guarded, delayed, invoke and eventless transitions, and skips inert ones', () => {
    expect(graph.transitions.map((t) => t.key)).toEqual([
      'tiny on ping[0] -> (self)',
      'tiny.idle on go[0] -> tiny.done',
      'tiny.idle on go[1] -> tiny.busy',
      'tiny.busy.left.a on xstate.after.soon.tiny.busy.left.a[0] -> tiny.busy.left.b',
      'tiny.busy.left.b on xstate.after.50.tiny.busy.left.b[0] -> tiny.busy.left.a',
      'tiny.busy.right on xstate.done.actor.work[0] -> tiny.decide',
      'tiny.busy.right on xstate.error.actor.work[0] -> tiny.idle',
      `tiny.decide on ${ALWAYS_EVENT}[0] -> tiny.done`,
      `tiny.decide on ${ALWAYS_EVENT}[1] -> tiny.idle`,
    ])
    expect(graph.transitions[1]).toEqual({
      key: 'tiny.idle on go[0] -> tiny.done',
      source: 'tiny.idle',
      event: 'go',
      targets: ['tiny.done'],
    })
  })
})

describe('createCoverageRecorder', () => {
  it('records what a real actor did, through .provide() too, and names what it never did', async () => {
    const recorder = createCoverageRecorder('tiny', tinyMachine)
    const controls = createPromiseControls()
    const clock = new SimulatedClock()
    const machine = tinyMachine.provide({ actors: { work: controls.logic<number>('work') } })
    const actor = createActor(machine, { clock, inspect: recorder.inspect }).start()
    actor.send({ type: 'blocked' })
    actor.send({ type: 'go' })
    clock.increment(100)
    controls.settle({ type: 'xstate.done.actor.work', output: 1 })
    await flushPromises()
    expect(actor.getSnapshot().value).toBe('idle')

    const report = recorder.report()
    expect(report.states).toEqual({ total: 9, visited: 8, missing: ['tiny.done'] })
    expect(report.transitions.total).toBe(9)
    expect(report.transitions.missing).toEqual([
      'tiny on ping[0] -> (self)',
      'tiny.idle on go[0] -> tiny.done',
      'tiny.busy.left.b on xstate.after.50.tiny.busy.left.b[0] -> tiny.busy.left.a',
      'tiny.busy.right on xstate.error.actor.work[0] -> tiny.idle',
      `tiny.decide on ${ALWAYS_EVENT}[0] -> tiny.done`,
    ])
    expect(report.transitions.visited).toBe(4)

    const dir = mkdtempSync(join(tmpdir(), 'aula-coverage-'))
    expect(() => assertFullCoverage(recorder, dir)).toThrow(
      /6 never visited[\s\S]*state tiny\.done[\s\S]*ping/,
    )
    expect(JSON.parse(readFileSync(join(dir, 'tiny.json'), 'utf8'))).toEqual(report)
  })

  it('passes once everything was visited', () => {
    const recorder = createCoverageRecorder('toggle', toggle)
    const actor = createActor(toggle, { inspect: recorder.inspect }).start()
    actor.send({ type: 'flip' })
    actor.send({ type: 'flip' })
    const dir = mkdtempSync(join(tmpdir(), 'aula-coverage-'))
    expect(assertFullCoverage(recorder, dir).transitions).toEqual({ total: 2, visited: 2, missing: [] })
  })
})

const toggle = setup({ types: { events: {} as { type: 'flip' } } }).createMachine({
  id: 'toggle',
  initial: 'off',
  states: { off: { on: { flip: 'on' } }, on: { on: { flip: 'off' } } },
})

describe('toModelMachine', () => {
  it('turns timers and invoked actors into plain events, keeping everything else', () => {
    const model = toModelMachine(tinyMachine)
    const busy = model.root.states.busy
    expect(busy.states.left.states.a.after).toEqual([])
    expect(busy.states.right.invoke).toEqual([])
    expect([...busy.states.left.states.a.transitions.keys()]).toEqual(['xstate.after.soon.tiny.busy.left.a'])
    expect([...busy.states.right.transitions.keys()]).toEqual([
      'xstate.done.actor.work',
      'xstate.error.actor.work',
    ])
    expect(allStatesAndTransitions(model)).toEqual(allStatesAndTransitions(tinyMachine))
  })

  it('yields one path per model edge, each ending where the model says', () => {
    const model = createMachineTestModel(tinyMachine, {
      events: [
        { type: 'go' },
        { type: 'ping' },
        { type: 'xstate.done.actor.work', output: 1 },
        { type: 'xstate.error.actor.work', error: new Error('x') },
      ],
    })
    const paths = transitionCoverPaths(model)
    const edges = Object.values(model.getAdjacencyMap()).reduce(
      (count, vertex) => count + Object.keys(vertex.transitions).length,
      0,
    )
    expect(paths).toHaveLength(edges)
    expect(paths.every((path) => path.steps[0].event.type === 'xstate.init')).toBe(true)
    const ends = new Set(paths.map((path) => JSON.stringify(path.steps.at(-1)?.state.value)))
    expect(ends).toContain(JSON.stringify({ busy: { left: 'b', right: {} } }))
  })
})

describe('guard branches and paths', () => {
  it('counts each named guard true and false as the actor asks it, and names the test of each path', async () => {
    const recorder = createCoverageRecorder('tiny', tinyMachine)
    expect(recorder.report().guards).toEqual({
      total: 2,
      visited: 0,
      missing: ['guard isBig: true', 'guard isBig: false'],
    })
    const controls = createPromiseControls()
    const machine = tinyMachine.provide({ actors: { work: controls.logic('work') } })
    const actor = createActor(machine, { inspect: recorder.inspect }).start()
    actor.send({ type: 'go' }) // isBig: false (n = 0) → busy
    expect(recorder.report().guards?.missing).toEqual(['guard isBig: true'])
    controls.settle({ type: 'xstate.done.actor.work', output: 1 })
    await flushPromises() // decide: the eventless isBig is false again → idle
    actor.stop()
    expect(recorder.report().guards?.visited).toBe(1)

    // a context where the guard holds: its true branch, through an event and eventlessly
    const big = createActor(tinyMachine, {
      inspect: recorder.inspect,
      snapshot: tinyMachine.resolveState({ value: 'idle', context: { n: 5 } }),
    }).start()
    big.send({ type: 'go' })
    expect(big.getSnapshot().value).toBe('done')
    big.stop()

    // an eventless choice made as the actor starts: the branch before the one taken was refused
    const chooser = setup({ guards: { isOn: () => false } }).createMachine({
      id: 'chooser',
      initial: 'init',
      states: { init: { always: [{ guard: 'isOn', target: 'on' }, { target: 'off' }] }, on: {}, off: {} },
    })
    const starting = createCoverageRecorder('chooser', chooser)
    createActor(chooser, { inspect: starting.inspect }).start().stop()
    expect(starting.report().guards?.missing).toEqual(['guard isOn: true'])

    const report = recorder.report()
    expect(report.guards).toEqual({ total: 2, visited: 2, missing: [] })
    expect(report.paths?.[0]).toEqual({
      test: expect.stringMatching(/coverage\.test\.ts > counts each named guard/),
      events: ['go', 'xstate.done.actor.work'],
      transitions: [
        'tiny.idle on go[1] -> tiny.busy',
        'tiny.busy.right on xstate.done.actor.work[0] -> tiny.decide',
        'tiny.decide on (always)[1] -> tiny.idle',
      ],
    })
  })
})
