/**
 * The checkout's billing step (moved out of checkout-steps.tsx, issue 33: no file over 600 lines):
 * the billing form with the fiscal rules' checks as the user types (also /mysettings/billing's),
 * and the step that saves it through the purchase machine.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent, type ReactNode } from 'react'
import * as v from 'valibot'
import {
  authSchemasFor,
  billingUpsertPayload,
  BILLING_FIELDS,
  BILLING_MAX_LENGTH,
  RETENTION_TAX_RATES,
  VAT_RATES,
  type BillingForm,
  type BillingInformation,
  type UserHrData,
} from '../../../contracts/accounts/schemas'
import { useLocale } from '../i18n/use-locale'
import { Button } from '../ui/button'
import { FormAlert, SelectField, TextField } from '../ui/form-fields'
import { Spinner } from '../ui/spinner'
import { useErrorText } from './error-text'
import type { Checkout } from './use-checkout'

// ---------------------------------------------------------------------------------------------
// Billing information

const ADDRESS_FIELDS = ['address', 'address_number', 'city', 'province', 'zip'] as const

type BillingValues = Record<(typeof BILLING_FIELDS)[number], string>
type HrValues = Record<keyof UserHrData, string>
const HR_FIELDS = ['ragione_sociale', 'p_iva', 'codice_rea'] as const

/** Codes with a fixed length: their check (character, digit) is told as soon as the last one is typed. */
const FULL_LENGTH: Partial<Record<string, number>> = {
  fiscal_code: 16,
  legal_fiscal_code: 16,
  p_iva: 11,
  'hr_data.p_iva': 11,
  unique_id: 7,
  zip: 5,
  province: 2,
}

function initialBilling(billing: BillingInformation | null): BillingValues {
  const values = Object.fromEntries(BILLING_FIELDS.map((field) => [field, ''])) as BillingValues
  values.type = 'fisica'
  values.phone_code = '0039'
  if (billing)
    for (const field of BILLING_FIELDS) {
      const value = (billing as Record<string, unknown>)[field]
      if (typeof value === 'string') values[field] = value
    }
  return values
}

function initialHr(billing: BillingInformation | null, fallback?: UserHrData | null): HrValues {
  const company = billing?.hr_data ?? fallback
  return {
    ragione_sociale: company?.ragione_sociale ?? '',
    p_iva: company?.p_iva ?? '',
    codice_rea: company?.codice_rea ?? '',
  }
}

/** What /mysettings/billing adds to the checkout's fields (SPEC.md §3, issue 36). */
export interface BillingFormExtras {
  /** A trainer's fiscal regime, pension fund, VAT rate and withholding. */
  regime: boolean
  /** An HR user's company (User.hr_data), saved with the billing information. */
  company: boolean
  /** The company the session knows, while the billing information has none. */
  hrData?: UserHrData | null
}

/**
 * The billing information form (SPEC.md §3 billing data, §5 fiscal rules): a person or a company,
 * checked in the browser with the API's own schema, the one fiscal rule set (check characters and
 * digits, SDI code, CAP, province): a field's message shows once it is left, and from then on
 * (or once a code has all its characters) as the user types. The checkout's billing step and
 * /mysettings/billing place it, each with its own call and button; `extras` gives the settings
 * every field of §3.
 */
