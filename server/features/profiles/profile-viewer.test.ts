/**
 * GET /api/profile/slug/{slug} carries SPEC.md §3 Profile's network and presence fields (issue 35):
 * followers and followings counts for everyone; is_following, the recommendations between caller
 * and owner, on_line and on_presence for a logged-in caller other than the owner, each from where
 * that caller stands. The public part of the answer is kept for every caller while the database is
 * unchanged, so callers asking one after the other with no write between must still get their own
 * fields; presence comes from a real pusher-js client on the embedded realtime server.
 */
import type { AddressInfo } from 'node:net'
import { and, eq } from 'drizzle-orm'
import PusherJs, { type Channel } from 'pusher-js'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { dmPresenceChannel } from '../../../contracts/messages/schemas.ts'
import { notificationChannel } from '../../../contracts/notifications/schemas.ts'
import { ProfileBySlug } from '../../../contracts/profiles/profile.ts'
import * as v from 'valibot'
import { createUser, type CreatedUser } from '../accounts/factories.testing.ts'
import { createChatter, openConversation } from '../messages/factories.testing.ts'
import { asUser, buildTestApp, type TestApp } from '../../testing/helper.ts'
import { follows, recommendations } from '../network/tables.ts'

let t: TestApp
const clients = new Set<PusherJs>()

beforeAll(async () => {
  t = await buildTestApp()
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  // Building the app can take long on a loaded machine.
}, 180_000)
afterEach(() => {
  for (const client of clients) client.disconnect()
  clients.clear()
})
afterAll(() => t.close())

const profileOf = async (owner: CreatedUser, viewer: CreatedUser | null) => {
  const url = `/api/profile/slug/${owner.profile.slug}`
  const response = await t.app.inject(viewer ? asUser(viewer.token, { url }) : { url })
  expect(response.statusCode).toBe(200)
  const data = response.json().data
  expect(v.safeParse(ProfileBySlug, data).success).toBe(true)
  return data as v.InferOutput<typeof ProfileBySlug>
}

const within = <T>(promise: Promise<T>, what: string, ms = 5000) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what}: timed out`)), ms)),
  ])

/** pusher-js on the embedded server, authorising through POST /api/broadcasting/auth as `who`. */
async function connect(who: CreatedUser): Promise<PusherJs> {
  const origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
  const { realtime } = (
    (await (await fetch(`${origin}/api/config`)).json()) as {
      data: {
        realtime: { key: string; cluster: string; wsHost: string; wsPort: number; authEndpoint: string }
      }
    }
  ).data
  const pusher = new PusherJs(realtime.key, {
    cluster: realtime.cluster,
    wsHost: realtime.wsHost,
    wsPort: realtime.wsPort,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      customHandler: ({ socketId, channelName }, callback) => {
        void t.app
          .inject(
            asUser(who.token, {
              method: 'POST',
              url: realtime.authEndpoint,
              payload: { channelName, socketId, url: `${origin}/feed` },
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

/** Asks until `check` holds (the server sees a closed socket a moment after the client closes it). */
async function eventually(check: () => Promise<boolean>, what: string) {
  for (let attempt = 0; attempt < 50; attempt++) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`${what}: never`)
}

describe('the profile by slug from where each caller stands', () => {
  it('counts for everyone; following and the recommendations for the caller only, never another caller’s', async () => {
    const [owner, fan, stranger, followed] = await Promise.all([
      createUser(t.db, { role: 'trainer', profile: { is_public: true } }),
      createUser(t.db, { role: 'student' }),
      createUser(t.db, { role: 'student' }),
      createUser(t.db, { role: 'student' }),
    ])
    await t.db.insert(follows).values([
      { follower_id: fan.user.id, followed_id: owner.user.id },
      { follower_id: stranger.user.id, followed_id: owner.user.id },
      { follower_id: owner.user.id, followed_id: followed.user.id },
    ])
    await t.db.insert(recommendations).values([
      { author_id: owner.user.id, recipient_id: fan.user.id, text: 'Studente attento e puntuale.' },
      {
        author_id: fan.user.id,
        recipient_id: owner.user.id,
        text: 'Formatore chiaro.',
        accepted_at: new Date(),
      },
    ])
    // The stranger stops following: the count is of the current rows.
    await t.db
      .delete(follows)
      .where(and(eq(follows.follower_id, stranger.user.id), eq(follows.followed_id, owner.user.id)))

    // One after the other with no write in between: the kept public part is shared, the rest is not.
    const byFan = await profileOf(owner, fan)
    const byStranger = await profileOf(owner, stranger)
    const byVisitor = await profileOf(owner, null)
    const byOwner = await profileOf(owner, owner)
    const byFanAgain = await profileOf(owner, fan)

    for (const seen of [byFan, byStranger, byVisitor, byOwner])
      expect(seen).toMatchObject({ followers: 1, followings: 1 })
    expect(byFan).toMatchObject({
      is_following: true,
      my_recommendation: { text: 'Studente attento e puntuale.', accepted_at: null },
      sent_recommendation: { text: 'Formatore chiaro.' },
    })
    expect(byFan.my_recommendation?.author.id).toBe(owner.user.id)
    expect(byFan.sent_recommendation?.recipient.id).toBe(owner.user.id)
    expect(byFanAgain).toEqual(byFan)
    for (const seen of [byStranger, byVisitor, byOwner])
      expect(seen).toMatchObject({
        is_following: false,
        on_line: false,
        on_presence: false,
        my_recommendation: null,
        sent_recommendation: null,
      })
    expect(byOwner.is_owner).toBe(true)
    expect(byFan.is_owner).toBe(false)
  })

  it('on_line while the owner has a tab connected, on_presence while both have their conversation open; a visitor sees neither', async () => {
    const [owner, friend] = await Promise.all([
      createChatter(t.db, 'Olga', { profile: { is_public: true } }),
      createChatter(t.db, 'Fabio'),
    ])
    const conversation = await openConversation(t.app, friend, owner)
    expect(await profileOf(owner, friend)).toMatchObject({ on_line: false, on_presence: false })

    const ownerTab = await connect(owner)
    await subscribe(ownerTab, `private-${notificationChannel(owner.user.id)}`)
    expect(await profileOf(owner, friend)).toMatchObject({ on_line: true, on_presence: false })
    expect(await profileOf(owner, null)).toMatchObject({ on_line: false, on_presence: false })

    const friendTab = await connect(friend)
    await Promise.all([
      subscribe(ownerTab, dmPresenceChannel(conversation)),
      subscribe(friendTab, dmPresenceChannel(conversation)),
    ])
    expect(await profileOf(owner, friend)).toMatchObject({ on_line: true, on_presence: true })
    // The owner's own view and a visitor's tell nothing of presence.
    expect(await profileOf(owner, owner)).toMatchObject({ on_line: false, on_presence: false })

    ownerTab.disconnect()
    await eventually(async () => !(await profileOf(owner, friend)).on_line, 'offline after the tab closed')
    expect((await profileOf(owner, friend)).on_presence).toBe(false)
  })
})
