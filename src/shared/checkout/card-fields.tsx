/**
 * The sandbox's own card fields (number, month, year, CVC), where Stripe's field is not used: the
 * checkout's payment step and the saved cards of the settings enter a card the same way.
 *
 * Each field says what is wrong as the card is typed (issue 36), with the reasons and words the
 * sandbox's tokenisation answers in its 422: a number whose Luhn check digit is wrong, a month or a
 * year that is not one, an expiry already past, a CVC of the wrong length (3 digits, 4 for American
 * Express). A field is judged once it is full (16 digits, 15 for Amex; 2 for the month; the year's 2
 * or 4) or once the buyer leaves it, never while they are still typing it.
 */
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { CardDetails, SavedCard } from '../../../contracts/payments/schemas'
import { isLuhnValid } from '../../../contracts/core/validation'
import { TextField } from '../ui/form-fields'

export const EMPTY_CARD = { number: '', exp_month: '', exp_year: '', cvc: '' }
export type CardEntry = typeof EMPTY_CARD

/** The card as the sandbox tokenises it: numbers, and a two-digit year in this century. */
export function cardDetails(card: CardEntry): CardDetails {
  const year = Number(card.exp_year)
  return {
    number: card.number,
    exp_month: Number(card.exp_month),
    exp_year: year < 100 ? 2000 + year : year,
    cvc: card.cvc,
  }
}

/** What is wrong with a field of the card; `expired` is said on the month, as the server says it. */
export type CardEntryProblem = 'number' | 'month' | 'year' | 'expired' | 'cvc'

const isAmex = (digits: string) => /^3[47]/.test(digits)

/**
 * The problems of a card as typed so far. `left` names the fields the buyer has left: those are
 * judged whatever their length; the others only once they are full.
 */
export function cardEntryProblems(
  card: CardEntry,
  now: Date,
  left: Partial<Record<keyof CardEntry, boolean>> = {},
): Partial<Record<keyof CardEntry, CardEntryProblem>> {
  const problems: Partial<Record<keyof CardEntry, CardEntryProblem>> = {}
  const digits = card.number.replace(/[\s-]/g, '')
  const amex = isAmex(digits)
  const numberFull = digits.length >= (amex ? 15 : 16)
  if (/[^\d\s-]/.test(card.number)) problems.number = 'number'
  else if (
    digits.length > 0 &&
    (left.number || numberFull) &&
    (digits.length < 12 || digits.length > 19 || !isLuhnValid(digits))
  )
    problems.number = 'number'

  const month = card.exp_month.trim()
  const monthValid = /^\d{1,2}$/.test(month) && Number(month) >= 1 && Number(month) <= 12
  if (month && (left.exp_month || month.length >= 2 || /\D/.test(month)) && !monthValid)
    problems.exp_month = 'month'

  const year = card.exp_year.trim()
  const yearValid = /^(\d{2}|\d{4})$/.test(year)
  // Two digits are a whole year unless they may begin a four-digit one (20…).
  const yearFull = year.length === 4 || (year.length === 2 && year !== '20')
  if (year && (left.exp_year || yearFull || /\D/.test(year)) && !yearValid) problems.exp_year = 'year'
  if (monthValid && yearValid && (left.exp_year || yearFull) && !problems.exp_month) {
    const fullYear = year.length === 2 ? 2000 + Number(year) : Number(year)
    if (fullYear * 12 + Number(month) < now.getFullYear() * 12 + now.getMonth() + 1)
      problems.exp_month = 'expired'
  }

  const cvc = card.cvc.trim()
  const cvcLength = amex ? 4 : 3
  if (
    cvc &&
    (/\D/.test(cvc) ||
      cvc.length > cvcLength ||
      ((left.cvc || cvc.length >= cvcLength) && cvc.length !== cvcLength))
  )
    problems.cvc = 'cvc'
  return problems
}

/** The messages of the problems, in the words of the sandbox's tokenisation. */
export function useCardProblemText() {
  const { t } = useLingui()
  return (problem: CardEntryProblem): string =>
    ({
      number: t`Il numero della carta non è valido.`,
      month: t`Il mese di scadenza non è valido.`,
      year: t`L'anno di scadenza non è valido.`,
      expired: t`La carta è scaduta.`,
      cvc: t`Il codice CVC ha 3 cifre (4 per American Express).`,
    })[problem]
}

/** A saved PayPal account (issue 36): brand `paypal`, its payer's e-mail instead of the last 4. */
export const isPaypal = (card: SavedCard) => card.brand === 'paypal'

/** A saved method's short name: "VISA •••• 4242", or "PayPal name@example.com". */
export const methodName = (card: SavedCard) =>
  isPaypal(card)
    ? `PayPal ${card.payer_email ?? ''}`.trim()
    : `${card.brand.toUpperCase()} •••• ${card.last4}`

/**
 * A saved card's brand, last 4 and expiry (a PayPal account's e-mail), and why it is not to be used
 * as it is, if it is not.
 */
export function SavedCardLabel({ card }: { card: SavedCard }) {
  const { t } = useLingui()
  const expiry =
    card.exp_month && card.exp_year ? `${String(card.exp_month).padStart(2, '0')}/${card.exp_year}` : null
  return (
    <span className="min-w-0 [overflow-wrap:anywhere]">
      {isPaypal(card) ? (
        <>
          <span className="font-semibold">PayPal</span> {card.payer_email}
        </>
      ) : (
        <>
          <span className="font-semibold">{card.brand.toUpperCase()}</span> •••• {card.last4}
        </>
      )}
      {expiry && <span className="text-slate-600"> {t`scade ${expiry}`}</span>}
      {card.problem && (
        <span className="ml-2 rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800">
          {card.problem === 'declined' ? t`Rifiutata l'ultima volta` : t`Scaduta`}
        </span>
      )}
    </span>
  )
}

export function CardFields({
  card,
  onCard,
  errors,
}: {
  card: CardEntry
  onCard: (card: CardEntry) => void
  errors: Partial<Record<keyof CardEntry, readonly string[]>>
}) {
  const { t } = useLingui()
  const say = useCardProblemText()
  const [left, setLeft] = useState<Partial<Record<keyof CardEntry, boolean>>>({})
  const problems = cardEntryProblems(card, new Date(), left)
  const field = (name: keyof CardEntry) => {
    const problem = problems[name]
    return {
      value: card[name],
      // What is wrong now, as typed; else what the server said of the card last sent.
      error: problem ? say(problem) : errors[name]?.[0],
      onValue: (value: string) => onCard({ ...card, [name]: value }),
      onLeave: () => setLeft((fields) => (fields[name] ? fields : { ...fields, [name]: true })),
      inputMode: 'numeric' as const,
    }
  }
  return (
    <div className="grid gap-4 sm:grid-cols-4">
      <div className="sm:col-span-4">
        <TextField
          name="cardnumber"
          label={t`Numero della carta`}
          autoComplete="cc-number"
          maxLength={23}
          {...field('number')}
        />
      </div>
      <TextField
        name="exp_month"
        label={t`Mese (MM)`}
        autoComplete="cc-exp-month"
        maxLength={2}
        {...field('exp_month')}
      />
      <TextField
        name="exp_year"
        label={t`Anno (AA)`}
        autoComplete="cc-exp-year"
        maxLength={4}
        {...field('exp_year')}
      />
      <div className="sm:col-span-2">
        <TextField name="cvc" label={t`CVC`} autoComplete="cc-csc" maxLength={4} {...field('cvc')} />
      </div>
    </div>
  )
}
