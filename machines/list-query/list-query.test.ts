import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import {
  bariQuery,
  excelPage,
  excelQuery,
  excelSecondPage,
  excelSecondQuery,
  nobody,
  unavailable,
} from './fixtures'
import { listQueryMachine, listQueryView, type ListLoadInput, type ListQuery } from './index'

function start(answer: (query: ListQuery) => Promise<unknown>, query: ListQuery = excelQuery) {
  const asked: ListQuery[] = []
  const aborted: ListQuery[] = []
  const actor = createActor(
    listQueryMachine.provide({
      actors: {
        load: fromPromise<unknown, ListLoadInput>(({ input, signal }) => {
          asked.push(input.query)
          signal.addEventListener('abort', () => aborted.push(input.query))
          return answer(input.query)
        }),
      },
    }),
    { input: { query } },
  ).start()
  return { actor, asked, aborted }
}
const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('busy'))

describe('list-query journeys', () => {
  it('loads the URL’s query, and again when the URL gives another one; the same query asks nothing', async () => {
    const pages = new Map<string, unknown>([
      [JSON.stringify(excelQuery), excelPage],
      [JSON.stringify(excelSecondQuery), excelSecondPage],
    ])
    const { actor, asked } = start(async (query) => pages.get(JSON.stringify(query)))
    await settled(actor)
    expect(listQueryView(actor.getSnapshot())).toMatchObject({
      phase: 'success',
      data: excelPage,
      filtered: true,
    })
    actor.send({ type: 'list.sync', query: { q: 'excel' } })
    expect(actor.getSnapshot().value).toBe('success')
    actor.send({ type: 'list.sync', query: excelSecondQuery })
    expect(listQueryView(actor.getSnapshot())).toMatchObject({
      phase: 'loading',
      firstLoad: true,
      data: undefined,
    })
    await settled(actor)
    expect(listQueryView(actor.getSnapshot())).toMatchObject({
      data: excelSecondPage,
      query: excelSecondQuery,
      filters: excelQuery,
    })
    expect(asked).toEqual([excelQuery, excelSecondQuery])
  })

  it('drops the answer for a query the URL has left (its call aborted)', async () => {
    let release: (value: unknown) => void = () => undefined
    const { actor, aborted } = start((query) =>
      query === excelQuery ? new Promise((resolve) => (release = resolve)) : Promise.resolve(nobody),
    )
    actor.send({ type: 'list.sync', query: bariQuery })
    release(excelPage)
    await settled(actor)
    expect(aborted).toEqual([excelQuery])
    expect(listQueryView(actor.getSnapshot())).toMatchObject({
      phase: 'empty',
      data: nobody,
      query: bariQuery,
    })
  })

  it('says it failed and loads again on retry; a reload keeps the list on screen, dimmed', async () => {
    let fail = true
    const { actor } = start(async () => {
      if (fail) throw unavailable
      return excelPage
    })
    await settled(actor)
    expect(listQueryView(actor.getSnapshot())).toMatchObject({
      phase: 'failure',
      canRetry: true,
      error: unavailable,
    })
    fail = false
    actor.send({ type: 'list.retry' })
    await settled(actor)
    actor.send({ type: 'list.reload' })
    expect(listQueryView(actor.getSnapshot())).toMatchObject({
      phase: 'reloading',
      stale: true,
      data: excelPage,
    })
    await settled(actor)
    expect(actor.getSnapshot().value).toBe('success')
  })

  it('an unfiltered first page is not filtered', () => {
    const { actor } = start(() => new Promise(() => undefined), { page: '3' })
    expect(listQueryView(actor.getSnapshot())).toMatchObject({ filters: {}, filtered: false })
  })
})
