/**
 * The checkout's steps, driven by one purchase actor (use-checkout.ts): billing information,
 * payment methods (saved cards, a new card, bank transfer, a coupon with its live price), the
 * 3-D Secure hand-off, a declined card, processing, the pending bank transfer (IBAN, amount,
 * reference) and the completed order. /buy pages and the onboarding's subscription steps share
 * them; each page places them under its own heading and links.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
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
import { COUPON_CODE_MAX_LENGTH, type DeclineReason } from '../../../contracts/payments/schemas'
import type { PurchaseError, PurchaseView } from '../../../machines/purchase'
import { useLocale } from '../i18n/use-locale'
import { Button } from '../ui/button'
import { FormAlert, SelectField, TextField } from '../ui/form-fields'
import { Price } from '../ui/price'
import { Spinner } from '../ui/spinner'
import { CardFields, cardDetails, EMPTY_CARD, SavedCardLabel } from './card-fields'
import { OrderDocuments } from './order-documents'
import { StripeCardField, useStripeKey } from './stripe-card'
import type { Checkout } from './use-checkout'

/** The first message of a failed call, in the user's language: a field's, else a generic one. */
function useErrorText(error: PurchaseError | null, call?: PurchaseError['call']): string | undefined {
  const { t } = useLingui()
  if (!error || (call && error.call !== call)) return undefined
  const first = Object.values(error.fields)[0]?.[0]
  if (first) return first
  if (error.status === 429) return t`Troppi tentativi. Riprova tra qualche minuto.`
  if (error.status === undefined || error.status === 0)
    return t`Impossibile raggiungere il server. Controlla la connessione e riprova.`
  return t`Si è verificato un errore. Riprova tra poco.`
}

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

  const field = (name: string) =>
    choices[name] ? (
      <SelectField
        key={name}
        name={name}
        label={labels[name]}
        value={valueOf(name)}
        options={choices[name]}
        error={shown(name)}
        onValue={(value) => change(name, value)}
        onLeave={() => leave(name)}
      />
    ) : (
      <TextField
        key={name}
        name={name}
        label={labels[name]}
        value={valueOf(name)}
        error={shown(name)}
        maxLength={
          name.startsWith('hr_data.')
            ? undefined
            : BILLING_MAX_LENGTH[name as keyof typeof BILLING_MAX_LENGTH]
        }
        onValue={(value) => change(name, value)}
        onLeave={() => leave(name)}
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

  return (
    <form noValidate className="space-y-4" onSubmit={submit} aria-label={t`Dati di fatturazione`}>
      <FormAlert>{formError}</FormAlert>
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
                checked={values.type === type}
                onChange={() => setValues({ ...values, type })}
                className="focus-visible:outline-2 focus-visible:outline-brand-700"
              />
              {type === 'fisica' ? <Trans>Persona fisica</Trans> : <Trans>Azienda o professionista</Trans>}
            </label>
          ))}
        </div>
      </fieldset>
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

// ---------------------------------------------------------------------------------------------
// Payment methods

export function useDeclineText(reason: DeclineReason | null): string {
  const { t } = useLingui()
  switch (reason) {
    case 'insufficient_funds':
      return t`La carta è stata rifiutata: fondi insufficienti.`
    case 'authentication_failed':
      return t`L'autenticazione 3-D Secure non è riuscita.`
    case 'expired_card':
      return t`La carta è scaduta.`
    case 'incorrect_cvc':
      return t`Il codice CVC non è corretto.`
    case 'processing_error':
      return t`Errore durante l'elaborazione del pagamento.`
    case 'card_declined':
      return t`La carta è stata rifiutata dalla banca.`
    default:
      return t`La carta è stata rifiutata.`
  }
}

export function PriceSummary({ view }: { view: PurchaseView }) {
  if (!view.price) return null
  const { price } = view
  return (
    <dl className="rounded-md border border-slate-200 bg-slate-50 p-4 text-sm" aria-live="polite">
      <div className="flex justify-between">
        <dt>{view.title}</dt>
        <dd>
          <Price cents={price.listCents} />
        </dd>
      </div>
      {price.discountCents > 0 && (
        <div className="flex justify-between text-brand-800">
          <dt>
            <Trans>Sconto ({view.coupon})</Trans>
          </dt>
          <dd>
            −<Price cents={price.discountCents} />
          </dd>
        </div>
      )}
      <div className="mt-2 flex justify-between border-t border-slate-200 pt-2 font-semibold">
        <dt>
          <Trans>Totale</Trans>
        </dt>
        <dd data-testid="total">
          <Price cents={price.dueCents} />
        </dd>
      </div>
    </dl>
  )
}

