/**
 * Who listens where, in this process: channels → subscribed connections, presence channels →
 * members (a user with several sockets counts once). The hub only knows `Subscriber.send`, not
 * WebSockets, so it can be driven by tests or by another transport.
 *
 * Publishing goes through a `RealtimeFanout`. The embedded one (`LocalFanout`) hands every event
 * straight back to this hub. Several API processes would plug in a fan-out that carries events
 * between them (PostgreSQL LISTEN/NOTIFY, say) and calls each process's `hub.deliver`; presence
 * membership stays per process, which is why the scale path is Pusher or Soketi (README.md).
 */
import { channelKind, frame } from './protocol.ts'

/** A connection as the hub sees it. */
export interface Subscriber {
  readonly socketId: string
  send(frame: string): void
}

/** What a presence subscription declares in its signed channel_data. */
export interface PresenceMember {
  user_id: string | number
  user_info?: unknown
}

/** One event to one or more channels; `data` is already a string, as on Pusher's wire. */
export interface PublishedEvent {
  channels: readonly string[]
  event: string
  data: string
  /** The socket that caused the event; it does not receive it (Pusher's socket_id exclusion). */
  exceptSocketId?: string
  /** Client events on presence channels carry the sender's user id. */
  userId?: string | number
}

/** Carries published events to every process's hub, this one included. */
export interface RealtimeFanout {
  /** Called once, when the plugin starts, with this process's delivery. */
  start(deliver: (event: PublishedEvent) => void): void | Promise<void>
  publish(event: PublishedEvent): void | Promise<void>
  close(): void | Promise<void>
}

/** One process: publishing is delivering. */
export class LocalFanout implements RealtimeFanout {
  private deliver: ((event: PublishedEvent) => void) | null = null

  start(deliver: (event: PublishedEvent) => void): void {
    this.deliver = deliver
  }

  publish(event: PublishedEvent): void {
    this.deliver?.(event)
  }

  close(): void {
    this.deliver = null
  }
}

export interface ChannelInfo {
  occupied: boolean
  subscription_count: number
  /** Presence channels only: distinct users. */
  user_count?: number
}

export interface PresenceSnapshot {
  presence: { ids: Array<string | number>; hash: Record<string, unknown>; count: number }
}

export interface HubStats {
  connections: number
  channels: number
  subscriptions: number
  presenceMembers: number
  eventsPublished: number
  messagesSent: number
}

interface Member {
  userId: string | number
  info: unknown
  /** How many of this user's sockets are in the channel. */
  sockets: number
}

interface ChannelState {
  readonly subscribers: Map<string, Subscriber>
  /** Presence channels only, keyed by String(user_id). */
  readonly members: Map<string, Member> | null
}

export type JoinResult =
  | { ok: true; presence?: PresenceSnapshot }
  | { ok: false; reason: 'unknown-socket' | 'too-many-channels' | 'too-many-members' }

export interface HubLimits {
  maxChannelsPerConnection: number
  maxPresenceMembers: number
}

export class ChannelHub {
  private readonly channels = new Map<string, ChannelState>()
  /** socket id → the channels it is in → its presence member key (null elsewhere). */
  private readonly connections = new Map<
    string,
    { subscriber: Subscriber; channels: Map<string, string | null> }
  >()
  private eventsPublished = 0
  private messagesSent = 0

  constructor(private readonly limits: HubLimits) {}

  connect(subscriber: Subscriber): void {
    this.connections.set(subscriber.socketId, { subscriber, channels: new Map() })
  }

  /** Leaves every channel (announcing departed presence members) and forgets the socket. */
  disconnect(socketId: string): void {
    const connection = this.connections.get(socketId)
    if (!connection) return
    for (const channel of [...connection.channels.keys()]) this.leave(socketId, channel)
    this.connections.delete(socketId)
  }

  subscriber(socketId: string): Subscriber | undefined {
    return this.connections.get(socketId)?.subscriber
  }

  isSubscribed(socketId: string, channel: string): boolean {
    return this.connections.get(socketId)?.channels.has(channel) ?? false
  }

  /** The presence member a socket joined a channel as, if any. */
  memberOf(socketId: string, channel: string): (string | number) | undefined {
    const key = this.connections.get(socketId)?.channels.get(channel)
    if (key == null) return undefined
    return this.channels.get(channel)?.members?.get(key)?.userId
  }

