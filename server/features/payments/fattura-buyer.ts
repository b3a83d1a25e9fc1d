/**
 * The buyer as a FatturaPA names them, from an order's billing snapshot: apart from fattura.ts so
 * that the buy call (orders.ts) refuses a paid order whose invoice could not be made with the
 * very check the invoice makes (issue 32 item 9), without importing the receipts. The saved values
 * are checked with the one fiscal rule set the billing forms use (issue 36: the body schema of
 * POST /api/invoice-data, check characters and digits included), so a receipt or a FatturaPA never
 * carries a codice fiscale, partita IVA, SDI code, CAP or province that the forms would refuse.
 */
import * as v from 'valibot'
import { authSchemasFor } from '../../../contracts/accounts/schemas.ts'
import type { Locale } from '../../../contracts/core/constants.ts'
import { formatIssues } from '../../../contracts/core/validation/index.ts'
import { validationError } from '../../core/http/errors.ts'
import { sayReceipt } from './receipts-messages.ts'
import type { BillingSnapshot } from './receipts-snapshot.ts'

/** What the SdI expects for a buyer without an SDI code. */
export const NO_RECIPIENT_CODE = '0000000'

export interface Buyer {
  vatNumber: string | null
  fiscalCode: string | null
  company: string | null
  firstName: string | null
  lastName: string | null
  address: string
  streetNumber: string | null
  zip: string
  city: string
  province: string | null
  recipientCode: string
  pec: string | null
}

/**
 * The buyer as the invoice needs them, or a 422 naming each missing or malformed billing field
 * (the user fixes them in the billing settings; the order itself is untouched).
 */
export function fatturaBuyer(billing: BillingSnapshot | null, locale: Locale): Buyer {
  const value = (field: string) => billing?.[field]?.trim() || null
  const fiscalCode = value('fiscal_code')?.toUpperCase() ?? null
  const vatNumber = value('p_iva')?.replace(/^IT/i, '') ?? null
  if (!fiscalCode && !vatNumber)
    throw validationError({ fiscal_code: [sayReceipt('noFiscalData', locale)] }, locale)

  const errors: Record<string, string[]> = {}
  const need = (field: string) => {
    const found = value(field)
    if (!found) errors[field] = [sayReceipt('missingField', locale, { field })]
    return found ?? ''
  }
  const company = billing?.type === 'giuridica' ? value('fiscal_name') : null
  const firstName = value('first_name')
  const lastName = value('last_name')
  if (!company) {
    if (billing?.type === 'giuridica') need('fiscal_name')
    else {
      need('first_name')
      need('last_name')
    }
  }
  // Every saved value as the billing forms check it (only the non-empty ones, as they are saved).
  const saved = Object.fromEntries(
    Object.entries(billing ?? {}).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '',
    ),
  )
  const checked = v.safeParse(authSchemasFor(locale).InvoiceDataBody, saved, { abortPipeEarly: true })
  if (!checked.success) Object.assign(errors, formatIssues(checked.issues))
  const address = need('address')
  const zip = need('zip')
  const city = need('city')
  const province = value('province')?.toUpperCase() ?? null
  const check = (field: string, found: string | null, pattern: RegExp) => {
    if (found && !pattern.test(found)) errors[field] ??= [sayReceipt('badField', locale, { field })]
  }
  check('zip', zip || null, /^\d{5}$/)
  check('province', province, /^[A-Z]{2}$/)
  check('p_iva', vatNumber, /^\d{11}$/)
  check('fiscal_code', fiscalCode, /^([A-Z0-9]{16}|\d{11})$/)
  const sdi = value('unique_id')?.toUpperCase() ?? null
  check('unique_id', sdi, /^[A-Z0-9]{7}$/)
  if (Object.keys(errors).length > 0) throw validationError(errors, locale)

  const pec = value('pec')
  return {
    vatNumber,
    fiscalCode,
    company,
    firstName,
    lastName,
    address,
    streetNumber: value('address_number'),
    zip,
    city,
    province,
    recipientCode: sdi ?? NO_RECIPIENT_CODE,
    pec: sdi ? null : pec,
  }
}
