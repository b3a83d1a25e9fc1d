/** What /dms's list of conversations shows, from the conversation-list machine's snapshot. */
import type { SnapshotFrom } from 'xstate'
import type { ConversationSummary } from '../../contracts/messages/schemas'
import type { conversationListMachine } from './conversation-list.machine'

export interface ConversationListView {
  /** loading: placeholders; failed: a retry; empty: how to start one; ready: the list. */
  phase: 'loading' | 'failed' | 'empty' | 'ready'
  items: ConversationSummary[]
  /** There is a next page: "show more" is offered. */
  hasMore: boolean
  /** The next page is under way: the button waits. */
  loadingMore: boolean
  /** The last "show more" failed. */
  moreFailed: boolean
}

export function conversationListView(
  snapshot: SnapshotFrom<typeof conversationListMachine>,
): ConversationListView {
  const { items, nextBefore, moreError } = snapshot.context
  const phase = snapshot.matches('loading')
    ? 'loading'
    : snapshot.matches('failed')
      ? 'failed'
      : items.length === 0
        ? 'empty'
        : 'ready'
  return {
    phase,
    items,
    hasMore: nextBefore !== null,
    loadingMore: snapshot.matches({ ready: 'loadingMore' }),
    moreFailed: moreError,
  }
}
