/**
 * The checkout's steps, driven by one purchase actor (use-checkout.ts): billing information,
 * payment methods (saved cards, a new card, PayPal, bank transfer, a coupon with its live price), the
 * 3-D Secure and PayPal hand-offs (paypal-notices.tsx), a declined card, processing, the pending bank transfer (IBAN, amount,
 * reference) and the completed order. /buy pages and the onboarding's subscription steps share
 * them; each page places them under its own heading and links.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { COUPON_CODE_MAX_LENGTH } from '../../../contracts/payments/schemas'
import type { PurchaseView } from '../../../machines/purchase'
import { Button } from '../ui/button'
import { FormAlert, TextField } from '../ui/form-fields'
import { Price } from '../ui/price'
import { Spinner } from '../ui/spinner'
import { BillingInformationStep } from './billing-step'
import { CardFields, cardDetails, EMPTY_CARD, SavedCardLabel } from './card-fields'
import { useDeclineText, useErrorText } from './error-text'
import { OrderDocuments } from './order-documents'
import { PaypalApprovalNotice, PaypalCanceledNotice } from './paypal-notices'
import { StripeCardField, useStripeKey } from './stripe-card'
import type { Checkout } from './use-checkout'

export { BillingForm, BillingInformationStep } from './billing-step'
export { useDeclineText } from './error-text'

// ---------------------------------------------------------------------------------------------
// Payment methods

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
            <Trans>Scegli una carta salvata, una nuova carta, PayPal o il bonifico.</Trans>
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
            <label className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="method"
                checked={methodIs('paypal')}
                onChange={() => send({ type: 'purchase.selectMethod', method: { type: 'paypal' } })}
              />
              <span className="font-semibold">PayPal</span>
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
          ) : view.price && view.method?.type === 'paypal' ? (
            <Trans>
              Paga <Price cents={view.price.dueCents} /> con PayPal
            </Trans>
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
    case 'paypalApproval':
      return <PaypalApprovalNotice checkout={checkout} />
    case 'paypalCanceled':
      return <PaypalCanceledNotice checkout={checkout} />
    case 'processing':
      return <ProcessingNotice view={view} />
    case 'pendingBankTransfer':
      return <PaymentPendingStep view={view} />
    case 'orderCompleted':
      return <OrderCompletedStep view={view} productLink={productLink} />
  }
}
