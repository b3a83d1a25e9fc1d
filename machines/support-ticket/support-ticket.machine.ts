/*
 * /mysettings/help's support ticket (SPEC.md §1, §7 "support ticket send"): the fields are the
 * page's until it submits; the machine holds the files chosen, the flow's code ("Allega il mio
 * flusso": the flow recorded in this visit is sent first, once per ticket, however many tries the
 * ticket takes), the upload's progress, the server's answer and the receipt.
 *
 *   ┌ form ───────────────────┐ ticket.submit [wantsFlow] ┌───────────────┐ done: the code
 *   │ editing                 │ ────────────────────────▶ │ attachingFlow │ ───────────────┐
 *   │ invalid (by field)      │                           └───────────────┘ error ▶ failed │
 *   │ failed (status, message)│ ── ticket.submit ──────────────────────────────▶ ┌─────────┐◀┘
 *   └─────────────────────────┘                                                  │ sending │ ticket.progress
 *     ticket.files, ticket.invalid (the page's checks) ▶ form.invalid            └─────────┘
 *     ticket.edit (anywhere): that field's message goes      done ▶ sent (the receipt, emit sent)
 *   throttled ── after Retry-After ──▶ form.failed    ◀── 429   422 ▶ form.invalid   error ▶ form.failed
 *   sent ── ticket.reset ("Invia un'altra richiesta") ──▶ form (editing), nothing kept
 *
 * `sendTicket` reports the share of the files uploaded through its input's onProgress, which the
 * machine hears as ticket.progress. A 422's messages for the form's fields go under them (`attachments`
 * under the files), another field's is the form's alert.
 */
import { assign, emit, fromPromise, setup } from 'xstate'
import type { TicketBody, TicketReceipt } from '../../contracts/support/tickets'
import { formFailure, type FormFailure } from '../settings-form/settings-form'

/** A file chosen to go with the ticket (a browser File is one). */
export interface TicketFile {
  name: string
  size: number
  type: string
}

/** What the page sends: the fields, without the flow's code (the machine adds it). */
export type TicketFields = Omit<TicketBody, 'trace_code'>

export const TICKET_FORM_FIELDS = ['email', 'category', 'subject', 'message', 'attachments'] as const

export interface SupportTicketContext {
  files: readonly TicketFile[]
  /** The fields last submitted, and whether the flow goes with them. */
  ticket: TicketFields | null
  attachFlow: boolean
  /** The flow's code once sent: a retry puts the same one on the ticket. */
  traceCode: string | null
  /** The share of the files uploaded while they go (null: nothing to show). */
  progress: number | null
  errors: Record<string, string>
  /** A 422's message for no field of the form. */
  message: string | null
  failure: FormFailure | null
  receipt: TicketReceipt | null
}

export type SupportTicketEvent =
  | { type: 'ticket.files'; files: readonly TicketFile[] }
  | { type: 'ticket.submit'; ticket: TicketFields; attachFlow: boolean }
  | { type: 'ticket.invalid'; errors: Record<string, string> }
  | { type: 'ticket.edit'; field: string }
  | { type: 'ticket.progress'; fraction: number }
  | { type: 'ticket.reset' }

export type SupportTicketEmitted =
  | { type: 'sent'; receipt: TicketReceipt }
  /** A 422: the page puts the focus on the first field named. */
  | { type: 'invalid'; field: string | null }

export interface SendTicketInput {
  ticket: TicketBody
  files: readonly TicketFile[]
  onProgress: (fraction: number) => void
}

const fresh = {
  ticket: null,
  attachFlow: false,
  traceCode: null,
  progress: null,
  errors: {},
  message: null,
  failure: null,
  receipt: null,
}

const isOwn = (field: string) => (TICKET_FORM_FIELDS as readonly string[]).includes(field)

