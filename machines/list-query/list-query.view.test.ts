import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { listQueryMachine, listQueryView } from './index'

describe('listQueryView', () => {
  const snapshotIn = (value: string, query: Record<string, string>, data?: unknown) =>
    listQueryMachine.resolveState({ value, context: { query, data, error: undefined } })

  it('maps each phase to what the list shows', () => {
    expect(listQueryView(snapshotIn('loading', {}))).toMatchObject({
      busy: true,
      firstLoad: true,
      stale: false,
      canRetry: false,
    })
    expect(listQueryView(snapshotIn('reloading', {}, [1]))).toMatchObject({
      busy: true,
      firstLoad: false,
      stale: true,
      data: [1],
    })
    expect(listQueryView(snapshotIn('success', {}, [1]))).toMatchObject({
      busy: false,
      stale: false,
      canRetry: false,
    })
    expect(listQueryView(snapshotIn('empty', {}, []))).toMatchObject({ phase: 'empty', busy: false })
    expect(listQueryView(snapshotIn('failure', {}))).toMatchObject({ canRetry: true, busy: false })
  })

  it('keeps the filters apart from the page, and says whether any narrows the list', () => {
    expect(listQueryView(snapshotIn('success', { q: 'excel', place: 'Bari', page: '2' }))).toMatchObject({
      filters: { q: 'excel', place: 'Bari' },
      filtered: true,
    })
    expect(listQueryView(snapshotIn('success', { page: '2' }))).toMatchObject({
      filters: {},
      filtered: false,
    })
    expect(listQueryView(snapshotIn('success', { q: '' }))).toMatchObject({ filtered: false })
  })

  it('reads a live actor too', () => {
    const actor = createActor(listQueryMachine, { input: { query: {} } })
    expect(listQueryView(actor.getSnapshot()).phase).toBe('loading')
  })
})
