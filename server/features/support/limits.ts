/**
 * How often one address may send flows, and one user tickets, to support (server/core/rate-limit.ts
 * answers 429), and how many files a ticket may bring (their numbers are in the contract, which the
 * form reads too).
 */
import { TICKET_ATTACHMENT_MAX_BYTES, TICKET_ATTACHMENTS_MAX } from '../../../contracts/support/tickets.ts'
import { defineLimits, type RateLimit } from '../../core/rate-limit.ts'

export const ATTACHMENT_LIMITS = {
  /** Files a ticket keeps (3). */
  max: TICKET_ATTACHMENTS_MAX,
  /** Bytes of each (5 MB). */
  maxBytes: TICKET_ATTACHMENT_MAX_BYTES,
  maxMb: TICKET_ATTACHMENT_MAX_BYTES / 1024 / 1024,
  /** Files read before the form is cut short: the ones past `max` are read only to be counted. */
  filesRead: 10,
} as const

export const LIMITS = defineLimits({
  tracesPerIp: (ip: string): RateLimit => ({ key: `support-trace:ip:${ip}`, limit: 10, windowSeconds: 600 }),
  ticketsPerUser: (userId: number): RateLimit => ({
    key: `support-ticket:user:${userId}`,
    limit: 5,
    windowSeconds: 3600,
  }),
})
