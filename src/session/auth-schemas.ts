import { useLingui } from '@lingui/react'
import * as v from 'valibot'
import { createAuthSchemas, type AuthSchemas } from '../../contracts/accounts/schemas'
import { formatIssues } from '../../contracts/core/validation'
import type { FieldErrors } from '../shared/lib/use-form'

// One set of schemas per language: the translator reads the catalog that is active when it runs.
const byLocale = new Map<string, AuthSchemas>()

/** The contracts' body schemas speaking the UI language: labels and messages go through Lingui. */
export function useAuthSchemas(): AuthSchemas {
  const { i18n } = useLingui()
  const locale = i18n.locale
  let schemas = byLocale.get(locale)
  if (!schemas) {
    schemas = createAuthSchemas((descriptor, values) =>
      i18n._({ id: descriptor.id, message: descriptor.message, values }),
    )
    byLocale.set(locale, schemas)
  }
  return schemas
}

/** Every problem of `input` against `schema`, by field path. */
export function schemaErrors(schema: v.GenericSchema, input: unknown): FieldErrors {
  const result = v.safeParse(schema, input)
  return result.success ? {} : formatIssues(result.issues)
}
