import { describe, expect, it } from 'vitest'
import { conversationListMachine, type ConversationListContext } from './conversation-list.machine'
import { conversationListView } from './conversation-list.view'
import { firstPage } from './fixtures'

const at = (value: unknown, context: Partial<ConversationListContext> = {}) =>
  conversationListView(
    conversationListMachine.resolveState({
      value: value as never,
      context: { items: [], nextBefore: null, moreError: false, stale: false, ...context },
    }),
  )

describe('conversationListView', () => {
  it('says loading, failed, empty or the list, with "show more" while there is a next page', () => {
    expect(at('loading').phase).toBe('loading')
    expect(at('failed').phase).toBe('failed')
    expect(at({ ready: 'idle' })).toMatchObject({ phase: 'empty', hasMore: false })
    expect(at({ ready: 'idle' }, { items: firstPage.data, nextBefore: 80 })).toMatchObject({
      phase: 'ready',
      hasMore: true,
      loadingMore: false,
    })
    expect(
      at({ ready: 'loadingMore' }, { items: firstPage.data, nextBefore: 80, moreError: false }).loadingMore,
    ).toBe(true)
    expect(at({ ready: 'idle' }, { items: firstPage.data, nextBefore: 80, moreError: true }).moreFailed).toBe(
      true,
    )
  })
})
