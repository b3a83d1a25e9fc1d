/*
 * /feed's posts (issue 17): the first page, then older ones as the end of the list comes into view,
 * each asked with the cursor the last one gave; the first page again when the person asks for the
 * new posts (or after a failure with nothing on screen). What the page learns meanwhile (a post
 * published, changed, deleted, live counts) lands in the list in any state.
 *
 *   ┌─────────┐ done: the page, its cursor ┌───────┐ feed.more [hasCursor] ┌─────────────┐
 *   │ loading │ ─────────────────────────▶ │ ready │ ────────────────────▶ │ loadingMore │ done: appended (once)
 *   └─────────┘ ◀── feed.reload (any state) └───────┘ ◀──────────────────── └─────────────┘ ─▶ ready
 *        │ error   ┌────────┐ ◀───────────────────────────────────────────────────── error
 *        └───────▶ │ failed │ feed.more [hasCursor] → loadingMore
 *                  └────────┘
 */
import { assign, fromPromise, setup } from 'xstate'
import type { FeedPage, Post, PostCounts } from '../../contracts/social/schemas'

export interface FeedContext {
  posts: Post[]
  /** The next (older) page's cursor; null at the end (or before the first page). */
  cursor: string | null
}

export type FeedEvent =
  | { type: 'feed.more' }
  | { type: 'feed.reload' }
  | { type: 'feed.published'; post: Post }
  | { type: 'feed.changed'; post: Post }
  | { type: 'feed.removed'; id: number }
  | { type: 'feed.counts'; counts: PostCounts }

const appendNew = (posts: Post[], more: Post[]) => {
  const seen = new Set(posts.map((post) => post.id))
  return [...posts, ...more.filter((post) => !seen.has(post.id))]
}

export const feedMachine = setup({
  types: {
    context: {} as FeedContext,
    events: {} as FeedEvent,
    tags: {} as 'busy',
  },
  actors: {
    fetchPage: fromPromise<FeedPage, { cursor: string | null }>(async () => {
      throw new Error('feedMachine: provide the `fetchPage` actor')
    }),
  },
  guards: {
    hasCursor: ({ context }) => context.cursor !== null,
  },
}).createMachine({
  id: 'feed',
  context: { posts: [], cursor: null },
  initial: 'loading',
  on: {
    'feed.reload': { target: '.loading', reenter: true },
    'feed.published': {
      actions: assign({
        posts: ({ context, event }) => [
          event.post,
          ...context.posts.filter((post) => post.id !== event.post.id),
        ],
      }),
    },
    'feed.changed': {
      actions: assign({
        posts: ({ context, event }) =>
          context.posts.map((post) => (post.id === event.post.id ? event.post : post)),
      }),
    },
    'feed.removed': {
      actions: assign({
        posts: ({ context, event }) => context.posts.filter((post) => post.id !== event.id),
      }),
    },
    'feed.counts': {
      actions: assign({
        posts: ({ context, event }) =>
          context.posts.map((post) =>
            post.id === event.counts.post_id ? { ...post, counts: event.counts } : post,
          ),
      }),
    },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'fetchPage',
        src: 'fetchPage',
        input: () => ({ cursor: null }),
        onDone: {
          target: 'ready',
          actions: assign({
            posts: ({ event }) => event.output.posts,
            cursor: ({ event }) => event.output.next_cursor,
          }),
        },
        onError: 'failed',
      },
    },
    ready: {
      on: { 'feed.more': { guard: 'hasCursor', target: 'loadingMore' } },
    },
    loadingMore: {
      tags: ['busy'],
      invoke: {
        id: 'fetchPage',
        src: 'fetchPage',
        input: ({ context }) => ({ cursor: context.cursor }),
        onDone: {
          target: 'ready',
          actions: assign({
            posts: ({ context, event }) => appendNew(context.posts, event.output.posts),
            cursor: ({ event }) => event.output.next_cursor,
          }),
        },
        onError: 'failed',
      },
    },
    failed: {
      on: { 'feed.more': { guard: 'hasCursor', target: 'loadingMore' } },
    },
  },
})
