import { describe, expect, it } from 'vitest'
import { notificationsMachine, type NotificationsContext } from './notifications.machine'
import { notificationsView } from './notifications.view'

const base: NotificationsContext = {
  userId: 7,
  retries: 0,
  cursor: null,
  synced: false,
  seenIds: [],
  unread: 0,
}
const at = (value: unknown, context: Partial<NotificationsContext> = {}) =>
  notificationsView(
    notificationsMachine.resolveState({ value: value as never, context: { ...base, ...context } }),
  )

describe('notificationsView', () => {
  it('names the connection, connected once the channel is subscribed', () => {
    expect(at('idle', { userId: null })).toEqual({
      connection: 'idle',
      connected: false,
      unread: 0,
      retries: 0,
    })
    expect(at({ watching: { online: 'connecting' } })).toMatchObject({
      connection: 'connecting',
      connected: false,
    })
    expect(at({ watching: { online: { syncing: 'missed' } } })).toMatchObject({
      connection: 'syncing',
      connected: true,
    })
    expect(at({ watching: { online: 'live' } }, { unread: 3 })).toMatchObject({
      connection: 'live',
      connected: true,
      unread: 3,
    })
    expect(at({ watching: 'reconnecting' }, { retries: 2 })).toMatchObject({
      connection: 'reconnecting',
      connected: false,
      retries: 2,
    })
  })
})
