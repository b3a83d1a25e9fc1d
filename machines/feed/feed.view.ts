/** What /feed's list shows, from the feed machine's snapshot. */
import type { SnapshotFrom } from 'xstate'
import type { Post } from '../../contracts/social/schemas'
import type { feedMachine } from './feed.machine'

export interface FeedView {
  posts: Post[]
  /** A page is being asked: aria-busy. */
  busy: boolean
  /** The first page is on its way and nothing is on screen: the skeleton. */
  firstLoad: boolean
  /** An older page is on its way: the spinner at the end. */
  loadingMore: boolean
  /** The last page failed: with nothing on screen, the page's retry; else a retry at the end. */
  failed: boolean
  /** Older posts are there to load (the button at the end, the sentinel). */
  canLoadMore: boolean
  /** Every post was seen. */
  atEnd: boolean
  /** There are older posts (a failed older page is asked again; else the first page). */
  hasCursor: boolean
}

export function feedView(snapshot: SnapshotFrom<typeof feedMachine>): FeedView {
  const { posts, cursor } = snapshot.context
  const ready = snapshot.matches('ready')
  return {
    posts,
    busy: snapshot.hasTag('busy'),
    firstLoad: snapshot.matches('loading') && posts.length === 0,
    loadingMore: snapshot.matches('loadingMore'),
    failed: snapshot.matches('failed'),
    canLoadMore: ready && cursor !== null,
    atEnd: ready && cursor === null && posts.length > 0,
    hasCursor: cursor !== null,
  }
}
