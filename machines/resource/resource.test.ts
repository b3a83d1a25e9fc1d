import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { createPromiseControls, flushPromises } from '../test-utils/model'
import { isEmptyData, resourceMachine, type ResourceInput, type ResourceLoadInput } from './index'

function start(input: ResourceInput = { params: { page: 1 } }) {
  const controls = createPromiseControls()
  const machine = resourceMachine.provide({
    actors: { load: controls.logic<unknown, ResourceLoadInput>('load') },
  })
  const actor = createActor(machine, { input }).start()
  const answer = async (output: unknown) => {
    controls.settle({ type: 'xstate.done.actor.load', output })
    await flushPromises()
  }
  const fail = async (error: unknown) => {
    controls.settle({ type: 'xstate.error.actor.load', error })
    await flushPromises()
  }
  return { actor, controls, answer, fail }
}

describe('resourceMachine', () => {
  it('loads with the given params and shows the data', async () => {
    const { actor, controls, answer } = start({ params: { page: 3, category: 'design' } })
    expect(actor.getSnapshot().value).toBe('loading')
    expect(controls.pending.map((call) => call.input)).toEqual([{ params: { page: 3, category: 'design' } }])
    await answer([{ id: 1 }])
    expect(actor.getSnapshot().value).toBe('success')
    expect(actor.getSnapshot().context.data).toEqual([{ id: 1 }])
  })

  it('tells an empty list or an empty page apart from data', async () => {
    const list = start()
    await list.answer([])
    expect(list.actor.getSnapshot().value).toBe('empty')

    const page = start()
    await page.answer({ data: [], meta: { current_page: 1, per_page: 10, total: 0, last_page: 1 } })
    expect(page.actor.getSnapshot().value).toBe('empty')

    const record = start()
    await record.answer({ data: [{ id: 1 }], meta: { total: 1 } })
    expect(record.actor.getSnapshot().value).toBe('success')
  })

  it('shows a failure and loads again on retry', async () => {
    const { actor, controls, answer, fail } = start()
    const error = new Error('offline')
    await fail(error)
    expect(actor.getSnapshot().value).toBe('failure')
    expect(actor.getSnapshot().context.error).toBe(error)
    actor.send({ type: 'resource.retry' })
    expect(actor.getSnapshot().value).toBe('loading')
    expect(actor.getSnapshot().context.error).toBeUndefined()
    expect(controls.pending).toHaveLength(1)
    await answer({ id: 7 })
    expect(actor.getSnapshot().matches('success')).toBe(true)
  })

  it('keeps the previous data visible while reloading', async () => {
    const { actor, answer, fail } = start()
    await answer([{ id: 1 }])
    actor.send({ type: 'resource.reload' })
    expect(actor.getSnapshot().value).toBe('reloading')
    expect(actor.getSnapshot().context.data).toEqual([{ id: 1 }])
    await answer([{ id: 1 }, { id: 2 }])
    expect(actor.getSnapshot().context.data).toEqual([{ id: 1 }, { id: 2 }])

    actor.send({ type: 'resource.reload' })
    await fail(new Error('500'))
    expect(actor.getSnapshot().value).toBe('failure')
    expect(actor.getSnapshot().context.data).toEqual([{ id: 1 }, { id: 2 }])
  })

  it('cancels the load for old params when the params change', async () => {
    const { actor, controls, answer } = start({ params: { page: 1 } })
    const stale = controls.pending[0]
    actor.send({ type: 'resource.setParams', params: { page: 2 } })
    expect(stale.signal.aborted).toBe(true)
    stale.resolve([{ page: 1 }])
    await flushPromises()
    expect(actor.getSnapshot().value).toBe('loading')
    expect(controls.pending.at(-1)?.input).toEqual({ params: { page: 2 } })
    await answer([{ page: 2 }])
    expect(actor.getSnapshot().context).toEqual({
      params: { page: 2 },
      data: [{ page: 2 }],
      error: undefined,
    })
  })

  it('drops the shown data when switching params after a success', async () => {
    const { actor, answer } = start()
    await answer([{ id: 1 }])
    actor.send({ type: 'resource.setParams', params: { page: 2 } })
    expect(actor.getSnapshot().value).toBe('loading')
    expect(actor.getSnapshot().context.data).toBeUndefined()
  })

  it('works with a plain async loader and fails loudly without one', async () => {
    const machine = resourceMachine.provide({
      actors: { load: fromPromise<unknown, ResourceLoadInput>(async ({ input }) => [input.params]) },
    })
    const actor = createActor(machine, { input: { params: { q: 'react' } } }).start()
    await waitFor(actor, (snapshot) => snapshot.matches('success'))
    expect(actor.getSnapshot().context.data).toEqual([{ q: 'react' }])

    const unprovided = createActor(resourceMachine, { input: {} }).start()
    await waitFor(unprovided, (snapshot) => snapshot.matches('failure'))
    expect(String(unprovided.getSnapshot().context.error)).toContain('provide a `load` actor')
  })

  it('knows what empty means', () => {
    expect(isEmptyData([])).toBe(true)
    expect(isEmptyData({ data: [] })).toBe(true)
    expect(isEmptyData({ data: [], meta: { total: 0 } })).toBe(true)
    expect(isEmptyData([0])).toBe(false)
    expect(isEmptyData({ data: [1] })).toBe(false)
    expect(isEmptyData({ data: null })).toBe(false)
    expect(isEmptyData({})).toBe(false)
    expect(isEmptyData(null)).toBe(false)
    expect(isEmptyData(undefined)).toBe(false)
  })
})
