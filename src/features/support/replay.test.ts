import { describe, expect, it } from 'vitest'
import { assign, createActor, createMachine, fromPromise, setup } from 'xstate'
import type { TraceStep } from '../../../contracts/support/traces'
import { appVersionMachine } from '../../../machines/app-version'
import { loginPromptMachine, type LoginPromptLoginInput } from '../../../machines/login-prompt'
import { createFlowRecorder } from '../../shared/lib/flow-recorder'
import { initialValue, loadMachines, replayActor, replayTrace } from './replay'

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

// A login prompt visit as the app records it: a wrong password, then the prompt closed.
async function recordWrongPassword() {
  const recorder = createFlowRecorder()
  const machine = loginPromptMachine.provide({
    actors: {
      login: fromPromise<unknown, LoginPromptLoginInput>(async () => Promise.reject({ status: 422 })),
    },
  })
  const actor = createActor(machine, { inspect: recorder.inspect }).start()
  actor.send({ type: 'prompt.request' })
  actor.send({ type: 'prompt.change', field: 'email', value: 'studente@aula.test' })
  actor.send({ type: 'prompt.change', field: 'password', value: 'sbagliata-123' })
  actor.send({ type: 'prompt.submit' })
  await flush()
  actor.send({ type: 'prompt.close' })
  return { steps: recorder.steps(), actor }
}