function CouponField({ checkout }: { checkout: Checkout }) {
  const { t } = useLingui()
  const { view, send } = checkout
  const [code, setCode] = useState('')
  const error = useErrorText(view.error, 'checkCoupon')
  if (view.coupon)
    return (
      <p className="flex items-center gap-3 text-sm">
        <Trans>Codice sconto applicato: {view.coupon}</Trans>
        <Button outline disabled={view.isSubmitting} onClick={() => send({ type: 'purchase.removeCoupon' })}>
          <Trans>Rimuovi</Trans>
        </Button>
      </p>
    )
  return (
    <div className="flex items-start gap-2">
      <div className="grow">
        <TextField
          name="coupon"
          label={t`Codice sconto`}
          value={code}
          maxLength={COUPON_CODE_MAX_LENGTH}
          error={error}
          onValue={setCode}
          onLeave={() => {}}
        />
      </div>
      <Button
        outline
        className="mt-6"
        disabled={view.isSubmitting || code.trim() === ''}
        onClick={() => send({ type: 'purchase.applyCoupon', code })}
      >
        {view.isCheckingCoupon ? <Spinner size={16} /> : null}
        <Trans>Applica</Trans>
      </Button>
    </div>
  )
}

export function PaymentMethodsStep({
  checkout,
  onEditBilling,
}: {
  checkout: Checkout
  onEditBilling?: () => void
}) {
  const { t } = useLingui()
  const { view, send } = checkout
  const [card, setCard] = useState(EMPTY_CARD)
  const stripeKey = useStripeKey()
  const [stripeComplete, setStripeComplete] = useState(false)
  const groupId = useId()
  const details =
    view.method?.type !== 'newCard'
      ? undefined
      : stripeKey
        ? stripeComplete
          ? ({ provider: 'stripe' } as const)
          : undefined
        : cardDetails(card)
  const canPay = checkout.viewWithCard(details).canPay
  const cardError = view.error?.call === 'tokenizeCard' ? view.error.fields : {}
  const payError =
    useErrorText(view.error, 'pay') ??
    (view.error?.call === 'tokenizeCard' && Object.keys(cardError).length === 0
      ? t`Si è verificato un errore. Riprova tra poco.`
      : undefined)
  const methodIs = (type: string, pmid?: string) =>
    view.method?.type === type &&
    (pmid === undefined || (view.method.type === 'card' && view.method.pmid === pmid))

  const pay = (event: FormEvent) => {
    event.preventDefault()
    send({ type: 'purchase.pay', card: details })
  }

  return (
    <form noValidate className="space-y-5" onSubmit={pay} aria-label={t`Metodo di pagamento`}>
      <PriceSummary view={view} />
      <CouponField checkout={checkout} />
      {!view.price?.isFree && (
        <fieldset aria-describedby={`${groupId}-hint`}>
          <legend className="text-sm font-medium text-slate-900">
            <Trans>Come vuoi pagare?</Trans>
          </legend>
          <p id={`${groupId}-hint`} className="sr-only">
            <Trans>Scegli una carta salvata, una nuova carta o il bonifico.</Trans>
          </p>
          <div className="mt-2 space-y-2">
            {view.cards.map((saved) => (
              <label key={saved.id} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="method"
                  checked={methodIs('card', saved.id)}
                  onChange={() =>
                    send({ type: 'purchase.selectMethod', method: { type: 'card', pmid: saved.id } })
                  }
                />
                <SavedCardLabel card={saved} />
              </label>
            ))}
            <label className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="method"
                checked={methodIs('newCard')}
                onChange={() => send({ type: 'purchase.selectMethod', method: { type: 'newCard' } })}
              />
              <Trans>Nuova carta</Trans>
            </label>
            {view.canUseBankTransfer && (
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="method"
                  checked={methodIs('bankTransfer')}
                  onChange={() => send({ type: 'purchase.selectMethod', method: { type: 'bankTransfer' } })}
                />
                <Trans>Bonifico bancario</Trans>
              </label>
            )}
          </div>
        </fieldset>
      )}
      {view.method?.type === 'newCard' && !view.price?.isFree && stripeKey && (
        <StripeCardField
          publishableKey={stripeKey}
          onComplete={setStripeComplete}
          error={cardError.number?.[0]}
        />
      )}
      {view.method?.type === 'newCard' && !view.price?.isFree && !stripeKey && (
        <CardFields card={card} onCard={setCard} errors={cardError} />
      )}
      <FormAlert>{payError}</FormAlert>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={!canPay || view.isSubmitting} data-testid="pay">
          {view.status === 'paying' || view.isSubmitting ? <Spinner size={16} /> : null}
          {view.price?.isFree ? (
            <Trans>Conferma</Trans>
          ) : view.price ? (
            <Trans>
              Paga <Price cents={view.price.dueCents} />
            </Trans>
          ) : (
            <Trans>Paga</Trans>
          )}
        </Button>
        {onEditBilling && view.canEditBilling && (
          <Button outline disabled={view.isSubmitting} onClick={onEditBilling}>
            <Trans>Modifica i dati di fatturazione</Trans>
          </Button>
        )}
      </div>
      {view.attemptsLeft === 0 && (
        <FormAlert>
          <Trans>
            Hai esaurito i tentativi di pagamento per questo acquisto. Ricarica la pagina per riprovare.
          </Trans>
        </FormAlert>
      )}
    </form>
  )
}

