import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { ManagedJobListing } from '../../contracts/jobs/schemas'
import { draftListing, refusals } from './fixtures'
import { jobListingEditorMachine, jobListingEditorView, type SaveListingInput } from './index'

function start(id: number | null, save: (input: SaveListingInput) => Promise<ManagedJobListing>) {
  const saved: ManagedJobListing[] = []
  let removed = 0
  const actor = createActor(
    jobListingEditorMachine.provide({
      actors: {
        saveListing: fromPromise(({ input }) => save(input)),
        removeListing: fromPromise<unknown, { id: number }>(async () => undefined),
      },
    }),
    { input: { id, listing: id === null ? null : draftListing } },
  ).start()
  actor.on('saved', (event) => saved.push(event.listing))
  actor.on('removed', () => removed++)
  return { actor, saved, removed: () => removed }
}

describe('job listing editor journeys', () => {
  it('says what is missing without a call, then creates the listing with the body built from the form', async () => {
    const bodies: SaveListingInput[] = []
    const { actor, saved } = start(null, async (input) => {
      bodies.push(input)
      return draftListing
    })
    actor.send({ type: 'field.set', values: { salary_min: '50000', salary_max: '40000' } })
    actor.send({ type: 'listing.submit' })
    expect(jobListingEditorView(actor.getSnapshot()).errors).toEqual({
      title: { problem: 'required' },
      description: { problem: 'required' },
      salary_max: { problem: 'belowMin' },
    })
    expect(bodies).toEqual([])
    actor.send({ type: 'listing.remove' })
    expect(actor.getSnapshot().value).toBe('editing')
    actor.send({
      type: 'field.set',
      values: {
        title: ' Analista ',
        description: 'SQL',
        salary_max: '',
        city: ' ',
        expires_at: '2026-12-31',
      },
    })
    actor.send({ type: 'listing.submit' })
    await waitFor(actor, (s) => s.matches('editing'))
    expect(bodies[0]).toMatchObject({
      id: null,
      body: {
        title: 'Analista',
        description: 'SQL',
        city: null,
        salary_min: 50000,
        salary_max: null,
        status: 'draft',
      },
    })
    expect(bodies[0].body.expires_at).toBe(new Date('2026-12-31T23:59:59').toISOString())
    expect(saved).toEqual([draftListing])
    expect(jobListingEditorView(actor.getSnapshot())).toMatchObject({ errors: {}, justSaved: true })
  })

  it('shows the server’s 422 by field and a failure otherwise, and deletes a saved listing', async () => {
    let answer: unknown = refusals.fields('expires_at', 'La scadenza è passata.')
    const { actor, removed } = start(21, () => Promise.reject(answer))
    actor.send({ type: 'listing.submit' })
    await waitFor(actor, (s) => s.matches('editing'))
    expect(jobListingEditorView(actor.getSnapshot())).toMatchObject({
      errors: { expires_at: { message: 'La scadenza è passata.' } },
      saveFailed: false,
      justSaved: false,
    })
    answer = refusals.server
    actor.send({ type: 'listing.submit' })
    await waitFor(actor, (s) => s.matches('editing'))
    expect(jobListingEditorView(actor.getSnapshot())).toMatchObject({ errors: {}, saveFailed: true })
    actor.send({ type: 'listing.remove' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(removed()).toBe(1)
  })
})
