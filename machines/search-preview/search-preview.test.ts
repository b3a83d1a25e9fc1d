import { SimulatedClock, createActor } from 'xstate'
import { describe, expect, it } from 'vitest'
import type { SearchAll } from '../../contracts/search/schemas'
import { createPromiseControls, flushPromises } from '../test-utils/model'
import { emptyResults, foundResults } from './fixtures'
import { SEARCH_DEBOUNCE_MS, searchPreviewMachine, searchPreviewView, type FetchPreviewInput } from './index'

function start() {
  const controls = createPromiseControls()
  const clock = new SimulatedClock()
  const actor = createActor(
    searchPreviewMachine.provide({
      actors: { fetchPreview: controls.logic<SearchAll, FetchPreviewInput>('fetchPreview') },
    }),
    { clock },
  )
  actor.start()
  return { actor, clock, controls, view: () => searchPreviewView(actor.getSnapshot()) }
}

describe('search preview', () => {
  it('asks once the typing pauses, with the text trimmed', () => {
    const { actor, clock, controls } = start()
    for (const value of ['ex', 'exc', 'exce', ' excel  ']) {
      actor.send({ type: 'search.type', value })
      clock.increment(SEARCH_DEBOUNCE_MS - 1)
    }
    expect(controls.pending).toHaveLength(0)
    clock.increment(1)
    expect(controls.pending.map((call) => call.input)).toEqual([{ q: 'excel' }])
  })

  it('a new keystroke aborts the request in flight, whose answer never lands', async () => {
    const { actor, clock, controls, view } = start()
    actor.send({ type: 'search.type', value: 'exc' })
    clock.increment(SEARCH_DEBOUNCE_MS)
    const first = controls.pending[0]
    actor.send({ type: 'search.type', value: 'excel' })
    expect(first.signal.aborted).toBe(true)
    first.resolve(emptyResults('exc'))
    await flushPromises()
    expect(view().status).toBe('debouncing')
    clock.increment(SEARCH_DEBOUNCE_MS)
    controls.settle({ type: 'xstate.done.actor.fetchPreview', output: foundResults('excel') })
    await flushPromises()
    expect(view()).toMatchObject({ status: 'showing', listShown: true, busy: false })
    expect(view().results?.q).toBe('excel')
  })

  it('keeps the previous results and their highlight while the next ones come', async () => {
    const { actor, clock, controls, view } = start()
    actor.send({ type: 'search.type', value: 'excel' })
    clock.increment(SEARCH_DEBOUNCE_MS)
    controls.settle({ type: 'xstate.done.actor.fetchPreview', output: foundResults('excel') })
    await flushPromises()
    actor.send({ type: 'search.type', value: 'excel a' })
    actor.send({ type: 'search.next' })
    expect(view()).toMatchObject({ status: 'debouncing', busy: true, active: 0 })
    expect(view().results?.q).toBe('excel')
    clock.increment(SEARCH_DEBOUNCE_MS)
    controls.settle({ type: 'xstate.done.actor.fetchPreview', output: foundResults('excel a') })
    await flushPromises()
    expect(view()).toMatchObject({ status: 'showing', active: 0 })
    // fewer options than the highlighted one: no highlight
    actor.send({ type: 'search.previous' })
    actor.send({ type: 'search.type', value: 'excel b' })
    actor.send({ type: 'search.previous' })
    expect(view().active).toBe(2)
    clock.increment(SEARCH_DEBOUNCE_MS)
    controls.settle({ type: 'xstate.done.actor.fetchPreview', output: emptyResults('excel b') })
    await flushPromises()
    expect(view()).toMatchObject({ status: 'empty', active: -1 })
  })

  it('arrows wrap around; Escape closes, then clears; focus reopens a long enough text', async () => {
    const { actor, clock, controls, view } = start()
    actor.send({ type: 'search.next' })
    expect(view().active).toBe(-1)
    actor.send({ type: 'search.type', value: 'excel' })
    clock.increment(SEARCH_DEBOUNCE_MS)
    controls.settle({ type: 'xstate.done.actor.fetchPreview', output: foundResults('excel') })
    await flushPromises()
    actor.send({ type: 'search.previous' })
    expect(view().active).toBe(2)
    actor.send({ type: 'search.next' })
    expect(view().active).toBe(0)
    actor.send({ type: 'search.escape' })
    expect(view()).toMatchObject({ listShown: false, active: -1, q: 'excel' })
    actor.send({ type: 'search.focus' })
    expect(view().listShown).toBe(true)
    actor.send({ type: 'search.blur' })
    actor.send({ type: 'search.escape' })
    expect(view()).toMatchObject({ status: 'idle', q: '', results: null })
  })

  it('a failure shows no results until the next keystroke asks again', async () => {
    const { actor, clock, controls, view } = start()
    actor.send({ type: 'search.type', value: 'excel' })
    clock.increment(SEARCH_DEBOUNCE_MS)
    controls.settle({ type: 'xstate.error.actor.fetchPreview', error: new Error('offline') })
    await flushPromises()
    expect(view()).toMatchObject({ status: 'error', failed: true, results: null, listShown: true })
    actor.send({ type: 'search.type', value: 'excel ' })
    clock.increment(SEARCH_DEBOUNCE_MS)
    expect(controls.pending.filter((call) => !call.signal.aborted)).toHaveLength(1)
  })
})
