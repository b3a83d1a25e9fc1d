/**
 * Fan-out between API processes on one PostgreSQL: every publish is a `NOTIFY aula_realtime`, and
 * every process (the publisher included) `LISTEN`s and hands what arrives to its own hub. So an
 * event sent through any process, or by a worker process (npm run worker), reaches sockets on all of
 * them. Presence members and channel counts stay per process (README.md, "Scaling").
 *
 * NOTIFY payloads stop at 8000 bytes and an event may carry 10 KB of data, so a large event is
 * sent in numbered parts under one id; PostgreSQL delivers one session's notifications in order,
 * and the listener joins the parts before delivering.
 */
import { randomUUID } from 'node:crypto'
import postgres from 'postgres'
import type { PublishedEvent, RealtimeFanout } from './channel-hub.ts'

export const FANOUT_CHANNEL = 'aula_realtime'
/** Below PostgreSQL's 8000-byte limit, with room for the envelope. */
const PART_BYTES = 7000

/** One NOTIFY payload: a whole event, or part `part` of `parts` of event `id`. */
interface Envelope {
  id?: string
  part?: number
  parts?: number
  chunk?: string
  event?: PublishedEvent
}

export interface PostgresFanoutOptions {
  log: { warn(object: unknown, message: string): void }
  /** The LISTEN/NOTIFY channel; processes that should reach each other use the same one. */
  channel?: string
}

export function splitEvent(event: PublishedEvent, partBytes = PART_BYTES): string[] {
  const whole = JSON.stringify({ event } satisfies Envelope)
  if (Buffer.byteLength(whole) <= partBytes) return [whole]
  const text = JSON.stringify(event)
  const chunks: string[] = []
  // Cut by characters, measured in bytes: a part never splits a UTF-16 surrogate pair.
  let current = ''
  for (const char of text) {
    if (Buffer.byteLength(current) + Buffer.byteLength(char) > partBytes - 200) {
      chunks.push(current)
      current = ''
    }
    current += char
  }
  if (current) chunks.push(current)
  const id = randomUUID()
  return chunks.map((chunk, part) =>
    JSON.stringify({ id, part, parts: chunks.length, chunk } satisfies Envelope),
  )
}

/** Joins parts back into events; incomplete ones older than a minute are dropped. */
export class EventAssembler {
  private pending = new Map<string, { parts: string[]; received: number; at: number }>()

  accept(payload: string): PublishedEvent | null {
    const envelope = JSON.parse(payload) as Envelope
    if (envelope.event) return envelope.event
    if (!envelope.id || envelope.part === undefined || !envelope.parts || envelope.chunk === undefined)
      return null
    const now = Date.now()
    for (const [id, entry] of this.pending) if (now - entry.at > 60_000) this.pending.delete(id)
    const entry = this.pending.get(envelope.id) ?? { parts: [], received: 0, at: now }
    if (entry.parts[envelope.part] === undefined) entry.received += 1
    entry.parts[envelope.part] = envelope.chunk
    this.pending.set(envelope.id, entry)
    if (entry.received < envelope.parts) return null
    this.pending.delete(envelope.id)
    return JSON.parse(entry.parts.join('')) as PublishedEvent
  }
}

export class PostgresFanout implements RealtimeFanout {
  private sql: postgres.Sql | null = null
  private readonly channel: string

  constructor(
    private readonly url: string,
    private readonly options: PostgresFanoutOptions,
  ) {
    this.channel = options.channel ?? FANOUT_CHANNEL
  }

  async start(deliver: (event: PublishedEvent) => void): Promise<void> {
    // Its own small client: LISTEN holds a connection for good (postgres.js re-listens after a
    // dropped connection by itself).
    this.sql = postgres(this.url, {
      max: 2,
      onnotice: () => {},
      connection: { application_name: 'aula-realtime' },
    })
    const assembler = new EventAssembler()
    await this.sql.listen(this.channel, (payload) => {
      try {
        const event = assembler.accept(payload)
        if (event) deliver(event)
      } catch (error) {
        this.options.log.warn({ err: error }, 'realtime fan-out: unreadable notification')
      }
    })
  }

  async publish(event: PublishedEvent): Promise<void> {
    if (!this.sql) throw new Error('realtime fan-out: not started')
    const parts = splitEvent(event)
    if (parts.length === 1) {
      await this.sql.notify(this.channel, parts[0])
      return
    }
    // One session, so the parts arrive in order and are not interleaved with each other.
    await this.sql.begin(async (tx) => {
      for (const part of parts) await tx`select pg_notify(${this.channel}, ${part})`
    })
  }

  async close(): Promise<void> {
    const sql = this.sql
    this.sql = null
    await sql?.end({ timeout: 5 })
  }
}
