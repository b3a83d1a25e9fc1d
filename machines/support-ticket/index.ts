export {
  supportTicketMachine,
  TICKET_FORM_FIELDS,
  type SendTicketInput,
  type SupportTicketContext,
  type SupportTicketEmitted,
  type SupportTicketEvent,
  type TicketFields,
  type TicketFile,
} from './support-ticket.machine'
export { supportTicketView, type SupportTicketPhase, type SupportTicketView } from './support-ticket.view'
