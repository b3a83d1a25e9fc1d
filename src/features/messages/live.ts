/**
 * What the direct-messages listener (realtime.ts) tells the views, as small stores: the unread
 * total for the sidebar's badge, and the latest live events for the page on screen. Kept apart from
 * realtime.ts so the badge and the pages never pull in pusher-js.
 */
import type { DmMessageEvent, DmReadEvent } from '../../../contracts/messages/schemas'
import { createStore } from '../../shared/lib/store'

export const dmUnread = createStore(0)

export type DmLiveEvent = { kind: 'message'; event: DmMessageEvent } | { kind: 'read'; event: DmReadEvent }

type Listener = (event: DmLiveEvent) => void
const listeners = new Set<Listener>()

/** Calls `listener` with every live event until the returned function is called. */
export function onDmEvent(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function emitDmEvent(event: DmLiveEvent): void {
  dmUnread.set(event.event.unread_total)
  for (const listener of listeners) listener(event)
}

export function clearDmLive(): void {
  dmUnread.set(0)
}
