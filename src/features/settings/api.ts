/** Typed calls of the settings pages (the help page's ticket lives in the support contracts). */
import { sendTicket } from '../../../contracts/support/endpoints'
import type { TicketBody } from '../../../contracts/support/tickets'
import { call } from '../../shared/api'

export const sendSupportTicket = (body: TicketBody) => call(sendTicket, { body })
