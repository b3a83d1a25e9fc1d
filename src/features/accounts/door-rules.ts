/**
 * The accounts' body schemas in the page's language, for the doors, which fetch them after their
 * form is on screen (./lazy-module.ts) and so cannot take them from a hook while rendering: the
 * same rules and messages as useAuthSchemas (src/session/auth-schemas.ts), one set per language.
 */
import type { I18n } from '@lingui/core'
import { createAuthSchemas, type AuthSchemas } from '../../../contracts/accounts/schemas'
import { schemaErrors } from '../../session/auth-schemas'

const byLocale = new Map<string, AuthSchemas>()

export function authSchemasIn(i18n: I18n): AuthSchemas {
  let schemas = byLocale.get(i18n.locale)
  if (!schemas) {
    schemas = createAuthSchemas((descriptor, values) =>
      i18n._({ id: descriptor.id, message: descriptor.message, values }),
    )
    byLocale.set(i18n.locale, schemas)
  }
  return schemas
}

export { schemaErrors }
