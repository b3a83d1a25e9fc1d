import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { DiaryEntry } from '../../contracts/diary/schemas'
import { refusals } from '../course-manager/fixtures'
import { body, entry } from './fixtures'
import { diaryEntryMachine, diaryEntryView, type SaveEntryInput } from './index'

function start(save: (input: SaveEntryInput) => Promise<DiaryEntry>, entryId: number | null = null) {
  const saved: number[] = []
  const actor = createActor(
    diaryEntryMachine.provide({
      actors: { saveEntry: fromPromise<DiaryEntry, SaveEntryInput>(({ input }) => save(input)) },
    }),
    { input: { entryId } },
  ).start()
  actor.on('saved', (event) => saved.push(event.entry.id))
  return { actor, saved }
}
const editing = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => s.matches('editing'))

describe('diary entry journeys', () => {
  it('saves a rewritten page on its entry and says so', async () => {
    const asked: SaveEntryInput[] = []
    const { actor, saved } = start(async (input) => (asked.push(input), entry), 9)
    actor.send({ type: 'diary.save', body })
    expect(diaryEntryView(actor.getSnapshot()).busy).toBe(true)
    await editing(actor)
    expect(asked).toEqual([{ entryId: 9, body }])
    expect(saved).toEqual([9])
  })

  it("shows the page's messages, the server's by field (a tag's too), and a failure", async () => {
    let answer: unknown = refusals.fields('tags.1', 'Etichetta troppo lunga.')
    const { actor, saved } = start(async () => Promise.reject(answer))
    actor.send({ type: 'diary.invalid', errors: { entry_date: 'Scegli il giorno della pagina.' } })
    expect(diaryEntryView(actor.getSnapshot()).errors).toEqual({
      entry_date: 'Scegli il giorno della pagina.',
    })
    actor.send({ type: 'diary.save', body })
    await editing(actor)
    expect(diaryEntryView(actor.getSnapshot())).toMatchObject({
      errors: { tags: 'Etichetta troppo lunga.' },
      failure: null,
    })
    answer = refusals.conflict
    actor.send({ type: 'diary.save', body })
    await editing(actor)
    expect(diaryEntryView(actor.getSnapshot())).toMatchObject({
      errors: {},
      failure: { message: 'Il corso è già in revisione.' },
    })
    answer = refusals.server
    actor.send({ type: 'diary.save', body })
    await editing(actor)
    expect(diaryEntryView(actor.getSnapshot()).failure).toEqual({ message: undefined })
    expect(saved).toEqual([])
  })
})
