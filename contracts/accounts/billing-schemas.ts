/**
 * The fiscal schemas of the accounts (SPEC.md §3, §5) with the one fiscal rule set
 * (contracts/core/validation/fiscal.ts): an HR user's fiscal data at registration, the billing
 * information and an HR user's company.
 */
import * as v from 'valibot'
import type { FieldLabel } from '../core/validation'
import { BILLING_MAX_LENGTH, type BillingField } from './entities'
import type { FieldRules } from './field-rules'
import {
  FISCAL_TYPES,
  INPS_TYPES,
  VAT_RATES,
  RETENTION_TAX_RATES,
  PHONE_CODE_REGEX,
  BILLING_PHONE_MIN_LENGTH,
  BILLING_PHONE_MAX_DIGITS,
  VAT_NUMBER_LENGTH,
  REA_CODE_MAX_LENGTH,
  ZIP_LENGTH,
  HR_FISCAL_MAX_LENGTH,
} from './limits'

/** HR fiscal data at registration: a person or a company (the variant on tipo_persona). */
export function hrFiscalDataSchema({ r, L, invalid, max, requiredText, optionalText, digits }: FieldRules) {
  // HR fiscal data (SPEC.md §5): a person gives name and tax code, a company its name and VAT number.
  // The one fiscal rule set (contracts/core/validation/fiscal.ts): check digits and characters included.
  const vatNumber = v.optional(
    v.pipe(
      v.string(invalid(L.vatNumber)),
      v.trim(),
      r.numeric<string>(L.vatNumber),
      r.length<string>(L.vatNumber, VAT_NUMBER_LENGTH),
      max(L.vatNumber, VAT_NUMBER_LENGTH),
      r.partitaIva<string>(L.vatNumber),
    ),
  )
  const reaCode = v.optional(
    v.pipe(v.string(invalid(L.reaCode)), max(L.reaCode, REA_CODE_MAX_LENGTH), r.codiceRea<string>(L.reaCode)),
  )
  const H = HR_FISCAL_MAX_LENGTH
  const fiscalExtras = {
    pec: v.optional(v.pipe(v.string(invalid(L.pec)), max(L.pec, H.pec), r.email<string>(L.pec))),
    codice_univoco: v.optional(
      v.pipe(
        v.string(invalid(L.sdi)),
        v.trim(),
        v.toUpperCase(),
        max(L.sdi, H.codice_univoco),
        r.sdiCode<string>(L.sdi),
      ),
    ),
    indirizzo: optionalText(L.address, H.indirizzo),
    citta: optionalText(L.city, H.citta),
    provincia: v.optional(
      v.pipe(
        v.string(invalid(L.province)),
        v.trim(),
        v.toUpperCase(),
        max(L.province, H.provincia),
        r.province<string>(L.province),
      ),
    ),
    cap: v.optional(
      v.pipe(
        v.string(invalid(L.zip)),
        r.numeric<string>(L.zip),
        r.length<string>(L.zip, H.cap),
        max(L.zip, H.cap),
      ),
    ),
  }
  const HrFiscalData = v.variant(
    'tipo_persona',
    [
      v.object({
        tipo_persona: v.literal('fisica'),
        nome: requiredText(L.firstName, H.nome),
        cognome: requiredText(L.lastName, H.cognome),
        codice_fiscale: v.pipe(
          requiredText(L.fiscalCode, H.codice_fiscale),
          v.toUpperCase(),
          r.codiceFiscale<string>(L.fiscalCode),
        ),
        ragione_sociale: optionalText(L.companyName, H.ragione_sociale),
        p_iva: vatNumber,
        codice_rea: reaCode,
        ...fiscalExtras,
      }),
      v.object({
        tipo_persona: v.literal('giuridica'),
        ragione_sociale: requiredText(L.companyName, H.ragione_sociale),
        p_iva: v.pipe(digits(L.vatNumber, H.p_iva), r.partitaIva<string>(L.vatNumber)),
        // A company's tax code is usually its VAT number (eleven digits), or a person's sixteen characters.
        codice_fiscale: v.optional(
          v.pipe(
            v.string(invalid(L.fiscalCode)),
            v.trim(),
            v.toUpperCase(),
            max(L.fiscalCode, H.codice_fiscale),
            r.fiscalCode<string>(L.fiscalCode),
          ),
        ),
        nome: optionalText(L.firstName, H.nome),
        cognome: optionalText(L.lastName, H.cognome),
        codice_rea: reaCode,
        ...fiscalExtras,
      }),
    ],
    invalid(L.personType),
  )
  return HrFiscalData
}

