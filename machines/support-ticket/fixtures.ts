/** A ticket's fields, files, the server's receipts and refusals, for the support-ticket tests. */
import type { TicketReceipt } from '../../contracts/support/tickets'
import type { TicketFields, TicketFile } from './support-ticket.machine'

export { refusals } from '../settings-form/fixtures'

export const fields: TicketFields = {
  email: 'giulia@aula.test',
  category: 'technical',
  subject: 'La lezione non parte',
  message: 'Premo play e resta tutto nero.',
}

export const screenshot: TicketFile = { name: 'schermata.png', size: 1024, type: 'image/png' }

export const flowCode = 'AULA-7KX3-Q9'

export const receipt = (trace_code: string | null = null, attachments: TicketFile[] = []): TicketReceipt => ({
  id: 42,
  number: 'T-000042',
  created_at: '2026-11-23T10:00:00.000Z',
  trace_code,
  attachments: attachments.map((file) => ({ name: file.name, content_type: file.type, size: file.size })),
})
