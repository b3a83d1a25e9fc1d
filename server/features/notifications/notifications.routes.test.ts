/**
 * Notifications end to end on the server: the runtime configuration, channel authorisation, the
 * list and its read state, the development sender, and delivery to an unmodified pusher-js client
 * that authorises through the real POST /api/broadcasting/auth — on the embedded server, and
 * through the `pusher` SDK to another Pusher-protocol server when PUSHER_HOST points at it.
 */
import { createHmac } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import PusherJs, { type Channel, type PresenceChannel } from 'pusher-js'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Notification } from '../../../contracts/notifications/schemas.ts'
import { NETWORK_NOTIFICATIONS } from '../../../contracts/network/notifications.ts'
import { DEV_PUSHER_APP_SECRET } from './config.ts'
import { createCourse } from '../courses/factories.testing.ts'
import { createUser, type CreatedUser } from '../accounts/factories.testing.ts'
import { courseEnrolments } from '../courses/tables.ts'
import { asUser, buildTestApp, injectJson, withCsrf, type TestApp } from '../../testing/helper.ts'

let t: TestApp
let student: CreatedUser
let other: CreatedUser
let admin: CreatedUser
const clients = new Set<PusherJs>()

beforeAll(async () => {
  t = await buildTestApp()
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  student = await createUser(t.db, { role: 'student' })
  other = await createUser(t.db, { role: 'student' })
  admin = await createUser(t.db, { role: 'admin' })
})

afterEach(() => {
  for (const client of clients) client.disconnect()
  clients.clear()
})

afterAll(async () => {
  await t.close()
})