export function BillingForm({
  billing,
  submitting,
  serverErrors = {},
  formError,
  submitLabel,
  onSubmit,
  extras,
}: {
  billing: BillingInformation | null
  submitting: boolean
  serverErrors?: Record<string, string[] | undefined>
  formError?: string
  submitLabel: ReactNode
  onSubmit: (billing: Partial<BillingForm> & { hr_data?: HrValues }) => void
  extras?: BillingFormExtras
}) {
  const { t } = useLingui()
  const locale = useLocale()
  const [values, setValues] = useState(() => initialBilling(billing))
  const [hr, setHr] = useState(() => initialHr(billing, extras?.hrData))
  const [touched, setTouched] = useState<Record<string, boolean>>({})
  const [submitted, setSubmitted] = useState(false)
  // A server message holds until its field is edited.
  const [edited, setEdited] = useState<Record<string, boolean>>({})
  const { labels, choices } = useBillingTexts()
  const company = values.type === 'giuridica'
  const required: readonly string[] = [
    ...(company ? ['fiscal_name', 'p_iva'] : ['first_name', 'last_name', 'fiscal_code']),
    ...ADDRESS_FIELDS,
  ]
  const holder: string[] = company
    ? [
        'fiscal_name',
        'p_iva',
        ...(extras ? ['fiscal_code'] : []),
        'pec',
        'unique_id',
        ...(extras ? ['legal_first_name', 'legal_last_name', 'legal_fiscal_code'] : []),
      ]
    : ['first_name', 'last_name', 'fiscal_code', ...(extras ? ['p_iva', 'pec', 'unique_id'] : [])]
  const contact = extras ? ['phone_code', 'phone'] : []
  const regime = extras?.regime ? ['fiscal_type', 'inps', 'vat', 'retention_tax'] : []
  const hrFields = extras?.company ? HR_FIELDS.map((field) => `hr_data.${field}`) : []

  const valueOf = (field: string) =>
    field.startsWith('hr_data.') ? hr[field.slice(8) as keyof HrValues] : values[field as keyof BillingValues]

  /** Every current problem, by field: the schema's (the one rule set), then the form's own. */
  const problems = (() => {
    const found: Record<string, string> = {}
    const payload = billingUpsertPayload({ ...values, hr_data: extras?.company ? hr : undefined })
    const result = v.safeParse(authSchemasFor(locale).InvoiceDataBody, payload, { abortPipeEarly: true })
    if (!result.success)
      for (const issue of result.issues) {
        const path = v.getDotPath(issue)
        if (path && !found[path]) found[path] = issue.message
      }
    for (const field of required)
      if (!valueOf(field).trim() && !found[field]) found[field] = t`Il campo ${labels[field]} è obbligatorio.`
    if (company && !values.pec.trim() && !values.unique_id.trim() && !found.unique_id)
      found.unique_id = t`Indica il codice destinatario SDI o la PEC.`
    return found
  })()
  const shown = (field: string): string | undefined => {
    const server = edited[field] ? undefined : serverErrors[field]?.[0]
    const full = FULL_LENGTH[field]
    const complete = full !== undefined && valueOf(field).trim().length >= full
    const own = submitted || touched[field] || complete ? problems[field] : undefined
    return own ?? server
  }
  const visible = [...holder, ...contact, ...ADDRESS_FIELDS, ...regime, ...hrFields]

  const change = (field: string, value: string) => {
    setEdited((before) => ({ ...before, [field]: true }))
    if (field.startsWith('hr_data.')) setHr((before) => ({ ...before, [field.slice(8)]: value }))
    else setValues((before) => ({ ...before, [field]: value }))
  }
  const leave = (field: string) => setTouched((before) => ({ ...before, [field]: true }))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    setEdited({})
    if (visible.some((field) => problems[field])) return
    onSubmit({ ...(values as Partial<BillingForm>), ...(extras?.company ? { hr_data: hr } : {}) })
  }

  const field = (name: string) => (
    <BillingField
      key={name}
      name={name}
      label={labels[name]}
      value={valueOf(name)}
      options={choices[name]}
      error={shown(name)}
      onValue={(value) => change(name, value)}
      onLeave={() => leave(name)}
    />
  )

  return (
    <form noValidate className="space-y-4" onSubmit={submit} aria-label={t`Dati di fatturazione`}>
      <FormAlert>{formError}</FormAlert>
      <HolderType value={values.type} onChange={(type) => setValues({ ...values, type })} />
      <div className="grid gap-4 sm:grid-cols-2">{[...holder, ...contact, ...ADDRESS_FIELDS].map(field)}</div>
      {regime.length > 0 && (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-900">
            <Trans>Regime fiscale e previdenziale</Trans>
          </legend>
          <div className="grid gap-4 sm:grid-cols-2">{regime.map(field)}</div>
        </fieldset>
      )}
      {hrFields.length > 0 && (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-900">
            <Trans>La tua azienda</Trans>
          </legend>
          <div className="grid gap-4 sm:grid-cols-2">{hrFields.map(field)}</div>
        </fieldset>
      )}
      <Button type="submit" disabled={submitting}>
        {submitting ? <Spinner size={16} /> : null}
        {submitLabel}
      </Button>
    </form>
  )
}

