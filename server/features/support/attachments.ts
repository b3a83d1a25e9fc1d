/**
 * A ticket sent as multipart/form-data (the help page's form with files): its text fields become
 * the body the route validates as if it came as JSON, its `attachments` files are checked here —
 * how many, how large, and their type read from the bytes (the name and the browser's
 * Content-Type are the sender's word) — before anything is stored. Every problem is a 422 on
 * `attachments` (with the fields' own problems beside it), never a 500.
 */
import { randomUUID } from 'node:crypto'
import path from 'node:path'
import type { Readable } from 'node:stream'
import type { FastifyRequest } from 'fastify'
import sharp from 'sharp'
import type { Locale } from '../../../contracts/core/constants.ts'
import {
  TICKET_ATTACHMENT_MAX_BYTES,
  TICKET_ATTACHMENT_NAME_MAX_LENGTH,
  TICKET_ATTACHMENT_TYPES,
  TICKET_ATTACHMENTS_MAX,
  type TicketAttachmentKind,
} from '../../../contracts/support/tickets.ts'
import type { FieldErrors } from '../../core/http/errors.ts'
import { findProblem } from '../../core/plugins/input-guard.ts'
import { coreMessages } from '../../core/http/messages.ts'
import { sniff } from '../media/index.ts'
import { ATTACHMENT_LIMITS } from './limits.ts'
import { say } from './messages.ts'

export const ATTACHMENTS_FIELD = 'attachments'

/** A checked file, ready to store. */
export interface TicketFile {
  name: string
  kind: TicketAttachmentKind
  contentType: string
  data: Buffer
  /** The random name the storage keeps it under. */
  storedName: string
}

export interface TicketForm {
  fields: Record<string, string>
  files: TicketFile[]
  /** Problems with the files or the form itself, by field. */
  errors: FieldErrors
}

/** The multipart plugin's limits: the extra files are read (and dropped) so the count can be told. */
export const MULTIPART_LIMITS = {
  fileSize: TICKET_ATTACHMENT_MAX_BYTES,
  files: ATTACHMENT_LIMITS.filesRead,
  fields: 10,
  parts: ATTACHMENT_LIMITS.filesRead + 10,
  // the message's 5000 characters, 4 bytes each at most
  fieldSize: 32 * 1024,
} as const

/** The base name as the device had it, without control characters, cut to the longest kept. */
export function cleanName(raw: string | undefined, kind: TicketAttachmentKind): string {
  const base = [...path.basename((raw ?? '').replace(/\\/g, '/'))]
    .filter((char) => char.charCodeAt(0) > 0x1f && char !== '\u007f')
    .join('')
    .trim()
  const name = base || `allegato.${kind === 'jpeg' ? 'jpg' : kind}`
  if (name.length <= TICKET_ATTACHMENT_NAME_MAX_LENGTH) return name
  const ext = path.extname(name).slice(0, 10)
  return name.slice(0, TICKET_ATTACHMENT_NAME_MAX_LENGTH - ext.length) + ext
}

/** The name shown in a message: the sender's, shortened (it is theirs, in their own answer). */
const shown = (raw: string | undefined) => {
  const name = path.basename((raw ?? '').replace(/\\/g, '/')) || '?'
  return name.length > 60 ? `${name.slice(0, 57)}…` : name
}

async function drain(stream: Readable): Promise<void> {
  for await (const _ of stream) {
    // read and dropped
  }
}

/** The bytes are the type they claim: an image sharp can decode, or a PDF by its header. */
async function checkedKind(data: Buffer): Promise<TicketAttachmentKind | null> {
  const kind = sniff(data)
  if (kind === null || kind === 'pdf') return kind
  try {
    await sharp(data, { limitInputPixels: 60_000_000, failOn: 'error' }).metadata()
    return kind
  } catch {
    return null
  }
}

/** Reads the whole form; never throws for what the sender did wrong, it lists it in `errors`. */
export async function readTicketForm(request: FastifyRequest, locale: Locale): Promise<TicketForm> {
  const fields: Record<string, string> = {}
  const files: TicketFile[] = []
  const problems: string[] = []
  let count = 0
  const add = (message: string) => {
    if (!problems.includes(message)) problems.push(message)
  }
  const tooMany = () => add(say('attachmentsTooMany', locale, { max: TICKET_ATTACHMENTS_MAX }))
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        // the first value of a field counts, as a query string's would
        if (!(part.fieldname in fields) && typeof part.value === 'string') fields[part.fieldname] = part.value
        continue
      }
      if (part.fieldname !== ATTACHMENTS_FIELD) {
        await drain(part.file)
        continue
      }
      count++
      if (count > TICKET_ATTACHMENTS_MAX) {
        tooMany()
        await drain(part.file)
        continue
      }
      const data = await part.toBuffer()
      if (part.file.truncated) {
        add(say('attachmentTooBig', locale, { name: shown(part.filename), mb: ATTACHMENT_LIMITS.maxMb }))
        continue
      }
      // a picker left empty still sends one nameless, empty part
      if (data.length === 0 && !part.filename) {
        count--
        continue
      }
      if (data.length === 0) {
        add(say('attachmentEmpty', locale, { name: shown(part.filename) }))
        continue
      }
      const kind = await checkedKind(data)
      if (!kind) {
        add(say('attachmentType', locale, { name: shown(part.filename) }))
        continue
      }
      files.push({
        name: cleanName(part.filename, kind),
        kind,
        contentType: TICKET_ATTACHMENT_TYPES[kind],
        data,
        storedName: `ticket-${randomUUID()}.${kind === 'jpeg' ? 'jpg' : kind}`,
      })
    }
  } catch (error) {
    const code = (error as { code?: string }).code
    // more files than even the plugin reads; anything else (cut-off body, too many parts) is unreadable
    if (code === 'FST_FILES_LIMIT') tooMany()
    else add(say('formUnreadable', locale))
  }
  const errors: FieldErrors = {}
  if (problems.length > 0) errors[ATTACHMENTS_FIELD] = problems
  // What the input guard does for JSON bodies: text PostgreSQL cannot store is refused by field.
  for (const [name, value] of Object.entries(fields)) {
    const problem = findProblem(value, name)
    if (problem) (errors[name] ??= []).push(coreMessages.say(problem.kind, locale, { field: name, max: 0 }))
  }
  for (const file of files) {
    const problem = findProblem(file.name)
    if (problem) {
      ;(errors[ATTACHMENTS_FIELD] ??= []).push(
        coreMessages.say(problem.kind, locale, { field: ATTACHMENTS_FIELD, max: 0 }),
      )
      break
    }
  }
  return { fields, files, errors }
}
