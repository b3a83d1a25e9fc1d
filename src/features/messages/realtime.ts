/**
 * Direct messages live: on the user's private channel (the one notifications use), `dm.message`
 * and `dm.read` update the unread total and reach the page on screen (live.ts). The total is read
 * from the API when the user changes and whenever the connection comes back, so nothing missed
 * while offline stays wrong. Loaded on first login only (manifest.ts), as pusher-js is.
 */
import { DM_EVENTS, type DmMessageEvent, type DmReadEvent } from '../../../contracts/messages/schemas'
import { notificationChannel } from '../../../contracts/notifications/schemas'
import { holdPusher } from '../../shared/realtime/pusher-client'
import { fetchDmUnread } from './api'
import { clearDmLive, dmUnread, emitDmEvent } from './live'

let stop: (() => void) | null = null

const refreshUnread = () =>
  fetchDmUnread().then(
    ({ count }) => dmUnread.set(count),
    () => {},
  )

export function watchUser(user: { id: number } | null): void {
  stopWatching()
  if (!user) return
  let stopped = false
  let teardown = () => {}
  stop = () => {
    stopped = true
    teardown()
  }
  void refreshUnread()
  void holdPusher()
    .then((hold) => {
      if (stopped) return hold.release()
      const { pusher } = hold
      // The notifications actor subscribes to the same channel (and may unsubscribe and subscribe
      // again while reconnecting, which replaces the channel object): the handlers are bound on the
      // connection, so they see the channel's events whichever object carries them.
      pusher.subscribe(`private-${notificationChannel(user.id)}`)
      const onMessage = (event: DmMessageEvent) => emitDmEvent({ kind: 'message', event })
      const onRead = (event: DmReadEvent) => emitDmEvent({ kind: 'read', event })
      const onState = ({ current }: { current: string }) => {
        if (current === 'connected') void refreshUnread()
      }
      pusher.bind(DM_EVENTS.message, onMessage)
      pusher.bind(DM_EVENTS.read, onRead)
      pusher.connection.bind('state_change', onState)
      teardown = () => {
        pusher.unbind(DM_EVENTS.message, onMessage)
        pusher.unbind(DM_EVENTS.read, onRead)
        pusher.connection.unbind('state_change', onState)
        hold.release()
      }
    })
    .catch(() => {})
}

export function stopWatching(): void {
  stop?.()
  stop = null
  clearDmLive()
}
