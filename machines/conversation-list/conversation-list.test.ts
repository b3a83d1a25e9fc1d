import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { toTestableMachine } from '../core/testable-machine'
import { refusals } from '../course-manager/fixtures'
import { firstPage, page, refreshedPage, secondPage, summary } from './fixtures'
import {
  conversationListMachine,
  conversationListView,
  type ConversationsPage,
  type LoadConversationsInput,
} from './index'

/** A server answering pages from a script; each call waits until the test lets it answer. */
function start(answers: ((input: LoadConversationsInput) => ConversationsPage | Error)[]) {
  const asked: LoadConversationsInput[] = []
  const gates: (() => void)[] = []
  const actor = createActor(
    conversationListMachine.provide({
      actors: {
        loadPage: fromPromise<ConversationsPage, LoadConversationsInput>(async ({ input }) => {
          asked.push(input)
          await new Promise<void>((resolve) => gates.push(resolve))
          const answer = answers.shift()!(input)
          if (answer instanceof Error) throw refusals.server
          return answer
        }),
      },
    }),
  ).start()
  const answer = async () => {
    await waitFor(actor, () => gates.length > 0)
    gates.shift()!()
  }
  return { actor, asked, answer }
}
const idle = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => s.matches({ ready: 'idle' }) || s.matches('failed'))

describe('conversation list journeys', () => {
  it('shows more once, then a live message brings its conversation on top and keeps what was shown more', async () => {
    const { actor, asked, answer } = start([() => firstPage, () => secondPage, () => refreshedPage])
    await answer()
    await idle(actor)
    expect(conversationListView(actor.getSnapshot())).toMatchObject({ phase: 'ready', hasMore: true })

    actor.send({ type: 'list.more' })
    expect(conversationListView(actor.getSnapshot()).loadingMore).toBe(true)
    await answer()
    await idle(actor)
    expect(conversationListView(actor.getSnapshot()).items.map((c) => c.id)).toEqual([1, 2, 3])
    actor.send({ type: 'list.more' }) // nothing more: nothing asked
    expect(asked).toHaveLength(2)

    actor.send({ type: 'list.refresh' })
    await answer()
    await idle(actor)
    const view = conversationListView(actor.getSnapshot())
    expect(view.items.map((c) => [c.id, c.unread_count])).toEqual([
      [2, 1],
      [1, 0],
      [3, 0],
    ])
    expect(view.hasMore).toBe(false)
    expect(asked).toEqual([{ before: null }, { before: 80 }, { before: null }])
  })

  it('makes a refresh asked during "show more" once the page is in, and says when "show more" failed', async () => {
    const { actor, asked, answer } = start([
      () => firstPage,
      () => new Error(),
      () => page([summary(2, 95, 1), summary(1, 90)], 90),
    ])
    await answer()
    await idle(actor)
    actor.send({ type: 'list.more' })
    actor.send({ type: 'list.refresh' })
    actor.send({ type: 'list.refresh' })
    await answer()
    await waitFor(actor, (s) => s.matches({ ready: 'refreshing' }))
    await answer()
    await idle(actor)
    expect(conversationListView(actor.getSnapshot())).toMatchObject({ moreFailed: true, hasMore: true })
    expect(conversationListView(actor.getSnapshot()).items[0]).toMatchObject({ id: 2, unread_count: 1 })
    expect(asked).toEqual([{ before: null }, { before: 80 }, { before: null }])
  })

  it('offers a retry when the first page fails, and a live message tries again too', async () => {
    const { actor, answer } = start([() => new Error(), () => new Error(), () => page([], null)])
    await answer()
    await idle(actor)
    expect(conversationListView(actor.getSnapshot()).phase).toBe('failed')
    actor.send({ type: 'list.retry' })
    await answer()
    await idle(actor)
    actor.send({ type: 'list.refresh' })
    await answer()
    await idle(actor)
    expect(conversationListView(actor.getSnapshot())).toMatchObject({ phase: 'empty', hasMore: false })
  })

  it('replays a recorded flow, whose answers hold no output: nothing added, nothing thrown', () => {
    const actor = createActor(toTestableMachine(conversationListMachine)).start()
    for (const type of [
      'xstate.done.actor.loadPage',
      'list.more',
      'list.refresh',
      'xstate.done.actor.loadPage',
    ])
      actor.send({ type } as never)
    expect(actor.getSnapshot().status).toBe('active')
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' })
    expect(conversationListView(actor.getSnapshot())).toMatchObject({ phase: 'empty', hasMore: false })
  })
})
