import { describe, expect, it } from 'vitest'
import { createActor, createMachine, fromPromise } from 'xstate'
import { appVersionMachine } from '../../../machines/app-version'
import { loginPromptMachine, type LoginPromptLoginInput } from '../../../machines/login-prompt'
import { createFlowRecorder } from '../../shared/lib/flow-recorder'
import { loadMachines, replayActor, replayTrace } from './replay'

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
})
