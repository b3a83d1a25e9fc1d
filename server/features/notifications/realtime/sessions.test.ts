/**
 * Realtime sockets end with the session that opened them (issue 32 item 6, issue 35): logout, a
 * password change (the other sessions), an admin's block and the account's deletion close the sockets a revoked token authorised, and
 * the deletion pushes `user_deactivated` first. The real app listening, pusher-js as the SPA uses
 * it, authorising through POST /api/broadcasting/auth.
 */
import type { AddressInfo } from 'node:net'
import PusherJs, { type Channel } from 'pusher-js'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Notification } from '../../../../contracts/notifications/schemas.ts'
import { createUser } from '../../accounts/factories.testing.ts'
import {
  asUser,
  buildTestApp,
  login,
  randomIp,
  readOutbox,
  withCsrf,
  type TestApp,
} from '../../../testing/helper.ts'

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

/** pusher-js on the user's private channel, authorised with `token`. */
async function listen(token: string, userId: number) {
  const port = (t.app.server.address() as AddressInfo).port
  const pusher = new PusherJs(t.app.config.pusher.key, {
    cluster: 'eu',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      customHandler: ({ socketId, channelName }, callback) => {
        void t.app
          .inject(
            asUser(token, {
              method: 'POST',
              url: '/api/broadcasting/auth',
              payload: { channelName, socketId },
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
  const channel = pusher.subscribe(`private-notifications.${userId}`)
  await within(
    new Promise<void>((resolve, reject) => {
      channel.bind('pusher:subscription_succeeded', () => resolve())
      channel.bind('pusher:subscription_error', (error: unknown) => reject(new Error(JSON.stringify(error))))
    }),
    'subscribe',
  )
  const received: Notification[] = []
  channel.bind('notification.created', (notification: Notification) => received.push(notification))
  const closed = within(
    new Promise<void>((resolve) =>
      pusher.connection.bind('state_change', ({ current }: { current: string }) => {
        if (current !== 'connected') resolve()
      }),
    ),
    'the socket to close',
  )
  return { pusher, channel: channel as Channel, received, closed }
}

let pins: Awaited<ReturnType<typeof readOutbox>> = []

const until = async (condition: () => boolean, what: string, poll?: () => Promise<unknown>) => {
  for (let n = 0; n < 100 && !condition(); n++) {
    await new Promise((resolve) => setTimeout(resolve, 20))
    await poll?.()
  }
  if (!condition()) throw new Error(`${what}: never happened`)
}

describe('sockets of a revoked session', () => {
  it('logout closes the sockets of that session only; they receive nothing more', async () => {
    const { user, password } = await createUser(t.db)
    const [first, second] = [
      await login(t.app, user.email, password),
      await login(t.app, user.email, password),
    ]
    const leaving = await listen(first, user.id)
    const staying = await listen(second, user.id)
    const out = await t.app.inject(asUser(first, { method: 'POST', url: '/api/logout' }))
    expect(out.statusCode).toBe(204)
    await leaving.closed
    await t.app.notifications.send(user.id, 'new_follower', { name: 'Dario', user_id: 2, slug: 'dario' })
    await until(() => staying.received.length === 1, 'the other session to hear it')
    expect(staying.pusher.connection.state).toBe('connected')
    expect(leaving.received).toEqual([])
  })

  it('a password change closes the sockets of the other sessions, not of the one that changed it', async () => {
    const { user, password } = await createUser(t.db)
    const [changing, other] = [
      await login(t.app, user.email, password),
      await login(t.app, user.email, password),
    ]
    const here = await listen(changing, user.id)
    const elsewhere = await listen(other, user.id)
    const post = (url: string, payload: object) =>
      t.app.inject(withCsrf({ method: 'POST', url, payload, remoteAddress: randomIp() }))
    expect((await post('/api/password/ask/reset', { email: user.email })).statusCode).toBe(200)
    // the PIN e-mail is written after the answer
    await until(
      () => pins.length > 0,
      'the PIN e-mail',
      () => readOutbox(t.app, user.email).then((mails) => (pins = mails)),
    )
    const verified = await post('/api/password/verify/pin', { email: user.email, pin: pins[0].meta.pin })
    const { reset_token } = verified.json<{ data: { reset_token: string } }>().data
    const changed = await t.app.inject(
      asUser(changing, {
        method: 'PUT',
        url: `/api/password/update/${user.id}`,
        payload: { password: 'Nuova12345!', password_confirmation: 'Nuova12345!', reset_token },
      }),
    )
    expect(changed.statusCode).toBe(200)
    await elsewhere.closed
    await t.app.notifications.send(user.id, 'new_follower', { name: 'Dario', user_id: 2, slug: 'dario' })
    await until(() => here.received.length === 1, 'the session that changed it to hear it')
    expect(elsewhere.received).toEqual([])
  })

  it('an admin block closes every socket of the user after user_blocked', async () => {
    const { user, password } = await createUser(t.db)
    const admin = await createUser(t.db, { role: 'admin' })
    const open = await listen(await login(t.app, user.email, password), user.id)
    const blocked = await t.app.inject(
      asUser(admin.token, {
        method: 'POST',
        url: `/api/admin/users/${user.id}/block`,
        payload: { reason: 'spam' },
      }),
    )
    expect(blocked.statusCode).toBe(200)
    await open.closed
    expect(open.received.map((notification) => notification.slug_type)).toEqual(['user_blocked'])
  })

  it('deleting the account pushes user_deactivated to every open page, then closes their sockets', async () => {
    const { user, password } = await createUser(t.db)
    const tokens = [await login(t.app, user.email, password), await login(t.app, user.email, password)]
    const pages = [await listen(tokens[0], user.id), await listen(tokens[1], user.id)]
    const deleted = await t.app.inject(
      asUser(tokens[0], {
        method: 'POST',
        url: '/api/settings/account/delete',
        payload: { current_password: password },
      }),
    )
    expect(deleted.statusCode).toBe(200)
    for (const page of pages) {
      await page.closed
      expect(page.received.map((notification) => notification.slug_type)).toEqual(['user_deactivated'])
    }
    await until(
      () => !t.app.realtime.channel(`private-notifications.${user.id}`).occupied,
      'the sockets to leave the channel',
    )
  })
})
