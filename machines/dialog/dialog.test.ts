import { describe, expect, it } from 'vitest'
import { SimulatedClock, createActor } from 'xstate'
import { DIALOG_TRANSITION_MS } from '../../contracts/core/constants'
import { dialogMachine, type DialogInput } from './index'

function start(input: DialogInput = {}) {
  const calls: string[] = []
  const results: (boolean | undefined)[] = []
  const clock = new SimulatedClock()
  const machine = dialogMachine.provide({
    actions: {
      lockScroll: () => calls.push('lockScroll'),
      unlockScroll: () => calls.push('unlockScroll'),
      notifyClosed: (_, params) => {
        calls.push('notifyClosed')
        results.push(params.result)
      },
    },
  })
  const actor = createActor(machine, { input, clock }).start()
  const openFully = () => {
    actor.send({ type: 'dialog.open' })
    clock.increment(DIALOG_TRANSITION_MS)
  }
  return { actor, clock, calls, results, openFully }
}

describe('dialogMachine', () => {
  it('opens over the transition time, locking scroll as soon as it starts opening', () => {
    const { actor, clock, calls } = start()
    expect(actor.getSnapshot().value).toBe('closed')
    actor.send({ type: 'dialog.open' })
    expect(actor.getSnapshot().value).toBe('opening')
    expect(calls).toEqual(['lockScroll'])
    clock.increment(DIALOG_TRANSITION_MS - 1)
    expect(actor.getSnapshot().value).toBe('opening')
    clock.increment(1)
    expect(actor.getSnapshot().value).toBe('open')
  })

  it('answers true through the close event and releases scroll only once fully closed', () => {
    const { actor, clock, calls, results, openFully } = start()
    openFully()
    actor.send({ type: 'dialog.close', result: true })
    expect(actor.getSnapshot().value).toBe('closing')
    clock.increment(DIALOG_TRANSITION_MS - 1)
    expect(calls).toEqual(['lockScroll'])
    clock.increment(1)
    expect(actor.getSnapshot().value).toBe('closed')
    expect(calls).toEqual(['lockScroll', 'unlockScroll', 'notifyClosed'])
    expect(results).toEqual([true])
  })

  it('treats Escape and a backdrop click as a dismissal answering false', () => {
    const { actor, clock, results, openFully } = start()
    openFully()
    actor.send({ type: 'dialog.escape' })
    clock.increment(DIALOG_TRANSITION_MS)
    openFully()
    expect(actor.getSnapshot().context.result).toBeUndefined()
    actor.send({ type: 'dialog.backdrop' })
    clock.increment(DIALOG_TRANSITION_MS)
    actor.send({ type: 'dialog.open' })
    actor.send({ type: 'dialog.close' })
    clock.increment(DIALOG_TRANSITION_MS)
    expect(results).toEqual([false, false, false])
  })

  it('keeps a persistent dialog open on Escape and backdrop, but honours its close button', () => {
    const { actor, clock, results, openFully } = start({ persistent: true })
    openFully()
    actor.send({ type: 'dialog.escape' })
    actor.send({ type: 'dialog.backdrop' })
    expect(actor.getSnapshot().value).toBe('open')
    actor.send({ type: 'dialog.close', result: false })
    clock.increment(DIALOG_TRANSITION_MS)
    expect(actor.getSnapshot().value).toBe('closed')
    expect(results).toEqual([false])
  })

  it('ignores every way out while disabled, until reconfigured', () => {
    const { actor, clock, calls, openFully } = start()
    openFully()
    actor.send({ type: 'dialog.configure', disabled: true, loading: true })
    for (const type of ['dialog.close', 'dialog.escape', 'dialog.backdrop'] as const) actor.send({ type })
    expect(actor.getSnapshot().value).toBe('open')
    expect(actor.getSnapshot().context).toMatchObject({ disabled: true, loading: true, persistent: false })
    actor.send({ type: 'dialog.configure', disabled: false })
    expect(actor.getSnapshot().context).toMatchObject({ disabled: false, loading: true })
    actor.send({ type: 'dialog.escape' })
    clock.increment(DIALOG_TRANSITION_MS)
    expect(actor.getSnapshot().value).toBe('closed')
    expect(calls).toEqual(['lockScroll', 'unlockScroll', 'notifyClosed'])
  })

  it('closes on route change only when asked to', () => {
    const stays = start()
    stays.openFully()
    stays.actor.send({ type: 'dialog.routeChange' })
    expect(stays.actor.getSnapshot().value).toBe('open')

    const leaves = start({ closeOnRouteChange: true, persistent: true })
    leaves.openFully()
    leaves.actor.send({ type: 'dialog.routeChange' })
    leaves.clock.increment(DIALOG_TRANSITION_MS)
    expect(leaves.actor.getSnapshot().value).toBe('closed')
    expect(leaves.results).toEqual([false])
  })

  it('can be dismissed while still opening, and unlocks scroll exactly once', () => {
    const { actor, clock, calls } = start()
    actor.send({ type: 'dialog.open' })
    clock.increment(100)
    actor.send({ type: 'dialog.escape' })
    expect(actor.getSnapshot().value).toBe('closing')
    clock.increment(DIALOG_TRANSITION_MS * 3)
    expect(actor.getSnapshot().value).toBe('closed')
    expect(calls).toEqual(['lockScroll', 'unlockScroll', 'notifyClosed'])
  })

  it('ignores open requests while closing and forgets the previous answer when reopened', () => {
    const { actor, clock, openFully } = start()
    openFully()
    actor.send({ type: 'dialog.close', result: true })
    actor.send({ type: 'dialog.open' })
    expect(actor.getSnapshot().value).toBe('closing')
    clock.increment(DIALOG_TRANSITION_MS)
    expect(actor.getSnapshot().context.result).toBe(true)
    actor.send({ type: 'dialog.open' })
    expect(actor.getSnapshot().context.result).toBeUndefined()
  })
})
