/**
 * What the support area offers other areas (issue 33: an area's public face): its tickets, their
 * files and the recorded traces as the admins' inbox reads them.
 */
export { ticketAttachmentsOf, ticketView, traceCodeView } from './ticket-reads.ts'
