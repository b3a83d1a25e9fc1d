import { afterAll, describe, expect, it } from 'vitest'
import type { AnyStateMachine, SnapshotFrom } from 'xstate'
import type { Notification } from '../../contracts/notifications/schemas'
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
import { coverageUniverse } from '../test-utils/ui-model'
import {
  RECONNECT_DELAYS_MS,
  notificationKind,
  notificationsMachine,
  type FetchMissedInput,
  type NotificationsEvent,
  type SubscribeInput,
} from './index'

// Every push carries the same id, so each slug_type is reachable from a fresh session and any
// second push is a duplicate: the model stays small and still takes both branches of `isSeen`.
const pushed = (slug_type: string): Notification => ({
  id: 1,
  slug_type,
  data: {},
  read_at: null,
  created_at: '2025-03-01T10:00:00Z',
})

const SLUG_TYPES = [
  'user_blocked',
  'user_deactivated',
  'stripe_requires_payment_method',
  'subscription_active',
  'product_purchased',
  'stripe_requires_action',
  'new_follower',
] as const

const events: EventCases<NotificationsEvent> = {
  'session.userChanged': [
    { type: 'session.userChanged', user: { id: 7 } },
    { type: 'session.userChanged', user: null },
  ],
  'session.loggedOut': [{ type: 'session.loggedOut' }],
  'realtime.connected': [{ type: 'realtime.connected' }],
  'realtime.disconnected': [{ type: 'realtime.disconnected' }],
  'realtime.event': SLUG_TYPES.map((slugType) => ({
    type: 'realtime.event' as const,
    notification: pushed(slugType),
  })),
  'notifications.read': [{ type: 'notifications.read' }],
  'notifications.readAll': [{ type: 'notifications.readAll' }],
}

// What the provided actors can answer; the subscription itself can only fail to start.
const outcomes: ModelEvent<NotificationsEvent>[] = [
  { type: 'xstate.error.actor.subscribe', error: new Error('pusher not configured') },
  { type: 'xstate.done.actor.fetchMissed', output: [] },
  { type: 'xstate.done.actor.fetchMissed', output: [pushed('product_purchased')] },
  { type: 'xstate.error.actor.fetchMissed', error: { status: 503 } },
  { type: 'xstate.done.actor.fetchUnread', output: 0 },
  { type: 'xstate.error.actor.fetchUnread', error: { status: 503 } },
]

const ANNOUNCEMENTS = {
  announceForceLogout: 'forceLogout',
  announcePaymentFailed: 'paymentFailed',
  announceSubscriptionPaid: 'subscriptionPaid',
  announceProductPurchased: 'productPurchased',
  announceNotification: 'general',
} as const

type Snapshot = SnapshotFrom<typeof notificationsMachine>

/** Wraps every guard so the test sees which branch each evaluation took. */
function recordingGuards(machine: AnyStateMachine, taken: Set<string>) {
  const guards = machine.implementations.guards as Record<string, (...args: unknown[]) => unknown>
  return Object.fromEntries(
    Object.entries(guards).map(([name, guard]) => [
      name,
      (...args: unknown[]) => {
        const answer = Boolean(guard(...args))
        taken.add(`guard ${name}: ${answer}`)
        return answer
      },
    ]),
  )
}

const recorder = createCoverageRecorder('notifications', notificationsMachine)
const guardsTaken = new Set<string>()
afterAll(() => {
  assertFullCoverage(recorder)
  const branches = coverageUniverse(notificationsMachine).filter((item) => item.startsWith('guard '))
  expect(branches.filter((branch) => !guardsTaken.has(branch))).toEqual([])
})

describe('notifications model', () => {
  const model = createMachineTestModel(notificationsMachine, {
    events: [...eventCases(events), ...outcomes],
  })
  const paths = transitionCoverPaths(model)

  it(`replays all ${paths.length} paths: one subscription exactly while online, SPEC §4 dispatch`, async () => {
    expect(paths.length).toBeGreaterThan(0)
    // One machine for all paths (providing is slow); what it records is reset for each path.
    const controls = createPromiseControls()
    const announced: string[] = []
    const announce = (kind: string) => () => {
      announced.push(kind)
    }
    const machine = notificationsMachine.provide({
      actors: {
        subscribe: controls.logic<never, SubscribeInput>('subscribe') as never,
        fetchMissed: controls.logic<Notification[], FetchMissedInput>('fetchMissed'),
        fetchUnread: controls.logic<number, { userId: number }>('fetchUnread'),
      },
      actions: Object.fromEntries(
        Object.entries(ANNOUNCEMENTS).map(([action, kind]) => [action, announce(kind)]),
      ),
      guards: recordingGuards(notificationsMachine, guardsTaken),
    })
    for (const path of paths) {
      controls.pending.length = 0
      announced.length = 0
      let previous: Snapshot | undefined
      await runModelPath({
        machine,
        path,
        recorder,
        controls,
        afterStep: (snapshot, step) => {
          const { context } = snapshot
          const live = controls.pending.filter((call) => !call.signal.aborted)
          const inMissed = snapshot.matches({ watching: { online: { syncing: 'missed' } } })
          const fetching = live.find((call) => call.id === 'fetchMissed')
          // The catch-up starts after the newest seen; a push during it moves the cursor on.
          const startsFetching =
            inMissed && !previous?.matches({ watching: { online: { syncing: 'missed' } } })
          // A push is announced once, by its slug_type, and only while online and new; a
          // catch-up announces what it missed, checked by the journeys.
          const { event } = step
          let expectedAnnounced: string[] | undefined = []
          if (event.type === 'realtime.event') {
            const notification = event.notification as Notification
            const wasOnline = previous?.matches({ watching: 'online' }) ?? false
            const isNew = wasOnline && !previous?.context.seenIds.includes(notification.id)
            const kind = notificationKind(notification.slug_type)
            expectedAnnounced = isNew && kind !== 'ignored' ? [kind] : []
          } else if (event.type === 'xstate.done.actor.fetchMissed') {
            expectedAnnounced = undefined
          }
          // One check per step, so that the 900-odd paths replay quickly.
          expect({
            subscriptions: live.filter((call) => call.id === 'subscribe').map((call) => call.input),
            fetchingMissed: Boolean(fetching),
            since: startsFetching ? fetching?.input : undefined,
            fetchingUnread: live.some((call) => call.id === 'fetchUnread'),
            idleUser: snapshot.matches('idle') ? context.userId : null,
            unreadOk: context.unread >= 0,
            retriesOk: context.retries <= RECONNECT_DELAYS_MS.length,
            announced: expectedAnnounced === undefined ? undefined : announced,
          }).toEqual({
            subscriptions: snapshot.matches({ watching: 'online' })
              ? [{ userId: 7, channel: 'notifications.7' }]
              : [],
            fetchingMissed: inMissed,
            since: startsFetching ? { userId: 7, since: context.cursor } : undefined,
            fetchingUnread: snapshot.matches({ watching: { online: { syncing: 'unread' } } }),
            idleUser: null,
            unreadOk: true,
            retriesOk: true,
            announced: expectedAnnounced,
          })
          announced.length = 0
          previous = snapshot
        },
      })
    }
  }, 120_000)
})