/** The billing form's labels and choices, in the reader's language. */
function useBillingTexts() {
  const { t } = useLingui()
  const labels: Record<string, string> = {
    first_name: t`Nome`,
    last_name: t`Cognome`,
    fiscal_code: t`Codice fiscale`,
    fiscal_name: t`Ragione sociale`,
    p_iva: t`Partita IVA`,
    pec: t`PEC`,
    unique_id: t`Codice destinatario SDI`,
    phone_code: t`Prefisso`,
    phone: t`Telefono`,
    address: t`Indirizzo`,
    address_number: t`Numero civico`,
    city: t`Città`,
    province: t`Provincia (sigla)`,
    zip: t`CAP`,
    legal_first_name: t`Nome del legale rappresentante`,
    legal_last_name: t`Cognome del legale rappresentante`,
    legal_fiscal_code: t`Codice fiscale del legale rappresentante`,
    fiscal_type: t`Regime fiscale`,
    inps: t`Cassa previdenziale`,
    vat: t`Aliquota IVA`,
    retention_tax: t`Ritenuta d'acconto`,
    'hr_data.ragione_sociale': t`Ragione sociale dell'azienda`,
    'hr_data.p_iva': t`Partita IVA dell'azienda`,
    'hr_data.codice_rea': t`Codice REA`,
  }
  const choices: Record<string, { value: string; label: string }[]> = {
    fiscal_type: [
      { value: 'forfettario', label: t`Forfettario` },
      { value: 'ordinario', label: t`Ordinario` },
      { value: 'occasionale', label: t`Prestazione occasionale` },
    ],
    inps: [
      { value: 'gestione_separata', label: t`Gestione separata INPS` },
      { value: 'artigiani_commercianti', label: t`Artigiani e commercianti` },
      { value: 'cassa_professionale', label: t`Cassa professionale` },
      { value: 'nessuna', label: t`Nessuna` },
    ],
    vat: VAT_RATES.map((value) => ({ value, label: `${value}%` })),
    retention_tax: RETENTION_TAX_RATES.map((value) => ({ value, label: `${value}%` })),
  }
  return { labels, choices }
}

/** Who the invoice is made out to: a person or a company. */
function HolderType({
  value,
  onChange,
}: {
  value: BillingValues['type']
  onChange: (type: 'fisica' | 'giuridica') => void
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-900">
        <Trans>Intestatario della fattura</Trans>
      </legend>
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        {(['fisica', 'giuridica'] as const).map((type) => (
          <label key={type} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="type"
              value={type}
              checked={value === type}
              onChange={() => onChange(type)}
              className="focus-visible:outline-2 focus-visible:outline-brand-700"
            />
            {type === 'fisica' ? <Trans>Persona fisica</Trans> : <Trans>Azienda o professionista</Trans>}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

/** One field of the billing form: a choice among options, or a text with the input hints its content wants. */
function BillingField({
  name,
  label,
  value,
  options,
  error,
  onValue,
  onLeave,
}: {
  name: string
  label: string
  value: string
  options: { value: string; label: string }[] | undefined
  error: string | undefined
  onValue: (value: string) => void
  onLeave: () => void
}) {
  return options ? (
    <SelectField
      name={name}
      label={label}
      value={value}
      options={options}
      error={error}
      onValue={onValue}
      onLeave={onLeave}
    />
  ) : (
    <TextField
      name={name}
      label={label}
      value={value}
      error={error}
      maxLength={
        name.startsWith('hr_data.') ? undefined : BILLING_MAX_LENGTH[name as keyof typeof BILLING_MAX_LENGTH]
      }
      onValue={onValue}
      onLeave={onLeave}
      spellCheck={FULL_LENGTH[name] !== undefined ? false : undefined}
      autoCapitalize={/fiscal_code|unique_id|province|codice_rea/.test(name) ? 'characters' : undefined}
      inputMode={/p_iva|zip|phone/.test(name) ? 'numeric' : name === 'pec' ? 'email' : undefined}
      autoComplete={
        name === 'zip'
          ? 'postal-code'
          : name === 'city'
            ? 'address-level2'
            : name === 'phone'
              ? 'tel-national'
              : undefined
      }
    />
  )
}

export function BillingInformationStep({
  checkout,
  billing,
}: {
  checkout: Checkout
  billing: BillingInformation | null
}) {
  const { view, send } = checkout
  // Saving the form, or a buy that refused the saved data (issue 36), names the fields to fix.
  const billingError = view.error?.call === 'saveBilling' || view.error?.call === 'pay' ? view.error : null
  const formError = useErrorText(billingError)
  return (
    <BillingForm
      billing={billing}
      submitting={view.isSubmitting}
      serverErrors={billingError?.fields ?? {}}
      formError={formError}
      submitLabel={<Trans>Continua</Trans>}
      onSubmit={(values) => send({ type: 'purchase.submitBilling', billing: values })}
    />
  )
}