const within = <T>(promise: Promise<T>, what: string, ms = 5000) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what}: timed out`)), ms)),
  ])

const portOf = (app: FastifyInstance) => (app.server.address() as AddressInfo).port

/** pusher-js as the SPA configures it: from GET /api/config, authorising through the API with the SPEC's body. */
async function spaClient(app: FastifyInstance, token: string): Promise<PusherJs> {
  const origin = `http://127.0.0.1:${portOf(app)}`
  const config = (await (await fetch(`${origin}/api/config`)).json()) as {
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
  const { realtime } = config.data
  const pusher = new PusherJs(realtime.key, {
    cluster: realtime.cluster,
    wsHost: realtime.wsHost,
    wsPort: realtime.wsPort,
    forceTLS: realtime.forceTLS,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      customHandler: ({ socketId, channelName }, callback) => {
        void app
          .inject(
            asUser(token, {
              method: 'POST',
              url: realtime.authEndpoint,
              payload: { channelName, socketId, url: `${origin}/notifications` },
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

function subscribe(pusher: PusherJs, name: string): Promise<Channel> {
  const channel = pusher.subscribe(name)
  return within(
    new Promise<Channel>((resolve, reject) => {
      channel.bind('pusher:subscription_succeeded', () => resolve(channel))
      channel.bind('pusher:subscription_error', (error: unknown) => reject(new Error(JSON.stringify(error))))
    }),
    `subscribe ${name}`,
  )
}

const nextEvent = <T>(channel: Channel, event: string) =>
  within(new Promise<T>((resolve) => channel.bind(event, resolve)), event)

/** A new follower's payload as the network declares it (contracts/network/notifications.ts). */
const FOLLOWER = { name: 'Dario', user_id: 2, slug: 'dario' }

const notify = (email: string, slug_type: string, data: Record<string, unknown> = {}) =>
  injectJson<{ data: Notification }>(
    t.app,
    withCsrf({ method: 'POST', url: '/api/dev/notify', payload: { email, slug_type, data } }),
  )

describe('GET /api/config', () => {
  it('tells the SPA where the embedded realtime server is: this origin, without TLS on plain HTTP', async () => {
    const { response, body } = await injectJson(t.app, {
      url: '/api/config',
      headers: { host: 'aula.example:8080' },
    })
    expect(response.statusCode).toBe(200)
    expect(body).toEqual({
      data: {
        realtime: {
          key: 'aula-key',
          cluster: 'eu',
          wsHost: 'aula.example',
          wsPort: 8080,
          forceTLS: false,
          authEndpoint: '/api/broadcasting/auth',
        },
        payments: { provider: 'sandbox', stripe_publishable_key: null },
      },
    })
  })
})

describe('POST /api/broadcasting/auth', () => {
  const channel = (user: CreatedUser) => `private-notifications.${user.user.id}`
  const expected = (socketId: string, name: string) =>
    `aula-key:${createHmac('sha256', DEV_PUSHER_APP_SECRET).update(`${socketId}:${name}`).digest('hex')}`

  it('signs the caller’s own notifications channel, from the SPEC body and from pusher-js’s form', async () => {
    const json = await t.app.inject(
      asUser(student.token, {
        method: 'POST',
        url: '/api/broadcasting/auth',
        payload: { channelName: channel(student), socketId: '123.456', url: 'http://x/notifications' },
      }),
    )
    expect(json.statusCode).toBe(200)
    expect(json.json()).toEqual({ auth: expected('123.456', channel(student)) })

    const form = await t.app.inject(
      asUser(student.token, {
        method: 'POST',
        url: '/api/broadcasting/auth',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `socket_id=1.2&channel_name=${encodeURIComponent(channel(student))}`,
      }),
    )
    expect(form.statusCode).toBe(200)
    expect(form.json()).toEqual({ auth: expected('1.2', channel(student)) })
  })

  it('refuses anonymous callers (401), another user’s channel (403) and a malformed socket id (422)', async () => {
    const body = { channelName: channel(student), socketId: '123.456' }
    const anonymous = await t.app.inject(
      withCsrf({ method: 'POST', url: '/api/broadcasting/auth', payload: body }),
    )
    expect(anonymous.statusCode).toBe(401)
    const foreign = await t.app.inject(
      asUser(other.token, { method: 'POST', url: '/api/broadcasting/auth', payload: body }),
    )
    expect(foreign.statusCode).toBe(403)
    const malformed = await t.app.inject(
      asUser(student.token, {
        method: 'POST',
        url: '/api/broadcasting/auth',
        payload: { channelName: channel(student), socketId: 'nope' },
      }),
    )
    expect(malformed.statusCode).toBe(422)
    expect(malformed.json<{ errors: Record<string, string[]> }>().errors.socketId).toBeDefined()
  })
})

describe('presence-course channels: who is studying a course now', () => {
  const signed = (socketId: string, name: string, data: string) =>
    `aula-key:${createHmac('sha256', DEV_PUSHER_APP_SECRET).update(`${socketId}:${name}:${data}`).digest('hex')}`
  const authorize = (token: string | null, channelName: string) => {
    const request = {
      method: 'POST' as const,
      url: '/api/broadcasting/auth',
      payload: { channelName, socketId: '1.2' },
    }
    return t.app.inject(token ? asUser(token, request) : withCsrf(request))
  }

  /** A course followed by two learners; its trainer; a student who does not follow it. */
  async function course() {
    const trainer = await createUser(t.db, { role: 'trainer' })
    const { course } = await createCourse(t.db, { trainer: trainer.user.id })
    const [first, second, outsider] = await Promise.all(
      [1, 2, 3].map(() => createUser(t.db, { role: 'student' })),
    )
    await t.db
      .insert(courseEnrolments)
      .values([first, second].map((u) => ({ user_id: u.user.id, course_id: course.id })))
    return { channel: `presence-course.${course.id}`, trainer, first, second, outsider }
  }

  it('signs the caller as the member, with their own id and name, for a course they follow', async () => {
    const { channel, first, trainer, outsider } = await course()
    const response = await authorize(first.token, channel)
    expect(response.statusCode).toBe(200)
    const { auth, channel_data } = response.json<{ auth: string; channel_data: string }>()
    expect(JSON.parse(channel_data)).toEqual({
      user_id: String(first.user.id),
      user_info: { name: `${first.user.first_name} ${first.user.last_name}` },
    })
    expect(auth).toBe(signed('1.2', channel, channel_data))
    // its trainer may be present too; nobody else, and an unknown course answers the same
    expect((await authorize(trainer.token, channel)).statusCode).toBe(200)
    expect((await authorize(outsider.token, channel)).statusCode).toBe(403)
    expect((await authorize(first.token, 'presence-course.999999999')).statusCode).toBe(403)
    expect((await authorize(first.token, 'presence-lessons.1')).statusCode).toBe(403)
    expect((await authorize(null, channel)).statusCode).toBe(401)
  })

  it('pusher-js learners see each other arrive and leave; a student who does not follow is refused', async () => {
    const { channel, first, second, outsider } = await course()
    const alice = await spaClient(t.app, first.token)
    const present = (await subscribe(alice, channel)) as PresenceChannel
    expect(present.members.count).toBe(1)
    expect(present.members.me).toMatchObject({ id: String(first.user.id) })

    const added = nextEvent<{ id: string; info: { name: string } }>(present, 'pusher:member_added')
    const bob = await spaClient(t.app, second.token)
    const bobs = (await subscribe(bob, channel)) as PresenceChannel
    expect(await added).toEqual({
      id: String(second.user.id),
      info: { name: `${second.user.first_name} ${second.user.last_name}` },
    })
    expect(present.members.count).toBe(2)
    expect(bobs.members.count).toBe(2)

    const removed = nextEvent<{ id: string }>(present, 'pusher:member_removed')
    bob.disconnect()
    expect((await removed).id).toBe(String(second.user.id))
    expect(present.members.count).toBe(1)

    const stranger = await spaClient(t.app, outsider.token)
    await expect(subscribe(stranger, channel)).rejects.toThrow(/auth 403/)
  })
})

describe('notifications list and read state', () => {
  it('lists newest first with the unread count, marks one and then all as read', async () => {
    const user = await createUser(t.db)
    const email = user.user.email
    for (const n of [1, 2, 3])
      expect(
        (await notify(email, 'saved_search_matches', { saved_search_id: 1, name: 'Excel', count: n }))
          .response.statusCode,
      ).toBe(201)

    const list = await injectJson<{ data: Notification[]; meta: { total: number } }>(
      t.app,
      asUser(user.token, { url: '/api/notifications?perPage=2' }),
    )
    expect(list.response.statusCode).toBe(200)
    expect(list.body.meta.total).toBe(3)
    expect(list.body.data.map((n) => n.data.count)).toEqual([3, 2])
    expect(list.body.data.every((n) => n.slug_type === 'saved_search_matches' && n.read_at === null)).toBe(
      true,
    )
    const older = await injectJson<{ data: Notification[] }>(
      t.app,
      asUser(user.token, { url: `/api/notifications?perPage=2&before=${list.body.data[1].id}` }),
    )
    expect(older.body.data.map((n) => n.data.count)).toEqual([1])

    const unread = () =>
      injectJson<{ data: { count: number } }>(t.app, asUser(user.token, { url: '/api/notifications/unread' }))
    expect((await unread()).body.data.count).toBe(3)

    const newest = list.body.data[0]
    const read = await injectJson<{ data: Notification }>(
      t.app,
      asUser(user.token, { method: 'PUT', url: `/api/notifications/${newest.id}/read` }),
    )
    expect(read.response.statusCode).toBe(200)
    expect(read.body.data.read_at).not.toBeNull()
    expect((await unread()).body.data.count).toBe(2)

    const all = await t.app.inject(asUser(user.token, { method: 'PUT', url: '/api/notifications/read-all' }))
    expect(all.statusCode).toBe(200)
    expect((await unread()).body.data.count).toBe(0)
  })

  it('lets nobody else read or mark a user’s notifications', async () => {
    const { body } = await notify(student.user.email, 'new_follower', FOLLOWER)
    const foreign = await t.app.inject(
      asUser(other.token, { method: 'PUT', url: `/api/notifications/${body.data.id}/read` }),
    )
    expect(foreign.statusCode).toBe(403)
    const missing = await t.app.inject(
      asUser(other.token, { method: 'PUT', url: '/api/notifications/999999999/read' }),
    )
    expect(missing.statusCode).toBe(404)
    const theirList = await injectJson<{ data: Notification[] }>(
      t.app,
      asUser(other.token, { url: '/api/notifications' }),
    )
    expect(theirList.body.data.some((n) => n.id === body.data.id)).toBe(false)
    expect((await t.app.inject({ url: '/api/notifications' })).statusCode).toBe(401)
  })

  it('POST /api/dev/notify refuses an unknown address (404) and bad input (422, by field)', async () => {
    expect((await notify('nobody@nowhere.test', 'x')).response.statusCode).toBe(404)
    const bad = await notify(student.user.email, 'Not A Slug', { big: 'x'.repeat(5000) })
    expect(bad.response.statusCode).toBe(422)
    const errors = (bad.body as unknown as { errors: Record<string, string[]> }).errors
    expect(Object.keys(errors).sort()).toEqual(['data', 'slug_type'])
  })

  it('sends only a declared type with its declared payload: POST /api/dev/notify answers 422, app.notifications.send throws and stores nothing', async () => {
    const user = await createUser(t.db)
    const undeclared = await notify(user.user.email, 'who_knows', {})
    expect(undeclared.response.statusCode).toBe(422)
    expect(undeclared.body).toMatchObject({
      errors: { slug_type: ['Nessuna area dichiara questo slug_type.'] },
    })
    const wrong = await injectJson<{ errors: Record<string, string[]> }>(
      t.app,
      withCsrf({
        method: 'POST',
        url: '/api/dev/notify',
        headers: { 'accept-language': 'en' },
        payload: { email: user.user.email, slug_type: 'new_follower', data: { name: 'Dario' } },
      }),
    )
    expect(wrong.response.statusCode).toBe(422)
    expect(wrong.body.errors.data[0]).toMatch(/^The data is not what this slug_type declares \(.*user_id/)

    await expect(t.app.notifications.send(user.user.id, 'who_knows')).rejects.toThrow(/declared by no area/)
    await expect(
      t.app.notifications.send(user.user.id, NETWORK_NOTIFICATIONS.newFollower, { ...FOLLOWER, extra: 1 }),
    ).rejects.toThrow(/new_follower.*contracts\/network\/notifications\.ts.*extra/)
    const list = await injectJson<{ meta: { total: number } }>(
      t.app,
      asUser(user.token, { url: '/api/notifications' }),
    )
    expect(list.body.meta.total).toBe(0)
    // the declaration, or its type
    expect(
      (await t.app.notifications.send(user.user.id, NETWORK_NOTIFICATIONS.newFollower, FOLLOWER)).slug_type,
    ).toBe('new_follower')
  })
})

describe('delivery to pusher-js', () => {
  it('a notification sent with /api/dev/notify arrives on the user’s private channel as stored', async () => {
    const pusher = await spaClient(t.app, student.token)
    const channel = await subscribe(pusher, `private-notifications.${student.user.id}`)
    const arrived = nextEvent<Notification>(channel, 'notification.created')
    const { body } = await notify(student.user.email, 'new_follower', { ...FOLLOWER, name: 'Chiara' })
    expect(await arrived).toEqual(body.data)
  })

  it('a notification sent after the socket was cut arrives once pusher-js has reconnected', async () => {
    const pusher = await spaClient(t.app, student.token)
    const channel = await subscribe(pusher, `private-notifications.${student.user.id}`)
    const firstId = pusher.connection.socket_id
    const resubscribed = within(
      new Promise<void>((resolve) => channel.bind('pusher:subscription_succeeded', () => resolve())),
      'resubscribe',
      10_000,
    )
    // A dead network: the server's end of every socket is cut, without a close frame.
    for (const socket of t.app.websocketServer.clients as unknown as Set<{ terminate(): void }>)
      socket.terminate()
    await resubscribed
    expect(pusher.connection.socket_id).not.toBe(firstId)
    const arrived = nextEvent<Notification>(channel, 'notification.created')
    const { body } = await notify(student.user.email, 'new_follower', FOLLOWER)
    expect(await arrived).toEqual(body.data)
  })

  it('pusher-js cannot subscribe to another user’s channel', async () => {
    const pusher = await spaClient(t.app, other.token)
    await expect(subscribe(pusher, `private-notifications.${student.user.id}`)).rejects.toThrow()
  })

  it('an admin’s block pushes user_blocked to the open page and ends every session', async () => {
    const victim = await createUser(t.db)
    const pusher = await spaClient(t.app, victim.token)
    const channel = await subscribe(pusher, `private-notifications.${victim.user.id}`)
    const arrived = nextEvent<Notification>(channel, 'notification.created')

    const refused = await t.app.inject(
      asUser(student.token, { method: 'POST', url: `/api/admin/users/${victim.user.id}/block` }),
    )
    expect(refused.statusCode).toBe(403)
    const blocked = await t.app.inject(
      asUser(admin.token, { method: 'POST', url: `/api/admin/users/${victim.user.id}/block` }),
    )
    expect(blocked.statusCode).toBe(200)
    expect(blocked.json()).toEqual({ data: { id: victim.user.id, status: 'blocked' } })
    expect((await arrived).slug_type).toBe('user_blocked')
    expect((await t.app.inject(asUser(victim.token, { url: '/api/notifications' }))).statusCode).toBe(401)
  })
})

describe('PUSHER_HOST: publishing through the pusher SDK to another Pusher-protocol server', () => {
  it('delivers through the other server’s HTTP events API', async () => {
    // `hosted` plays Pusher Channels or Soketi: same key and secret, its own sockets.
    const hosted = await buildTestApp()
    await hosted.app.listen({ port: 0, host: '127.0.0.1' })
    const api = await buildTestApp({
      env: { PUSHER_HOST: '127.0.0.1', PUSHER_PORT: String(portOf(hosted.app)), PUSHER_SCHEME: 'http' },
    })
    try {
      expect(api.app.hasDecorator('realtime')).toBe(false)
      const config = await injectJson<{ data: { realtime: { wsHost: string; wsPort: number } } }>(
        api.app,
        '/api/config',
      )
      expect(config.body.data.realtime).toMatchObject({ wsHost: '127.0.0.1', wsPort: portOf(hosted.app) })

      const user = await createUser(api.db)
      // pusher-js connects to the hosted server and authorises through the API that publishes.
      const pusher = new PusherJs('aula-key', {
        cluster: 'eu',
        wsHost: '127.0.0.1',
        wsPort: portOf(hosted.app),
        forceTLS: false,
        enabledTransports: ['ws'],
        disableStats: true,
        channelAuthorization: {
          customHandler: ({ socketId, channelName }, callback) => {
            void api.app
              .inject(
                asUser(user.token, {
                  method: 'POST',
                  url: '/api/broadcasting/auth',
                  payload: { socketId, channelName },
                }),
              )
              .then((response) => callback(null, response.json()))
          },
        },
      })
      clients.add(pusher)
      const channel = await subscribe(pusher, `private-notifications.${user.user.id}`)
      const arrived = nextEvent<Notification>(channel, 'notification.created')
      const sent = await api.app.notifications.send(user.user.id, 'subscription_active', {
        order_id: 1,
        product_type: 'subscription',
        product_id: 1,
      })
      expect(await arrived).toEqual(sent)

      // a presence channel signed by the API (with the member's channel_data) is accepted there
      const { course } = await createCourse(api.db)
      await api.db.insert(courseEnrolments).values({ user_id: user.user.id, course_id: course.id })
      const present = (await subscribe(pusher, `presence-course.${course.id}`)) as PresenceChannel
      expect(present.members.me).toMatchObject({ id: String(user.user.id) })
    } finally {
      await api.close()
      await hosted.close()
    }
  })
})
