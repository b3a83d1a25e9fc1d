import { afterAll, describe, expect, it } from 'vitest'
import type { ItemSection } from '../../contracts/profiles/sections'
import { assertFullCoverage, createCoverageRecorder } from '../test-utils/coverage'
import { createTestModel } from 'xstate/graph'
import {
  createPromiseControls,
  eventCases,
  runModelPath,
  serializeModelState,
  toModelMachine,
  transitionCoverPaths,
  type EventCases,
  type ModelEvent,
} from '../test-utils/model'
import { bookFields, firstBook, refusals, secondBook } from './fixtures'
import {
  cvSectionMachine,
  cvSectionView,
  type CvEntry,
  type CvSectionEvent,
  type SaveEntryInput,
} from './index'

const events: EventCases<CvSectionEvent> = {
  'entry.add': [{ type: 'entry.add' }],
  'entry.edit': [
    { type: 'entry.edit', id: 1 },
    { type: 'entry.edit', id: 99 },
  ],
  'field.set': [{ type: 'field.set', values: { title: 'Excel per il controllo di gestione' } }],
  'image.set': [{ type: 'image.set', image: { name: 'copertina.png', size: 2048 } }],
  'entry.cancel': [{ type: 'entry.cancel' }],
  'entry.submit': [{ type: 'entry.submit' }],
  'entry.move': [
    { type: 'entry.move', index: 0, by: 1 },
    { type: 'entry.move', index: 0, by: -1 },
  ],
  'entry.remove': [{ type: 'entry.remove', id: 1 }],
  'entries.loaded': [{ type: 'entries.loaded', entries: [firstBook] }],
}

// saved, refused by field (422) or failed (503); ordered or not; deleted or not
const outcomes: ModelEvent<CvSectionEvent>[] = [
  // the entry as saved: the same id keeps the lists few (the journeys test adds a new one)
  {
    type: 'xstate.done.actor.saveEntry',
    output: { ...firstBook, title: 'Excel per il controllo di gestione' },
  },
  { type: 'xstate.error.actor.saveEntry', error: refusals.fields('title', 'Il campo Titolo è richiesto') },
  { type: 'xstate.error.actor.saveEntry', error: refusals.server },
  { type: 'xstate.done.actor.orderEntries', output: [secondBook, firstBook] },
  { type: 'xstate.error.actor.orderEntries', error: refusals.server },
  { type: 'xstate.done.actor.removeEntry', output: undefined },
  { type: 'xstate.error.actor.removeEntry', error: refusals.server },
]

const recorder = createCoverageRecorder('cv-section', cvSectionMachine)
afterAll(() => {
  assertFullCoverage(recorder)
})

type Actors = Parameters<typeof cvSectionMachine.provide>[0]['actors']

async function replay(
  input: { section: ItemSection; fields: typeof bookFields; entries: CvEntry[] },
  modelEvents: ModelEvent<CvSectionEvent>[],
) {
  // only these events: the model would otherwise send the others bare (no output, no payload)
  const allowed = new Set(modelEvents.map((event) => event.type))
  const model = createTestModel(toModelMachine(cvSectionMachine), {
    input,
    events: modelEvents as CvSectionEvent[],
    serializeState: (snapshot) => serializeModelState(snapshot),
    filterEvents: (_, event) => allowed.has(event.type),
    limit: 2_000,
  })
  const paths = transitionCoverPaths(model)
  for (const path of paths) {
    const controls = createPromiseControls()
    const actors: Actors = {
      saveEntry: controls.logic<CvEntry, SaveEntryInput>('saveEntry'),
      orderEntries: controls.logic<CvEntry[], { section: ItemSection; ids: number[] }>('orderEntries'),
      removeEntry: controls.logic<unknown, { section: ItemSection; id: number }>('removeEntry'),
    }
    await runModelPath({
      machine: cvSectionMachine.provide({ actors }),
      input,
      path,
      recorder,
      controls,
      afterStep: (snapshot) => {
        const live = controls.pending.filter((call) => !call.signal.aborted)
        const view = cvSectionView(snapshot, {
          formFields: ['title', 'author', 'year', 'image'],
          maxEntries: 20,
        })
        expect(live.filter((call) => call.id === 'saveEntry').length).toBe(view.saving ? 1 : 0)
        expect(live.filter((call) => call.id !== 'saveEntry').length).toBe(view.listBusy ? 1 : 0)
        if (view.saving)
          expect(live.find((call) => call.id === 'saveEntry')?.input).toMatchObject({
            section: 'books',
            id: view.editing === 'new' ? null : view.editing,
          })
        if (snapshot.matches({ list: 'ordering' })) {
          // every entry once, in a new order (the list itself changes when the server answers)
          const { ids } = live.find((call) => call.id === 'orderEntries')?.input as { ids: number[] }
          expect([...ids].sort()).toEqual([1, 2])
        }
        expect(new Set(view.entries.map((entry) => entry.id)).size).toBe(view.entries.length)
        if (view.editing === null) expect(view.errors).toEqual({})
      },
    })
  }
  return paths.length
}

// The two regions are explored apart (together their contexts multiply past any useful bound);
// the recorder adds up what both runs visited.
describe('cv section model', () => {
  it('replays every path of the form: open, edit, cancel, save, 422 by field, failure', async () => {
    const form = eventCases(events).filter(
      (event) => !['entry.move', 'entry.remove', 'entries.loaded'].includes(event.type),
    )
    const count = await replay({ section: 'books', fields: bookFields, entries: [firstBook] }, [
      ...form,
      ...outcomes.filter((event) => event.type.endsWith('.saveEntry')),
    ])
    expect(count).toBeGreaterThan(20)
  }, 60_000)

  it('replays every path of the list: move (or not), delete, each refused', async () => {
    const list = eventCases(events).filter((event) =>
      ['entry.move', 'entry.remove', 'entries.loaded'].includes(event.type),
    )
    const count = await replay({ section: 'books', fields: bookFields, entries: [firstBook, secondBook] }, [
      ...list,
      ...outcomes.filter((event) => !event.type.endsWith('.saveEntry')),
    ])
    expect(count).toBeGreaterThan(5)
  }, 60_000)
})
