/**
 * Developer tools (DESIGN.md §6), registered only outside production, and the recorded flows users
 * send to support (issue 11) and their support tickets (SPEC.md §7), in every environment.
 */
import * as v from 'valibot'
import { data, endpoint, schemaOf } from '../core/endpoint'
import { inputRules } from '../core/input'
import { ticketSchemasFor, TicketReceipt } from './tickets'
import { StoredTrace, TraceBody, TraceCode, TraceCodeParams } from './traces'

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

export const sendTrace = endpoint({
  method: 'POST',
  path: '/api/support/traces',
  auth: 'public',
  tag,
  summary: 'Sends the flow recorded in the browser to support; answers the code to quote (AULA-XXXX-XX)',
  body: TraceBody,
  status: 201,
  response: data(TraceCode),
  rateLimited: true,
})

export const showTrace = endpoint({
  method: 'GET',
  path: '/api/support/traces/:code',
  auth: ['admin'],
  tag,
  summary: 'A recorded flow by its code, for support staff (/dev?trace=CODE)',
  params: TraceCodeParams,
  response: data(StoredTrace),
  errors: [404],
})

export const devAccess = endpoint({
  method: 'GET',
  path: '/api/support/dev-access',
  auth: 'public',
  tag,
  summary: 'Whether the caller may open /dev: anyone outside production, only admins in production',
  response: data(v.object({ open: v.boolean() })),
})

export const sendTicket = endpoint({
  method: 'POST',
  path: '/api/support/tickets',
  auth: 'user',
  tag,
  summary:
    'Sends a support ticket (optionally with the code of a flow the caller sent); e-mailed to support. ' +
    'JSON, or multipart/form-data with the same fields and up to 3 `attachments` files (JPEG, PNG, WebP ' +
    'or PDF read from the bytes, at most 5 MB each), stored and attached to the mail',
  body: schemaOf(ticketSchemasFor, 'TicketBody'),
  multipart: {
    email: 'text',
    category: 'text',
    subject: 'text',
    message: 'text',
    trace_code: 'text',
    attachments: 'file',
  },
  status: 201,
  response: data(TicketReceipt),
  rateLimited: true,
})
