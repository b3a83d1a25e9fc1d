import { createTicketSchemas } from '../../../contracts/support/tickets'
import { localizedSchemas } from '../../shared/i18n/localized-schemas'

/** The ticket form's schema speaking the UI language: labels and messages go through Lingui. */
export const useTicketSchemas = localizedSchemas(createTicketSchemas)
