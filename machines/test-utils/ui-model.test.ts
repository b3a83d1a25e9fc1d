import { describe, expect, it } from 'vitest'
import { assign, fromPromise, setup } from 'xstate'
import {
  assertUiHandlers,
  coverageUniverse,
  createUiTestModel,
  machineInventory,
  planUiPaths,
  runUiPath,
  toTestableMachine,
  type UiHandlers,
} from './ui-model'

// A form that saves through an actor: a guarded submit, a call that answers or fails, a final state.
const formMachine = setup({
  types: {
    context: {} as { text: string },
    events: {} as { type: 'type'; text: string } | { type: 'submit' } | { type: 'reset' },
  },
  actors: { save: fromPromise<void, { text: string }>(async () => {}) },
  guards: { isFilled: ({ context }) => context.text !== '' },
}).createMachine({
  id: 'form',
  context: { text: '' },
  initial: 'editing',
  states: {
    editing: {
      on: {
        type: { actions: assign({ text: ({ event }) => event.text }) },
        submit: { guard: 'isFilled', target: 'saving' },
      },
    },
    saving: {
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => context,
        onDone: 'saved',
        onError: 'editing',
      },
      on: { reset: 'editing' },
    },
    saved: { type: 'final' },
  },
})

const events = [
  { type: 'type', text: 'ciao' },
  { type: 'submit' },
  { type: 'reset' },
  { type: 'xstate.done.actor.save', output: undefined },
  { type: 'xstate.error.actor.save', error: { status: 500 } },
]

const model = () =>
  createUiTestModel('form', formMachine, {
    events,
    serializeState: ({ value, context }) => JSON.stringify([value, context]),
  })

const noop = async () => {}
const handlers = (): UiHandlers<number> => ({
  states: { '#form.editing': noop, '#form.saving': noop, '#form.saved': noop },
  events: {
    'xstate.init': noop,
    type: noop,
    submit: noop,
    reset: noop,
    'xstate.done.actor.save': noop,
    'xstate.error.actor.save': noop,
  },
})

const counter = { initial: 0, key: String, step: (n: number) => n + 1 }

describe('machineInventory and assertUiHandlers', () => {
  it('list every state and event type, invoked actors as their done and error events', () => {
    expect(machineInventory(toTestableMachine(formMachine))).toEqual({
      states: ['#form.editing', '#form.saving', '#form.saved'],
      events: ['xstate.init', 'type', 'submit', 'reset', 'xstate.done.actor.save', 'xstate.error.actor.save'],
    })
  })

  it('fail when a state or an event has no handler, or a handler names something gone', () => {
    const testable = toTestableMachine(formMachine)
    expect(() => assertUiHandlers(testable, handlers())).not.toThrow()
    const { states, events } = handlers()
    delete (states as Record<string, unknown>)['#form.saving']
    delete (events as Record<string, unknown>)['xstate.error.actor.save']
    expect(() =>
      assertUiHandlers(testable, {
        states: { ...states, '#form.gone': noop },
        events: { ...events, typo: noop },
      }),
    ).toThrow(
      /no handler for state #form\.saving[\s\S]*no handler for event xstate\.error\.actor\.save[\s\S]*state the machine does not have: #form\.gone[\s\S]*event the machine does not take: typo/,
    )
  })
})

describe('planUiPaths', () => {
  it('covers every state, transition and both branches of each guard in few paths', () => {
    const plan = planUiPaths(model(), { world: counter, maxSteps: 20 })
    expect(plan.coverage.problems).toEqual([])
    expect(plan.coverage.totals).toEqual({
      state: { covered: 4, total: 4 },
      transition: { covered: 5, total: 5 },
      guard: { covered: 2, total: 2 },
    })
    expect(coverageUniverse(formMachine)).toContain('guard isFilled: false')
    // the final state ends a path, so it comes last; the refused submit needs an empty form again
    expect(plan.paths.map((path) => path.description)).toEqual([
      'type(ciao) → submit → reset → submit → save ✗ → submit → save ✓',
      'submit',
    ])
    expect(plan.paths[0].steps.at(-1)!.state.value).toBe('saved')
    expect(plan.paths[0].worlds).toEqual(plan.paths[0].steps.map((_, index) => index))
  })

  it('keeps to what the world allows, and fails on items missed without a declared reason', () => {
    const noErrors = {
      ...counter,
      step: (n: number, event: { type: string }) =>
        event.type === 'xstate.error.actor.save' ? undefined : n + 1,
    }
    const missed = planUiPaths(model(), { world: noErrors, maxSteps: 20 })
    expect(missed.coverage.problems).toEqual([
      'not covered and not declared unreachable: transition form.saving on xstate.error.actor.save[0] -> form.editing',
    ])
    const declared = planUiPaths(model(), {
      world: noErrors,
      maxSteps: 20,
      unreachable: {
        'transition form.saving on xstate.error.actor.save[0] -> form.editing': 'the server never fails here',
        'guard isFilled: true': 'wrongly declared',
      },
    })
    expect(declared.coverage.problems).toEqual(['declared unreachable but covered: guard isFilled: true'])
    expect(declared.paths.flatMap((path) => path.steps.map((step) => step.event.type))).not.toContain(
      'xstate.error.actor.save',
    )
  })

  it('counts items covered only by a forced failure apart', () => {
    const forced = createUiTestModel('form', formMachine, {
      events: events.map((event) =>
        event.type === 'xstate.error.actor.save' ? { ...event, fault: 'down' } : event,
      ),
      serializeState: ({ value, context }) => JSON.stringify([value, context]),
    })
    const plan = planUiPaths(forced, { world: counter, maxSteps: 20 })
    expect(plan.coverage.byFault).toEqual([
      'transition form.saving on xstate.error.actor.save[0] -> form.editing',
    ])
  })
})

describe('runUiPath', () => {
  it('performs each event, then checks every state the step is in, in path order', async () => {
    const ui = model()
    const plan = planUiPaths(ui, { world: counter, maxSteps: 20 })
    const log: string[] = []
    const record = (what: string) => async () => void log.push(what)
    const { states, events } = handlers()
    await runUiPath(ui, plan.paths[0], {
      states: Object.fromEntries(Object.keys(states).map((id) => [id, record(id)])),
      events: Object.fromEntries(Object.keys(events).map((type) => [type, record(type)])),
    })
    // each event, then the handler of the state it led to
    expect(log).toEqual(
      plan.paths[0].steps.flatMap((step) => [step.event.type, `#form.${String(step.state.value)}`]),
    )
    expect(log.slice(-2)).toEqual(['xstate.done.actor.save', '#form.saved'])
  })

  it('refuses to run with a handler missing', async () => {
    const ui = model()
    const plan = planUiPaths(ui, { world: counter, maxSteps: 20 })
    const { states, events } = handlers()
    delete (events as Record<string, unknown>).reset
    await expect(runUiPath(ui, plan.paths[0], { states, events })).rejects.toThrow(
      /no handler for event reset/,
    )
  })
})
