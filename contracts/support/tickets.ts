/**
 * The support ticket form of /mysettings/help (SPEC.md §1 "a support ticket form", §7 "support
 * ticket send"): the reply address (prefilled from the session), a category, a subject, the message
 * and, when the user ticks "Allega il mio flusso", the code of the flow just sent (./traces).
 *
 * `createTicketSchemas(t?)`: the SPA passes its Lingui translator, the server uses
 * `ticketSchemasFor(locale)`; the messages and labels are Lingui descriptors, their English text in
 * `ticketMessagesEn` (the same as locales/en, tickets.test.ts checks it).
 */
import * as v from 'valibot'
import {
  createRules,
  createTranslate,
  perLocale,
  translateFor,
  validationMessages,
  validationMessagesEn,
  type FieldLabel,
  type MessageDescriptor,
  type Translate,
} from '../core/validation'
import { TRACE_CODE_PATTERN } from './traces'

export const TICKET_CATEGORIES = ['account', 'payments', 'courses', 'technical', 'other'] as const
export type TicketCategory = (typeof TICKET_CATEGORIES)[number]

export const TICKET_SUBJECT_MAX_LENGTH = 150
export const TICKET_MESSAGE_MIN_LENGTH = 10
export const TICKET_MESSAGE_MAX_LENGTH = 5000
export const TICKET_EMAIL_MAX_LENGTH = 255

/**
 * A ticket's attachments (multipart field `attachments`, repeated): at most this many files, each
 * at most TICKET_ATTACHMENT_MAX_BYTES, and only these types, read from the bytes by the server.
 */
export const TICKET_ATTACHMENTS_MAX = 3
export const TICKET_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024
export const TICKET_ATTACHMENT_TYPES = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
} as const
export type TicketAttachmentKind = keyof typeof TICKET_ATTACHMENT_TYPES
/** What the file picker offers (`accept`); the server still reads the type from the bytes. */
export const TICKET_ATTACHMENT_ACCEPT =
  '.jpg,.jpeg,.png,.webp,.pdf,image/jpeg,image/png,image/webp,application/pdf'
/** The longest file name kept (longer ones are cut, keeping the extension). */
export const TICKET_ATTACHMENT_NAME_MAX_LENGTH = 200

export const ticketFieldLabels = {
  email: /*i18n*/ { id: 'support.ticket.field.email', message: 'Email per la risposta' },
  category: /*i18n*/ { id: 'support.ticket.field.category', message: 'Categoria' },
  subject: /*i18n*/ { id: 'support.ticket.field.subject', message: 'Oggetto' },
  message: /*i18n*/ { id: 'support.ticket.field.message', message: 'Messaggio' },
  traceCode: /*i18n*/ { id: 'support.ticket.field.trace_code', message: 'Codice del flusso' },
} as const satisfies Record<string, MessageDescriptor>

export const ticketCategoryLabels = {
  account: /*i18n*/ { id: 'support.ticket.category.account', message: 'Account e accesso' },
  payments: /*i18n*/ { id: 'support.ticket.category.payments', message: 'Pagamenti e fatture' },
  courses: /*i18n*/ { id: 'support.ticket.category.courses', message: 'Corsi e lezioni' },
  technical: /*i18n*/ { id: 'support.ticket.category.technical', message: 'Problema tecnico' },
  other: /*i18n*/ { id: 'support.ticket.category.other', message: 'Altro' },
} as const satisfies Record<TicketCategory, MessageDescriptor>

export const ticketMessages = {
  categoryInvalid: /*i18n*/ {
    id: 'support.ticket.category_invalid',
    message: 'Scegli una categoria tra quelle proposte.',
  },
  traceCodeInvalid: /*i18n*/ {
    id: 'support.ticket.trace_code_invalid',
    message: 'Il codice del flusso deve avere la forma AULA-XXXX-XX.',
  },
} as const satisfies Record<string, MessageDescriptor>

type TicketMessageId =
  | (typeof ticketFieldLabels)[keyof typeof ticketFieldLabels]['id']
  | (typeof ticketCategoryLabels)[keyof typeof ticketCategoryLabels]['id']
  | (typeof ticketMessages)[keyof typeof ticketMessages]['id']

