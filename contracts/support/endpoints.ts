/** Developer tools (DESIGN.md §6): registered only outside production. */
import * as v from 'valibot'
import { data, endpoint } from '../core/endpoint'
import { inputRules } from '../core/input'

const tag = 'support'
const { single, maxLength } = inputRules()

/** The longest e-mail address (RFC 5321 path limits). */
const ADDRESS_MAX_LENGTH = 320

export const OutboxMessage = v.object({
  to: v.string(),
  channel: v.picklist(['email', 'sms']),
  subject: v.string(),
  text: v.string(),
  created_at: v.string(),
  /** What tests and the /dev page read: `token`, `pin`, `otp`, `url`. */
  meta: v.record(v.string(), v.unknown()),
})
export type OutboxMessage = v.InferOutput<typeof OutboxMessage>

export const listOutbox = endpoint({
  method: 'GET',
  path: '/api/dev/outbox',
  auth: 'public',
  tag,
  summary: 'E-mails and SMS sent to an address or phone number, newest first (not in production)',
  query: v.object({
    to: v.optional(v.pipe(single('to'), v.trim(), maxLength('to', ADDRESS_MAX_LENGTH))),
  }),
  response: data(v.array(OutboxMessage)),
})
