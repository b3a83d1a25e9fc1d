/**
 * Support tickets (SPEC.md §7 "support ticket send"): stored, then e-mailed to the support address
 * in the same transaction, so a ticket is never stored without its mail nor mailed without its row;
 * the user's acknowledgement (ticket-mail.ts, issue 36) goes out in that transaction too.
 * The mail goes to support staff, who work in Italian; it names the flow's /dev?trace= link when
 * the user attached one, and carries the files the user added (attachments.ts): their bytes go to the
 * media storage first, and are removed again when the ticket cannot be stored.
 */
import { and, eq } from 'drizzle-orm'
import type { Locale } from '../../../contracts/core/constants.ts'
import type { TicketBody } from '../../../contracts/support/tickets.ts'
import { ticketNumber, ticketCategoryLabels } from '../../../contracts/support/tickets.ts'
import type { Config } from '../../core/config.ts'
import type { Db } from '../../core/db/index.ts'
import type { Mailer, RenderedMail } from '../../core/mail/mailer.ts'
import type { MediaStorage } from '../media/index.ts'
import type { TicketFile } from './attachments.ts'
import { supportTicketAttachments, supportTickets, supportTraces } from './tables.ts'
import { ticketReceivedMail } from './ticket-mail.ts'

/** The mailer's name for where ticket attachments are read from (services.ts registers it). */
export const ATTACHMENT_SOURCE = 'support-ticket'

/** Where tickets go: SUPPORT_EMAIL, or support@ the product's own host (PUBLIC_URL), beside its no-reply sender. */
export const supportAddress = (config: Pick<Config, 'publicUrl' | 'supportEmail'>): string =>
  config.supportEmail ?? `support@${new URL(config.publicUrl).hostname}`

/** Whether `code` names a flow `userId` sent (a visitor's or someone else's flow does not count). */
export async function isOwnTrace(db: Db, code: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: supportTraces.id })
    .from(supportTraces)
    .where(and(eq(supportTraces.code, code), eq(supportTraces.user_id, userId)))
  return row !== undefined
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

export interface TicketMailValues {
  number: string
  /** `firstName` and `locale` address the acknowledgement sent to the user (ticket-mail.ts). */
  sender: { id: number; name: string; accountEmail: string; firstName?: string; locale?: Locale }
  ticket: TicketBody
  publicUrl: string
  attachments?: readonly { name: string; size: number }[]
}

/** 1.2 MB, 340 KB: a size as support reads it. */
export const readableSize = (bytes: number): string =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`

/** The mail to support: plain text and HTML from the same lines. */
export function renderTicketMail({
  number,
  sender,
  ticket,
  publicUrl,
  attachments = [],
}: TicketMailValues): RenderedMail {
  const traceUrl = ticket.trace_code
    ? `${publicUrl.replace(/\/$/, '')}/dev?trace=${ticket.trace_code}`
    : undefined
  const header = [
    `Ticket ${number}`,
    `Da: ${sender.name} <${sender.accountEmail}> (utente ${sender.id})`,
    `Rispondere a: ${ticket.email}`,
    `Categoria: ${ticketCategoryLabels[ticket.category].message}`,
    `Oggetto: ${ticket.subject}`,
    traceUrl ? `Flusso allegato: ${ticket.trace_code} (${traceUrl})` : 'Flusso allegato: nessuno',
    attachments.length > 0
      ? `File allegati: ${attachments.map((file) => `${file.name} (${readableSize(file.size)})`).join(', ')}`
      : 'File allegati: nessuno',
  ]
  const html = [
    ...header.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<pre style="white-space:pre-wrap">${escapeHtml(ticket.message)}</pre>`,
  ].join('\n')
  return {
    subject: `Aula - [${number}] ${ticket.subject}`,
    text: [...header, '', ticket.message].join('\n'),
    html: `<!doctype html>\n<html lang="it"><body>\n${html}\n</body></html>`,
  }
}

export interface StoredTicket {
  id: number
  number: string
  created_at: Date
  trace_code: string | null
  attachments: { name: string; content_type: string; size: number }[]
}

/**
 * Stores the ticket, its files' rows and queues its mail to support, together; the files' bytes are
 * put on the storage before, and removed if the transaction fails.
 */
export async function storeTicket(
  db: Db,
  mailer: Mailer,
  config: Pick<Config, 'publicUrl' | 'supportEmail'>,
  sender: TicketMailValues['sender'],
  ticket: TicketBody,
  files: readonly TicketFile[] = [],
  storage?: MediaStorage,
): Promise<StoredTicket> {
  if (files.length > 0 && !storage) throw new Error('storeTicket: files need a storage')
  const stored: string[] = []
  try {
    for (const file of files) {
      await storage!.put(file.storedName, file.data, file.contentType)
      stored.push(file.storedName)
    }
    return await insertTicket(db, mailer, config, sender, ticket, files)
  } catch (error) {
    await Promise.all(stored.map((name) => storage!.remove(name).catch(() => undefined)))
    throw error
  }
}

async function insertTicket(
  db: Db,
  mailer: Mailer,
  config: Pick<Config, 'publicUrl' | 'supportEmail'>,
  sender: TicketMailValues['sender'],
  ticket: TicketBody,
  files: readonly TicketFile[],
): Promise<StoredTicket> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(supportTickets)
      .values({
        user_id: sender.id,
        email: ticket.email,
        category: ticket.category,
        subject: ticket.subject,
        message: ticket.message,
        trace_code: ticket.trace_code ?? null,
      })
      .returning()
    const number = ticketNumber(row.id)
    const attachments = files.map((file) => ({
      ticket_id: row.id,
      name: file.name,
      stored_name: file.storedName,
      content_type: file.contentType,
      size: file.data.length,
    }))
    if (attachments.length > 0) await tx.insert(supportTicketAttachments).values(attachments)
    await mailer.send(tx, {
      to: supportAddress(config),
      ...renderTicketMail({ number, sender, ticket, publicUrl: config.publicUrl, attachments }),
      attachments: attachments.map((file) => ({
        filename: file.name,
        contentType: file.content_type,
        size: file.size,
        source: ATTACHMENT_SOURCE,
        ref: file.stored_name,
      })),
      meta: {
        kind: 'support_ticket',
        ticket: number,
        reply_to: ticket.email,
        user_id: sender.id,
        trace_code: ticket.trace_code ?? null,
      },
    })
    // The user's acknowledgement, at the reply address, in the same transaction: one per ticket.
    const locale: Locale = sender.locale === 'en' ? 'en' : 'it'
    const helpUrl = `${config.publicUrl.replace(/\/$/, '')}${locale === 'en' ? '/en' : ''}/mysettings/help`
    await mailer.send(tx, {
      to: ticket.email,
      ...ticketReceivedMail(locale, {
        name: sender.firstName ?? sender.name,
        number,
        subject: ticket.subject,
        replyTo: ticket.email,
        url: helpUrl,
      }),
      meta: { kind: 'support_ticket_received', ticket: number, ticket_id: row.id, user_id: sender.id },
    })
    return {
      id: row.id,
      number,
      created_at: row.created_at,
      trace_code: row.trace_code,
      attachments: attachments.map(({ name, content_type, size }) => ({ name, content_type, size })),
    }
  })
}