/** English text of every message above, by Lingui id (the same texts are in locales/en). */
export const ticketMessagesEn = {
  'support.ticket.field.email': 'Reply e-mail',
  'support.ticket.field.category': 'Category',
  'support.ticket.field.subject': 'Subject',
  'support.ticket.field.message': 'Message',
  'support.ticket.field.trace_code': 'Flow code',
  'support.ticket.category.account': 'Account and login',
  'support.ticket.category.payments': 'Payments and invoices',
  'support.ticket.category.courses': 'Courses and lessons',
  'support.ticket.category.technical': 'Technical problem',
  'support.ticket.category.other': 'Other',
  'support.ticket.category_invalid': 'Choose one of the categories offered.',
  'support.ticket.trace_code_invalid': 'The flow code must look like AULA-XXXX-XX.',
} as const satisfies Record<TicketMessageId, string>

const translateTicketEn: Translate = createTranslate({ ...validationMessagesEn, ...ticketMessagesEn })

export function createTicketSchemas(t?: Translate) {
  const r = createRules(t)
  const L = ticketFieldLabels
  const tr = (issue: { lang?: string }) => t ?? (issue.lang === 'en' ? translateTicketEn : translateFor('it'))
  const label = (translate: Translate, field: FieldLabel) =>
    typeof field === 'string' ? field : translate(field)
  const say = (descriptor: MessageDescriptor, field?: FieldLabel) => (issue: { lang?: string }) => {
    const translate = tr(issue)
    return translate(descriptor, field === undefined ? {} : { field: label(translate, field) })
  }
  const max = (field: FieldLabel, n: number) =>
    v.maxLength<string, number, (issue: { lang?: string }) => string>(n, (issue) => {
      const translate = tr(issue)
      return translate(validationMessages.max, { field: label(translate, field), n })
    })
  // A missing text field reads as empty, so it gets 'Il campo … è richiesto' rather than a type error.
  const text = (field: FieldLabel, n: number) =>
    v.pipe(
      v.optional(v.string(say(validationMessages.invalid, field)), ''),
      v.trim(),
      max(field, n),
      r.required<string>(field),
    )

  return {
    TicketBody: v.object({
      email: v.pipe(text(L.email, TICKET_EMAIL_MAX_LENGTH), r.email<string>(L.email)),
      category: v.pipe(
        v.optional(v.string(say(ticketMessages.categoryInvalid)), ''),
        r.required<string>(L.category),
        v.picklist(TICKET_CATEGORIES, say(ticketMessages.categoryInvalid)),
      ),
      subject: text(L.subject, TICKET_SUBJECT_MAX_LENGTH),
      message: v.pipe(
        text(L.message, TICKET_MESSAGE_MAX_LENGTH),
        r.min<string>(L.message, TICKET_MESSAGE_MIN_LENGTH),
      ),
      /** The code of a flow the caller sent (POST /api/support/traces), or none. */
      trace_code: v.optional(
        v.nullable(
          v.pipe(
            v.string(say(ticketMessages.traceCodeInvalid)),
            v.trim(),
            v.toUpperCase(),
            v.regex(TRACE_CODE_PATTERN, say(ticketMessages.traceCodeInvalid)),
          ),
        ),
        null,
      ),
    }),
  }
}

export type TicketSchemas = ReturnType<typeof createTicketSchemas>

/** The ticket schemas speaking one language, labels included: what the server validates with. */
export const ticketSchemasFor = perLocale(createTicketSchemas, translateTicketEn)

/** The language-of-the-parse-config variants (`{ lang: 'en' }`), handy for types and tests. */
export const { TicketBody } = createTicketSchemas()
export type TicketBody = v.InferOutput<typeof TicketBody>

/** A file that came with a ticket, as stored. */
export const TicketAttachment = v.object({
  name: v.string(),
  content_type: v.string(),
  size: v.number(),
})
export type TicketAttachment = v.InferOutput<typeof TicketAttachment>

/** A stored ticket as its sender sees it: `number` is what to quote (T-000042). */
export const TicketReceipt = v.object({
  id: v.number(),
  number: v.string(),
  created_at: v.string(),
  trace_code: v.nullable(v.string()),
  attachments: v.array(TicketAttachment),
})
export type TicketReceipt = v.InferOutput<typeof TicketReceipt>

/** `T-000042`: the ticket's id, padded so the numbers read alike in mail subjects. */
export const ticketNumber = (id: number): string => `T-${String(id).padStart(6, '0')}`
