import * as v from 'valibot'
import { createAuthSchemas } from '../../contracts/accounts/schemas'
import { formatIssues } from '../../contracts/core/validation'
import { localizedSchemas } from '../shared/i18n/localized-schemas'
import type { FieldErrors } from '../shared/lib/use-form'

/** The contracts' body schemas speaking the UI language: labels and messages go through Lingui. */
export const useAuthSchemas = localizedSchemas(createAuthSchemas)

/** Every problem of `input` against `schema`, by field path. */
export function schemaErrors(schema: v.GenericSchema, input: unknown): FieldErrors {
  const result = v.safeParse(schema, input)
  return result.success ? {} : formatIssues(result.issues)
}
