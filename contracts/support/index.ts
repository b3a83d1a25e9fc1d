/**
 * The SUPPORT contract's face (issue 33): a ticket's categories and attachments, as the admin's inbox
 * lists them (eslint.contract-areas.js says which areas may use it).
 */
export { TICKET_CATEGORIES, TicketAttachment } from './tickets'
