import { afterAll, describe, expect, it } from 'vitest'
import type { PostBody } from '../../contracts/social/schemas'
import { refusals } from '../course-manager/fixtures'
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
import { post, withImage } from './fixtures'
import {
  composerMachine,
  composerView,
  type AttachImageInput,
  type ComposerEvent,
  type ImageFile,
} from './index'

const photo: ImageFile = { name: 'foto.webp', size: 2048 }
const events: EventCases<ComposerEvent> = {
  // the text starts empty: a submit before this one is the missing text
  'composer.text': [{ type: 'composer.text', text: 'Ciao rete' }],
  // the link as it starts (empty): the transition is taken without doubling the model's states (the
  // journeys test sends a real link and checks the body's trimmed link_url)
  'composer.link': [{ type: 'composer.link', link: '' }],
  // none picked at first: a publish before this one has no image to attach
  'composer.image': [{ type: 'composer.image', image: photo }],
  'composer.submit': [{ type: 'composer.submit' }],
}
const outcomes: ModelEvent<ComposerEvent>[] = [
  { type: 'xstate.done.actor.publishPost', output: post },
  { type: 'xstate.error.actor.publishPost', error: refusals.fields('text', 'Il testo è troppo lungo.') },
  { type: 'xstate.error.actor.publishPost', error: refusals.network },
  { type: 'xstate.done.actor.attachImage', output: withImage },
  { type: 'xstate.error.actor.attachImage', error: refusals.fields('file', 'Immagine troppo grande.') },
]

const recorder = createCoverageRecorder('composer', composerMachine)
afterAll(() => {
  assertFullCoverage(recorder)
})

describe('composer model', () => {
  const model = createMachineTestModel(composerMachine, { events: [...eventCases(events), ...outcomes] })
  const paths = transitionCoverPaths(model)

  it(`replays all ${paths.length} paths: one call per busy step, with the post's text`, async () => {
    for (const path of paths) {
      const controls = createPromiseControls()
      const machine = composerMachine.provide({
        actors: {
          publishPost: controls.logic<typeof post, PostBody>('publishPost'),
          attachImage: controls.logic<typeof post, AttachImageInput>('attachImage'),
        },
      })
      await runModelPath({
        machine,
        path,
        recorder,
        controls,
        afterStep: (snapshot) => {
          const live = controls.pending.filter((call) => !call.signal.aborted).map((call) => call.id)
          expect(live).toEqual(
            snapshot.matches('publishing')
              ? ['publishPost']
              : snapshot.matches('attaching')
                ? ['attachImage']
                : [],
          )
          const call = controls.pending.find((pending) => !pending.signal.aborted)
          // the body as it stood at the submit (a link typed meanwhile waits for the next post)
          if (snapshot.matches('publishing')) expect(call?.input).toMatchObject({ text: 'Ciao rete' })
          if (snapshot.matches('attaching')) expect(call?.input).toEqual({ postId: 21, image: photo })
          expect(composerView(snapshot).busy).toBe(!snapshot.matches('editing'))
        },
      })
    }
  }, 60_000)
})