/** The billing information's fields and an HR user's company, for InvoiceDataBody and HrDataBody. */
export function billingSchemas({ r, L, invalid, max }: FieldRules) {
  const H = HR_FISCAL_MAX_LENGTH
  /**
   * The billing information (SPEC.md §3) with the one fiscal rule set (issue 36), for the checkout's
   * billing step, /mysettings/billing and the buy call's check of the saved data alike. Every field
   * is optional: the SPA sends only the non-empty ones (billingUpsertPayload); which fields an
   * invoice needs is the completeness check's business (a person's name and codice fiscale, a
   * company's name, partita IVA and SDI code or PEC).
   */
  const B = BILLING_MAX_LENGTH
  /** Trimmed text with its length bound and the field's own checks, upper-cased for codes. */
  const billingField = (
    field: FieldLabel,
    n: number,
    checks: v.PipeItem<string, string, v.BaseIssue<unknown>>[] = [],
    { upper = false } = {},
  ) =>
    v.optional(
      v.pipe(
        v.string(invalid(field)),
        v.trim(),
        ...(upper ? [v.toUpperCase()] : []),
        max(field, n),
        ...checks,
      ) as v.GenericSchema<string, string>,
    )
  const oneOf = (field: FieldLabel, n: number, options: readonly string[]) =>
    billingField(field, n, [r.custom<string>(field, (value) => options.includes(value))])
  const billingFields = {
    first_name: billingField(L.firstName, B.first_name, [r.plainText<string>(L.firstName)]),
    last_name: billingField(L.lastName, B.last_name, [r.plainText<string>(L.lastName)]),
    fiscal_name: billingField(L.fiscalName, B.fiscal_name, [r.plainText<string>(L.fiscalName)]),
    fiscal_code: billingField(L.fiscalCode, B.fiscal_code, [r.fiscalCode<string>(L.fiscalCode)], {
      upper: true,
    }),
    p_iva: billingField(L.vatNumber, B.p_iva, [
      r.numeric<string>(L.vatNumber),
      r.length<string>(L.vatNumber, VAT_NUMBER_LENGTH),
      r.partitaIva<string>(L.vatNumber),
    ]),
    phone_code: billingField(L.phoneCode, B.phone_code, [
      r.custom<string>(L.phoneCode, (value) => PHONE_CODE_REGEX.test(value)),
    ]),
    phone: v.optional(
      v.pipe(
        v.string(invalid(L.phone)),
        // People type spaces, dots or dashes between the groups of digits.
        v.transform((value: string) => value.replace(/[\s.-]/g, '')),
        max(L.phone, B.phone),
        r.numeric<string>(L.phone),
        r.min<string>(L.phone, BILLING_PHONE_MIN_LENGTH),
        r.max<string>(L.phone, BILLING_PHONE_MAX_DIGITS),
      ),
    ),
    pec: billingField(L.pec, B.pec, [r.email<string>(L.pec)]),
    unique_id: billingField(L.sdi, B.unique_id, [r.sdiCode<string>(L.sdi)], { upper: true }),
    address: billingField(L.address, B.address, [r.plainText<string>(L.address)]),
    address_number: billingField(L.addressNumber, B.address_number, [r.plainText<string>(L.addressNumber)]),
    city: billingField(L.city, B.city, [r.plainText<string>(L.city)]),
    province: billingField(L.province, B.province, [r.province<string>(L.province)], { upper: true }),
    zip: billingField(L.zip, B.zip, [r.numeric<string>(L.zip), r.length<string>(L.zip, ZIP_LENGTH)]),
    fiscal_type: oneOf(L.fiscalType, B.fiscal_type, FISCAL_TYPES),
    inps: oneOf(L.inps, B.inps, INPS_TYPES),
    vat: oneOf(L.vat, B.vat, VAT_RATES),
    retention_tax: oneOf(L.retentionTax, B.retention_tax, RETENTION_TAX_RATES),
    legal_first_name: billingField(L.legalFirstName, B.legal_first_name, [
      r.plainText<string>(L.legalFirstName),
    ]),
    legal_last_name: billingField(L.legalLastName, B.legal_last_name, [r.plainText<string>(L.legalLastName)]),
    legal_fiscal_code: billingField(
      L.legalFiscalCode,
      B.legal_fiscal_code,
      [r.codiceFiscale<string>(L.legalFiscalCode)],
      { upper: true },
    ),
  } satisfies Record<Exclude<BillingField, 'type'>, unknown>
  /** An HR user's company (SPEC.md §3 User.hr_data), edited with the billing information. */
  const hrData = v.object({
    ragione_sociale: billingField(L.companyName, H.ragione_sociale, [r.plainText<string>(L.companyName)]),
    p_iva: billingField(L.vatNumber, H.p_iva, [
      r.numeric<string>(L.vatNumber),
      r.length<string>(L.vatNumber, VAT_NUMBER_LENGTH),
      r.partitaIva<string>(L.vatNumber),
    ]),
    codice_rea: billingField(L.reaCode, H.codice_rea, [r.codiceRea<string>(L.reaCode)], { upper: true }),
  })

  return { billingFields, hrData }
}