  /**
   * Adds a socket to a channel. Subscribing again is harmless (pusher-js may retry) and answers
   * with the current state. For presence channels the member is announced to the others only when
   * it is the user's first socket there.
   */
  join(socketId: string, channel: string, member?: PresenceMember): JoinResult {
    const connection = this.connections.get(socketId)
    if (!connection) return { ok: false, reason: 'unknown-socket' }
    const presence = channelKind(channel) === 'presence'
    let state = this.channels.get(channel)
    const already = connection.channels.has(channel)
    if (!already) {
      if (connection.channels.size >= this.limits.maxChannelsPerConnection) {
        return { ok: false, reason: 'too-many-channels' }
      }
      const key = presence && member ? String(member.user_id) : null
      if (key !== null && state?.members && !state.members.has(key)) {
        if (state.members.size >= this.limits.maxPresenceMembers)
          return { ok: false, reason: 'too-many-members' }
      }
      if (!state) {
        state = { subscribers: new Map(), members: presence ? new Map() : null }
        this.channels.set(channel, state)
      }
      state.subscribers.set(socketId, connection.subscriber)
      connection.channels.set(channel, key)
      if (key !== null && state.members && member) {
        const existing = state.members.get(key)
        if (existing) {
          existing.sockets += 1
        } else {
          state.members.set(key, { userId: member.user_id, info: member.user_info ?? null, sockets: 1 })
          const data = JSON.stringify({ user_id: member.user_id, user_info: member.user_info ?? null })
          this.sendToChannel(state, frame('pusher_internal:member_added', data, channel), socketId)
        }
      }
    }
    if (!state?.members) return { ok: true }
    return { ok: true, presence: this.snapshot(state.members) }
  }

  leave(socketId: string, channel: string): void {
    const connection = this.connections.get(socketId)
    if (!connection?.channels.has(channel)) return
    const key = connection.channels.get(channel) ?? null
    connection.channels.delete(channel)
    const state = this.channels.get(channel)
    if (!state) return
    state.subscribers.delete(socketId)
    if (key !== null && state.members) {
      const member = state.members.get(key)
      if (member && --member.sockets === 0) {
        state.members.delete(key)
        const data = JSON.stringify({ user_id: member.userId })
        this.sendToChannel(state, frame('pusher_internal:member_removed', data, channel))
      }
    }
    if (state.subscribers.size === 0) this.channels.delete(channel)
  }

  /** Sends an event to this process's subscribers; returns how many messages went out. */
  deliver(event: PublishedEvent): number {
    this.eventsPublished += 1
    let sent = 0
    for (const channel of event.channels) {
      const state = this.channels.get(channel)
      if (!state) continue
      sent += this.sendToChannel(
        state,
        frame(event.event, event.data, channel, event.userId),
        event.exceptSocketId,
      )
    }
    return sent
  }

  channel(name: string): ChannelInfo {
    const state = this.channels.get(name)
    const info: ChannelInfo = { occupied: !!state, subscription_count: state?.subscribers.size ?? 0 }
    if (channelKind(name) === 'presence') info.user_count = state?.members?.size ?? 0
    return info
  }

  /** Occupied channels, optionally only those starting with a prefix. */
  occupied(prefix = ''): string[] {
    return [...this.channels.keys()].filter((name) => name.startsWith(prefix))
  }

  /** Presence channels: the distinct user ids, as Pusher's /users endpoint lists them. */
  users(channel: string): Array<{ id: string | number }> {
    const members = this.channels.get(channel)?.members
    return members ? [...members.values()].map((member) => ({ id: member.userId })) : []
  }

  stats(): HubStats {
    let subscriptions = 0
    let presenceMembers = 0
    for (const state of this.channels.values()) {
      subscriptions += state.subscribers.size
      presenceMembers += state.members?.size ?? 0
    }
    return {
      connections: this.connections.size,
      channels: this.channels.size,
      subscriptions,
      presenceMembers,
      eventsPublished: this.eventsPublished,
      messagesSent: this.messagesSent,
    }
  }

  private snapshot(members: Map<string, Member>): PresenceSnapshot {
    const ids: Array<string | number> = []
    const hash: Record<string, unknown> = {}
    for (const [key, member] of members) {
      ids.push(member.userId)
      hash[key] = member.info
    }
    return { presence: { ids, hash, count: members.size } }
  }

  private sendToChannel(state: ChannelState, message: string, exceptSocketId?: string): number {
    let sent = 0
    for (const [socketId, subscriber] of state.subscribers) {
      if (socketId === exceptSocketId) continue
      subscriber.send(message)
      sent += 1
    }
    this.messagesSent += sent
    return sent
  }
}
