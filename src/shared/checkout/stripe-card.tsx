/**
 * New cards with Stripe as the payment provider: the server says so in GET /api/config (with the
 * publishable key); the card is then typed into Stripe Elements, loaded only when this field is
 * shown (a dynamic import of @stripe/stripe-js, out of the initial bundle), and Stripe.js makes
 * the `pm_…` — the numbers never reach Aula's code. With the sandbox the checkout keeps its own
 * card fields and the sandbox's tokenisation call.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import type { Stripe, StripeCardElement, StripeCardElementChangeEvent } from '@stripe/stripe-js'
import { useEffect, useId, useRef, useState } from 'react'
import { useLocale } from '../i18n/use-locale'
import { FieldError, FormAlert } from '../ui/form-fields'
import { useCardProblemText, type CardEntryProblem } from './card-fields'
import { Spinner } from '../ui/spinner'
import { fetchPaymentsConfig, mountedCard, setMountedCard } from './checkout-calls'

/** The Stripe publishable key when Stripe takes the payments; null for the sandbox or while unknown. */
export function useStripeKey(): string | null {
  const [key, setKey] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    fetchPaymentsConfig().then(
      (config) => {
        if (live && config.provider === 'stripe') setKey(config.stripe_publishable_key)
      },
      // Unknown provider: the sandbox form stays, and paying says what is wrong.
      () => {},
    )
    return () => {
      live = false
    }
  }, [])
  return key
}

const stripes = new Map<string, Promise<Stripe | null>>()

/** Stripe.js for this key, loaded on first use only. */
export function loadStripeJs(publishableKey: string): Promise<Stripe | null> {
  let loading = stripes.get(publishableKey)
  if (!loading) {
    loading = import('@stripe/stripe-js').then(({ loadStripe }) => loadStripe(publishableKey))
    loading.catch(() => stripes.delete(publishableKey))
    stripes.set(publishableKey, loading)
  }
  return loading
}

type FieldState = 'loading' | 'ready' | 'failed'

/** Stripe Elements' error codes that say what the sandbox's card fields say (card-fields.tsx). */
const STRIPE_PROBLEMS: Partial<Record<string, CardEntryProblem>> = {
  invalid_number: 'number',
  incorrect_number: 'number',
  invalid_expiry_month: 'month',
  invalid_expiry_year: 'year',
  invalid_expiry_month_past: 'expired',
  invalid_expiry_year_past: 'expired',
  expired_card: 'expired',
  invalid_cvc: 'cvc',
  incomplete_cvc: 'cvc',
}

/**
 * Stripe's card Element with a label, loading and error states. `onComplete` says whether the
 * card is complete (the pay button waits for it; pass a stable function, e.g. a state setter);
 * `error` is the server's or Stripe's refusal.
 */
export function StripeCardField({
  publishableKey,
  onComplete,
  error,
}: {
  publishableKey: string
  onComplete: (complete: boolean) => void
  error?: string
}) {
  const { t } = useLingui()
  const locale = useLocale()
  const id = useId()
  const host = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<FieldState>('loading')
  const [live, setLive] = useState<{ code?: string; message: string } | undefined>()
  const problemText = useCardProblemText()

  useEffect(() => {
    let card: StripeCardElement | null = null
    let gone = false
    loadStripeJs(publishableKey).then(
      (stripe) => {
        if (gone) return
        if (!stripe || !host.current) return setState('failed')
        card = stripe.elements({ locale }).create('card', {
          hidePostalCode: true,
          style: { base: { fontSize: '16px', color: '#0f172a' } },
        })
        card.on('change', (event: StripeCardElementChangeEvent) => {
          setLive(event.error && { code: event.error.code, message: event.error.message })
          onComplete(event.complete)
        })
        card.mount(host.current)
        setMountedCard({ stripe, card })
        setState('ready')
      },
      () => !gone && setState('failed'),
    )
    return () => {
      gone = true
      onComplete(false)
      if (card) {
        if (mountedCard()?.card === card) setMountedCard(null)
        card.destroy()
      }
    }
  }, [publishableKey, locale, onComplete])

  // Stripe's reasons as the card is typed, in the words of the sandbox's own fields where they match.
  const liveProblem = live?.code ? STRIPE_PROBLEMS[live.code] : undefined
  const message = (live && (liveProblem ? problemText(liveProblem) : live.message)) ?? error
  return (
    <div>
      {/* The Element is an iframe: the label focuses it, as a label would an input. */}
      <label
        id={`${id}-label`}
        className="block text-sm font-medium text-slate-900"
        onClick={() => mountedCard()?.card.focus()}
      >
        <Trans>Dati della carta</Trans>
      </label>
      <div
        ref={host}
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={message ? `${id}-error` : undefined}
        aria-invalid={message ? true : undefined}
        aria-busy={state === 'loading'}
        data-testid="stripe-card"
        className="mt-1 block min-h-10 w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 shadow-sm focus-within:border-brand-700 focus-within:outline-2 focus-within:outline-brand-700"
      />
      {state === 'loading' && (
        <p className="mt-1 flex items-center gap-2 text-sm text-slate-600">
          <Spinner size={16} />
          <Trans>Caricamento del modulo sicuro di Stripe…</Trans>
        </p>
      )}
      {state === 'failed' && (
        <FormAlert>
          {t`Non è stato possibile caricare il modulo di pagamento di Stripe. Controlla la connessione e ricarica la pagina.`}
        </FormAlert>
      )}
      <FieldError id={`${id}-error`} message={message} />
    </div>
  )
}