// ---------------------------------------------------------------------------------------------
// After paying

export function DeclinedNotice({ checkout }: { checkout: Checkout }) {
  const text = useDeclineText(checkout.view.declineReason)
  return (
    <div className="space-y-3">
      <FormAlert>
        {text} <Trans>Prova con un'altra carta o un altro metodo.</Trans>
      </FormAlert>
      <Button onClick={() => checkout.send({ type: 'purchase.tryAgain' })}>
        <Trans>Usa un altro metodo di pagamento</Trans>
      </Button>
    </div>
  )
}

export function ThreeDSecureNotice({ checkout }: { checkout: Checkout }) {
  return (
    <div className="space-y-3" role="status">
      <p className="text-sm text-slate-700">
        <Trans>
          La tua banca chiede di confermare il pagamento (3-D Secure). Completa la verifica nella pagina che
          si è aperta.
        </Trans>
      </p>
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => checkout.send({ type: 'purchase.authenticate' })}>
          <Trans>Apri la verifica</Trans>
        </Button>
        <Button outline onClick={() => checkout.send({ type: 'purchase.tryAgain' })}>
          <Trans>Usa un altro metodo di pagamento</Trans>
        </Button>
      </div>
    </div>
  )
}

/** The provider answered `processing`: the order completes when its webhook (and notification) says so. */
export function ProcessingNotice({ view }: { view: PurchaseView }) {
  return (
    <section className="space-y-3" aria-labelledby="processing-title">
      <h2 id="processing-title" className="text-lg font-semibold">
        <Trans>Pagamento in elaborazione</Trans>
      </h2>
      <div role="status" className="flex items-center gap-3 text-sm text-slate-700">
        <Spinner size={20} />
        {view.takingLonger ? (
          <Trans>
            Il pagamento sta richiedendo più del solito. Puoi lasciare la pagina: ti avviseremo appena è
            confermato.
          </Trans>
        ) : (
          <Trans>Stiamo confermando il pagamento…</Trans>
        )}
      </div>
    </section>
  )
}

