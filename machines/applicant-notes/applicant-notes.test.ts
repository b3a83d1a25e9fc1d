import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { Applicant } from '../../contracts/jobs/schemas'
import { applicant, noted, refusals } from './fixtures'
import { applicantNotesMachine, applicantNotesView } from './index'

describe('applicant notes journeys', () => {
  it('saves changed notes once, tells the pipeline, and says why a save failed', async () => {
    let answer: Promise<Applicant> = Promise.reject({ status: 403, serverMessage: 'Non è la tua offerta.' })
    answer.catch(() => undefined)
    const actor = createActor(
      applicantNotesMachine.provide({ actors: { saveNotes: fromPromise(() => answer) } }),
      { input: { id: applicant.id, notes: applicant.notes } },
    ).start()
    const changed: Applicant[] = []
    actor.on('changed', (event) => changed.push(event.applicant))
    actor.send({ type: 'notes.save' })
    expect(actor.getSnapshot().value).toBe('editing')
    actor.send({ type: 'notes.set', notes: 'Da richiamare' })
    expect(applicantNotesView(actor.getSnapshot()).canSave).toBe(true)
    actor.send({ type: 'notes.save' })
    await waitFor(actor, (s) => s.matches('editing'))
    expect(applicantNotesView(actor.getSnapshot()).outcome).toEqual({ message: 'Non è la tua offerta.' })
    answer = Promise.reject(refusals.network)
    answer.catch(() => undefined)
    actor.send({ type: 'notes.save' })
    await waitFor(actor, (s) => s.matches('editing'))
    expect(applicantNotesView(actor.getSnapshot()).outcome).toBe('failed')
    answer = Promise.resolve(noted)
    actor.send({ type: 'notes.save' })
    await waitFor(actor, (s) => s.matches('editing'))
    expect(applicantNotesView(actor.getSnapshot())).toMatchObject({ outcome: 'saved', canSave: false })
    expect(changed).toEqual([noted])
  })
})
