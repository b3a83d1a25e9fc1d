import { describe, expect, it } from 'vitest'
import { SimulatedClock, createActor, fromPromise } from 'xstate'
import { createPromiseControls, flushPromises } from '../test-utils/model'
import { APP_VERSION_POLL_MS, appVersionMachine } from './index'

function start(currentVersion = 'build-1') {
  const controls = createPromiseControls()
  let reloads = 0
  const clock = new SimulatedClock()
  const machine = appVersionMachine.provide({
    actors: { fetchVersion: controls.logic<string>('fetchVersion') },
    actions: { reload: () => (reloads += 1) },
  })
  const actor = createActor(machine, { input: { currentVersion }, clock }).start()
  const answer = async (output: string) => {
    controls.settle({ type: 'xstate.done.actor.fetchVersion', output })
    await flushPromises()
  }
  return { actor, clock, controls, answer, reloads: () => reloads }
}

describe('appVersionMachine', () => {
  it('checks the manifest once a minute, not at start', async () => {
    const { actor, clock, controls, answer } = start()
    expect(actor.getSnapshot().value).toEqual({ watching: 'waiting' })
    clock.increment(APP_VERSION_POLL_MS - 1)
    expect(controls.pending).toHaveLength(0)
    clock.increment(1)
    expect(actor.getSnapshot().value).toEqual({ watching: 'checking' })
    expect(controls.pending).toHaveLength(1)
    await answer('build-1')
    expect(actor.getSnapshot().value).toEqual({ watching: 'waiting' })
    clock.increment(APP_VERSION_POLL_MS)
    expect(controls.pending).toHaveLength(1)
  })

  it('offers the update when the manifest names another build, and reloads on request', async () => {
    const { actor, clock, controls, answer, reloads } = start()
    clock.increment(APP_VERSION_POLL_MS)
    await answer('build-2')
    expect(actor.getSnapshot().value).toBe('updateAvailable')
    expect(actor.getSnapshot().context.latestVersion).toBe('build-2')
    clock.increment(APP_VERSION_POLL_MS * 5)
    expect(controls.pending).toHaveLength(0)
    actor.send({ type: 'version.reload' })
    expect(reloads()).toBe(1)
    expect(actor.getSnapshot().value).toBe('updateAvailable')
  })

  it('keeps watching quietly when a check fails or answers nothing useful', async () => {
    const { actor, clock, controls, answer } = start()
    clock.increment(APP_VERSION_POLL_MS)
    controls.settle({ type: 'xstate.error.actor.fetchVersion', error: new Error('offline') })
    await flushPromises()
    expect(actor.getSnapshot().value).toEqual({ watching: 'waiting' })
    clock.increment(APP_VERSION_POLL_MS)
    await answer('')
    expect(actor.getSnapshot().value).toEqual({ watching: 'waiting' })
    expect(actor.getSnapshot().status).toBe('active')
  })

  it('stays dismissed for the session and never reloads by itself', async () => {
    const { actor, clock, controls, answer, reloads } = start()
    clock.increment(APP_VERSION_POLL_MS)
    await answer('build-2')
    actor.send({ type: 'version.dismiss' })
    expect(actor.getSnapshot().value).toBe('dismissed')
    actor.send({ type: 'version.reload' })
    clock.increment(APP_VERSION_POLL_MS * 3)
    expect(controls.pending).toHaveLength(0)
    expect(reloads()).toBe(0)
  })

  it('ignores reload and dismiss while nothing new is known', () => {
    const { actor, reloads } = start()
    actor.send({ type: 'version.dismiss' })
    actor.send({ type: 'version.reload' })
    expect(actor.getSnapshot().value).toEqual({ watching: 'waiting' })
    expect(reloads()).toBe(0)
  })

  it('works with a plain async fetch', async () => {
    const clock = new SimulatedClock()
    const machine = appVersionMachine.provide({
      actors: { fetchVersion: fromPromise(async () => 'build-9') },
    })
    const actor = createActor(machine, { input: { currentVersion: 'build-1' }, clock }).start()
    clock.increment(APP_VERSION_POLL_MS)
    await flushPromises()
    expect(actor.getSnapshot().value).toBe('updateAvailable')
  })
})