export function PaymentPendingStep({ view }: { view: PurchaseView }) {
  const transfer = view.bankTransfer
  if (!transfer) return null
  return (
    <section className="space-y-3" aria-labelledby="bank-transfer-title">
      <h2 id="bank-transfer-title" className="text-lg font-semibold">
        <Trans>In attesa del bonifico</Trans>
      </h2>
      <p className="text-sm text-slate-700">
        <Trans>
          Il tuo ordine sarà attivato quando riceveremo il bonifico. Indica la causale esattamente come
          riportata.
        </Trans>
      </p>
      {/* The IBAN and the reference are single long words: on a phone they wrap instead of widening the page. */}
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 rounded-md border border-slate-200 p-4 text-sm [&_dd]:[overflow-wrap:anywhere]">
        <dt className="font-medium">
          <Trans>Beneficiario</Trans>
        </dt>
        <dd>{transfer.beneficiary}</dd>
        <dt className="font-medium">IBAN</dt>
        <dd data-testid="iban" className="font-mono">
          {transfer.iban}
        </dd>
        {transfer.bic && (
          <>
            <dt className="font-medium">BIC</dt>
            <dd className="font-mono">{transfer.bic}</dd>
          </>
        )}
        <dt className="font-medium">
          <Trans>Importo</Trans>
        </dt>
        <dd>
          <Price cents={transfer.amount_cents} />
        </dd>
        <dt className="font-medium">
          <Trans>Causale</Trans>
        </dt>
        <dd data-testid="reference" className="font-mono">
          {transfer.reference}
        </dd>
      </dl>
    </section>
  )
}

export function OrderCompletedStep({ view, productLink }: { view: PurchaseView; productLink?: ReactNode }) {
  return (
    <section className="space-y-3" aria-labelledby="order-completed-title">
      <h2 id="order-completed-title" className="text-lg font-semibold">
        <Trans>Ordine completato</Trans>
      </h2>
      <p className="text-sm text-slate-700">
        {view.price && view.price.dueCents > 0 ? (
          <Trans>
            Hai acquistato {view.title} per <Price cents={view.amountCents ?? view.price.dueCents} />.
          </Trans>
        ) : (
          <Trans>{view.title} è tuo.</Trans>
        )}
      </p>
      {view.orderId !== undefined && <OrderDocuments orderId={view.orderId} />}
      {productLink}
    </section>
  )
}

/** The whole checkout: the step the machine is in, for pages that show it as one flow. */
/**
 * Keyboard and screen reader users start at each new step, as in the onboarding wizard: when the
 * checkout shows another step, the focus moves to that step's own heading (the sections that have
 * one) or else to the page's heading, instead of falling back to <body> and the header's links.
 */
export function useStepFocus(status: PurchaseView['status']) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (status === 'loading' || status === 'paying') return
    const root = ref.current
    const heading =
      root?.querySelector<HTMLElement>('h2, h3') ?? root?.closest('main')?.querySelector<HTMLElement>('h1')
    if (!heading) return
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
    heading.focus()
  }, [status])
  return ref
}

export function CheckoutSteps(props: {
  checkout: Checkout
  productLink?: ReactNode
  onEditBilling?: () => void
}) {
  const ref = useStepFocus(props.checkout.view.status)
  return (
    <div ref={ref}>
      <CheckoutStep {...props} />
    </div>
  )
}

function CheckoutStep({
  checkout,
  productLink,
  onEditBilling,
}: {
  checkout: Checkout
  productLink?: ReactNode
  onEditBilling?: () => void
}) {
  const { t } = useLingui()
  const { view, send } = checkout
  switch (view.status) {
    case 'loading':
      return (
        <div role="status" aria-busy="true" className="flex items-center gap-3 text-sm text-slate-700">
          <Spinner size={20} label={t`Caricamento in corso`} />
        </div>
      )
    case 'loadFailed':
      return (
        <div className="space-y-3">
          <FormAlert>
            <Trans>Non è stato possibile caricare il pagamento.</Trans>
          </FormAlert>
          <Button onClick={() => send({ type: 'purchase.retry' })}>
            <Trans>Riprova</Trans>
          </Button>
        </div>
      )
    case 'alreadyOwned':
      return (
        <div className="space-y-3">
          <FormAlert tone="success">
            <Trans>Possiedi già questo prodotto.</Trans>
          </FormAlert>
          {productLink}
        </div>
      )
    case 'billingInformation':
      return <BillingInformationStep checkout={checkout} billing={view.billing} />
    case 'paymentMethods':
    case 'paying':
      return <PaymentMethodsStep checkout={checkout} onEditBilling={onEditBilling} />
    case 'declined':
      return <DeclinedNotice checkout={checkout} />
    case 'threeDSecure':
      return <ThreeDSecureNotice checkout={checkout} />
    case 'processing':
      return <ProcessingNotice view={view} />
    case 'pendingBankTransfer':
      return <PaymentPendingStep view={view} />
    case 'orderCompleted':
      return <OrderCompletedStep view={view} productLink={productLink} />
  }
}
