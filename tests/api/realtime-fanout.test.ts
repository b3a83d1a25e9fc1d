/**
 * Several API processes on one PostgreSQL: two app instances, each with its own database client and
 * its own port, as two processes would have. pusher-js is connected to instance B only; events sent
 * through instance A (its `app.notifications`, POST /api/dev/notify, and the `pusher` SDK on A's
 * HTTP events API) must reach it, through LISTEN/NOTIFY. Events larger than one NOTIFY travel in
 * parts. PostgreSQL only (PGlite is one process).
 */
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import Pusher from 'pusher'
import PusherJs, { type Channel } from 'pusher-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Notification } from '../../contracts/notifications/schemas.ts'
import { buildApp } from '../../server/core/app.ts'
import { openDatabase, type Database } from '../../server/core/db/index.ts'
import { createUser, type CreatedUser } from '../../server/features/accounts/factories.testing.ts'
import { asUser, openTestDatabase, testConfig, usePostgres, withCsrf } from '../../server/testing/helper.ts'
import { EventAssembler, splitEvent } from '../../server/features/notifications/realtime/postgres-fanout.ts'

const within = <T>(promise: Promise<T>, what: string, ms = 10_000) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what}: timed out`)), ms)),
  ])

describe('splitting events for NOTIFY', () => {
  it('keeps a small event whole and rebuilds a large one from parts in any order', () => {
    const small = { channels: ['private-a'], event: 'e', data: '{"x":1}' }
    expect(splitEvent(small)).toHaveLength(1)
    expect(new EventAssembler().accept(splitEvent(small)[0])).toEqual(small)

    // 10 KB of multi-byte text: more than one NOTIFY (8000 bytes), never a split character.
    const large = {
      channels: ['private-b', 'private-c'],
      event: 'big',
      data: JSON.stringify({ t: 'è🙂'.repeat(2000) }),
    }
    const parts = splitEvent(large)
    expect(parts.length).toBeGreaterThan(1)
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThan(8000)
    const assembler = new EventAssembler()
    const shuffled = [...parts].reverse()
    const results = shuffled.map((part) => assembler.accept(part))
    expect(results.slice(0, -1).every((result) => result === null)).toBe(true)
    expect(results.at(-1)).toEqual(large)
  })
})

describe.skipIf(!usePostgres)('two API instances on one PostgreSQL', () => {
  let opened: Awaited<ReturnType<typeof openTestDatabase>>
  let secondDatabase: Database
  let a: FastifyInstance
  let b: FastifyInstance
  let student: CreatedUser
  const clients: PusherJs[] = []

  const portOf = (app: FastifyInstance) => (app.server.address() as AddressInfo).port

  beforeAll(async () => {
    opened = await openTestDatabase()
    // Instance B gets a client of its own on the same database, as another process would.
    secondDatabase = await openDatabase({ dataDir: '', databaseUrl: opened.database.url })
    const config = testConfig()
    a = await buildApp(config, { database: opened.database, logger: false, distDir: '/nonexistent' })
    b = await buildApp(config, { database: secondDatabase, logger: false, distDir: '/nonexistent' })
    await a.listen({ port: 0, host: '127.0.0.1' })
    await b.listen({ port: 0, host: '127.0.0.1' })
    student = await createUser(opened.db, { role: 'student' })
  })

  afterAll(async () => {
    for (const client of clients) client.disconnect()
    await a?.close()
    await b?.close()
    await secondDatabase?.close()
    await opened?.close()
  })

  /** pusher-js on instance B, authorising through B's POST /api/broadcasting/auth. */
  async function subscribeOnB(token: string, channelName: string): Promise<Channel> {
    const pusher = new PusherJs(b.config.pusher.key, {
      cluster: 'eu',
      wsHost: '127.0.0.1',
      wsPort: portOf(b),
      forceTLS: false,
      enabledTransports: ['ws'],
      disableStats: true,
      channelAuthorization: {
        customHandler: ({ socketId, channelName: name }, callback) => {
          void b
            .inject(
              asUser(token, {
                method: 'POST',
                url: '/api/broadcasting/auth',
                payload: { socket_id: socketId, channel_name: name },
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
    clients.push(pusher)
    const channel = pusher.subscribe(channelName)
    await within(
      new Promise<void>((resolve, reject) => {
        channel.bind('pusher:subscription_succeeded', () => resolve())
        channel.bind('pusher:subscription_error', (error: unknown) =>
          reject(new Error(JSON.stringify(error))),
        )
      }),
      'subscription on B',
    )
    return channel
  }

  const next = <T>(channel: Channel, event: string) =>
    within(
      new Promise<T>((resolve) => {
        const handler = (data: T) => {
          channel.unbind(event, handler)
          resolve(data)
        }
        channel.bind(event, handler)
      }),
      `${event} on B`,
    )

  it('an event sent through instance A reaches pusher-js connected to instance B', async () => {
    const channelName = `private-notifications.${student.user.id}`
    const channel = await subscribeOnB(student.token, channelName)
    expect(a.realtime.channel(channelName).occupied).toBe(false)

    // 1. A's notifier (what every area and every job calls).
    let arrived = next<Notification>(channel, 'notification.created')
    const sent = await a.notifications.send(student.user.id, 'new_follower', {
      name: 'Chiara',
      user_id: 2,
      slug: 'chiara',
    })
    expect(await arrived).toEqual(sent)

    // 2. POST /api/dev/notify on A.
    arrived = next<Notification>(channel, 'notification.created')
    const response = await a.inject(
      withCsrf({
        method: 'POST',
        url: '/api/dev/notify',
        payload: {
          email: student.user.email,
          slug_type: 'product_purchased',
          data: { order_id: 1, product_type: 'course', product_id: 1 },
        },
      }),
    )
    expect(response.statusCode).toBe(201)
    expect((await arrived).slug_type).toBe('product_purchased')

    // 3. The official SDK on A's HTTP events API, with an event larger than one NOTIFY.
    const sdk = new Pusher({
      appId: a.config.pusher.appId,
      key: a.config.pusher.key,
      secret: a.config.pusher.secret,
      host: '127.0.0.1',
      port: String(portOf(a)),
      useTLS: false,
    })
    const big = next<{ text: string }>(channel, 'big')
    const text = 'à'.repeat(4500)
    await sdk.trigger(channelName, 'big', { text })
    expect((await big).text).toBe(text)
  })
})
