/**
 * Payloads of the ACCOUNTS calls (SPEC.md §3, §5, §7 "Auth"): the User, the billing information,
 * the own-profile summary, the request bodies with the form rules of §5 and the login errors of §8.
 * All JSON is snake_case, as the Laravel-style API of SPEC.md expects.
 *
 * Body schemas come from `createAuthSchemas(t?)`: the SPA passes its Lingui translator so field
 * labels and messages follow the UI language; the server uses `authSchemasFor(locale)`, which
 * renders Italian or English without Lingui. `authSchemas` holds the language-of-the-parse-config
 * variants (`{ lang: 'en' }`), and `AuthBody<'LoginBody'>` is the type of a validated body.
 */
import * as v from 'valibot'
import { apiMessage } from '../core/input'
import { isEmptyValue } from '../core/validation'
import { BILLING_FIELDS, type BillingField, type UserHrData } from './entities'
import type { AuthBody, HrFiscalData, RegisterBody } from './body-schemas'
import { accountsApiMessages } from './messages'
import { REGISTER_ROLES, COMPANY_LAST_NAME } from './limits'

// The accounts' contract by part (issue 33: this file was 923 lines): the texts (messages.ts),
// the answers (entities.ts), the bodies (body-schemas.ts, built from field-rules.ts and
// billing-schemas.ts). Importers keep using this file; a door needing only a text or a limit
// imports messages.ts or limits.ts and skips valibot.
export * from './messages'
export * from './entities'
export * from './body-schemas'
// what a thrown API error carries, without the schemas (./api-error-fields.ts)
export { errorRetryAfter, errorStatus } from './api-error-fields'
export { ROLES, type Role } from '../core/endpoint'
export * from './limits'

// ---------------------------------------------------------------------------------------------
// Path parameters (no form fills them in, so their messages are the API's own)

/** PUT /api/password/update/:id. Nine digits at most: anything longer is no user id. */
export const UserIdParams = v.object({
  id: v.pipe(
    v.string(apiMessage(accountsApiMessages.idParam)),
    v.regex(/^\d{1,9}$/, apiMessage(accountsApiMessages.idParam)),
    v.transform(Number),
  ),
})

/** POST /api/fbregister/:role and /api/gregister/:role. */
export const RegisterRoleParams = v.object({
  role: v.picklist(
    REGISTER_ROLES,
    apiMessage(accountsApiMessages.roleParam, { roles: REGISTER_ROLES.join(', ') }),
  ),
})

// ---------------------------------------------------------------------------------------------
// Form -> payload mappings

/** What the HR registration form holds: the account fields and the fiscal data, no names or role. */
export type HrRegistrationForm = Omit<RegisterBody, 'first_name' | 'last_name' | 'role' | 'fiscal_data'> & {
  fiscal_data: HrFiscalData
}

/**
 * SPEC.md §5 HR registration: a person's nome and cognome become first and last name; for a
 * company ragione_sociale becomes the first name and the last name is '-'. The whole fiscal
 * data goes along as fiscal_data.
 */
export function mapHrRegistration(form: HrRegistrationForm): RegisterBody {
  const { fiscal_data, ...account } = form
  const names =
    fiscal_data.tipo_persona === 'fisica'
      ? { first_name: fiscal_data.nome, last_name: fiscal_data.cognome }
      : { first_name: fiscal_data.ragione_sociale, last_name: COMPANY_LAST_NAME }
  return { ...account, ...names, role: 'hr', fiscal_data: { ...fiscal_data } }
}

/**
 * SPEC.md §5 "Billing upsert sends only non-empty fields": keeps the billing fields that hold
 * something once trimmed (so a blank input never overwrites a stored value); anything else in the
 * form (id, timestamps) is left out.
 */
export function billingUpsertPayload(
  form: Partial<Record<BillingField | 'id', string | number | null | undefined>> & {
    hr_data?: Partial<Record<keyof UserHrData, string | null | undefined>> | null
  },
): AuthBody<'InvoiceDataBody'> {
  const nonEmpty = <K extends string>(
    source: Partial<Record<K, string | number | null | undefined>>,
    keys: readonly K[],
  ) => {
    const kept: Record<string, string> = {}
    for (const key of keys) {
      const value = source[key]
      if (isEmptyValue(value)) continue
      const text = String(value).trim()
      if (text !== '') kept[key] = text
    }
    return kept
  }
  const payload: Record<string, unknown> = nonEmpty(form, BILLING_FIELDS)
  if (form.hr_data) {
    const company = nonEmpty(form.hr_data, ['ragione_sociale', 'p_iva', 'codice_rea'] as const)
    if (Object.keys(company).length > 0) payload.hr_data = company
  }
  return payload as AuthBody<'InvoiceDataBody'>
}
