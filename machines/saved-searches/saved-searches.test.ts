import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { blankName, excelCourses, milanTrainers, notified, renamed, savedList } from './fixtures'
import { savedSearchesMachine, savedSearchesView, type SavedChange } from './index'

function start(apply: (change: SavedChange) => Promise<unknown>, list = async () => savedList) {
  const asked: SavedChange[] = []
  const actor = createActor(
    savedSearchesMachine.provide({
      actors: {
        list: fromPromise(list),
        apply: fromPromise(({ input }: { input: SavedChange }) => (asked.push(input), apply(input))) as never,
      },
    }),
  ).start()
  return { actor, asked }
}
const ready = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => s.matches('ready'))

describe('saved-searches journeys', () => {
  it('renames a search: the form closes and the row shows the new name', async () => {
    const { actor, asked } = start(async () => renamed)
    await ready(actor)
    actor.send({ type: 'saved.startRename', id: 11 })
    expect(savedSearchesView(actor.getSnapshot()).rows[0]).toMatchObject({ renaming: true })
    actor.send({ type: 'saved.rename', id: 11, name: 'Excel per iniziare' })
    expect(savedSearchesView(actor.getSnapshot()).rows[0]).toMatchObject({ busy: true })
    await ready(actor)
    expect(savedSearchesView(actor.getSnapshot()).rows.map((row) => [row.row.name, row.renaming])).toEqual([
      ['Excel per iniziare', false],
      ['Formatori a Milano', false],
    ])
    expect(asked).toEqual([{ action: 'rename', id: 11, name: 'Excel per iniziare' }])
  })

  it('keeps the form open with the server’s message when the name is refused, and closes it on cancel', async () => {
    const { actor } = start(async () => Promise.reject(blankName))
    await ready(actor)
    actor.send({ type: 'saved.startRename', id: 11 })
    actor.send({ type: 'saved.rename', id: 11, name: '' })
    await ready(actor)
    const [first, second] = savedSearchesView(actor.getSnapshot()).rows
    expect(first).toMatchObject({
      renaming: true,
      failed: { action: 'rename', error: { status: 422, fields: { name: 'Il nome è obbligatorio.' } } },
    })
    expect(second.failed).toBeNull()
    actor.send({ type: 'saved.cancelRename' })
    expect(savedSearchesView(actor.getSnapshot()).rows[0]).toMatchObject({ renaming: false, failed: null })
  })

  it('switches the notification and deletes; the last one deleted leaves the list empty', async () => {
    const { actor } = start(
      async (change) => (change.action === 'notify' ? notified : undefined),
      async () => [excelCourses],
    )
    await ready(actor)
    actor.send({ type: 'saved.notify', id: 11, notify: true })
    await ready(actor)
    expect(savedSearchesView(actor.getSnapshot()).rows[0].row.notify).toBe(true)
    actor.send({ type: 'saved.delete', id: 11 })
    await ready(actor)
    expect(savedSearchesView(actor.getSnapshot())).toMatchObject({ empty: true, rows: [] })
    actor.send({ type: 'saved.delete', id: 11 })
    expect(actor.getSnapshot().value).toBe('ready')
  })

  it('says the list could not be loaded and loads it again on retry', async () => {
    let fail = true
    const { actor } = start(
      async () => undefined,
      async () => {
        if (fail) throw new Error('offline')
        return [milanTrainers]
      },
    )
    await waitFor(actor, (s) => s.matches('failure'))
    expect(savedSearchesView(actor.getSnapshot())).toMatchObject({ canRetry: true, firstLoad: false })
    fail = false
    actor.send({ type: 'saved.retry' })
    expect(savedSearchesView(actor.getSnapshot()).firstLoad).toBe(true)
    await ready(actor)
    expect(savedSearchesView(actor.getSnapshot()).rows).toHaveLength(1)
  })
})
