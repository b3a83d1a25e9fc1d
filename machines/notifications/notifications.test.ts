import { describe, expect, it } from 'vitest'
import { SimulatedClock, createActor, fromCallback, type AnyEventObject, type EventObject } from 'xstate'
import type { Notification } from '../../contracts/notifications/schemas'
import { createPromiseControls, flushPromises } from '../test-utils/model'
import {
  RECONNECT_DELAYS_MS,
  notificationsMachine,
  type FetchMissedInput,
  type NotificationsEmitted,
  type SubscribeInput,
} from './index'

const note = (id: number, slug_type: string, data: Record<string, unknown> = {}): Notification => ({
  id,
  slug_type,
  data,
  read_at: null,
  created_at: `2025-03-01T10:00:${String(id).padStart(2, '0')}Z`,
})

interface FakeChannel {
  channel: string
  open: boolean
  sendBack: (event: AnyEventObject) => void
}

/** A notifications actor on a fake pusher: the test opens, drops and pushes on the channel. */
function start(options: { failSubscribe?: boolean } = {}) {
  const controls = createPromiseControls()
  const channels: FakeChannel[] = []
  const subscribe = fromCallback<EventObject, SubscribeInput>(({ input, sendBack }) => {
    if (options.failSubscribe) throw new Error('pusher not configured')
    const entry: FakeChannel = { channel: input.channel, open: true, sendBack }
    channels.push(entry)
    return () => {
      entry.open = false
    }
  })
  const machine = notificationsMachine.provide({
    actors: {
      subscribe,
      fetchMissed: controls.logic<Notification[], FetchMissedInput>('fetchMissed'),
      fetchUnread: controls.logic<number, { userId: number }>('fetchUnread'),
    },
  })
  const clock = new SimulatedClock()
  const actor = createActor(machine, { clock })
  const emitted: NotificationsEmitted[] = []
  actor.on('*', (event) => emitted.push(event))
  actor.start()

  const open = () => channels.filter((entry) => entry.open)
  const current = () => {
    const [entry] = open()
    if (!entry) throw new Error('no open channel')
    return entry
  }
  const answer = async (id: string, output: unknown) => {
    controls.settle({ type: `xstate.done.actor.${id}`, output })
    await flushPromises()
  }
  const fail = async (id: string) => {
    controls.settle({ type: `xstate.error.actor.${id}`, error: { status: 503 } })
    await flushPromises()
  }
  const pendingInput = (id: string) => controls.pending.find((call) => call.id === id)?.input
  const push = (notification: Notification) => current().sendBack({ type: 'realtime.event', notification })
  /** Logs user 7 in and goes live: baseline catch-up with `existing`, then the unread count. */
  const goLive = async (existing: Notification[] = [], unread = 0) => {
    actor.send({ type: 'session.userChanged', user: { id: 7 } })
    current().sendBack({ type: 'realtime.connected' })
    await answer('fetchMissed', existing)
    await answer('fetchUnread', unread)
  }
  return { actor, clock, channels, open, current, emitted, answer, fail, pendingInput, push, goLive }
}

