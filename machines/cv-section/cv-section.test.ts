import { describe, expect, it } from 'vitest'
import type { ItemSection } from '../../contracts/profiles/sections'
import { createActor, fromPromise, waitFor } from 'xstate'
import { bookFields, currentJob, experienceFields, firstBook, refusals, secondBook } from './fixtures'
import {
  cvSectionMachine,
  cvSectionView,
  type CvEntry,
  type CvSectionInput,
  type SaveEntryInput,
} from './index'

const view = { formFields: ['title', 'author', 'year', 'image'], maxEntries: 20 }

function start(input: CvSectionInput, save: (input: SaveEntryInput) => Promise<CvEntry>) {
  let changes = 0
  const saves: SaveEntryInput[] = []
  const actor = createActor(
    cvSectionMachine.provide({
      actors: {
        saveEntry: fromPromise(({ input }) => {
          saves.push(input)
          return save(input)
        }),
        orderEntries: fromPromise(async () => [secondBook, firstBook]),
        removeEntry: fromPromise<unknown, { section: ItemSection; id: number }>(() =>
          Promise.reject(refusals.server),
        ),
      },
    }),
    { input },
  ).start()
  actor.on('changed', () => changes++)
  return { actor, saves, changes: () => changes }
}

describe('cv section journeys', () => {
  it('adds a book with its image after the server named a missing field, and tells the page', async () => {
    let answer: Promise<CvEntry> = Promise.reject(refusals.fields('title', 'Il campo Titolo è richiesto'))
    answer.catch(() => undefined)
    const { actor, saves, changes } = start(
      { section: 'books', fields: bookFields, entries: [firstBook] },
      () => answer,
    )
    actor.send({ type: 'entry.add' })
    expect(cvSectionView(actor.getSnapshot(), view)).toMatchObject({
      editing: 'new',
      values: { title: '', author: '', year: '' },
      canAdd: false,
    })
    actor.send({ type: 'image.set', image: { name: 'copertina.png', size: 2048 } })
    actor.send({ type: 'entry.submit' })
    await waitFor(actor, (s) => s.matches({ form: 'open' }))
    expect(cvSectionView(actor.getSnapshot(), view)).toMatchObject({
      errors: { title: 'Il campo Titolo è richiesto' },
      saveFailed: false,
    })
    answer = Promise.resolve(secondBook)
    actor.send({ type: 'field.set', values: { title: secondBook.title, author: secondBook.author } })
    actor.send({ type: 'entry.submit' })
    await waitFor(actor, (s) => s.matches({ form: 'closed' }))
    expect(saves[1]).toEqual({
      section: 'books',
      id: null,
      values: { title: secondBook.title, author: secondBook.author, year: '' },
      image: { name: 'copertina.png', size: 2048 },
    })
    expect(cvSectionView(actor.getSnapshot(), view)).toMatchObject({
      editing: null,
      errors: {},
      canAdd: true,
    })
    expect(actor.getSnapshot().context.entries.map((entry) => entry.id)).toEqual([1, 2])
    expect(changes()).toBe(1)
  })

  it('sends a current job without its end date, and a message on an unknown field above the form', async () => {
    const { actor, saves } = start(
      { section: 'experiences', fields: experienceFields, entries: [currentJob] },
      () => Promise.reject(refusals.fields('ids', 'Voci non valide')),
    )
    actor.send({ type: 'entry.edit', id: 5 })
    actor.send({ type: 'entry.submit' })
    await waitFor(actor, (s) => s.matches({ form: 'open' }))
    expect(saves[0]).toMatchObject({
      id: 5,
      values: { current: true, end_date: null, start_date: '2020-01-01' },
    })
    const shown = cvSectionView(actor.getSnapshot(), {
      formFields: ['role', 'company', 'image'],
      maxEntries: 20,
    })
    expect(shown).toMatchObject({ errors: {}, otherErrors: ['Voci non valide'] })
    actor.send({ type: 'entry.cancel' })
    expect(cvSectionView(actor.getSnapshot(), view)).toMatchObject({ editing: null, errors: {} })
  })

  it('takes the server’s order, and keeps an entry whose deletion failed', async () => {
    const { actor, changes } = start(
      { section: 'books', fields: bookFields, entries: [firstBook, secondBook] },
      () => Promise.resolve(firstBook),
    )
    actor.send({ type: 'entry.move', index: 1, by: 1 })
    expect(actor.getSnapshot().matches({ list: 'idle' })).toBe(true)
    actor.send({ type: 'entry.move', index: 0, by: 1 })
    await waitFor(actor, (s) => s.matches({ list: 'idle' }))
    expect(actor.getSnapshot().context.entries.map((entry) => entry.id)).toEqual([2, 1])
    actor.send({ type: 'entry.remove', id: 1 })
    await waitFor(actor, (s) => s.matches({ list: 'idle' }))
    expect(cvSectionView(actor.getSnapshot(), view)).toMatchObject({ listError: 'remove', listBusy: false })
    expect(actor.getSnapshot().context.entries).toHaveLength(2)
    expect(changes()).toBe(1)
  })
})
