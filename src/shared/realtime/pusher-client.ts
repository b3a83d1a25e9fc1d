/**
 * One pusher-js connection per tab, shared by whoever listens on it — the notifications actor, the
 * lesson player's presence count — configured from GET /api/config and authorised through POST
 * /api/broadcasting/auth with the SPEC's body (channelName, socketId, url). pusher-js is imported
 * on first use, so it never weighs on a page that does not listen; the connection closes when the
 * last holder lets go (logout stops the notifications actor, leaving the player its own).
 */
import type Pusher from 'pusher-js'
import { authorizeChannel, getRuntimeConfig } from '../../../contracts/notifications/endpoints'
import { call } from '../api'

export interface PusherHold {
  pusher: Pusher
  /** Lets go of the connection: the last release disconnects it. */
  release(): void
}

let connecting: Promise<Pusher> | null = null
let holders = 0

async function connect(): Promise<Pusher> {
  const [{ default: PusherJs }, { realtime }] = await Promise.all([
    import('pusher-js'),
    call(getRuntimeConfig, {}),
  ])
  return new PusherJs(realtime.key, {
    cluster: realtime.cluster,
    // Null for Pusher Channels itself: pusher-js finds its host from the cluster.
    ...(realtime.wsHost
      ? { wsHost: realtime.wsHost, wsPort: realtime.wsPort ?? 80, wssPort: realtime.wsPort ?? 443 }
      : {}),
    forceTLS: realtime.forceTLS,
    enabledTransports: ['ws', 'wss'],
    disableStats: true,
    channelAuthorization: {
      customHandler: ({ socketId, channelName }, callback) => {
        call(authorizeChannel, { body: { channelName, socketId, url: window.location.href } }).then(
          (authorization) => callback(null, authorization),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
        )
      },
    },
  })
}

/** The tab's connection, opened on the first hold. */
export async function holdPusher(): Promise<PusherHold> {
  holders++
  const pending = (connecting ??= connect())
  let pusher: Pusher
  try {
    pusher = await pending
  } catch (error) {
    holders--
    if (connecting === pending) connecting = null
    throw error
  }
  // The server closes a socket whose session ended (logout, password change, block: code 4009) and
  // pusher-js then stays disconnected; a holder that outlived that session (the lesson player's
  // presence) keeps the connection, so the next session's first hold opens it again.
  if (pusher.connection.state === 'disconnected' || pusher.connection.state === 'failed') pusher.connect()
  let released = false
  return {
    pusher,
    release() {
      if (released) return
      released = true
      holders--
      if (holders === 0 && connecting === pending) {
        connecting = null
        pusher.disconnect()
      }
    },
  }
}
