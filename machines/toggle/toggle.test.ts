import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { refusals } from '../course-manager/fixtures'
import { toggleMachine, type ApplyToggleInput, toggleView } from './index'

function start(apply: (value: unknown) => Promise<unknown>) {
  const heard: string[] = []
  const actor = createActor(
    toggleMachine.provide({
      actors: { apply: fromPromise<unknown, ApplyToggleInput>(({ input }) => apply(input.value)) },
    }),
    { input: { target: 4, value: false } },
  ).start()
  actor.on('*', (event) => heard.push(`${event.type} ${String(event.value)}`))
  return { actor, heard }
}
const idle = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => s.matches('idle'))

describe('toggle journeys', () => {
  it('shows the new value at once and keeps it once confirmed; the same value asks nothing', async () => {
    const asked: unknown[] = []
    const { actor, heard } = start(async (value) => (asked.push(value), { following: value }))
    actor.send({ type: 'toggle.set', value: true })
    expect(toggleView(actor.getSnapshot())).toMatchObject({ value: true, busy: true })
    await idle(actor)
    actor.send({ type: 'toggle.set', value: true })
    expect(toggleView(actor.getSnapshot())).toMatchObject({ value: true, busy: false, error: null })
    expect(asked).toEqual([true])
    expect(heard).toEqual(['applied true'])
  })

  it('puts the confirmed value back when the server refuses, and says why', async () => {
    const { actor, heard } = start(async () => Promise.reject(refusals.conflict))
    actor.send({ type: 'toggle.set', value: true })
    await idle(actor)
    expect(toggleView(actor.getSnapshot())).toEqual({
      value: false,
      busy: false,
      error: { status: 409, message: 'Il corso è già in revisione.' },
    })
    actor.send({ type: 'toggle.sync', value: true })
    expect(toggleView(actor.getSnapshot()).value).toBe(true)
    expect(heard).toEqual(['rolledBack false'])
  })

  it('a flip while one is saved shows at once and is sent when the first answers: the last flip wins', async () => {
    const asked: unknown[] = []
    let answer: (value: unknown) => void = () => {}
    const { actor, heard } = start(
      (value) => (asked.push(value), new Promise((resolve) => (answer = () => resolve({ favorite: value })))),
    )
    actor.send({ type: 'toggle.set', value: true })
    actor.send({ type: 'toggle.set', value: false })
    actor.send({ type: 'toggle.set', value: true })
    actor.send({ type: 'toggle.set', value: false })
    expect(toggleView(actor.getSnapshot())).toMatchObject({ value: false, busy: true })
    answer(undefined)
    await waitFor(actor, () => asked.length === 2)
    expect(toggleView(actor.getSnapshot())).toMatchObject({ value: false, busy: true })
    answer(undefined)
    await idle(actor)
    expect(asked).toEqual([true, false])
    expect(toggleView(actor.getSnapshot())).toEqual({ value: false, busy: false, error: null })
    expect(heard).toEqual(['applied true', 'applied false'])
  })
})
