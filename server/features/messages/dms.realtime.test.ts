/**
 * Direct messages live (issue 17): an unmodified pusher-js client, authorised through the real
 * POST /api/broadcasting/auth on loopback, receives a message sent by the other participant on its
 * private channel — already stored when it arrives — and the read receipt; the conversation's
 * presence channel admits its participants only and relays typing between them.
 */
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import PusherJs, { type Channel, type PresenceChannel } from 'pusher-js'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  DM_EVENTS,
  DM_TYPING_EVENT,
  dmPresenceChannel,
  type DmMessageEvent,
  type DmReadEvent,
} from '../../../contracts/messages/schemas.ts'
import { notificationChannel } from '../../../contracts/notifications/schemas.ts'
import type { CreatedUser } from '../accounts/factories.testing.ts'
import { createChatter, openConversation } from './factories.testing.ts'
import { asUser, buildTestApp, type TestApp } from '../../testing/helper.ts'
import { notifications } from '../notifications/tables.ts'
import { directMessages } from './tables.ts'

let t: TestApp
const clients = new Set<PusherJs>()

beforeAll(async () => {
  t = await buildTestApp()
  await t.app.listen({ port: 0, host: '127.0.0.1' })
})
afterEach(() => {
  for (const client of clients) client.disconnect()
  clients.clear()
})
afterAll(() => t.close())

const within = <T>(promise: Promise<T>, what: string, ms = 5000) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what}: timed out`)), ms)),
  ])

/** pusher-js as the SPA configures it, from GET /api/config, authorising through the API. */
async function spaClient(who: CreatedUser): Promise<PusherJs> {
  const origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
  const { realtime } = (
    (await (await fetch(`${origin}/api/config`)).json()) as {
      data: {
        realtime: {
          key: string
          cluster: string
          wsHost: string
          wsPort: number
          forceTLS: boolean
          authEndpoint: string
        }
      }
    }
  ).data
  const pusher = new PusherJs(realtime.key, {
    cluster: realtime.cluster,
    wsHost: realtime.wsHost,
    wsPort: realtime.wsPort,
    forceTLS: realtime.forceTLS,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      customHandler: ({ socketId, channelName }, callback) => {
        void t.app
          .inject(
            asUser(who.token, {
              method: 'POST',
              url: realtime.authEndpoint,
              payload: { channelName, socketId, url: `${origin}/dms` },
            }),
          )
          .then((response) =>
            response.statusCode === 200
              ? callback(null, response.json())
              : callback(new Error(`auth ${response.statusCode}`), null),
          )
      },
    },
  })
  clients.add(pusher)
  return pusher
}

function subscribe<C extends Channel = Channel>(pusher: PusherJs, name: string): Promise<C> {
  const channel = pusher.subscribe(name) as C
  return within(
    new Promise<C>((resolve, reject) => {
      channel.bind('pusher:subscription_succeeded', () => resolve(channel))
      channel.bind('pusher:subscription_error', (error: unknown) => reject(new Error(JSON.stringify(error))))
    }),
    `subscribe ${name}`,
  )
}

const nextEvent = <T>(channel: Channel, event: string) =>
  within(new Promise<T>((resolve) => channel.bind(event, resolve)), event)

describe('direct messages on the realtime endpoint', () => {
  it('delivers a sent message to the recipient, stored before it was pushed, then the read receipt to the sender', async () => {
    const [anna, bruno] = await Promise.all([createChatter(t.db, 'Anna'), createChatter(t.db, 'Bruno')])
    const id = await openConversation(t.app, anna, bruno)
    const [annaLive, brunoLive] = await Promise.all([spaClient(anna), spaClient(bruno)])
    const [annaChannel, brunoChannel] = await Promise.all([
      subscribe(annaLive, `private-${notificationChannel(anna.user.id)}`),
      subscribe(brunoLive, `private-${notificationChannel(bruno.user.id)}`),
    ])

    // The row must be there at the moment the event arrives.
    const arrived = within(
      new Promise<{ event: DmMessageEvent; stored: string[] }>((resolve) => {
        brunoChannel.bind(DM_EVENTS.message, (event: DmMessageEvent) => {
          void t.db
            .select({ text: directMessages.text })
            .from(directMessages)
            .where(eq(directMessages.id, event.message.id))
            .then((rows) => resolve({ event, stored: rows.map((row) => row.text) }))
        })
      }),
      'message to Bruno',
    )
    const echo = nextEvent<DmMessageEvent>(annaChannel, DM_EVENTS.message)
    const sent = await t.app.inject(
      asUser(anna.token, {
        method: 'POST',
        url: `/api/dms/${id}/messages`,
        payload: { message: 'Ciao in diretta' },
      }),
    )
    expect(sent.statusCode).toBe(201)
    const { event, stored } = await arrived
    expect(stored).toEqual(['Ciao in diretta'])
    expect(event).toEqual({ message: sent.json().data, unread_total: 1 })
    expect((await echo).unread_total).toBe(0)

    const receipt = nextEvent<DmReadEvent>(annaChannel, DM_EVENTS.read)
    await t.app.inject(asUser(bruno.token, { method: 'PUT', url: `/api/dms/${id}/read`, payload: {} }))
    expect(await receipt).toEqual({
      conversation_id: id,
      user_id: bruno.user.id,
      last_read_message_id: event.message.id,
      unread_total: 0,
    })
  })

  it('lets only the participants on the presence channel, relays typing, and notifies nobody who has it open', async () => {
    const [anna, bruno, carla] = await Promise.all([
      createChatter(t.db, 'Anna'),
      createChatter(t.db, 'Bruno'),
      createChatter(t.db, 'Carla'),
    ])
    const id = await openConversation(t.app, anna, bruno)
    const [annaLive, brunoLive, carlaLive] = await Promise.all([
      spaClient(anna),
      spaClient(bruno),
      spaClient(carla),
    ])
    await expect(subscribe(carlaLive, dmPresenceChannel(id))).rejects.toThrow()

    const annaPresence = await subscribe<PresenceChannel>(annaLive, dmPresenceChannel(id))
    const joined = nextEvent<{ id: string }>(annaPresence, 'pusher:member_added')
    const brunoPresence = await subscribe<PresenceChannel>(brunoLive, dmPresenceChannel(id))
    expect((await joined).id).toBe(String(bruno.user.id))
    expect(brunoPresence.members.count).toBe(2)

    const typing = nextEvent<{ typing: boolean }>(annaPresence, DM_TYPING_EVENT)
    brunoPresence.trigger(DM_TYPING_EVENT, { typing: true })
    expect(await typing).toEqual({ typing: true })

    // Both have it open: the message arrives live and no notification is stored.
    await t.app.inject(
      asUser(anna.token, { method: 'POST', url: `/api/dms/${id}/messages`, payload: { message: 'Ci sei?' } }),
    )
    const stored = await t.db.select().from(notifications).where(eq(notifications.user_id, bruno.user.id))
    expect(stored.filter((row) => row.slug_type === 'new_message')).toHaveLength(0)
  })
})
