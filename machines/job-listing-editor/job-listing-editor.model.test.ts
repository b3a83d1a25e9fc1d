import { afterAll, describe, expect, it } from 'vitest'
import type { ManagedJobListing } from '../../contracts/jobs/schemas'
import { assertFullCoverage, createCoverageRecorder } from '../test-utils/coverage'
import {
  createMachineTestModel,
  createPromiseControls,
  eventCases,
  runModelPath,
  transitionCoverPaths,
  type EventCases,
  type ModelEvent,
} from '../test-utils/model'
import { draftListing, refusals } from './fixtures'
import {
  jobListingEditorMachine,
  jobListingEditorView,
  listingProblems,
  type JobListingEditorEvent,
  type JobListingEditorInput,
  type SaveListingInput,
} from './index'

const events: EventCases<JobListingEditorEvent> = {
  'field.set': [
    { type: 'field.set', values: { title: ' ' } },
    { type: 'field.set', values: { title: 'Analista dati senior' } },
  ],
  'listing.submit': [{ type: 'listing.submit' }],
  'listing.remove': [{ type: 'listing.remove' }],
}

// saved, refused by field (422) or failed (503); deleted or not
const outcomes: ModelEvent<JobListingEditorEvent>[] = [
  { type: 'xstate.done.actor.saveListing', output: draftListing },
  { type: 'xstate.error.actor.saveListing', error: refusals.fields('title', 'Al massimo 160 caratteri.') },
  { type: 'xstate.error.actor.saveListing', error: refusals.server },
  { type: 'xstate.done.actor.removeListing', output: undefined },
  { type: 'xstate.error.actor.removeListing', error: refusals.server },
]

const recorder = createCoverageRecorder('job-listing-editor', jobListingEditorMachine)
afterAll(() => {
  assertFullCoverage(recorder)
})

async function replay(input: JobListingEditorInput) {
  const model = createMachineTestModel(jobListingEditorMachine, {
    input,
    events: [...eventCases(events), ...outcomes],
  })
  const paths = transitionCoverPaths(model)
  for (const path of paths) {
    const controls = createPromiseControls()
    const machine = jobListingEditorMachine.provide({
      actors: {
        saveListing: controls.logic<ManagedJobListing, SaveListingInput>('saveListing'),
        removeListing: controls.logic<unknown, { id: number }>('removeListing'),
      },
    })
    await runModelPath({
      machine,
      input,
      path,
      recorder,
      controls,
      afterStep: (snapshot) => {
        const live = controls.pending.filter((call) => !call.signal.aborted)
        const view = jobListingEditorView(snapshot)
        expect(live.length).toBe(view.busy ? 1 : 0)
        // nothing the form's own checks refuse ever reaches the server
        if (snapshot.matches('saving')) {
          expect(listingProblems(snapshot.context.values)).toEqual({})
          expect(live[0].input).toMatchObject({
            id: input.id,
            body: { title: snapshot.context.values.title.trim() },
          })
        }
        if (snapshot.matches('removing')) expect(input.id).not.toBeNull()
      },
    })
  }
  return paths.length
}

describe('job listing editor model', () => {
  it('replays every path of a listing being managed: save, refusals, delete', async () => {
    expect(await replay({ id: 21, listing: draftListing })).toBeGreaterThan(10)
  })

  it('replays every path of a new listing: nothing to delete yet', async () => {
    expect(await replay({ id: null })).toBeGreaterThan(5)
  })
})