describe('notificationsMachine', () => {
  it('subscribes to notifications.{userId} once the user is known, and catches up before going live', async () => {
    const n = start()
    expect(n.actor.getSnapshot().value).toBe('idle')
    expect(n.channels).toHaveLength(0)

    n.actor.send({ type: 'session.userChanged', user: { id: 7 } })
    expect(n.open().map((entry) => entry.channel)).toEqual(['notifications.7'])
    expect(n.actor.getSnapshot().matches({ watching: { online: 'connecting' } })).toBe(true)

    n.current().sendBack({ type: 'realtime.connected' })
    expect(n.actor.getSnapshot().matches({ watching: { online: { syncing: 'missed' } } })).toBe(true)
    expect(n.pendingInput('fetchMissed')).toEqual({ userId: 7, since: null })
    // The first catch-up only sets the baseline: old notifications are in the list, not news.
    await n.answer('fetchMissed', [note(3, 'new_follower'), note(2, 'product_purchased')])
    expect(n.emitted).toEqual([])
    expect(n.pendingInput('fetchUnread')).toEqual({ userId: 7 })
    await n.answer('fetchUnread', 4)

    const snapshot = n.actor.getSnapshot()
    expect(snapshot.matches({ watching: { online: 'live' } })).toBe(true)
    expect(snapshot.context).toMatchObject({
      userId: 7,
      unread: 4,
      synced: true,
      seenIds: [2, 3],
      cursor: { id: 3, created_at: note(3, 'x').created_at },
    })
  })

  it('handles every slug_type exactly as SPEC.md §4, counting the new ones as unread', async () => {
    const n = start()
    await n.goLive([], 1)
    n.push(note(10, 'stripe_requires_payment_method', { order_id: 41 }))
    n.push(note(11, 'subscription_active'))
    n.push(note(12, 'product_purchased', { order_id: 41 }))
    n.push(note(13, 'stripe_requires_action'))
    n.push(note(14, 'new_follower'))

    expect(n.emitted.map((event) => [event.type, event.notification.id])).toEqual([
      ['notifications.paymentFailed', 10],
      ['notifications.subscriptionPaid', 11],
      ['notifications.productPurchased', 12],
      ['notifications.received', 14],
    ])
    expect(n.actor.getSnapshot().context.unread).toBe(6)
    expect(n.actor.getSnapshot().context.cursor?.id).toBe(14)
  })

  it.each(['user_blocked', 'user_deactivated'] as const)(
    '%s forces the logout and leaves the channel at once',
    async (slugType) => {
      const n = start()
      await n.goLive([], 2)
      n.push(note(20, slugType))
      expect(n.emitted).toEqual([
        { type: 'notifications.forceLogout', reason: slugType, notification: note(20, slugType) },
      ])
      expect(n.actor.getSnapshot().value).toBe('idle')
      expect(n.actor.getSnapshot().context).toEqual({
        userId: null,
        retries: 0,
        cursor: null,
        synced: false,
        seenIds: [],
        unread: 0,
      })
      expect(n.open()).toHaveLength(0)
      // The session's logout that follows changes nothing.
      n.actor.send({ type: 'session.loggedOut' })
      expect(n.actor.getSnapshot().value).toBe('idle')
    },
  )

  it('drops a notification it has already handled', async () => {
    const n = start()
    await n.goLive([note(5, 'new_follower')])
    n.push(note(5, 'new_follower'))
    n.push(note(6, 'new_follower'))
    n.push(note(6, 'new_follower'))
    expect(n.emitted.map((event) => event.notification.id)).toEqual([6])
    expect(n.actor.getSnapshot().context.unread).toBe(1)
  })

  it('reconnects with backoff, and on reconnection dispatches what it missed in id order', async () => {
    const n = start()
    await n.goLive([note(5, 'new_follower')])
    n.push(note(6, 'new_follower'))

    const waits: number[] = []
    for (let attempt = 0; attempt < RECONNECT_DELAYS_MS.length + 1; attempt++) {
      n.current().sendBack({ type: 'realtime.disconnected' })
      expect(n.actor.getSnapshot().matches({ watching: 'reconnecting' })).toBe(true)
      expect(n.open()).toHaveLength(0)
      let waited = 0
      while (n.open().length === 0) {
        n.clock.increment(500)
        waited += 500
      }
      waits.push(waited)
    }
    expect(waits).toEqual([1_000, 2_000, 5_000, 10_000, 30_000, 30_000])

    // Connected again: the backoff starts over, and the catch-up starts after the newest seen.
    n.current().sendBack({ type: 'realtime.connected' })
    expect(n.actor.getSnapshot().context.retries).toBe(0)
    expect(n.pendingInput('fetchMissed')).toEqual({
      userId: 7,
      since: { id: 6, created_at: note(6, 'x').created_at },
    })
    // A push during the catch-up that the catch-up also returns is handled once.
    n.push(note(8, 'new_follower'))
    await n.answer('fetchMissed', [note(9, 'product_purchased'), note(8, 'new_follower'), note(7, 'x')])
    expect(n.emitted.map((event) => `${event.type}:${event.notification.id}`)).toEqual([
      'notifications.received:6',
      'notifications.received:8',
      'notifications.received:7',
      'notifications.productPurchased:9',
    ])
    await n.answer('fetchUnread', 3)
    expect(n.actor.getSnapshot().context.unread).toBe(3)
    expect(n.actor.getSnapshot().matches({ watching: { online: 'live' } })).toBe(true)

    n.current().sendBack({ type: 'realtime.disconnected' })
    n.clock.increment(RECONNECT_DELAYS_MS[0])
    expect(n.open()).toHaveLength(1)
  })

  it('logs out when a missed notification says the account was blocked', async () => {
    const n = start()
    await n.goLive()
    n.current().sendBack({ type: 'realtime.disconnected' })
    n.clock.increment(RECONNECT_DELAYS_MS[0])
    n.current().sendBack({ type: 'realtime.connected' })
    await n.answer('fetchMissed', [note(31, 'new_follower'), note(30, 'user_blocked')])
    expect(n.emitted.map((event) => event.type)).toEqual(['notifications.forceLogout'])
    expect(n.actor.getSnapshot().value).toBe('idle')
    expect(n.open()).toHaveLength(0)
  })

  it('goes live even when catching up or counting fails', async () => {
    const n = start()
    n.actor.send({ type: 'session.userChanged', user: { id: 7 } })
    n.current().sendBack({ type: 'realtime.connected' })
    await n.fail('fetchMissed')
    await n.fail('fetchUnread')
    expect(n.actor.getSnapshot().matches({ watching: { online: 'live' } })).toBe(true)
    expect(n.actor.getSnapshot().context.synced).toBe(false)
  })

  it('retries with backoff when the subscription cannot even start', () => {
    const n = start({ failSubscribe: true })
    n.actor.send({ type: 'session.userChanged', user: { id: 7 } })
    expect(n.actor.getSnapshot().matches({ watching: 'reconnecting' })).toBe(true)
    expect(n.actor.getSnapshot().context.retries).toBe(1)
  })

  it('keeps the channel for the same user, switches it for another, leaves it on logout and on stop', async () => {
    const n = start()
    await n.goLive([], 2)
    n.actor.send({ type: 'session.userChanged', user: { id: 7 } })
    expect(n.channels).toHaveLength(1)
    expect(n.actor.getSnapshot().context.unread).toBe(2)

    n.actor.send({ type: 'session.userChanged', user: { id: 8 } })
    expect(n.channels.map((entry) => [entry.channel, entry.open])).toEqual([
      ['notifications.7', false],
      ['notifications.8', true],
    ])
    expect(n.actor.getSnapshot().context).toMatchObject({ userId: 8, unread: 0, synced: false })

    n.actor.send({ type: 'session.loggedOut' })
    expect(n.actor.getSnapshot().value).toBe('idle')
    expect(n.open()).toHaveLength(0)

    n.actor.send({ type: 'session.userChanged', user: { id: 7 } })
    n.actor.send({ type: 'session.userChanged', user: null })
    expect(n.actor.getSnapshot().value).toBe('idle')
    expect(n.open()).toHaveLength(0)

    n.actor.send({ type: 'session.userChanged', user: { id: 7 } })
    expect(n.open()).toHaveLength(1)
    n.actor.stop()
    expect(n.open()).toHaveLength(0)
  })

  it('lowers the unread count on read and read all, never below zero', async () => {
    const n = start()
    await n.goLive([], 2)
    n.actor.send({ type: 'notifications.read' })
    expect(n.actor.getSnapshot().context.unread).toBe(1)
    n.actor.send({ type: 'notifications.read' })
    n.actor.send({ type: 'notifications.read' })
    expect(n.actor.getSnapshot().context.unread).toBe(0)
    n.push(note(40, 'new_follower'))
    n.push(note(41, 'new_follower'))
    expect(n.actor.getSnapshot().context.unread).toBe(2)
    n.actor.send({ type: 'notifications.readAll' })
    expect(n.actor.getSnapshot().context.unread).toBe(0)
  })
})
