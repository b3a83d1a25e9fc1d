import { useLingui } from '@lingui/react'
import { createTicketSchemas, type TicketSchemas } from '../../../contracts/support/tickets'

// One set of schemas per language: the translator reads the catalog that is active when it runs.
const byLocale = new Map<string, TicketSchemas>()

/** The ticket form's schema speaking the UI language: labels and messages go through Lingui. */
export function useTicketSchemas(): TicketSchemas {
  const { i18n } = useLingui()
  let schemas = byLocale.get(i18n.locale)
  if (!schemas) {
    schemas = createTicketSchemas((descriptor, values) =>
      i18n._({ id: descriptor.id, message: descriptor.message, values }),
    )
    byLocale.set(i18n.locale, schemas)
  }
  return schemas
}
