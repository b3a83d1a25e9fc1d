import { afterAll, describe, expect, it } from 'vitest'
import type { Comment, PostCounts } from '../../contracts/social/schemas'
import { comment, counts, reply } from '../composer/fixtures'
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
import { commentsMachine, commentsView, type AddCommentInput, type CommentsEvent } from './index'

const added: Comment = { ...comment, id: 53, text: 'Anche per me' }
const events: EventCases<CommentsEvent> = {
  'comments.add': [{ type: 'comments.add', form: 'new', text: 'Anche per me', parentId: null }],
  'comments.edit': [{ type: 'comments.edit', form: 'edit:51', id: 51, text: 'Bellissimo!' }],
  'comments.remove': [{ type: 'comments.remove', id: 51 }],
}
const outcomes: ModelEvent<CommentsEvent>[] = [
  { type: 'xstate.done.actor.addComment', output: { comment: added, counts: counts(21, 3) } },
  { type: 'xstate.error.actor.addComment', error: refusals.fields('comment', 'Commento troppo lungo.') },
  { type: 'xstate.done.actor.editComment', output: { ...comment, text: 'Bellissimo!' } },
  { type: 'xstate.error.actor.editComment', error: refusals.network },
  { type: 'xstate.done.actor.removeComment', output: counts(21, 0) },
  { type: 'xstate.error.actor.removeComment', error: refusals.server },
]

const recorder = createCoverageRecorder('comments', commentsMachine)
afterAll(() => {
  assertFullCoverage(recorder)
})

describe('comments model', () => {
  const input = { postId: 21, comments: [comment, reply] }
  const model = createMachineTestModel(commentsMachine, {
    input,
    events: [...eventCases(events), ...outcomes],
  })
  const paths = transitionCoverPaths(model)

  it(`replays all ${paths.length} paths: one call per busy step, replies gone with their comment`, async () => {
    for (const path of paths) {
      const controls = createPromiseControls()
      const machine = commentsMachine.provide({
        actors: {
          addComment: controls.logic<{ comment: Comment; counts: PostCounts }, AddCommentInput>('addComment'),
          editComment: controls.logic<Comment, { id: number; text: string }>('editComment'),
          removeComment: controls.logic<PostCounts, { id: number }>('removeComment'),
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
          expect(live.length).toBe(snapshot.hasTag('busy') ? 1 : 0)
          if (snapshot.matches('adding'))
            expect(live[0].input).toEqual({ postId: 21, text: 'Anche per me', parentId: null })
          const view = commentsView(snapshot)
          // a reply never outlives its comment
          const roots = new Set(view.roots.map((root) => root.id))
          for (const parent of Object.keys(view.repliesOf)) expect(roots.has(Number(parent))).toBe(true)
        },
      })
    }
  }, 30_000)
})
