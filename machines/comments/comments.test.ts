import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { Comment, PostCounts } from '../../contracts/social/schemas'
import { comment, counts, reply } from '../composer/fixtures'
import { refusals } from '../course-manager/fixtures'
import { commentsMachine, commentsView, type AddCommentInput } from './index'

function start(remove: () => Promise<PostCounts>) {
  const heard: string[] = []
  const added: Comment = { ...reply, id: 54, text: 'Vero' }
  const actor = createActor(
    commentsMachine.provide({
      actors: {
        addComment: fromPromise<{ comment: Comment; counts: PostCounts }, AddCommentInput>(
          async ({ input }) =>
            input.text === 'x'
              ? Promise.reject(refusals.fields('comment', 'Troppo corto.'))
              : { comment: added, counts: counts(21, 3) },
        ),
        editComment: fromPromise<Comment, { id: number; text: string }>(async () =>
          Promise.reject(refusals.network),
        ),
        removeComment: fromPromise<PostCounts, { id: number }>(remove),
      },
    }),
    { input: { postId: 21, comments: [comment, reply] } },
  ).start()
  actor.on('*', (event) =>
    heard.push(
      event.type === 'counts'
        ? `counts ${event.counts.comments}`
        : `${event.type} ${'form' in event ? event.form : event.id}`,
    ),
  )
  return { actor, heard }
}
const idle = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => s.matches('idle'))

describe('comments journeys', () => {
  it('answers a comment, says why a form failed, and clears that failure when it is sent again', async () => {
    const { actor, heard } = start(async () => counts(21, 0))
    actor.send({ type: 'comments.add', form: 'reply:51', text: 'Vero', parentId: 51 })
    expect(commentsView(actor.getSnapshot())).toMatchObject({ busy: true, sending: 'reply:51' })
    await idle(actor)
    expect(commentsView(actor.getSnapshot()).repliesOf[51].map((c) => c.id)).toEqual([52, 54])
    actor.send({ type: 'comments.add', form: 'new', text: 'x', parentId: null })
    await idle(actor)
    actor.send({ type: 'comments.edit', form: 'edit:51', id: 51, text: 'Ciao' })
    await idle(actor)
    expect(commentsView(actor.getSnapshot()).errors).toEqual({
      new: { message: 'Troppo corto.' },
      'edit:51': { message: undefined },
    })
    actor.send({ type: 'comments.add', form: 'new', text: 'Vero', parentId: null })
    expect(commentsView(actor.getSnapshot()).errors).toEqual({ 'edit:51': { message: undefined } })
    await idle(actor)
    expect(heard).toEqual(['saved reply:51', 'counts 3', 'saved new', 'counts 3'])
  })

  it('removes a comment with its replies, or says it could not', async () => {
    let fail = true
    const { actor, heard } = start(async () => (fail ? Promise.reject(refusals.server) : counts(21, 0)))
    actor.send({ type: 'comments.remove', id: 51 })
    await idle(actor)
    expect(commentsView(actor.getSnapshot()).roots).toHaveLength(1)
    fail = false
    actor.send({ type: 'comments.remove', id: 51 })
    await idle(actor)
    expect(commentsView(actor.getSnapshot())).toMatchObject({ roots: [], repliesOf: {} })
    expect(heard).toEqual(['removeFailed 51', 'removed 51', 'counts 0'])
  })
})
