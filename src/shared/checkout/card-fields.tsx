/**
 * The sandbox's own card fields (number, month, year, CVC), where Stripe's field is not used: the
 * checkout's payment step and the saved cards of the settings enter a card the same way.
 */
import { useLingui } from '@lingui/react/macro'
import type { CardDetails } from '../../../contracts/payments/schemas'
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
  const field = (name: keyof CardEntry) => ({
    value: card[name],
    error: errors[name]?.[0],
    onValue: (value: string) => onCard({ ...card, [name]: value }),
    onLeave: () => {},
    inputMode: 'numeric' as const,
  })
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