// size: one statechart (the form, the flow attached once, sending with its progress, throttled) and its setup, read whole with the diagram above
export const supportTicketMachine = setup({
  types: {
    context: {} as SupportTicketContext,
    events: {} as SupportTicketEvent,
    emitted: {} as SupportTicketEmitted,
    tags: {} as 'busy',
  },
  actors: {
    sendFlow: fromPromise<string>(async () => {
      throw new Error('supportTicketMachine: provide the `sendFlow` actor')
    }),
    sendTicket: fromPromise<TicketReceipt, SendTicketInput>(async () => {
      throw new Error('supportTicketMachine: provide the `sendTicket` actor')
    }),
  },
  guards: {
    /** The flow goes with the ticket and was not sent for it yet. */
    wantsFlow: ({ context }, params: { attachFlow: boolean }) =>
      params.attachFlow && context.traceCode === null,
    isFieldRefusal: (_, params: { error: unknown }) => formFailure(params.error).status === 422,
    isThrottled: (_, params: { error: unknown }) => formFailure(params.error).status === 429,
  },
  delays: {
    /** What Retry-After asked for (a minute when it did not say). */
    retryAfter: ({ context }) => (context.failure?.retryAfter ?? 60) * 1000,
  },
  actions: {
    submitted: assign({
      ticket: (_, params: { ticket: TicketFields; attachFlow: boolean }) => params.ticket,
      attachFlow: (_, params: { ticket: TicketFields; attachFlow: boolean }) => params.attachFlow,
      errors: {},
      message: null,
      failure: null,
    }),
    failed: assign({
      progress: null,
      failure: (_, params: { error: unknown }) => {
        const { fields: _fields, ...failure } = formFailure(params.error)
        return failure
      },
    }),
  },
}).createMachine({
  id: 'supportTicket',
  context: { files: [], ...fresh },
  initial: 'form',
  on: {
    'ticket.edit': {
      actions: assign({
        errors: ({ context, event }) =>
          Object.fromEntries(Object.entries(context.errors).filter(([field]) => field !== event.field)),
      }),
    },
  },
  states: {
    /** The form as the person fills it in: new, refused by field, or after a failure. */
    form: {
      initial: 'editing',
      on: {
        'ticket.files': { actions: assign({ files: ({ event }) => event.files }) },
        'ticket.invalid': {
          target: '.invalid',
          actions: assign({ errors: ({ event }) => event.errors, message: null, failure: null }),
        },
        'ticket.submit': [
          {
            guard: { type: 'wantsFlow', params: ({ event }) => ({ attachFlow: event.attachFlow }) },
            target: 'attachingFlow',
            actions: { type: 'submitted', params: ({ event }) => event },
          },
          { target: 'sending', actions: { type: 'submitted', params: ({ event }) => event } },
        ],
      },
      states: { editing: {}, invalid: {}, failed: {} },
    },
    attachingFlow: {
      tags: ['busy'],
      invoke: {
        id: 'sendFlow',
        src: 'sendFlow',
        onDone: { target: 'sending', actions: assign({ traceCode: ({ event }) => event.output }) },
        onError: {
          target: 'form.failed',
          actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    sending: {
      tags: ['busy'],
      // with files the upload's share is shown from the start
      entry: assign({ progress: ({ context }) => (context.files.length > 0 ? 0 : null) }),
      on: {
        'ticket.progress': { actions: assign({ progress: ({ event }) => event.fraction }) },
      },
      invoke: {
        id: 'sendTicket',
        src: 'sendTicket',
        input: ({ context, self }) => ({
          ticket: { ...context.ticket!, trace_code: context.attachFlow ? context.traceCode : null },
          files: context.files,
          onProgress: (fraction: number) => self.send({ type: 'ticket.progress', fraction }),
        }),
        onDone: {
          target: 'sent',
          actions: [
            assign({ receipt: ({ event }) => event.output, progress: null }),
            emit(({ event }) => ({ type: 'sent' as const, receipt: event.output })),
          ],
        },
        onError: [
          {
            guard: { type: 'isFieldRefusal', params: ({ event }) => ({ error: event.error }) },
            target: 'form.invalid',
            actions: [
              assign(({ event }) => {
                const refusal = formFailure(event.error)
                const named = Object.entries(refusal.fields ?? {})
                const errors = Object.fromEntries(named.filter(([field]) => isOwn(field)))
                const other = named.find(([field]) => !isOwn(field))
                return {
                  progress: null,
                  errors,
                  message: other ? other[1] : named.length ? null : (refusal.message ?? null),
                }
              }),
              emit(({ context }) => ({
                type: 'invalid' as const,
                field: Object.keys(context.errors)[0] ?? null,
              })),
            ],
          },
          {
            guard: { type: 'isThrottled', params: ({ event }) => ({ error: event.error }) },
            target: 'throttled',
            actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'form.failed',
            actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    /** Too many tickets (429): the button waits for what Retry-After said. */
    throttled: {
      on: { 'ticket.files': { actions: assign({ files: ({ event }) => event.files }) } },
      after: { retryAfter: { target: 'form.failed' } },
    },
    sent: {
      on: { 'ticket.reset': { target: 'form', actions: assign({ files: [], ...fresh }) } },
    },
  },
})