describe('replay', () => {
  it('finds every machine of machines/ by its id', async () => {
    const machines = await loadMachines()
    // its own copies (imported with ?replay), of the same definitions
    for (const machine of [loginPromptMachine, appVersionMachine]) {
      const copy = machines.get(machine.id)
      expect(copy?.root.id).toBe(machine.root.id)
      expect(copy && Object.keys(copy.root.states)).toEqual(Object.keys(machine.root.states))
    }
    expect(machines.size).toBeGreaterThanOrEqual(9)
  }, 30_000)

  it('replays a recorded flow without divergence on the same definition, invoked answers included', async () => {
    const { steps, actor } = await recordWrongPassword()
    expect(steps.map((step) => step.event.type)).toContain('xstate.error.actor.login')
    const [result] = await replayTrace(steps)
    expect(result).toEqual({
      actor: actor.sessionId,
      machine: 'loginPrompt',
      steps: steps.length,
      status: 'same',
    })
  })

  it('stops at the first step where a changed definition goes elsewhere, with both values', async () => {
    const { steps } = await recordWrongPassword()
    // a "fix" after which a failed login closes the prompt instead of going back to the form
    const config = loginPromptMachine.config as unknown as {
      states: { open: { states: { submitting: { invoke: object } } } & object } & object
    }
    const open = config.states.open
    const submitting = open.states.submitting
    const fixed = createMachine(
      {
        ...config,
        states: {
          ...config.states,
          open: {
            ...open,
            states: {
              ...open.states,
              submitting: {
                ...submitting,
                invoke: { ...submitting.invoke, onError: { target: '#loginPrompt.closed' } },
              },
            },
          },
        },
      } as never,
      loginPromptMachine.implementations as never,
    )
    const failedAt = steps.findIndex((step) => step.event.type === 'xstate.error.actor.login')
    const result = replayActor(
      fixed,
      steps,
      steps.map((_, index) => index),
    )
    expect(result.status).toBe('diverged')
    expect(result.divergence).toMatchObject({
      step: failedAt,
      recorded: { open: 'editing' },
      replayed: 'closed',
    })
  })

  it('replays delayed transitions from their recorded timer events', () => {
    const steps = [
      {
        at: 0,
        actor: 'x:1',
        machine: 'appVersion',
        event: { type: 'xstate.init' },
        value: { watching: 'waiting' },
      },
      {
        at: 1,
        actor: 'x:1',
        machine: 'appVersion',
        event: { type: 'xstate.after.pollInterval.appVersion.watching.waiting' },
        value: { watching: 'checking' },
      },
      {
        at: 2,
        actor: 'x:1',
        machine: 'appVersion',
        event: { type: 'xstate.error.actor.fetchVersion' },
        value: { watching: 'waiting' },
      },
    ]
    expect(replayActor(appVersionMachine, steps, [0, 1, 2]).status).toBe('same')
  })

  describe('is total: a step it cannot replay is a divergence with both states, never an exception', () => {
    const step = (at: number, event: string, value: unknown, context?: unknown): TraceStep => ({
      at,
      actor: 'x:7',
      machine: 'loginPrompt',
      event: { type: event },
      value,
      ...(context === undefined ? {} : { context }),
    })

    it('a trace from an older version, in a state the machine no longer has', () => {
      const steps = [step(0, 'xstate.init', 'dismissed'), step(1, 'prompt.request', { open: 'editing' })]
      const result = replayActor(loginPromptMachine, steps, [0, 1])
      expect(result).toMatchObject({
        status: 'diverged',
        divergence: { step: 0, reason: 'unknown-state', recorded: 'dismissed', replayed: 'closed' },
      })
      expect(result.divergence?.message).toMatch(/dismissed/)
    })

    it('an event the machine does not know any more', () => {
      const steps = [
        step(0, 'xstate.init', 'closed'),
        step(1, 'prompt.request', { open: 'editing' }),
        step(2, 'prompt.rememberMe', { open: 'remembering' }),
      ]
      expect(replayActor(loginPromptMachine, steps, [0, 1, 2])).toMatchObject({
        status: 'diverged',
        divergence: {
          step: 2,
          event: { type: 'prompt.rememberMe' },
          reason: 'unknown-event',
          recorded: { open: 'remembering' },
          replayed: { open: 'editing' },
        },
      })
    })

    it('an unknown machine is reported beside the others, which still replay', async () => {
      const steps: TraceStep[] = [
        { ...step(0, 'xstate.init', 'idle'), actor: 'x:1', machine: 'courseManager' },
        step(1, 'xstate.init', 'closed'),
        step(2, 'prompt.request', { open: 'editing' }),
      ]
      const results = await replayTrace(steps, new Map([['loginPrompt', loginPromptMachine]]))
      expect(results.map((result) => [result.machine, result.status])).toEqual([
        ['courseManager', 'unknown-machine'],
        ['loginPrompt', 'same'],
      ])
    })

    // A machine whose context comes from its input and whose action reads a list the redaction
    // replaced: what made "Riproduci con le macchine attuali" throw "reading 'map'" on /dev.
    const listMachine = setup({
      types: {
        context: {} as { items: string[] },
        input: {} as { items: string[] },
        events: {} as { type: 'add'; item: string } | { type: 'clear' },
      },
    }).createMachine({
      id: 'list',
      context: ({ input }) => ({ items: input.items.map((item) => item.trim()) }),
      initial: 'idle',
      states: {
        idle: {
          on: {
            add: {
              target: 'filled',
              actions: assign({
                items: ({ context, event }) => [...context.items.map((i) => i), event.item],
              }),
            },
          },
        },
        filled: { on: { clear: 'idle' } },
      },
    })
    const listStep = (
      at: number,
      event: TraceStep['event'],
      value: unknown,
      context?: unknown,
    ): TraceStep => ({
      at,
      actor: 'x:9',
      machine: 'list',
      event,
      value,
      ...(context === undefined ? {} : { context }),
    })

    it('an action that throws on the redacted context', async () => {
      const unhandled: unknown[] = []
      const listen = (error: unknown) => unhandled.push(error)
      process.on('uncaughtException', listen)
      try {
        const steps = [
          listStep(0, { type: 'xstate.init' }, 'idle', { items: '[redacted]' }),
          listStep(1, { type: 'add', item: 'a' }, 'filled', { items: '[redacted]' }),
        ]
        const result = replayActor(listMachine, steps, [0, 1])
        expect(result).toMatchObject({
          status: 'diverged',
          divergence: { step: 1, reason: 'error', recorded: 'filled', replayed: 'idle' },
        })
        expect(result.divergence?.message).toMatch(/map/)
        await new Promise((resolve) => setTimeout(resolve, 10))
        expect(unhandled).toEqual([])
      } finally {
        process.off('uncaughtException', listen)
      }
    })

    it('a trace whose start the ring buffer dropped replays from its first recorded state', () => {
      // no xstate.init: starting the machine afresh would need the input nobody recorded
      const steps = [
        listStep(5, { type: 'clear' }, 'idle', { items: [] }),
        listStep(6, { type: 'add', item: 'b' }, 'filled', { items: ['b'] }),
      ]
      expect(replayActor(listMachine, steps, [0, 1])).toMatchObject({ status: 'same', partial: true })
    })

    it('knows where a definition starts without starting it', () => {
      expect(initialValue(loginPromptMachine.root)).toBe('closed')
      expect(initialValue(appVersionMachine.root)).toEqual({ watching: 'waiting' })
    })
  })
})
