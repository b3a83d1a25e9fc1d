import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { FeedPage } from '../../contracts/social/schemas'
import { counts, post } from '../composer/fixtures'
import { refusals } from '../course-manager/fixtures'
import { feedMachine, feedView } from './index'

const older = { ...post, id: 20, is_mine: false }

function start(pages: Record<string, FeedPage | Error>) {
  const asked: (string | null)[] = []
  const actor = createActor(
    feedMachine.provide({
      actors: {
        fetchPage: fromPromise<FeedPage, { cursor: string | null }>(async ({ input }) => {
          asked.push(input.cursor)
          const page = pages[input.cursor ?? 'first']
          if (page instanceof Error) throw page
          return page
        }),
      },
    }),
  ).start()
  return { actor, asked }
}
const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('busy'))

describe('feed journeys', () => {
  it('loads older pages by cursor without showing a post twice, and keeps what the page learns', async () => {
    const { actor, asked } = start({
      first: { posts: [post], next_cursor: 'c2' },
      c2: { posts: [post, older], next_cursor: null },
    })
    expect(feedView(actor.getSnapshot())).toMatchObject({ firstLoad: true, busy: true })
    await settled(actor)
    expect(feedView(actor.getSnapshot())).toMatchObject({ canLoadMore: true, atEnd: false })
    actor.send({ type: 'feed.more' })
    expect(feedView(actor.getSnapshot()).loadingMore).toBe(true)
    await settled(actor)
    actor.send({ type: 'feed.more' })
    actor.send({ type: 'feed.counts', counts: counts(20, 4) })
    actor.send({ type: 'feed.changed', post: { ...post, pinned: true } })
    actor.send({ type: 'feed.published', post: { ...post, id: 22 } })
    actor.send({ type: 'feed.removed', id: 21 })
    const view = feedView(actor.getSnapshot())
    expect(view.posts.map((each) => [each.id, each.counts.comments])).toEqual([
      [22, 0],
      [20, 4],
    ])
    expect(view).toMatchObject({ atEnd: true, canLoadMore: false })
    expect(asked).toEqual([null, 'c2'])
  })

  it('keeps the posts on screen when an older page fails, and tries that page again', async () => {
    const pages: Record<string, FeedPage | Error> = {
      first: { posts: [post], next_cursor: 'c2' },
      c2: new Error(String(refusals.network.status)),
    }
    const { actor, asked } = start(pages)
    await settled(actor)
    actor.send({ type: 'feed.more' })
    await settled(actor)
    expect(feedView(actor.getSnapshot())).toMatchObject({ failed: true, posts: [post] })
    pages.c2 = { posts: [older], next_cursor: null }
    actor.send({ type: 'feed.more' })
    await settled(actor)
    actor.send({ type: 'feed.reload' })
    expect(feedView(actor.getSnapshot())).toMatchObject({ firstLoad: false, busy: true })
    await settled(actor)
    expect(asked).toEqual([null, 'c2', 'c2', null])
  })
})
