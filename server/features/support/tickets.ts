/**
 * Support tickets (SPEC.md §7 "support ticket send"): stored, then e-mailed to the support address
 * in the same transaction, so a ticket is never stored without its mail nor mailed without its row.
 * The mail goes to support staff, who work in Italian; it names the flow's /dev?trace= link when
 * the user attached one.
 */
import { and, eq } from 'drizzle-orm'
import type { TicketBody } from '../../../contracts/support/tickets.ts'
import { ticketNumber, ticketCategoryLabels } from '../../../contracts/support/tickets.ts'
import type { Config } from '../../core/config.ts'
import type { Db } from '../../core/db/index.ts'
import type { Mailer, RenderedMail } from '../../core/mail/mailer.ts'
import { supportTickets, supportTraces } from './tables.ts'

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
  sender: { id: number; name: string; accountEmail: string }
  ticket: TicketBody
  publicUrl: string
}

/** The mail to support: plain text and HTML from the same lines. */
export function renderTicketMail({ number, sender, ticket, publicUrl }: TicketMailValues): RenderedMail {
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
}

/** Stores the ticket and queues its mail to support, together. */
export async function storeTicket(
  db: Db,
  mailer: Mailer,
  config: Pick<Config, 'publicUrl' | 'supportEmail'>,
  sender: TicketMailValues['sender'],
  ticket: TicketBody,
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
    await mailer.send(tx, {
      to: supportAddress(config),
      ...renderTicketMail({ number, sender, ticket, publicUrl: config.publicUrl }),
      meta: {
        kind: 'support_ticket',
        ticket: number,
        reply_to: ticket.email,
        user_id: sender.id,
        trace_code: ticket.trace_code ?? null,
      },
    })
    return { id: row.id, number, created_at: row.created_at, trace_code: row.trace_code }
  })
}
